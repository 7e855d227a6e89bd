/**
 * Tournament figures (6.1), 3,000-point random set-ups (random bundled armies, generated terrain,
 * the whole set-up of 6.1.2–6.1.6 and the goals of 6.1.7):
 * - random games per second, two random legal players through the phase chart;
 * - the hard utility AI against itself, sides and armies swapped: the 95th percentile and the
 *   longest of its decision times and the seconds of a whole game;
 * - the load of a tournament game's save (tournamentGames.ts: the longest random game whose
 *   save loads; `savesRefused` counts longer games whose saves were refused).
 * Targets (TOURNAMENT_TARGETS) are checked by run.ts, never by unit tests.
 */
import { randomGamesPerSecond } from './randomGames';
import { createRandomPlayer } from '../../ai/random';
import { simulate } from '../../ai/simulate';
import { percentile, playArenaGame, type DecisionTimes } from '../../main/cli/arenaGames';
import { saveLoadFigures } from './saves';
import { longTournamentGames, tournamentSetup } from './tournamentGames';
import type { Targets } from './targets';

/** ai:hard v ai:hard games: one set-up, played with sides and armies swapped. */
const AI_GAMES = 2;
const AI_SEED = 2000;

export const TOURNAMENT_TARGETS: Targets = {
  'tournament.aiDecisionMsP95': { max: 100 },
  'tournament.aiDecisionMsMax': { max: 1000 },
  'tournament.aiGameSeconds': { max: 30 },
  'tournament.saveLoadMsP95': { max: 50 },
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

  // The longest game whose save loads; the others are counted (a refused save is a bug).
  let refused = 0;
  let save: { loadP95Ms: number; fileKB: number; commands: number } | null = null;
  for (const long of longTournamentGames()) {
    try {
      save = { ...(await saveLoadFigures(long.setup, long.game)), commands: long.game.log.length };
      break;
    } catch (error) {
      refused++;
      process.stderr.write(`a tournament save does not load: ${String(error).split('\n')[0]}\n`);
    }
  }
  if (!save) throw new Error('no tournament save loads');
  const round = (v: number) => Math.round(v * 100) / 100;
  return {
    ...figures,
    'tournament.aiDecisionMsP95': round(percentile(all, 95)),
    'tournament.aiDecisionMsMax': round(Math.max(...all)),
    'tournament.aiGameSeconds': round(seconds.reduce((s, x) => s + x, 0) / seconds.length),
    'tournament.aiGameSecondsMax': round(Math.max(...seconds)),
    'tournament.saveLoadMsP95': save.loadP95Ms,
    'tournament.saveCommands': save.commands,
    'tournament.savesRefused': refused,
    'tournament.saveFileKB': save.fileKB,
  };
}
