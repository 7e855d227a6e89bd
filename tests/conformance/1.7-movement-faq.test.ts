import { describe, expect, it } from 'vitest';
import { getDatasheet, type UnitDatasheet } from '../../engine/netea/data';
import type { Command } from '../../engine/netea/commands/schema';
import type { GameState } from '../../engine/netea/state/schema';
import { DEFAULT_SETTINGS, type GameSettings } from '../../engine/netea/state/settings';
import { ORK_BOYZ, rect, row } from '../fixtures/shootingGame';
import { withSheet } from './faqHelpers';
import { battle, declare, endMove, go, move, refusalOf, rollsOf } from './helpers';

/**
 * The FAQ answers of 1.7 Movement, 1.7.3 Zones of Control and 1.7.5 Transport Vehicles (seed 000
 * footnotes 5–7), played through commands. A Tactical stand facing 0 is 1.2cm along x (centre
 * +-0.6) and 4cm across (+-2); a Rhino is 2cm along x (+-1) and 1.3cm across.
 */

const TACTICAL = getDatasheet('sm-tactical') as UnitDatasheet;

const path = (side: 0 | 1, unitId: string, ...points: [number, number][]): Command => ({
  type: 'move.unit',
  side,
  unitId,
  path: points.map(([x, y]) => ({ x, y })),
});

describe('1.7 Movement: FAQ', () => {
  it('1.7 FAQ: Can I choose to move a unit 0cm? If so, is it still susceptible to overwatch? Yes and yes: an advance whose units all stay put still draws the overwatch fire and its Blast marker', () => {
    let s = battle([
      { id: 'ow', side: 0, units: row('tac', 'sm-tactical', 3, 60, 20) },
      { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 3, 60, 50) },
    ]);
    s = go(s, declare(0, 'ow', 'overwatch'), 1).state;
    s = go(s, declare(1, 'orks', 'advance'), 1).state;
    // Every Ork stays where it is: a 0cm move.
    const still = go(s, endMove(1)).state;
    expect(['boy1', 'boy2', 'boy3'].map((id) => still.units[id]?.position)).toEqual([
      { x: 60, y: 50 },
      { x: 65, y: 50 },
      { x: 70, y: 50 },
    ]);
    expect(still.turnState.overwatchWindow).toEqual({ formationId: 'orks' });
    // Three misses: the Orks still receive the Blast marker for coming under fire.
    const fired = go(still, { type: 'overwatch.fire', side: 0, formationId: 'ow' }, 1, 1, 1);
    expect(fired.state.formations['orks']?.blastMarkers).toBe(1);
  });
});

