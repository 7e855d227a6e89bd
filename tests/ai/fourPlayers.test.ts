import { describe, expect, it } from 'vitest';
import { sweepSeeds } from '../../ai/seedSweep';
import { ALL_AGAINST_ALL, type ScenarioInput } from '../../engine/netea/scenarios';
import { rectangle } from '../../engine/netea/scenarios/shapes';

/**
 * Seed 001 5.3.11.1 with four players, the most a game holds (MAX_SIDES): no bundled scenario
 * has four forces, so All Against All gets a fourth army along the west edge for the test.
 */
const FOUR: ScenarioInput = {
  ...ALL_AGAINST_ALL,
  id: 'all-against-all-four',
  deploymentZones: [
    ...ALL_AGAINST_ALL.deploymentZones,
    { id: 'west', label: 'within 15cm of the west edge', polygon: rectangle(0, 15, 15, 50) },
  ],
  forces: [...ALL_AGAINST_ALL.forces, { ...ALL_AGAINST_ALL.forces[0]!, name: 'Force Delta' }],
};

describe('5.3.11.1 all against all, four players', () => {
  it('5.3.11.1: random players play games of four to their end, every command legal, the invariants kept and each game replaying to its hash', () => {
    const result = sweepSeeds(FOUR, 0, 12);
    expect(result.failures).toEqual([]);
    expect(result.wins).toHaveLength(4);
    expect(result.wins.reduce((a, b) => a + b, 0) + result.draws).toBe(12);
  });
});
