/**
 * Tournament games for the benchmarks (6.1): random set-ups (random bundled armies, generated
 * terrain, randomTournamentSetup) played through the phase chart by two random legal players, as
 * the arena does.
 */
import { createRandomPlayer } from '../../ai/random';
import { simulate } from '../../ai/simulate';
import type { TableSize } from '../../engine/kernel/geometry';
import { randomTournamentSetup } from '../../engine/netea/scenarios/tournament';
import type { GameState } from '../../engine/netea/state/schema';
import type { GameSetup } from '../../engine/netea/state/setup';

export const TOURNAMENT_POINTS = 3000;

export function tournamentSetup(
  seed: number,
  points = TOURNAMENT_POINTS,
  table?: TableSize,
): GameSetup {
  const setup = randomTournamentSetup(seed, points, table);
  if (!setup.ok) throw new Error(setup.error.join('\n'));
  return setup.value;
}

export interface LongGame {
  readonly setup: GameSetup;
  readonly game: GameState;
  readonly seed: number;
}

/**
 * The save the issue measures: "a save with 2,000 commands of such a game". No game of 2,000 to
 * 5,000 points runs that long: the goals or the tiebreak of 6.1.7 settle it in turn 3 or 4 (a
 * random 3,000-point game: 250 to 800 commands; 5,000 points: up to about 1,250 even when the
 * dice carry it on to turn 6; 15,000 points crowd the edges past setting up). So the bench
 * plays a larger game, as 6.1.1 allows ("larger …
 * games than this"), on the largest table 6.1.2 designs for (150 by 240cm): LONG_POINTS each,
 * random armies and players, whole, from LONG_FIRST_SEED on until a game reaches LONG_COMMANDS.
 * Every command is one a player made and the chart accepted; nothing is padded.
 */
export const LONG_POINTS = 10_000;
export const LONG_TABLE: TableSize = { width: 240, height: 150 };
export const LONG_COMMANDS = 2000;
/** Where the search starts: the first seed found to run past LONG_COMMANDS when this was
 * written (seed 20: 2,031 commands, the tiebreak after turn 4; seeds 1–19 ran 633 to 1,962).
 * Later rule or AI changes may move it; the search then goes on. Since war engines take the
 * hits for losing an assault as damage (3.2.4), seeds 20–49 end before 2,000; seed 50 runs to
 * 2,667 commands. */
export const LONG_FIRST_SEED = 50;

export function longTournamentGame(first = LONG_FIRST_SEED, tries = 30): LongGame {
  let longest: LongGame | null = null;
  for (let seed = first; seed < first + tries; seed++) {
    const setup = tournamentSetup(seed, LONG_POINTS, LONG_TABLE);
    const outcome = simulate(setup, [
      createRandomPlayer(seed * 2 + 1),
      createRandomPlayer(seed * 2 + 2),
    ]);
    const long = { setup, game: outcome.snapshot.context.game, seed };
    if (long.game.log.length >= LONG_COMMANDS) return long;
    if (!longest || long.game.log.length > longest.game.log.length) longest = long;
  }
  throw new Error(
    `no ${LONG_POINTS}-point tournament game of seeds ${first}–${first + tries - 1} ran to ${LONG_COMMANDS} commands (longest: ${longest?.game.log.length ?? 0})`,
  );
}
