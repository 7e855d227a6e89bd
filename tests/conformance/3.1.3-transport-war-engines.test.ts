import { describe, expect, it } from 'vitest';
import { applyCommand } from '../../engine/netea/commands/apply';
import type { Command } from '../../engine/netea/commands/schema';
import { Dice } from '../../engine/kernel/dice';
import { FixedDieSource } from '../../engine/kernel/dice/roller';
import { shapeDistance, type Point } from '../../engine/kernel/geometry';
import {
  datasheetOf,
  unitShape,
  unitShapeAt,
} from '../../engine/netea/rules/1.2-formations/battlefield';
import { canActivate } from '../../engine/netea/rules/1.2-formations/formations';
import { validateDisembark } from '../../engine/netea/rules/1.7-movement/disembark';
import { resolveHits } from '../../engine/netea/rules/1.9-shooting/casualties';
import { hitEffect } from '../../engine/netea/rules/1.9-shooting/saves';
import { assaultOf, withAssault } from '../../engine/netea/rules/1.12-assaults/state';
import { formationsCarriedBy } from '../../engine/netea/rules/3-war-engines/transportCarried';
import type { GameState } from '../../engine/netea/state/schema';
import { row, type FormationSpec, type UnitSpec } from '../fixtures/shootingGame';
import { battle, declare, go, refusalOf, withFormation } from './helpers';

/**
 * 3.1.3 Transport War Engines and the FAQ answers of footnotes 55 and 59. A Battlefortress (a
 * test war engine: DC3, 20cm, a 6cm round base, room for 8 infantry units) of formation `gw`
 * stands at (60, 60); Ork Boyz formations (4 x 1.2cm bases, 15cm) near it; Space Marines far off.
 */
const BOYZ = 'test-ork-boyz';
const WE = { id: 'bf', sheet: 'test-we-transport', x: 60, y: 60 } as const;

/** A spot where a unit of `sheetId` (facing `facing`) touches the unit `targetId`, along the ray
 * from its centre at `angle` degrees; found by bisection with the engine's own geometry. */
function touching(
  state: GameState,
  sheetId: string,
  targetId: string,
  angle: number,
  facing = 0,
): Point {
  const target = state.units[targetId];
  const tShape = target && unitShape(state, target);
  const sheet = state.datasheets[sheetId];
  if (!target?.position || !tShape || !sheet) throw new Error('no target');
  const at = (d: number): Point => ({
    x: target.position!.x + d * Math.cos((angle * Math.PI) / 180),
    y: target.position!.y + d * Math.sin((angle * Math.PI) / 180),
  });
  const gap = (d: number) => shapeDistance(unitShapeAt(sheet, at(d), facing)!, tShape);
  let lo = 0;
  let hi = 20;
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    if (gap(mid) > 0.02) hi = mid;
    else lo = mid;
  }
  return at(hi);
}

function game(formations: readonly FormationSpec[], active: 0 | 1 = 0): GameState {
  return battle(formations, { active });
}

const foe: FormationSpec = { id: 'foe', side: 1, units: row('e', 'sm-tactical', 2, 60, 15) };
/** Within a 20cm charge of the war engine. */
const nearFoe: FormationSpec = {
  id: 'foe',
  side: 1,
  units: row('e', 'sm-tactical', 2, 60, 40, 20),
};
const boyz = (prefix: string, n: number, x: number, y: number, embarkedIn?: string): UnitSpec[] =>
  row(prefix, BOYZ, n, x, y, 6).map((u) => (embarkedIn ? { ...u, embarkedIn } : u));

/** The mount command: unit `ids` each to touch the war engine at the given angles. */
function mount(
  state: GameState,
  ids: readonly string[],
  angles: readonly number[],
  transportId = 'bf',
): Command {
  return {
    type: 'move.mountWarEngine',
    side: 0,
    transportId,
    moves: ids.map((unitId, i) => {
      const a = angles[i] as number;
      // Sliding without turning, so that no base swings across the war engine's.
      return { unitId, path: [touching(state, BOYZ, transportId, a)], orientation: 'keep-facing' };
    }),
  };
}

