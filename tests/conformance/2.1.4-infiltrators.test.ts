import { describe, expect, it } from 'vitest';
import type { Command } from '../../engine/netea/commands/schema';
import { moveAllowance } from '../../engine/netea/rules/1.7-movement/allowance';
import type { GameState } from '../../engine/netea/state/schema';
import { DEFAULT_SETTINGS } from '../../engine/netea/state/settings';
import { row } from '../fixtures/shootingGame';
import { INFILTRATOR_TACTICAL } from '../fixtures/specialists';
import { battle, declare, go, refusalOf } from './helpers';

/**
 * A Tactical unit (speed 15cm; `sheet` makes it an infiltrator or not) engages a formation of
 * two Tactical units: `e1` in front and to the side, `e2` behind it.
 */
function charging(sheet: string, e1: { x: number; y: number }, e2: { x: number; y: number }) {
  let s: GameState = battle([
    { id: 'inf', side: 0, units: [{ id: 'c1', sheet, x: 70, y: 60 }] },
    {
      id: 'foe',
      side: 1,
      units: [
        { id: 'e1', sheet: 'sm-tactical', ...e1 },
        { id: 'e2', sheet: 'sm-tactical', ...e2 },
      ],
    },
  ]);
  s = go(s, declare(0, 'inf', 'engage'), 1).state;
  return go(s, { type: 'assault.declare', side: 0, targetFormationId: 'foe' }).state;
}

const charge = (x: number, y: number): Command => ({
  type: 'assault.chargeMove',
  side: 0,
  unitId: 'c1',
  path: [{ x, y }],
});

describe('2.1.4 Infiltrators', () => {
  it('2.1.4: infiltrators double their speed when they charge', () => {
    // 25cm straight at e2, nowhere near e1: too far at 15cm, within 30cm.
    const far = { x: 20, y: 20 };
    const e2 = { x: 70, y: 20 };
    expect(refusalOf(charging('sm-tactical', far, e2), charge(70, 35))).toMatchObject({
      code: 'move/too-far',
    });
    const moved = go(charging(INFILTRATOR_TACTICAL.id, far, e2), charge(70, 35)).state;
    expect(moved.units['c1']?.position).toEqual({ x: 70, y: 35 });
  });

  it('2.1.4: … and ignore the zones of control of the formation they are charging', () => {
    // 14cm past e1 (its zone entered, no contact) to stop 3cm short of e2.
    const e1 = { x: 66, y: 50 };
    const e2 = { x: 70, y: 38 };
    expect(refusalOf(charging('sm-tactical', e1, e2), charge(70, 46))).toMatchObject({
      code: 'move/charge-nearest',
      section: '1.12.3',
    });
    expect(refusalOf(charging(INFILTRATOR_TACTICAL.id, e1, e2), charge(70, 46))).toBeNull();
  });

  it('2.1.4 FAQ: Can infiltrators double their counter-charge move? No', () => {
    const counter = { kind: 'counter-charge', road: false } as const;
    expect(moveAllowance(INFILTRATOR_TACTICAL, counter, DEFAULT_SETTINGS)).toBe(5);
    const charging = { kind: 'charge', road: false } as const;
    expect(moveAllowance(INFILTRATOR_TACTICAL, charging, DEFAULT_SETTINGS)).toBe(30);
  });

  it('2.1.4 FAQ: Can infiltrators move over enemy units? No', () => {
    // e1 stands in the way of a straight charge at e2.
    const s = charging(INFILTRATOR_TACTICAL.id, { x: 70, y: 50 }, { x: 70, y: 30 });
    expect(refusalOf(s, charge(70, 34))).toMatchObject({ code: 'move/over-enemy' });
  });

  it('2.1.4 FAQ: Can infiltrators double the distance they are placed from a unit when disembarking as part of a charge move? No: within 5cm of the transport, as any unit', () => {
    // A Rhino carrying an infiltrator charges to 8cm short of e1; the infiltrator gets out.
    let s: GameState = battle([
      {
        id: 'inf',
        side: 0,
        units: [
          { id: 'r1', sheet: 'sm-rhino', x: 70, y: 80 },
          { id: 'c1', sheet: INFILTRATOR_TACTICAL.id, x: 70, y: 80, embarkedIn: 'r1' },
        ],
      },
      { id: 'foe', side: 1, units: row('e', 'sm-tactical', 2, 70, 40) },
    ]);
    s = go(s, declare(0, 'inf', 'engage'), 1).state;
    s = go(s, { type: 'assault.declare', side: 0, targetFormationId: 'foe' }).state;
    s = go(s, {
      type: 'assault.chargeMove',
      side: 0,
      unitId: 'r1',
      path: [{ x: 70, y: 51 }],
    }).state;
    s = go(s, { type: 'assault.endCharge', side: 0 }).state;
    expect(s.turnState.assault?.step).toBe('disembark');
    const getOut = (x: number, y: number): Command => ({
      type: 'assault.disembark',
      side: 0,
      transportId: 'r1',
      placements: [{ unitId: 'c1', position: { x, y }, facing: 0 }],
    });
    // Beside the Rhino, 7.75cm from its edge: within twice 5cm, but not allowed.
    expect(refusalOf(s, getOut(61, 51))).toMatchObject({
      code: 'transport/too-far',
      section: '1.7.5',
    });
    // In base contact with e1, 4cm from the Rhino's edge: allowed.
    const out = go(s, getOut(70, 44));
    expect(out.state.units['c1']).toMatchObject({
      status: 'deployed',
      position: { x: 70, y: 44 },
    });
  });
});
