import { describe, expect, it } from 'vitest';
import { inOwnHalf } from '../../../../engine/netea/rules/2-specialists/tableHalf';
import type { GameState } from '../../../../engine/netea/state/schema';
import { molesDue } from './tunnelFixtures';

/** 2.1.23: a side's own half of the table, from the deployment zones chosen. */
describe('own half of the table (2.1.23)', () => {
  it('is the half holding the side’s deployment zone; the middle line is nobody’s', () => {
    const s = molesDue();
    expect(inOwnHalf(s, 0, { x: 10, y: 59 })).toBe(true);
    expect(inOwnHalf(s, 0, { x: 10, y: 61 })).toBe(false);
    expect(inOwnHalf(s, 1, { x: 10, y: 61 })).toBe(true);
    expect(inOwnHalf(s, 0, { x: 10, y: 60 })).toBe(false);
    expect(inOwnHalf(s, 1, { x: 10, y: 60 })).toBe(false);
  });

  it('follows the zones when they lie along the short edges', () => {
    const s = molesDue();
    const rect = (x0: number, x1: number) => [
      { x: x0, y: 0 },
      { x: x1, y: 0 },
      { x: x1, y: 120 },
      { x: x0, y: 120 },
    ];
    const sideways: GameState = {
      ...s,
      deploymentZones: [
        { id: 'w', label: 'w', polygon: rect(0, 30) },
        { id: 'e', label: 'e', polygon: rect(150, 180) },
      ],
      setup: { ...s.setup, zones: [1, 0] },
    };
    expect(inOwnHalf(sideways, 0, { x: 120, y: 10 })).toBe(true);
    expect(inOwnHalf(sideways, 1, { x: 60, y: 110 })).toBe(true);
    expect(inOwnHalf(sideways, 0, { x: 60, y: 110 })).toBe(false);
  });

  it('is nowhere before a zone is chosen (a tunneler then waits for turn three anywhere)', () => {
    const s = molesDue();
    const unchosen: GameState = { ...s, setup: { ...s.setup, zones: [null, null] } };
    expect(inOwnHalf(unchosen, 0, { x: 10, y: 10 })).toBe(false);
  });
});
