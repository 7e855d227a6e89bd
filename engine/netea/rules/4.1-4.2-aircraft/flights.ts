import type { GameState } from '../../state/schema';
export { liftAircraft } from './missions';

/** 4.2.6: aircraft formations still in the air (they must disengage in the end phase). */
export function inTheAirCount(state: GameState): number {
  return Object.keys(state.aircraft?.flights ?? {}).length;
}
