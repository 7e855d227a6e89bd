import type { Side } from '../../commands/schema';
import type { GameState } from '../../state/schema';
import { hasActivations } from '../1.2-formations/formations';
import { sidesOf } from '../1.2-formations/sides';

/**
 * 1.6: who acts next in the action phase. With two players the turn passes to the other player
 * while he has formations to activate; seed 001 5.3.11.1 (all against all) lets every player act
 * in turn, so the turn passes round the players, skipping those with nothing left to activate.
 */

/** The next player after `side`, in turn, with a formation left to activate; null if none. */
export function nextToAct(state: GameState, side: Side): Side | null {
  const sides = state.turnState.actingOrder ?? sidesOf(state);
  const at = sides.indexOf(side);
  for (let k = 1; k < sides.length; k++) {
    const s = sides[(at + k) % sides.length]!;
    if (hasActivations(state, s)) return s;
  }
  return null;
}

/** 1.6, 1.6.3: whether any player other than `side` still has a formation to activate. */
export function othersHaveActivations(state: GameState, side: Side): boolean {
  return nextToAct(state, side) !== null;
}
