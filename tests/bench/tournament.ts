/**
 * Tournament figures (6.1), 3,000-point random set-ups (random bundled armies, generated terrain,
 * the whole set-up of 6.1.2–6.1.6 and the goals of 6.1.7):
 * - random games per second, two random legal players through the phase chart;
 * - the hard utility AI against itself, sides and armies swapped: the 95th percentile and the
 *   longest of its decision times and the seconds of a whole game;
 * - the load of a tournament game's save of at least 2,000 commands (tournamentGames.ts: a
 *   15,000-point random game on a 150 by 240cm table, played whole; `saveCommands` its length,
 *   `saveSeed` the seed that made it).
 * Targets (TOURNAMENT_TARGETS) are checked by run.ts, never by unit tests.
 */
import { randomGamesPerSecond } from './randomGames';
import { createRandomPlayer } from '../../ai/random';
import { simulate } from '../../ai/simulate';
import { percentile, playArenaGame, type DecisionTimes } from '../../main/cli/arenaGames';
import { saveLoadFigures } from './saves';
import { longTournamentGame, tournamentSetup } from './tournamentGames';
import type { Targets } from './targets';

/** ai:hard v ai:hard games: one set-up, played with sides and armies swapped. */
const AI_GAMES = 2;
const AI_SEED = 2000;

export const TOURNAMENT_TARGETS: Targets = {
  'tournament.aiDecisionMsP95': { max: 100 },
  'tournament.aiDecisionMsMax': { max: 1000 },
  'tournament.aiGameSeconds': { max: 30 },
  'tournament.saveLoadMsP95': { max: 50 },
  'tournament.saveCommands': { min: 2000 },
};

export async function run(): Promise<Record<string, number>> {
  const setups = Array.from({ length: 20 }, (_, seed) => tournamentSetup(seed));
  simulate(setups[0]!, [createRandomPlayer(1), createRandomPlayer(2)]);
  const figures = randomGamesPerSecond(setups, 'tournament');

  const times = { A: new Map() as DecisionTimes, B: new Map() as DecisionTimes };
  const seconds: number[] = [];
  const aiSetup = tournamentSetup(AI_SEED);
  for (let i = 0; i < AI_GAMES; i++)
    seconds.push(playArenaGame(aiSetup, 'ai:hard', 'ai:hard', AI_SEED, i, times).seconds);
  const all = [...times.A.values(), ...times.B.values()].flat();

  // A whole game of 2,000 commands or more, saved as the app saves it; saveLoadFigures throws
  // when the save does not load (a bug, not a figure).
  const long = longTournamentGame();
  const save = await saveLoadFigures(long.setup, long.game);
  const round = (v: number) => Math.round(v * 100) / 100;
  return {
    ...figures,
    'tournament.aiDecisionMsP95': round(percentile(all, 95)),
    'tournament.aiDecisionMsMax': round(Math.max(...all)),
    'tournament.aiGameSeconds': round(seconds.reduce((s, x) => s + x, 0) / seconds.length),
    'tournament.aiGameSecondsMax': round(Math.max(...seconds)),
    'tournament.saveLoadMsP95': save.loadP95Ms,
    'tournament.saveCommands': long.game.log.length,
    'tournament.saveSeed': long.seed,
    'tournament.saveFileKB': save.fileKB,
  };
}
