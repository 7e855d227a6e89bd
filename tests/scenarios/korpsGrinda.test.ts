import { describe, expect, it } from 'vitest';
import { sweepSeeds } from '../../ai/seedSweep';
import { KORPS_GRINDA } from '../../engine/netea/scenarios';

/**
 * Random legal games of the war engine training scenario (3.4.1): no exception, no breach of the
 * invariants (war engine damage, Blast markers, the demolition result, barging) after any command,
 * every game replaying to its hash. CI sweeps 500 seeds through `npm run sim:seeds`.
 */
describe('Korps Grinda Returns! (3.4.1) in random legal games', () => {
  it('3.4.1: 20 seeds play to a result (a win or a draw) with every invariant kept', () => {
    const result = sweepSeeds(KORPS_GRINDA, 2000, 2020);
    expect(result.failures).toEqual([]);
    expect(result.wins.reduce((a, b) => a + b, 0) + result.draws).toBe(20);
    // Random games run until the Gargant or both bunkers fall (the guard is thirty turns), so
    // this sweep takes longer than the suite's default limit on a loaded machine.
  }, 120_000);
});
