import { describe, expect, it } from 'vitest';
import { checkInvariants, passengersAboard } from '../../../../ai/invariants';
import type { Command } from '../../../../engine/netea/commands/schema';
import type { GameState } from '../../../../engine/netea/state/schema';
import { battle } from '../../../conformance/helpers';
import { row } from '../../../fixtures/shootingGame';

/**
 * The transport invariants every simulated game checks after each command (ai/invariants.ts):
 * passengers are never on the table while carried, a war engine never carries more than its
 * capacity, and no formation is left partly aboard another formation's war engine (3.1.3).
 */
const pass: Command = { type: 'overwatch.pass', side: 0 };

function carrying(n: number, sheet = 'test-we-transport'): GameState {
  return battle([
    { id: 'gw', side: 0, units: [{ id: 'bf', sheet, x: 60, y: 60 }] },
    {
      id: 'mob',
      side: 0,
      units: row('b', 'test-ork-boyz', n, 0, 0).map((u) => ({ ...u, embarkedIn: 'bf' })),
    },
    { id: 'foe', side: 1, units: row('e', 'sm-tactical', 2, 60, 15) },
  ]);
}

const withUnit = (s: GameState, id: string, change: Partial<GameState['units'][string]>) => ({
  ...s,
  units: { ...s.units, [id]: { ...s.units[id]!, ...change } },
});

describe('the transport invariants of the simulation (1.7.5, 3.1.3)', () => {
  it('passes a war engine carrying a whole formation within its capacity', () => {
    const s = carrying(4);
    expect(passengersAboard(s)).toBeNull();
    expect(checkInvariants(s, pass, s)).toBeNull();
  });

  it('catches a carried unit standing on the table', () => {
    const s = withUnit(carrying(2), 'b1', { position: { x: 70, y: 60 } });
    expect(passengersAboard(s)).toBe('1.7.5: b1 is carried but stands on the table');
  });

  it('catches a war engine carrying more than its capacity', () => {
    expect(passengersAboard(carrying(5, 'test-we-transport-small'))).toBe(
      '3.1.3: bf carries more than its capacity of 4',
    );
  });

  it('catches a formation partly aboard another formation’s war engine outside an assault', () => {
    const s = withUnit(carrying(2), 'b2', {
      status: 'deployed',
      position: { x: 70, y: 70 },
      transportedBy: null,
    });
    expect(passengersAboard(s)).toBe("3.1.3: mob is partly aboard another formation's war engine");
  });
});
