/**
 * Simulation figures: commands applied per second and full games per second of the Combined
 * Arms training scenario (1.15.5) played by two random legal players through the phase chart.
 */
import { randomGamesPerSecond } from './randomGames';
import { createRandomPlayer } from '../../ai/random';
import { simulate } from '../../ai/simulate';
import { COMBINED_ARMS, createScenarioSetup } from '../../engine/netea/scenarios';

export async function run(): Promise<Record<string, number>> {
  const setups = Array.from({ length: 40 }, (_, seed) => {
    const setup = createScenarioSetup(COMBINED_ARMS, { seed });
    if (!setup.ok) throw new Error(setup.error.join('\n'));
    return setup.value;
  });
  // Warm-up, then measure for about four seconds (games vary in length: a longer window steadies
  // the figure).
  for (const setup of setups.slice(0, 3))
    simulate(setup, [createRandomPlayer(1), createRandomPlayer(2)]);
  return randomGamesPerSecond(setups, 'sim');
}