describe('3.1.3 Transport War Engines', () => {
  const start = game([
    { id: 'gw', side: 0, units: [WE] },
    { id: 'mob', side: 0, units: boyz('b', 3, 54, 72) },
    foe,
  ]);

  it('3.1.3 Transport War Engines: a formation mounts up in the war engine of another formation as one move; then it takes no other action and the war engine may not take an action after', () => {
    const s = go(start, declare(0, 'mob', 'advance'), 1).state;
    const after = go(s, mount(s, ['b1', 'b2', 'b3'], [120, 90, 60])).state;
    for (const id of ['b1', 'b2', 'b3'])
      expect(after.units[id]).toMatchObject({
        status: 'embarked',
        position: null,
        transportedBy: 'bf',
      });
    // The mounting formation's action is over; the war engine's formation counts as having acted.
    expect(after.turnState.activation).toBeNull();
    expect(after.formations['gw']?.activated).toBe(true);
    expect(canActivate(after, after.formations['gw']!)).toBe(false);
    // "While being transported the units may not ... carry out any other actions".
    const nextTurn = {
      ...after,
      formations: {
        ...after.formations,
        mob: { ...after.formations['mob']!, activated: false },
        gw: { ...after.formations['gw']!, activated: false },
      },
    };
    expect(canActivate(nextTurn, nextTurn.formations['mob']!)).toBe(false);
    expect(canActivate(nextTurn, nextTurn.formations['gw']!)).toBe(true);
  });

  it('3.1.3 Transport War Engines: the entire formation must fit and mount up in the same move, each unit reaching base contact', () => {
    const s = go(start, declare(0, 'mob', 'advance'), 1).state;
    expect(refusalOf(s, mount(s, ['b1', 'b2'], [120, 90]))).toMatchObject({
      code: 'we-transport/whole-formation',
      section: '3.1.3',
    });
    const short = mount(s, ['b1', 'b2', 'b3'], [120, 90, 60]) as Extract<
      Command,
      { type: 'move.mountWarEngine' }
    >;
    const stopShort = {
      ...short,
      moves: short.moves.map((m, i) => (i === 1 ? { ...m, path: [{ x: 60, y: 68 }] } : m)),
    };
    expect(refusalOf(s, stopShort)).toMatchObject({
      code: 'we-transport/no-contact',
      section: '3.1.3',
    });
    // After one unit has moved, the rest can no longer mount up in this move.
    const moved = go(s, {
      type: 'move.unit',
      side: 0,
      unitId: 'b3',
      path: [{ x: 66, y: 74 }],
    }).state;
    expect(refusalOf(moved, mount(moved, ['b1', 'b2', 'b3'], [120, 90, 60]))).toMatchObject({
      code: 'we-transport/not-one-move',
    });
  });

  it('3.1.3 Transport War Engines: a formation too big for the war engine may not mount up; its own formation uses the normal rules', () => {
    let s = game([
      { id: 'gw', side: 0, units: [{ ...WE, sheet: 'test-we-transport-small' }] },
      { id: 'mob', side: 0, units: boyz('b', 5, 48, 72) },
      foe,
    ]);
    s = go(s, declare(0, 'mob', 'advance'), 1).state;
    expect(
      refusalOf(s, mount(s, ['b1', 'b2', 'b3', 'b4', 'b5'], [150, 120, 90, 60, 30])),
    ).toMatchObject({
      code: 'we-transport/no-room',
      section: '3.1.3',
    });
    let own = game([{ id: 'gw', side: 0, units: [WE, ...boyz('b', 1, 60, 72)] }, foe]);
    own = go(own, declare(0, 'gw', 'advance'), 1).state;
    expect(refusalOf(own, mount(own, ['b1'], [90]))).toMatchObject({
      code: 'we-transport/own-formation',
    });
  });

  it('FAQ 3.1.3: Can a war engine transport more than one formation? Yes', () => {
    let s = game([
      { id: 'gw', side: 0, units: [WE] },
      { id: 'mob1', side: 0, units: boyz('a', 3, 0, 0, 'bf') },
      { id: 'mob', side: 0, units: boyz('b', 3, 54, 72) },
      { id: 'mob3', side: 0, units: boyz('c', 3, 54, 100) },
      foe,
    ]);
    s = go(s, declare(0, 'mob', 'advance'), 1).state;
    const after = go(s, mount(s, ['b1', 'b2', 'b3'], [120, 90, 60])).state;
    expect(formationsCarriedBy(after, 'bf').sort()).toEqual(['mob', 'mob1']);
    // A third formation of three finds 2 spaces left of 8.
    const third = withFormation(after, 'mob3', { activated: false });
    const t = go(
      { ...third, turnState: { ...third.turnState, activeSide: 0 } },
      declare(0, 'mob3', 'advance'),
      1,
    ).state;
    const near = ['c1', 'c2', 'c3'].reduce(
      (acc, id, i) => ({
        ...acc,
        units: { ...acc.units, [id]: { ...acc.units[id]!, position: { x: 54 + 6 * i, y: 72 } } },
      }),
      t,
    );
    expect(refusalOf(near, mount(near, ['c1', 'c2', 'c3'], [120, 90, 60]))).toMatchObject({
      code: 'we-transport/no-room',
    });
  });

  it('FAQ 3.1.3: Can a formation of war engines split another formation of troops amongst them to transport? No', () => {
    let s = game([
      { id: 'gw', side: 0, units: [WE, { ...WE, id: 'bf2', x: 80 }] },
      { id: 'mob', side: 0, units: boyz('b', 2, 66, 72) },
      foe,
    ]);
    s = go(s, declare(0, 'mob', 'advance'), 1).state;
    // One to each war engine: each command would leave part of the formation behind.
    expect(refusalOf(s, mount(s, ['b1'], [90]))).toMatchObject({
      code: 'we-transport/whole-formation',
    });
    expect(refusalOf(s, mount(s, ['b2'], [90], 'bf2'))).toMatchObject({
      code: 'we-transport/whole-formation',
    });
    expect(refusalOf(s, mount(s, ['b1', 'b2'], [120, 60], 'bf2'))).toBeNull();
  });

  it('FAQ 3.1.3: Are units trapped inside a war engine if it is in base contact with two enemy units? No, only if it is in base contact with twice its starting damage capacity (6 for DC3)', () => {
    const around = (n: number) =>
      Array.from({ length: n }, (_, i) => {
        const angle = -90 + (i - (n - 1) / 2) * 40;
        return { id: `e${i + 1}`, sheet: 'sm-tactical', x: 0, y: 0, angle };
      });
    const setUp = (n: number) => {
      const base = game([
        { id: 'gw', side: 0, units: [WE] },
        { id: 'mob', side: 0, units: boyz('b', 1, 0, 0, 'bf') },
        { id: 'foe', side: 1, units: around(n).map(({ angle: _a, ...u }) => u) },
      ]);
      let s = base;
      for (const e of around(n)) {
        const p = touching(s, 'sm-tactical', 'bf', e.angle, e.angle + 90);
        s = {
          ...s,
          units: { ...s.units, [e.id]: { ...s.units[e.id]!, position: p, facing: e.angle + 90 } },
        };
      }
      return s;
    };
    const out = (s: GameState) =>
      validateDisembark(
        s,
        'bf',
        [{ unitId: 'b1', position: touching(s, BOYZ, 'bf', 90), facing: 0 }],
        {
          engage: true,
          targetFormationIds: ['foe'],
          counterCharge: true,
        },
      );
    const two = setUp(2);
    expect(
      Object.values(two.units).filter(
        (u) =>
          u.side === 1 &&
          shapeDistance(unitShape(two, u)!, unitShape(two, two.units['bf']!)!) < 0.05,
      ),
    ).toHaveLength(2);
    expect(out(two)).toBeNull();
    const six = setUp(6);
    expect(out(six)).toMatchObject({ code: 'transport/trapped' });
  });

  it('3.1.3 Transport War Engines: the war engine dismounts them within 5cm at the end of its move; they take no action that turn but shoot with it as one formation', () => {
    let s = game([
      { id: 'gw', side: 0, units: [WE] },
      { id: 'mob', side: 0, units: boyz('b', 3, 0, 0, 'bf') },
      foe,
    ]);
    s = go(s, declare(0, 'gw', 'advance'), 1).state;
    s = go(s, { type: 'move.unit', side: 0, unitId: 'bf', path: [{ x: 60, y: 45 }] }).state;
    s = go(s, { type: 'move.end', side: 0 }).state;
    const place = (ids: readonly string[]): Command => ({
      type: 'move.disembark',
      side: 0,
      transportId: 'bf',
      placements: ids.map((unitId, i) => ({
        unitId,
        position: touching(s, BOYZ, 'bf', [180, 270, 0][i] as number),
        facing: 0,
      })),
    });
    expect(refusalOf(s, place(['b1', 'b2']))).toMatchObject({
      code: 'we-transport/dismount-whole',
      section: '3.1.3',
    });
    s = go(s, place(['b1', 'b2', 'b3'])).state;
    expect(s.units['b2']).toMatchObject({ status: 'deployed', transportedBy: null });
    expect(s.formations['mob']?.activated).toBe(true);
    expect(canActivate(s, s.formations['mob']!)).toBe(false);
    expect(s.turnState.activation?.joined).toEqual(['mob']);
    // The Boyz' Big Shootas (30cm) fire in the war engine's attack.
    const shot = applyCommand(s, { type: 'shoot.declare', side: 0, targetFormationId: 'foe' });
    expect(shot.ok).toBe(true);
    if (!shot.ok) return;
    const chosen = shot.events.find((e) => e.type === 'shooting/target-chosen');
    expect(chosen?.type === 'shooting/target-chosen' && [...chosen.shooters].sort()).toEqual([
      'b1',
      'b2',
      'b3',
      'bf',
    ]);
  });

  it('3.1.3 Transport War Engines: dismounting at the end of the charge of an engage action, they fight the assault with the war engine as one formation', () => {
    let s = game([
      { id: 'gw', side: 0, units: [WE] },
      { id: 'mob', side: 0, units: boyz('b', 2, 0, 0, 'bf') },
      nearFoe,
    ]);
    s = go(s, declare(0, 'gw', 'engage'), 1).state;
    s = go(s, { type: 'assault.declare', side: 0, targetFormationId: 'foe' }).state;
    const contact = touching(s, 'test-we-transport', 'e1', 90, 0);
    s = go(s, { type: 'assault.chargeMove', side: 0, unitId: 'bf', path: [contact] }).state;
    s = go(s, { type: 'assault.endCharge', side: 0 }).state;
    expect(assaultOf(s)?.step).toBe('disembark');
    s = go(s, {
      type: 'assault.disembark',
      side: 0,
      transportId: 'bf',
      placements: [
        { unitId: 'b1', position: touching(s, BOYZ, 'bf', 150), facing: 0 },
        { unitId: 'b2', position: touching(s, BOYZ, 'bf', 30), facing: 0 },
      ],
    }).state;
    expect(assaultOf(s)?.attackers).toEqual(['gw', 'mob']);
    expect(s.formations['mob']?.activated).toBe(true);
  });
  it('3.1.3 Transport War Engines: getting out in a counter charge, they defend with the war engine as one formation', () => {
    let s = game(
      [
        { id: 'gw', side: 0, units: [WE] },
        { id: 'mob', side: 0, units: boyz('b', 2, 0, 0, 'bf') },
        { id: 'foe', side: 1, units: row('e', 'sm-tactical', 2, 60, 40) },
      ],
      1,
    );
    s = go(s, declare(1, 'foe', 'engage'), 1).state;
    s = go(s, { type: 'assault.declare', side: 1, targetFormationId: 'gw' }).state;
    const contact = touching(s, 'sm-tactical', 'bf', 270);
    s = go(s, { type: 'assault.chargeMove', side: 1, unitId: 'e1', path: [contact] }).state;
    s = go(s, {
      type: 'assault.chargeMove',
      side: 1,
      unitId: 'e2',
      path: [{ x: 65, y: 50 }],
    }).state;
    s = go(s, { type: 'assault.endCharge', side: 1 }).state;
    expect(assaultOf(s)?.step).toBe('counter-charge');
    s = go(s, {
      type: 'assault.counterDisembark',
      side: 0,
      transportId: 'bf',
      placements: [
        { unitId: 'b1', position: touching(s, BOYZ, 'bf', 135), facing: 0 },
        { unitId: 'b2', position: touching(s, BOYZ, 'bf', 45), facing: 0 },
      ],
    }).state;
    expect(assaultOf(s)?.defenders).toEqual(['gw', 'mob']);
    expect(s.units['b1']?.status).toBe('deployed');
  });
});

