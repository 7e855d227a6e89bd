import type { Side } from '../../commands/schema';
import type { FormationState, GameState } from '../../state/schema';

/**
 * Who is whose enemy. Rules ask "the units hostile to me", not "the other side": with two players
 * the answers are the same, and seed 001 5.3.11.1 (all against all) counts every other player's
 * formations as enemy, so the rules read the same with three or four sides.
 */

/** Every side in play, in player order. */
export function sidesOf(state: GameState): Side[] {
  return state.players.map((_, i) => i as Side);
}

/** 5.3.11.1: in all against all every other player's formations are enemy. (Team play,
 * 5.3.11.2-3, would make a side's team-mates friendly here.) */
export function isEnemy(a: Side, b: Side): boolean {
  return a !== b;
}

/** The sides hostile to `side`, in player order. */
export function enemySides(state: GameState, side: Side): Side[] {
  return sidesOf(state).filter((s) => isEnemy(side, s));
}

/** The formations hostile to `side`, in the state's order (for two sides, exactly the other
 * side's formations in the order `formationsOf` gives them). */
export function enemyFormations(state: GameState, side: Side): FormationState[] {
  return Object.values(state.formations).filter((f) => isEnemy(side, f.side));
}

/** The other sides in turn after `side`, round the table in player order (with two players, the
 * other player): who comes next when the players take turns (seed 001 5.3.11.1). */
export function sidesAfter(state: GameState, side: Side): Side[] {
  const sides = sidesOf(state);
  const at = sides.indexOf(side);
  return [...sides.slice(at + 1), ...sides.slice(0, at)];
}
