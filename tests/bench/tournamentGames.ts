/**
 * Tournament games for the benchmarks (6.1): 3,000-point random set-ups (random bundled armies,
 * generated terrain, randomTournamentSetup) played through the phase chart, as the arena does.
 */
import { createRandomPlayer } from '../../ai/random';
import { simulate } from '../../ai/simulate';
import { randomTournamentSetup } from '../../engine/netea/scenarios/tournament';
import type { GameState } from '../../engine/netea/state/schema';
import type { GameSetup } from '../../engine/netea/state/setup';

export const TOURNAMENT_POINTS = 3000;

export function tournamentSetup(seed: number): GameSetup {
  const setup = randomTournamentSetup(seed, TOURNAMENT_POINTS);
  if (!setup.ok) throw new Error(setup.error.join('\n'));
  return setup.value;
}

export interface LongGame {
  readonly setup: GameSetup;
  readonly game: GameState;
}

/**
 * `seeds` tournament games of two random legal players, whole, as a save holds them, longest
 * first. No 3,000-point tournament game runs to 2,000 commands: the goals or the tiebreak of
 * 6.1.7 settle it in turn 4 or soon after (random players: about 250 to 750 commands), so the
 * longest games stand for "such a game".
 */
export function longTournamentGames(seeds = 20): LongGame[] {
  const games: LongGame[] = [];
  for (let s = 1; s <= seeds; s++) {
    const setup = tournamentSetup(s);
    const outcome = simulate(setup, [createRandomPlayer(s * 2 + 1), createRandomPlayer(s * 2 + 2)]);
    games.push({ setup, game: outcome.snapshot.context.game });
  }
  return games.sort((a, b) => b.game.log.length - a.game.log.length);
}
