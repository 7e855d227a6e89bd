import { hasUnitAbility, type Ability } from '../seam';
import type { FormationState, GameState } from '../../state/schema';

/**
 * 2.1.8: one extra Blast marker removed per leader when the formation regroups (1.13.1) or
 * rallies (1.14.1). Supreme commanders count as leaders (2.1.15); a unit noted with both counts
 * once (2.1 FAQ: duplicated abilities occur once). Leaders off the table still count (2.1 FAQ).
 */
export function leadersIn(state: GameState, formation: FormationState): number {
  let n = 0;
  for (const unitId of formation.unitIds) {
    const unit = state.units[unitId];
    const sheet = unit && unit.status !== 'destroyed' ? state.datasheets[unit.datasheetId] : null;
    if (sheet && (hasUnitAbility(sheet, 'leader') || hasUnitAbility(sheet, 'supreme-commander')))
      n++;
  }
  return n;
}

export const leaders: Ability = {
  id: 'leader',
  name: 'Leader',
  section: '2.1.8',
  summary: 'The formation removes one extra Blast marker per leader when it regroups or rallies.',
  kind: 'unit',
  changes: {
    extraBlastMarkersRemoved: ({ state, formation }, n) => n + leadersIn(state, formation),
  },
};
