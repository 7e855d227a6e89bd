/**
 * Tournament figures (6.1): full random tournament games per second (random forces to 3,000
 * points, generated terrain, the whole set-up of 6.1.2–6.1.6 and the goals of 6.1.7) played by
 * two random legal players through the phase chart.
 */
import { randomGamesPerSecond } from './randomGames';
import { createRandomPlayer } from '../../ai/random';
import { simulate } from '../../ai/simulate';
import { randomTournamentSetup } from '../../engine/netea/scenarios/tournament';

export async function run(): Promise<Record<string, number>> {
  const setups = Array.from({ length: 20 }, (_, seed) => {
    const setup = randomTournamentSetup(seed);
    if (!setup.ok) throw new Error(setup.error.join('\n'));
    return setup.value;
  });
  simulate(setups[0]!, [createRandomPlayer(1), createRandomPlayer(2)]);
  return randomGamesPerSecond(setups, 'tournament');
}
