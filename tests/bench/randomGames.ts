import { createRandomPlayer } from '../../ai/random';
import { simulate } from '../../ai/simulate';
import type { GameSetup } from '../../engine/netea/state/setup';

/**
 * Random legal games played back to back for about four seconds (games vary in length: a longer
 * window steadies the figure), cycling through `setups`: commands and games per second, under
 * `<prefix>.commandsPerSec` and `<prefix>.gamesPerSec`.
 */
export function randomGamesPerSecond(
  setups: readonly GameSetup[],
  prefix: string,
): Record<string, number> {
  let games = 0;
  let commands = 0;
  const start = performance.now();
  while (performance.now() - start < 4000) {
    const setup = setups[games % setups.length]!;
    const outcome = simulate(setup, [
      createRandomPlayer(games * 2 + 1),
      createRandomPlayer(games * 2 + 2),
    ]);
    commands += outcome.commands;
    games++;
  }
  const seconds = (performance.now() - start) / 1000;
  return {
    [`${prefix}.commandsPerSec`]: Math.round(commands / seconds),
    [`${prefix}.gamesPerSec`]: Math.round((games / seconds) * 10) / 10,
  };
}