describe('1.7.3 Zones of Control: FAQ', () => {
  /** A Marine and an Ork 20cm apart (centres), the Marines advancing. */
  const facing = (marineX: number, settings: Partial<GameSettings> = {}) =>
    go(
      battle(
        [
          { id: 'sm', side: 0, units: [{ id: 'tac', sheet: 'sm-tactical', x: marineX, y: 50 }] },
          { id: 'orks', side: 1, units: [{ id: 'boy', sheet: ORK_BOYZ.id, x: 70, y: 50 }] },
        ],
        { settings },
      ),
      declare(0, 'sm', 'advance'),
      1,
    ).state;

  it('1.7.3 FAQ: Can a unit be exactly 5cm away from an enemy unit? No: it must stay more than 5cm away', () => {
    const s = facing(50);
    // Edge to edge 69.4 - (63.8 + 0.6) = 5.0cm: inside the zone of control.
    expect(refusalOf(s, move(0, 'tac', 63.8, 50))).toMatchObject({
      code: 'move/enters-zoc',
      section: '1.7.3',
    });
    // 5.1cm away is allowed.
    const moved = go(s, move(0, 'tac', 63.7, 50)).state;
    expect(moved.units['tac']?.position).toEqual({ x: 63.7, y: 50 });
  });

  it('1.7.3 FAQ: If a unit finds itself in an enemy zone of control is it obligated to leave it via the shortest possible path? No, it just has to leave it before the end of the action', () => {
    // 4.8cm from the Ork: in its zone of control.
    const s = facing(64);
    // Away sideways first, then back: not the shortest way out, but out by the end.
    const out = go(s, path(0, 'tac', [64, 44], [55, 44])).state;
    expect(out.units['tac']?.position).toEqual({ x: 55, y: 44 });
    // Staying inside the zone at the end of the action's only move is refused.
    expect(refusalOf(s, path(0, 'tac', [64, 49]))).toMatchObject({
      code: 'move/must-leave-zoc',
      section: '1.7.3',
    });
  });

  it("1.7.3 FAQ: If a formation is within an enemy formation's zone of control can it engage another enemy formation? Yes, so long as it leaves the first formation's zone with the charge move", () => {
    let s = battle([
      { id: 'sm', side: 0, units: [{ id: 'tac', sheet: 'sm-tactical', x: 64, y: 50 }] },
      { id: 'orks', side: 1, units: [{ id: 'boy', sheet: ORK_BOYZ.id, x: 70, y: 50 }] },
      { id: 'other', side: 1, units: [{ id: 'o1', sheet: ORK_BOYZ.id, x: 64, y: 66 }] },
    ]);
    s = go(s, declare(0, 'sm', 'engage'), 1).state;
    s = go(s, { type: 'assault.declare', side: 0, targetFormationId: 'other' }).state;
    const charge = (x: number, y: number): Command => ({
      type: 'assault.chargeMove',
      side: 0,
      unitId: 'tac',
      path: [{ x, y }],
    });
    // Still within 5cm of the first formation's Ork at the end of the charge: refused.
    expect(refusalOf(s, charge(64, 53))).toMatchObject({ code: 'move/must-leave-zoc' });
    // Out of its zone (3.4cm across, 10.8cm along) and into contact with the new target.
    const charged = go(s, charge(64, 63.4)).state;
    expect(charged.units['tac']?.position).toEqual({ x: 64, y: 63.4 });
    expect(charged.turnState.assault).toMatchObject({ defenders: ['other'] });
  });
});