describe('3.3 War Engine Assaults: FAQ on transported formations', () => {
  it('FAQ 3.3: Can a war engine transporting a broken formation assault? Yes, but the broken formation may not disembark and fight; it takes part in the assault aboard', () => {
    let s = game([
      { id: 'gw', side: 0, units: [WE] },
      { id: 'mob', side: 0, units: boyz('b', 2, 0, 0, 'bf') },
      { id: 'mob2', side: 0, units: boyz('c', 1, 0, 0, 'bf') },
      nearFoe,
    ]);
    s = withFormation(s, 'mob', { broken: true, blastMarkers: 2 });
    s = go(s, declare(0, 'gw', 'engage'), 1).state;
    s = go(s, { type: 'assault.declare', side: 0, targetFormationId: 'foe' }).state;
    // It counts as taking part (assault modifiers: units, Blast markers), broken from the start.
    expect(assaultOf(s)?.attackers).toEqual(['gw', 'mob']);
    expect(assaultOf(s)?.brokenAtStart).toEqual(['mob']);
    const contact = touching(s, 'test-we-transport', 'e1', 90, 0);
    s = go(s, { type: 'assault.chargeMove', side: 0, unitId: 'bf', path: [contact] }).state;
    s = go(s, { type: 'assault.endCharge', side: 0 }).state;
    // The unbroken Boyz aboard may get out; the broken ones stay aboard.
    expect(assaultOf(s)?.step).toBe('disembark');
    expect(
      refusalOf(s, {
        type: 'assault.disembark',
        side: 0,
        transportId: 'bf',
        placements: [
          { unitId: 'b1', position: touching(s, BOYZ, 'bf', 150), facing: 0 },
          { unitId: 'b2', position: touching(s, BOYZ, 'bf', 30), facing: 0 },
        ],
      }),
    ).toMatchObject({ code: 'we-transport/broken-stay-aboard', section: '3.3' });
  });

  it('FAQ 3.3: … If they are forced to disembark due to the war engine being destroyed then they are destroyed as well (no save); an unbroken formation saves', () => {
    const s0 = game([
      { id: 'gw', side: 0, units: [WE] },
      { id: 'mob', side: 0, units: boyz('b', 1, 0, 0, 'bf') },
      { id: 'mob2', side: 0, units: boyz('c', 1, 0, 0, 'bf') },
      foe,
    ]);
    const s = withFormation(
      { ...s0, units: { ...s0.units, bf: { ...s0.units['bf']!, damage: 2 } } },
      'mob',
      { broken: true, blastMarkers: 1 },
    );
    const events: never[] = [];
    // The war engine fails its save on a 1; the unbroken Boyz' passenger save (6+) holds on a 6.
    const dice = new Dice(new FixedDieSource([1, 6], s.rng), events);
    const r = resolveHits(s, dice, [{ unitId: 'bf', effect: hitEffect('assault', []) }], {
      targetFormationId: 'gw',
      cover: {},
      crossfire: false,
      assault: true,
    });
    expect(r.state.units['bf']?.status).toBe('destroyed');
    expect(r.state.units['b1']?.status).toBe('destroyed');
    expect(r.state.units['c1']).toMatchObject({ status: 'deployed', position: { x: 60, y: 60 } });
  });

  it('FAQ 3.3: Can a unit use its consolidation move to get into a war engine? Yes, but the war engine may not make a consolidation move', () => {
    let s = game([
      { id: 'gw', side: 0, units: [WE] },
      { id: 'mob', side: 0, units: boyz('b', 2, 57, 68) },
      nearFoe,
    ]);
    s = go(s, declare(0, 'mob', 'engage'), 1).state;
    s = go(s, { type: 'assault.declare', side: 0, targetFormationId: 'foe' }).state;
    s = withAssault(s, {
      ...assaultOf(s)!,
      attackers: ['mob', 'gw'],
      step: 'consolidate',
      winner: 0,
      decidingSide: 0,
    });
    const board = (unitId: string, angle: number): Command => ({
      type: 'assault.consolidateMove',
      side: 0,
      unitId,
      path: [touching(s, BOYZ, 'bf', angle)],
      orientation: 'keep-facing',
      board: 'bf',
    });
    let t = go(s, board('b1', 120)).state;
    expect(t.units['b1']).toMatchObject({
      status: 'embarked',
      transportedBy: 'bf',
      position: null,
    });
    expect(
      refusalOf(t, {
        type: 'assault.consolidateMove',
        side: 0,
        unitId: 'bf',
        path: [{ x: 60, y: 58 }],
      }),
    ).toMatchObject({ code: 'we-transport/engine-stays', section: '3.3' });
    // The rest of the Boyz must get in too: a war engine carries no part of another formation.
    expect(refusalOf(t, { type: 'assault.endConsolidation', side: 0 })).toMatchObject({
      code: 'we-transport/whole-formation',
    });
    t = go(t, board('b2', 60)).state;
    expect(refusalOf(t, { type: 'assault.endConsolidation', side: 0 })).toBeNull();
    expect(datasheetOf(t, t.units['bf']!).transport?.capacity).toBe(8);
  });
});
