import { describe, expect, it } from 'vitest';
import { sweepSeeds } from '../../../ai/seedSweep';
import { TRAINING_SCENARIOS } from '../../../engine/netea/scenarios';

/**
 * Random legal games of every 1.15 scenario: no exception, no breach of the invariants (1.3,
 * 1.7.3, 1.7.4, 1.13.2) after any command, and every game replays to its hash. The full sweep of
 * 2,000 seeds per scenario runs in CI through `npm run sim:seeds`; here a slice keeps the suite
 * quick.
 */
describe('random legal games over many seeds', () => {
  it.each(TRAINING_SCENARIOS.map((s) => [s.id, s] as const))('%s: 30 seeds', (_id, scenario) => {
    const result = sweepSeeds(scenario, 1000, 1030);
    expect(result.failures).toEqual([]);
    expect(result.wins.reduce((a, b) => a + b, 0) + result.draws).toBe(30);
  });

  it('the digest names the games played: the same seeds give the same, other seeds another', () => {
    const scenario = TRAINING_SCENARIOS.find((s) => s.id === 'basic-training')!;
    const first = sweepSeeds(scenario, 0, 3);
    expect(sweepSeeds(scenario, 0, 3).digest).toBe(first.digest);
    expect(sweepSeeds(scenario, 1, 4).digest).not.toBe(first.digest);
  });
});
