import { describe, expect, it } from 'vitest';
import { placeAttackBlastMarkers } from '../../../../engine/netea/rules/1.13-broken-formations/breaking';
import { coverOf } from '../../../../engine/netea/rules/1.8-terrain/cover';
import { findCrossfire } from '../../../../engine/netea/rules/1.11-crossfire/crossfire';
import { rollToHit } from '../../../../engine/netea/rules/1.9-shooting/rollToHit';
import {
  applyAllocation,
  allocationProblem,
  beginShooting,
  finishShooting,
} from '../../../../engine/netea/rules/1.9-shooting/shooting';
import {
  lineOfFireBetween,
  placedUnits,
} from '../../../../engine/netea/rules/1.9-shooting/geometry';
import { shootingOptions } from '../../../../engine/netea/rules/1.9-shooting/options';
import type { GameState } from '../../../../engine/netea/state/schema';
import {
  fixedDice,
  ORK_BOYZ,
  rect,
  row,
  shootingGame,
  UNARMED,
} from '../../../fixtures/shootingGame';

function opts(
  state: GameState,
  action: 'advance' | 'double' | 'sustained-fire' = 'advance',
  from = 'sm',
  to = 'orks',
) {
  const r = shootingOptions(state, from, to, { action });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
const dev = (at: { x: number; y: number }) => ({
  id: 'sm',
  side: 0 as const,
  units: [{ id: 'dev', sheet: 'sm-devastator', ...at }],
});

describe('1.8 Cover', () => {
  it('1.8.4 Armoured Vehicles: infantry touching an armoured vehicle count as in cover, with no cover save; 2.1.9 FAQ: Can light vehicles grant the -1 to hit modifier to infantry units touching them? No', () => {
    const s = shootingGame([
      dev({ x: 60, y: 10 }),
      {
        id: 'orks',
        side: 1,
        units: [
          { id: 'rhino', sheet: 'sm-rhino', x: 60, y: 45 },
          { id: 'tac', sheet: 'sm-tactical', x: 60, y: 47.6 },
          { id: 'ls', sheet: 'sm-land-speeder', x: 80, y: 45 },
          { id: 'tac2', sheet: 'sm-tactical', x: 80, y: 47.35 },
        ],
      },
    ]);
    const c = coverOf(s, placedUnits(s, 'orks'), placedUnits(s, 'sm'));
    expect(c.tac).toMatchObject({ inCover: true, coverSave: null, reasons: ['behind-vehicle'] });
    expect(c.tac2?.inCover).toBe(false);
  });

  it('1.8.4 FAQ: How many infantry can be counted as being in cover when touching an armoured vehicle? No limit unless the warm-up sets one', () => {
    const units = [
      { id: 'rhino', sheet: 'sm-rhino', x: 60, y: 45 },
      { id: 't1', sheet: 'sm-tactical', x: 60, y: 47.6 },
      { id: 't2', sheet: 'sm-tactical', x: 60, y: 42.4 },
    ];
    const limited = shootingGame([dev({ x: 60, y: 10 }), { id: 'orks', side: 1, units }], [], {
      infantryCoverPerVehicle: 1,
    });
    const c = coverOf(limited, placedUnits(limited, 'orks'), placedUnits(limited, 'sm'));
    expect([c.t1?.inCover, c.t2?.inCover]).toEqual([true, false]);
  });

  it('1.8.4 FAQ: How many units can claim cover from a fortification? No limit unless the warm-up sets one', () => {
    const units = row('t', 'sm-tactical', 3, 50, 45);
    const bunker = [rect('bunker', 'fortifications', 40, 40, 80, 50)];
    const open = shootingGame([dev({ x: 60, y: 10 }), { id: 'orks', side: 1, units }], bunker);
    const all = coverOf(open, placedUnits(open, 'orks'), placedUnits(open, 'sm'));
    // 1.8.4 Fortifications: in cover, with the 3+ infantry cover save.
    expect(['t1', 't2', 't3'].map((id) => all[id]?.coverSave)).toEqual([3, 3, 3]);
    expect(all.t1?.inFortification).toBe(true);
    const limited = shootingGame([dev({ x: 60, y: 10 }), { id: 'orks', side: 1, units }], bunker, {
      unitsPerFortification: 2,
    });
    const c = coverOf(limited, placedUnits(limited, 'orks'), placedUnits(limited, 'sm'));
    expect(['t1', 't2', 't3'].map((id) => c[id]?.coverSave ?? null)).toEqual([3, 3, null]);
    expect(c.t3).toMatchObject({ inCover: false, inFortification: false });
  });

  it('1.8.4 Open Ground: infantry on overwatch in the open are in cover with a 5+ save', () => {
    const s = shootingGame([
      dev({ x: 60, y: 10 }),
      { id: 'orks', side: 1, units: [{ id: 'boy', sheet: ORK_BOYZ.id, x: 60, y: 45 }] },
    ]);
    const f = s.formations.orks!;
    const t = { ...s, formations: { ...s.formations, orks: { ...f, overwatch: true } } };
    expect(coverOf(t, placedUnits(t, 'orks'), placedUnits(t, 'sm')).boy).toMatchObject({
      inCover: true,
      coverSave: 5,
    });
  });

  it('1.8.2 FAQ: When does a unit count as being in cover? The inCoverWhen setting: partly or wholly in the terrain', () => {
    const terrain = [rect('wood', 'woods', 59, 40, 70, 50)]; // the stand's left edge (x 59.4) is in, its centre too
    const units = [{ id: 'boy', sheet: ORK_BOYZ.id, x: 58.5, y: 45, facing: 0 }];
    const partly = shootingGame([dev({ x: 60, y: 10 }), { id: 'orks', side: 1, units }], terrain);
    const wholly = shootingGame([dev({ x: 60, y: 10 }), { id: 'orks', side: 1, units }], terrain, {
      inCoverWhen: 'wholly',
    });
    const c = (g: GameState) => coverOf(g, placedUnits(g, 'orks'), []).boy?.inCover;
    expect([c(partly), c(wholly)]).toEqual([true, false]);
  });
});

describe('1.11 Crossfire', () => {
  /** The rulebook example: Land Raiders and a Tactical formation either side of the Boyz. */
  function landRaiders(action: 'advance' | 'march' = 'advance'): GameState {
    const s = shootingGame([
      { id: 'sm', side: 0, units: row('lr', 'sm-land-raider', 3, 50, 30, 6) },
      { id: 'tac', side: 0, units: row('tac', 'sm-tactical', 2, 55, 70) },
      { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 8, 45, 50, 4) },
    ]);
    const f = s.formations.tac!;
    return { ...s, formations: { ...s.formations, tac: { ...f, action } } };
  }

  it('1.11: a line up to 45cm from a shooting unit to another friendly formation across the target gives a crossfire', () => {
    expect(findCrossfire(landRaiders(), 'sm', 'orks')).not.toBeNull();
  });

  it('1.11 FAQ: Does the friendly unit need a weapon that can affect the target formation? No, it needs no weapons at all or even a Firefight value', () => {
    const s = shootingGame([
      { id: 'sm', side: 0, units: row('lr', 'sm-land-raider', 3, 50, 30, 6) },
      { id: 'tac', side: 0, units: row('u', UNARMED.id, 2, 55, 70) },
      { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 8, 45, 50, 4) },
    ]);
    expect(findCrossfire(s, 'sm', 'orks')?.toUnitId).toMatch(/^u/);
  });

  it('1.11 FAQ: Does the friendly unit need to shoot at the same target formation? No: it may have shot at another, or be out of range of its weapons', () => {
    const s = landRaiders();
    const f = s.formations.tac!;
    const shotElsewhere = {
      ...s,
      formations: {
        ...s.formations,
        tac: { ...f, activated: true, action: 'sustained-fire' as const },
      },
    };
    expect(findCrossfire(shotElsewhere, 'sm', 'orks')).not.toBeNull();
  });

  it('1.11 FAQ: Does the shooting formation need a line of fire to the friendly unit? No, both only need a line of fire to the target formation', () => {
    const s = shootingGame(
      [
        {
          id: 'sm',
          side: 0,
          units: [{ id: 'lr', sheet: 'sm-land-raider', x: 56, y: 30, facing: 90 }],
        },
        { id: 'tac', side: 0, units: [{ id: 't', sheet: 'sm-tactical', x: 56, y: 70 }] },
        { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 8, 45, 50, 4) },
      ],
      [rect('block', 'buildings', 52, 57, 60, 63, 5)],
    );
    const [lr] = placedUnits(s, 'sm');
    const [t] = placedUnits(s, 'tac');
    expect(lineOfFireBetween(s, lr!, t!).clear).toBe(false);
    expect(findCrossfire(s, 'sm', 'orks')).toMatchObject({ fromUnitId: 'lr', toUnitId: 't' });
  });

  it('1.11: units in marching formations may not be used to claim the crossfire bonus', () => {
    expect(findCrossfire(landRaiders('march'), 'sm', 'orks')).toBeNull();
  });

  it('1.11 example: three heavy bolter hits in a crossfire kill three Boyz; five Blast markers break the warband', () => {
    let s = landRaiders();
    const o = opts(s);
    const plan = {
      orders: o.weapons
        .filter((w) => w.name === 'Heavy Bolter')
        .map((w) => ({ weaponKey: w.key, modeIndex: 0, firepower: 'AP' as const })),
      cover: {},
    };
    const { dice } = fixedDice(4, 5, 6);
    s = beginShooting(s, dice, o).state;
    const { hits } = rollToHit(s, dice, o, plan);
    const p = allocationProblem(s, o, hits, 'normal');
    const r = applyAllocation(s, dice, o, p, p.defaultAllocation, {
      crossfire: true,
      earlierKill: false,
    });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.kills).toBe(3); // 6+ armour with -1 cannot be saved: no dice rolled for saves
    expect(r.state.formations.orks?.blastMarkers).toBe(5);
    expect(finishShooting(r.state, o).state.formations.orks?.broken).toBe(true);
  });
});

