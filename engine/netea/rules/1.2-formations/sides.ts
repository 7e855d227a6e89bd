import type { Side } from '../../commands/schema';
import type { FormationState, GameState } from '../../state/schema';
import type { Team } from '../../state/teams';

/**
 * Who is whose enemy. Rules ask "the units hostile to me", not "the other side": with two players
 * the answers are the same, seed 001 5.3.11.1 (all against all) counts every other player's
 * formations as enemy, and team play (5.3.11.2-3) counts the players of one team as friends, so
 * the rules read the same with three to six sides.
 */

/** Every side in play, in player order. */
export function sidesOf(state: GameState): Side[] {
  return state.players.map((_, i) => i as Side);
}

/** Seed 001 5.3.11.2-3: the team of `side` in a team game; null in every other game. */
export function teamOf(state: Pick<GameState, 'teams'>, side: Side): Team | null {
  return state.teams ? (state.teams.of[side] ?? null) : null;
}

/** The players of `side`'s team other than `side`, in player order; none outside team play. */
export function teamMates(state: GameState, side: Side): Side[] {
  const team = teamOf(state, side);
  return team === null ? [] : sidesOf(state).filter((s) => s !== side && teamOf(state, s) === team);
}

/** The players of `team`, in player order. */
export function playersOfTeam(state: GameState, team: Team): Side[] {
  return sidesOf(state).filter((s) => teamOf(state, s) === team);
}

/** 5.3.11.1: in all against all every other player's formations are enemy; 5.3.11.2: in team play
 * "Alle Verbände derselben Seite zählen als befreundet", the other team's are enemy. */
export function isEnemy(state: Pick<GameState, 'teams'>, a: Side, b: Side): boolean {
  if (a === b) return false;
  const team = teamOf(state, a);
  return team === null || team !== teamOf(state, b);
}

/** Whether `a` and `b` are friends: the same player or, in team play, team-mates (5.3.11.2). */
export function isFriend(state: Pick<GameState, 'teams'>, a: Side, b: Side): boolean {
  return !isEnemy(state, a, b);
}

/** The sides hostile to `side`, in player order. */
export function enemySides(state: GameState, side: Side): Side[] {
  return sidesOf(state).filter((s) => isEnemy(state, side, s));
}

/** The formations hostile to `side`, in the state's order (for two sides, exactly the other
 * side's formations in the order `formationsOf` gives them). */
export function enemyFormations(state: GameState, side: Side): FormationState[] {
  return Object.values(state.formations).filter((f) => isEnemy(state, side, f.side));
}

/** The other sides in turn after `side`, round the table in player order (with two players, the
 * other player): who comes next when the players take turns (seed 001 5.3.11.1). */
export function sidesAfter(state: GameState, side: Side): Side[] {
  const sides = sidesOf(state);
  const at = sides.indexOf(side);
  return [...sides.slice(at + 1), ...sides.slice(0, at)];
}
