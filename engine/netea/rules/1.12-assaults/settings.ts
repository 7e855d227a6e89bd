import type { GameState } from '../../state/schema';
import type { AssaultState } from './state';

/**
 * Five-minute warm-up questions of the assault rules (6.1.3), from the game settings.
 *
 * 1.12.10 FAQ: "Does the charging formation need to get within 15cm of the original target or
 * can it get within 15cm of any intermingled formation? ... it's played both ways around the
 * world." Default 'any': the intermingled formations are "treated as being a single formation".
 */
export type IntermingledReach = 'any' | 'original-target';

export function intermingledReach(state: GameState): IntermingledReach {
  return state.settings.assaultIntermingledReach;
}

/** The formations the engaging formation must get within 15cm of (1.12.3, 1.12.10 FAQ). */
export function chargeReachTargets(state: GameState, assault: AssaultState): readonly string[] {
  return intermingledReach(state) === 'original-target'
    ? [assault.targetFormationId]
    : assault.defenders;
}
