import type { TwoSides as Side } from '../../commands/primitives';
import type { GameState } from '../../state/schema';
import type { TournamentState } from './state';
import { otherSide } from '../1.2-formations/formations';

/**
 * Who starts each alternating set-up step: "the player with the higher strategy rating" (6.1.2,
 * 6.1.4, 6.1.5, 6.1.6); on equal ratings the dice decide (6.1.2 for the table edge, 6.1.4 for
 * the first objective). The FAQ answers of 6.1.4, 6.1.5 and 6.1.6 forbid the higher rating from
 * making the opponent go first, so there is no such choice to offer. 6.1.5 and 6.1.6 name no
 * dice for equal ratings; the winner of the objective roll starts them too (our reading).
 */

export function higherRating(state: GameState): Side | null {
  const [a, b] = state.players;
  if (!a || !b || state.players.length !== 2) throw new Error('a tournament game has two players');
  if (a.strategyRating === b.strategyRating) return null;
  return a.strategyRating > b.strategyRating ? 0 : 1;
}

export function tournamentOf(state: GameState): TournamentState {
  if (!state.tournament) throw new Error('not a tournament game');
  return state.tournament;
}

/** The player who chooses the table edge (6.1.2): the opponent of a player who set up the
 * terrain, else the higher strategy rating; null until the dice have decided. */
export function edgeChooser(state: GameState): Side | null {
  const t = tournamentOf(state);
  // Two-sided: 6.1.2's opponent of the terrain's set-up.
  if (t.terrainSetUpBy !== undefined) return otherSide(t.terrainSetUpBy);
  return higherRating(state) ?? t.edgeRoll;
}

/** The player who starts the objectives, garrisons and deployment (6.1.4–6.1.6). */
export function firstToSetUp(state: GameState): Side | null {
  return higherRating(state) ?? tournamentOf(state).objectiveRoll;
}

/** Whether dice are owed before the current step can start (equal strategy ratings). */
export function rollOffDue(state: GameState): 'edge' | 'objectives' | null {
  const t = tournamentOf(state);
  if (higherRating(state) !== null) return null;
  if (t.step === 'edge' && t.edgeRoll === null && t.terrainSetUpBy === undefined) return 'edge';
  if (t.step === 'objectives' && t.objectiveRoll === null) return 'objectives';
  return null;
}