describe('1.7.5 Transport Vehicles: FAQ', () => {
  /** A Marine formation of two Rhinos and a Tactical unit aboard the first. */
  const mounted = (
    settings: Partial<GameSettings> = {},
    terrain = [] as ReturnType<typeof rect>[],
  ) =>
    battle(
      [
        {
          id: 'sm',
          side: 0,
          units: [
            { id: 'rhino1', sheet: 'sm-rhino', x: 50, y: 50 },
            { id: 'rhino2', sheet: 'sm-rhino', x: 50, y: 54 },
            { id: 'rider', sheet: 'sm-tactical', x: 0, y: 0, embarkedIn: 'rhino1' },
          ],
        },
        { id: 'orks', side: 1, units: [{ id: 'boy', sheet: ORK_BOYZ.id, x: 150, y: 100 }] },
      ],
      { settings, terrain },
    );
  /** Both Rhinos drive 10cm and the move ends. */
  const drive = (s: GameState) =>
    go(
      go(
        go(go(s, declare(0, 'sm', 'advance'), 1).state, move(0, 'rhino1', 60, 50)).state,
        move(0, 'rhino2', 60, 54),
      ).state,
      endMove(0),
    ).state;
  const getOut = (transportId: string, x: number, y: number): Command => ({
    type: 'move.disembark',
    side: 0,
    transportId,
    placements: [{ unitId: 'rider', position: { x, y }, facing: 0 }],
  });

  it('1.7.5 FAQ: Does a transported unit lose its zone of control? Yes: an enemy may close to 5.1cm of the transport, wherever its passengers would stand', () => {
    let s = battle(
      [
        {
          id: 'sm',
          side: 0,
          units: [
            { id: 'rhino', sheet: 'sm-rhino', x: 70, y: 50 },
            { id: 'rider', sheet: 'sm-tactical', x: 0, y: 0, embarkedIn: 'rhino' },
          ],
        },
        { id: 'orks', side: 1, units: [{ id: 'boy', sheet: ORK_BOYZ.id, x: 50, y: 50 }] },
      ],
      { active: 1 },
    );
    s = go(s, declare(1, 'orks', 'advance'), 1).state;
    // The Rhino's rear is at x 69: an Ork edge at 63.9 stands 5.1cm off, outside every zone.
    const moved = go(s, move(1, 'boy', 63.3, 50)).state;
    expect(moved.units['boy']?.position).toEqual({ x: 63.3, y: 50 });
    expect(refusalOf(s, move(1, 'boy', 63.5, 50))).toMatchObject({ code: 'move/enters-zoc' });
  });

  it('1.7.5 FAQ: Are transported units considered to be in specific transporting units of their formation? Either way, settled in the warm-up (transportsTiedToUnits, default: the formation carries them)', () => {
    expect(DEFAULT_SETTINGS.transportsTiedToUnits).toBe(false);
    // By default the rider may get out of the other Rhino of its formation.
    const loose = go(drive(mounted()), getOut('rhino2', 55, 60)).state;
    expect(loose.units['rider']).toMatchObject({
      status: 'deployed',
      position: { x: 55, y: 60 },
      transportedBy: null,
    });
    // Tied to their transports, it may only leave the one it is in.
    const tied = drive(mounted({ transportsTiedToUnits: true }));
    expect(refusalOf(tied, getOut('rhino2', 55, 60))).toMatchObject({
      code: 'transport/not-aboard',
      section: '1.7.5',
    });
    expect(go(tied, getOut('rhino1', 55, 45)).state.units['rider']?.position).toEqual({
      x: 55,
      y: 45,
    });
  });

  it('1.7.5 FAQ: When disembarking, are transported units placed completely within 5cm of the transport unit or just so one part of the transported unit is within 5cm of the transport unit. Either way, settled in the warm-up (disembarkPlacement, default partly)', () => {
    expect(DEFAULT_SETTINGS.disembarkPlacement).toBe('partly');
    // The Rhino's front is at x 61; a stand centred at 66.5 has its near edge 4.9cm away, its
    // far edge 6.1cm away.
    const partly = go(drive(mounted()), getOut('rhino1', 66.5, 50)).state;
    expect(partly.units['rider']?.position).toEqual({ x: 66.5, y: 50 });
    const wholly = drive(mounted({ disembarkPlacement: 'wholly' }));
    expect(refusalOf(wholly, getOut('rhino1', 66.5, 50))).toMatchObject({
      code: 'transport/too-far',
      section: '1.7.5',
    });
    expect(go(wholly, getOut('rhino1', 65, 50)).state.units['rider']?.position).toEqual({
      x: 65,
      y: 50,
    });
  });

  it('1.7.5 FAQ: Can a transport unit pick up a unit that is in terrain that is impassable to the transport unit? Yes, unless the unit is completely within it', () => {
    const situation = (x0: number) =>
      go(
        battle(
          [
            {
              id: 'sm',
              side: 0,
              units: [
                { id: 'rhino', sheet: 'sm-rhino', x: 50, y: 50 },
                { id: 'tac', sheet: 'sm-tactical', x: 60, y: 50 },
              ],
            },
            { id: 'orks', side: 1, units: [{ id: 'boy', sheet: ORK_BOYZ.id, x: 150, y: 100 }] },
          ],
          { terrain: [rect('house', 'buildings', x0, 45, 70, 55)] },
        ),
        declare(0, 'sm', 'advance'),
        1,
      ).state;
    const pickUp: Command = {
      type: 'move.unit',
      side: 0,
      unitId: 'rhino',
      path: [
        { x: 58.4, y: 50 },
        { x: 50, y: 50 },
      ],
      pickUp: ['tac'],
      orientation: 'keep-facing',
    };
    // The stand (59.4 to 60.6) wholly inside the building: it cannot be collected.
    expect(refusalOf(situation(59.4), pickUp)).toMatchObject({
      code: 'transport/pick-up-impassable',
      section: '1.7.5',
    });
    // Partly inside (the building starts at 60): the Rhino reaches it and carries it off.
    const picked = go(situation(60), pickUp).state;
    expect(picked.units['tac']).toMatchObject({ status: 'embarked', transportedBy: 'rhino' });
    expect(picked.units['rhino']?.position).toEqual({ x: 50, y: 50 });
  });

  it('1.7.5 FAQ: Can a transport unit pick up a unit that is in terrain that is dangerous to the transport unit? Yes, but it takes a dangerous terrain test if the unit was completely within it', () => {
    const s = go(
      battle(
        [
          {
            id: 'sm',
            side: 0,
            units: [
              { id: 'rhino', sheet: 'sm-rhino', x: 50, y: 50 },
              { id: 'tac', sheet: 'sm-tactical', x: 60, y: 50 },
            ],
          },
          { id: 'orks', side: 1, units: [{ id: 'boy', sheet: ORK_BOYZ.id, x: 150, y: 100 }] },
        ],
        { terrain: [rect('wood', 'woods', 59.4, 45, 70, 55)] },
      ),
      declare(0, 'sm', 'advance'),
      1,
    ).state;
    const pickUp: Command = {
      type: 'move.unit',
      side: 0,
      unitId: 'rhino',
      path: [
        { x: 58.4, y: 50 },
        { x: 50, y: 50 },
      ],
      pickUp: ['tac'],
      orientation: 'keep-facing',
    };
    // The test fails on a 1: the Rhino is destroyed and its new passenger saves (4+) on a 3.
    const failed = go(s, pickUp, 1, 3);
    expect(rollsOf(failed.events)[0]?.purpose).toContain('pick-up');
    expect(failed.state.units['rhino']?.status).toBe('destroyed');
    // Passed on a 2: both carry on.
    const passed = go(s, pickUp, 2);
    expect(passed.state.units['tac']).toMatchObject({ status: 'embarked', transportedBy: 'rhino' });
  });

  it('1.7.5 FAQ: How do transported units that are immobile or which have a speed of 0cm disembark? As normal: placed within 5cm of the transport', () => {
    for (const speed of [0, 'immobile'] as const) {
      const s = withSheet(mounted(), 'rider', { ...TACTICAL, id: `test-speed-${speed}`, speed });
      const out = go(drive(s), getOut('rhino1', 64, 50)).state;
      expect(out.units['rider']).toMatchObject({
        status: 'deployed',
        position: { x: 64, y: 50 },
        transportedBy: null,
      });
      // Still no further than 5cm (partly) from the Rhino.
      expect(refusalOf(drive(s), getOut('rhino1', 67, 50))).toMatchObject({
        code: 'transport/too-far',
      });
    }
  });

  it('1.7.5 FAQ: Where are transported units placed when the unit transporting them is destroyed? Where the unit transporting them was', () => {
    // The Orks shoot the Rhino (Big Shoota AT6+): a 6 hits, the Rhino (5+) fails on a 1 and
    // its passenger (4+) saves on a 4.
    let s = battle(
      [
        { id: 'orks', side: 0, units: [{ id: 'boy', sheet: ORK_BOYZ.id, x: 60, y: 20 }] },
        {
          id: 'sm',
          side: 1,
          units: [
            { id: 'rhino', sheet: 'sm-rhino', x: 60, y: 45 },
            { id: 'rider', sheet: 'sm-tactical', x: 0, y: 0, embarkedIn: 'rhino' },
          ],
        },
      ],
      { active: 0 },
    );
    s = go(s, declare(0, 'orks', 'sustained-fire'), 1).state;
    const shot = go(
      s,
      {
        type: 'shoot.declare',
        side: 0,
        targetFormationId: 'sm',
        plan: {
          orders: [{ weaponKey: 'boy#1#0', modeIndex: 0, firepower: 'AT' }],
          cover: {},
        },
      },
      6,
    ).state;
    // The defender allocates (the one hit to the Rhino) and rolls the saves.
    const saved = go(shot, { type: 'hits.allocate', side: 1 }, 1, 4);
    expect(saved.state.units['rhino']?.status).toBe('destroyed');
    expect(saved.state.units['rider']).toMatchObject({
      status: 'deployed',
      position: { x: 60, y: 45 },
      transportedBy: null,
    });
  });
});
