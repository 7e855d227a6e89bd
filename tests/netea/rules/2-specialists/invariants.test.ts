import { describe, expect, it } from 'vitest';
import { checkInvariants } from '../../../../ai/invariants';
import type { Command } from '../../../../engine/netea/commands/schema';
import type { GameState } from '../../../../engine/netea/state/schema';
import { battle } from '../../../conformance/helpers';
import { SLOW_FIRING_TANK } from '../../../fixtures/specialists';

/**
 * The specialists' rules that every simulated game checks after each command (ai/invariants.ts,
 * `npm run sim:seeds`): each check catches the state it forbids and lets the legal one pass.
 */
const pass: Command = { type: 'overwatch.pass', side: 0 };

function table(): GameState {
  return battle([
    { id: 'guns', side: 0, units: [{ id: 'gun', sheet: SLOW_FIRING_TANK.id, x: 40, y: 40 }] },
    { id: 'tac', side: 1, units: [{ id: 't1', sheet: 'sm-tactical', x: 120, y: 80 }] },
  ]);
}

const withUnit = (s: GameState, id: string, change: Partial<GameState['units'][string]>) => ({
  ...s,
  units: { ...s.units, [id]: { ...s.units[id]!, ...change } },
});

describe('the specialist invariants of the simulation (2.1.1, 2.1.17, 2.2.8)', () => {
  it('2.2.8: a slow firing weapon that fires in the turn after it fired breaks the invariant; two turns later it may', () => {
    const s = table();
    const key = 'gun#0';
    const before = { ...s, turn: 2, weaponsFired: { [key]: 1 } };
    expect(checkInvariants(before, pass, { ...before, weaponsFired: { [key]: 2 } })).toMatch(
      /^2\.2\.7\/2\.2\.8: gun#0 fired in turn 2, having fired in turn 1/,
    );
    const later = { ...s, turn: 3, weaponsFired: { [key]: 1 } };
    expect(checkInvariants(later, pass, { ...later, weaponsFired: { [key]: 3 } })).toBeNull();
  });

  it('2.1.1: a character standing on the table as a unit of its own breaks the invariant', () => {
    const s = table();
    const captain = {
      ...s.units['t1']!,
      id: 'cap',
      datasheetId: 'sm-captain',
      position: { x: 125, y: 80 },
    };
    const datasheets = { ...s.datasheets, 'sm-captain': s.datasheets['sm-tactical']! };
    const alone = {
      ...s,
      datasheets: {
        ...datasheets,
        'sm-captain': { ...datasheets['sm-captain'], type: 'CH' as const },
      },
      units: { ...s.units, cap: captain },
    };
    expect(checkInvariants(s, pass, alone)).toBe(
      '2.1.1: character cap is deployed as a unit of its own',
    );
    expect(checkInvariants(s, pass, s)).toBeNull();
  });

  it('2.1.17: a unit teleported in that is not wholly on the table breaks the invariant', () => {
    const s = withUnit(table(), 't1', { position: { x: 179.5, y: 80 } });
    const command: Command = {
      type: 'teleport.place',
      side: 1,
      formationId: 'tac',
      placements: [{ unitId: 't1', position: { x: 179.5, y: 80 }, facing: 90 }],
    };
    expect(checkInvariants(s, command, s)).toBe(
      '2.1.17: t1 teleported in but is not wholly on the table',
    );
    const inside = withUnit(s, 't1', { position: { x: 120, y: 80 } });
    expect(checkInvariants(inside, command, inside)).toBeNull();
  });
});
