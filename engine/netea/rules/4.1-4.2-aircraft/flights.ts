import type { GameState } from '../../state/schema';
import { landedToDecide } from './landing';
export { liftAircraft } from './missions';

/** 4.2.6: aircraft formations still in the air (they must disengage in the end phase), and
 * landed ones whose owner has yet to choose whether they take off. */
export function inTheAirCount(state: GameState): number {
  return Object.keys(state.aircraft?.flights ?? {}).length + landedToDecide(state).length;
}
