import type { GameState } from '../../state/schema';
import { capsToSettle } from './combatAirPatrol';
import { landedToDecide } from './landing';
export { liftAircraft } from './missions';

/** 4.2.6: aircraft formations still in the air in the end phase: those that must disengage,
 * landed ones whose owner has yet to choose whether they take off, and (4.2) those on CAP
 * whose owner has yet to say whether they stay on into the next turn. */
export function inTheAirCount(state: GameState): number {
  return (
    Object.keys(state.aircraft?.flights ?? {}).length +
    landedToDecide(state).length +
    capsToSettle(state).length
  );
}
