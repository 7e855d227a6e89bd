import { it } from 'vitest';
import { createPlayer } from '../../ai/registry';
import { playerSeed, simulate } from '../../ai/simulate';
import type { Side } from '../../engine/netea/commands/schema';
import { createScenarioSetup, findScenario } from '../../engine/netea/scenarios';
it('d', () => {
  for (const id of ['fuel-dump-raid'])
  for (const seed of [1,2,3,4,5,6]) {
    const setup = createScenarioSetup(findScenario(id), { seed });
    if (!setup.ok) throw new Error(setup.error.join('\n'));
    const players = [0, 1].map((s) => createPlayer('ai:normal', playerSeed(seed, s as Side)));
    const t0 = Date.now();
    const { result } = simulate(setup.value, players, { checkInvariants: true });
    console.log(id, seed, JSON.stringify(result), Date.now()-t0);
  }
}, 600000);
