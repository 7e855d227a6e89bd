import { hasUnitAbility, type Ability } from '../seam';
import type { FormationState, GameState } from '../../state/schema';

/** 2.1.2: a commander orders up to three formations into one assault: its own and two more. */
export const COMMANDER_FOLLOWERS = 2;

/**
 * 2.1.2: whether the formation has a commander: a unit (or a character joined to one, 2.1.1)
 * noted as commander or supreme commander (2.1.15: supreme commanders count as commanders),
 * not destroyed. Off the table counts too: it affects the formation's action (2.1 FAQ).
 */
export function hasCommander(state: GameState, formation: FormationState): boolean {
  return formation.unitIds.some((id) => {
    const unit = state.units[id];
    const sheet = unit && unit.status !== 'destroyed' ? state.datasheets[unit.datasheetId] : null;
    return (
      !!sheet && (hasUnitAbility(sheet, 'commander') || hasUnitAbility(sheet, 'supreme-commander'))
    );
  });
}

export const commanders: Ability = {
  id: 'commander',
  name: 'Commander',
  section: '2.1.2',
  summary:
    'When its formation engages, up to two more formations within 5cm of it may follow into one combined assault.',
  kind: 'unit',
  changes: {
    assaultFollowers: ({ state, formation }, n) =>
      hasCommander(state, formation) ? Math.max(n, COMMANDER_FOLLOWERS) : n,
  },
};
