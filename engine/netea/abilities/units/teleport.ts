import { hasUnitAbility, type Ability } from '../seam';

/**
 * 2.1.17: a formation where all of the units have teleport may be kept off the table and
 * placed at the start of any turn (engine/netea/rules/2-specialists/teleport.ts).
 */
export const teleport: Ability = {
  id: 'teleport',
  name: 'Teleport',
  section: '2.1.17',
  summary:
    'Its formation may stay off the table and appear anywhere at the start of a turn; a 1 on a D6 per unit gives a Blast marker.',
  kind: 'unit',
  changes: {
    entersPlayAtTurnStart: ({ state, formation }, can) =>
      can ||
      formation.unitIds.every((id) => {
        const unit = state.units[id];
        const sheet = unit ? state.datasheets[unit.datasheetId] : undefined;
        return (
          unit?.status === 'destroyed' || (sheet !== undefined && hasUnitAbility(sheet, 'teleport'))
        );
      }),
  },
};
