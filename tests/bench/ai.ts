/**
 * AI figures: four Combined Arms games (1.15.5) of the hard utility AI against itself, sides
 * swapped, timing every decision: the 95th percentile of decision time and the seconds a whole
 * AI-versus-AI game takes (targets: 100 ms and 5 s on the 2-core CI machine).
 */
import { percentile, playArenaGame, type DecisionTimes } from '../../main/cli/arenaGames';
import { COMBINED_ARMS, createScenarioSetup } from '../../engine/netea/scenarios';

export async function run(): Promise<Record<string, number>> {
  const times = { A: new Map() as DecisionTimes, B: new Map() as DecisionTimes };
  const seconds: number[] = [];
  for (let i = 0; i < 4; i++) {
    const setup = createScenarioSetup(COMBINED_ARMS, { seed: 1000 + i });
    if (!setup.ok) throw new Error(setup.error.join('\n'));
    seconds.push(playArenaGame(setup.value, 'ai:hard', 'ai:hard', 1000 + i, i, times).seconds);
  }
  const all = [...times.A.values(), ...times.B.values()].flat();
  const round = (v: number) => Math.round(v * 100) / 100;
  return {
    'ai.decisionMsP95': round(percentile(all, 95)),
    'ai.decisionMsMax': round(Math.max(...all)),
    'ai.gameSeconds': round(seconds.reduce((s, x) => s + x, 0) / seconds.length),
    'ai.gameSecondsMax': round(Math.max(...seconds)),
  };
}