describe('1.13.4 Blast Markers and Broken Formations', () => {
  it('1.13.4 FAQ: Do the units removed from the additional hits cause Blast markers? No; a broken formation takes hits without saves instead', () => {
    const s = shootingGame([
      dev({ x: 60, y: 20 }),
      { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 3, 60, 45) },
    ]);
    const f = s.formations.orks!;
    const broken = { ...s, formations: { ...s.formations, orks: { ...f, broken: true } } };
    const r = placeAttackBlastMarkers(
      broken,
      fixedDice().dice,
      'orks',
      2,
      { reason: 'test', section: '1.9.4' },
      placedUnits(s, 'sm'),
    );
    expect(r.state.formations.orks?.blastMarkers).toBe(0);
    expect(Object.values(r.state.units).filter((u) => u.status === 'destroyed')).toHaveLength(2);
  });

  it('property: Blast markers never go negative and a broken formation has none (every case from 0 to 12 markers before and added)', () => {
    const s = shootingGame([
      dev({ x: 60, y: 20 }),
      { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 4, 60, 45) },
    ]);
    const f = s.formations.orks!;
    for (let before = 0; before <= 12; before++)
      for (let added = 0; added <= 12; added++) {
        const t = { ...s, formations: { ...s.formations, orks: { ...f, blastMarkers: before } } };
        const placed = placeAttackBlastMarkers(t, fixedDice().dice, 'orks', added, {
          reason: 'p',
          section: '1.9.4',
        });
        const end = finishShooting(placed.state, opts(placed.state)).state.formations.orks!;
        expect(end.blastMarkers).toBeGreaterThanOrEqual(0);
        expect(end.broken).toBe(before + added >= 4);
        if (end.broken) expect(end.blastMarkers).toBe(0);
      }
  });
});
