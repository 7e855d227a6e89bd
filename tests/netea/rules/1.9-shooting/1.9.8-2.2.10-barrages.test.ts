import { describe, expect, it } from 'vitest';
import type { Point } from '../../../../engine/kernel/geometry';
import { resolveBarrage } from '../../../../engine/netea/rules/1.9-shooting/barrage';
import {
  searchPlacement,
  validateBarragePlacement,
} from '../../../../engine/netea/rules/1.9-shooting/barragePlacement';
import { barrageRow } from '../../../../engine/netea/rules/1.9-shooting/barrageTable';
import {
  shootingOptions,
  type ShootingContext,
} from '../../../../engine/netea/rules/1.9-shooting/options';
import type { GameState } from '../../../../engine/netea/state/schema';
import {
  fixedDice,
  ORK_BOYZ,
  rect,
  row,
  shootingGame,
  type FormationSpec,
  type UnitSpec,
} from '../../../fixtures/shootingGame';

const advance: ShootingContext = { action: 'advance' };
const indirectFire: ShootingContext = { action: 'sustained-fire', indirect: true };

/** `n` Whirlwinds (45cm, 1 BP, indirect fire) in a row at y=20 facing the Orks (+y). */
function battery(n: number, x = 70, y = 20): FormationSpec {
  return {
    id: 'sm',
    side: 0,
    units: row('ww', 'sm-whirlwind', n, x, y).map((u) => ({ ...u, facing: 90 })),
  };
}
const orks = (units: readonly UnitSpec[], id = 'orks'): FormationSpec => ({ id, side: 1, units });
const boy = (id: string, x: number, y: number, facing = 0): UnitSpec => ({
  id,
  sheet: ORK_BOYZ.id,
  x,
  y,
  facing,
});

function options(state: GameState, ctx: ShootingContext = advance, to = 'orks') {
  const r = shootingOptions(state, 'sm', to, ctx);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
const p = (x: number, y: number): Point => ({ x, y });
const bm = (s: GameState, id: string) => s.formations[id]?.blastMarkers;

describe('1.9.8 Barrages', () => {
  it('1.9.8 Barrage table: extra templates, extra Blast markers and to-hit rolls by barrage points', () => {
    const rows: readonly [number, number, number, number, number][] = [
      // BP, extra templates, extra Blast markers, AP, AT
      [1, 0, 0, 6, 6],
      [2, 0, 0, 5, 6],
      [3, 0, 0, 4, 5],
      [4, 1, 0, 4, 5],
      [5, 1, 0, 4, 5],
      [6, 1, 1, 4, 5],
      [7, 1, 1, 4, 5],
      [8, 2, 1, 4, 5],
      [9, 2, 1, 4, 5],
      [10, 2, 2, 4, 5],
      [12, 2, 2, 4, 5],
      [13, 2, 3, 4, 5],
      [15, 2, 3, 4, 5],
      [16, 2, 4, 4, 5],
      [18, 2, 4, 4, 5],
    ];
    for (const [bp, extraTemplates, extraBlastMarkers, ap, at] of rows)
      expect({ bp, row: barrageRow(bp) }).toEqual({
        bp,
        row: { extraTemplates, extraBlastMarkers, ap, at },
      });
    expect(barrageRow(0)).toBeNull();
  });

  it('1.9.8: the barrage points of every weapon in range and line of fire of a unit under the template are added; others may not fire', () => {
    // ww1 and ww2 reach the Boyz under the template; ww3 only reaches a Boy far away.
    const s = shootingGame([
      {
        id: 'sm',
        side: 0,
        units: [
          ...battery(2).units,
          { id: 'ww3', sheet: 'sm-whirlwind', x: 160, y: 20, facing: 90 },
        ],
      },
      orks([boy('b1', 80, 50), boy('b2', 83, 50), boy('far', 160, 50)]),
    ]);
    const o = options(s);
    const centres = [p(81.5, 50)];
    expect(validateBarragePlacement(s, o, centres)).toBeNull();
    const { dice, rolls, source } = fixedDice(1, 1);
    const r = resolveBarrage(s, dice, o, centres, false);
    expect(rolls.map((x) => [x.results.length, x.needed])).toEqual([[2, 5]]); // 2 BP: AP5+
    expect(source.remaining()).toBe(0);
    expect(bm(r.state, 'orks')).toBe(1); // coming under fire (1.9.4)
  });

  it('1.9.8 FAQ: If a unit is under multiple templates from the same barrage how many to hit rolls are rolled for it? One', () => {
    // 4 BP: one extra template, touching the first. b2 lies under both.
    const s = shootingGame([
      battery(4),
      orks([boy('b1', 77, 50), boy('b2', 83.7, 50), boy('b3', 90, 50)]),
    ]);
    const o = options(s);
    const centres = [p(80, 50), p(87.4, 50)];
    expect(validateBarragePlacement(s, o, centres)).toBeNull();
    const { dice, rolls, source } = fixedDice(1, 1, 1);
    resolveBarrage(s, dice, o, centres, false);
    expect(rolls.map((x) => x.results.length)).toEqual([3]);
    expect(source.remaining()).toBe(0);
  });

  it('1.9.8 FAQ: How do you resolve hits for a Barrage template over units in cover and units not in cover, or over different kinds of units? A separate roll for those in cover; one die per unit', () => {
    // Boyz a and b in the open, c in the woods; a Tactical unit d (another kind) in the open.
    const s = shootingGame(
      [
        battery(3),
        orks([
          boy('a', 80, 47.5, 90),
          boy('b', 80, 49, 90),
          { id: 'd', sheet: 'sm-tactical', x: 80, y: 50.5, facing: 90 },
          boy('c', 80, 52.5, 90),
        ]),
      ],
      [rect('wood', 'woods', 70, 51.5, 90, 60)],
    );
    const o = options(s);
    const { dice, rolls, source } = fixedDice(1, 1, 1, 1);
    resolveBarrage(s, dice, o, [p(80, 50)], false);
    expect(source.remaining()).toBe(0);
    // 3 BP: AP4+; the Boyz in cover need 5+.
    expect(
      rolls.map((x) => [x.purpose.replace(/^barrage to hit: /, ''), x.results.length, x.needed]),
    ).toEqual([
      ['2 × Ork Boyz', 2, 4],
      ['1 × Space Marine Tactical', 1, 4],
      ['1 × Ork Boyz', 1, 5],
    ]);
    expect(rolls[2]?.modifiers.map((m) => m.section)).toEqual(['1.8.2']);
  });

  it('1.9.8 Extra Barrage Templates: placed touching the first, none overlapping, no more than the table gives', () => {
    const s = shootingGame([battery(8, 60), orks(row('b', ORK_BOYZ.id, 6, 70, 50, 4))]);
    const o = options(s); // 8 BP: two extra templates
    const d = 7.4;
    const first = p(80, 50);
    const right = p(80 + d, 50);
    const left = p(80 - d, 50);
    expect(validateBarragePlacement(s, o, [first, right, left])).toBeNull();
    expect(validateBarragePlacement(s, o, [first, p(80 + d + 1, 50)])?.code).toBe(
      'barrage/extra-not-touching',
    );
    // Touches the first, overlaps the second.
    const onTop = p(80 + d * Math.cos(0.5), 50 + d * Math.sin(0.5));
    expect(validateBarragePlacement(s, o, [first, right, onTop])?.code).toBe(
      'barrage/templates-overlap',
    );
    expect(validateBarragePlacement(s, o, [first, right, left, p(80, 50 + d)])?.code).toBe(
      'barrage/too-many-templates',
    );
  });

  it('1.9.8 FAQ: Can a Barrage template be placed over units that cannot be seen or are out of range? Extra templates need neither line of fire nor range', () => {
    // b1 is in range of the Whirlwinds (45cm); far, under the extra template, is not.
    const s = shootingGame([battery(4), orks([boy('b1', 80, 60), boy('far', 80, 69)])]);
    const o = options(s);
    const centres = [p(80, 60), p(80, 67.4)];
    expect(validateBarragePlacement(s, o, centres)).toBeNull();
    const { dice, rolls } = fixedDice(1, 1);
    resolveBarrage(s, dice, o, centres, false);
    expect(rolls.map((x) => x.results.length)).toEqual([2]);
  });

  it('1.9.8 Extra Blast Markers: each formation attacked receives them, with the Blast marker for coming under fire', () => {
    // 6 BP: one extra Blast marker. Two Ork formations and a friendly one under the template.
    const s = shootingGame([
      battery(6),
      { id: 'tac', side: 0, units: [{ id: 't', sheet: 'sm-tactical', x: 78, y: 50, facing: 90 }] },
      orks([boy('b1', 80, 49, 90)]),
      orks([boy('c1', 81, 51.5, 90)], 'orks2'),
    ]);
    const o = options(s);
    const { dice } = fixedDice(1, 1, 1);
    const r = resolveBarrage(s, dice, o, [p(80, 50)], false);
    expect([bm(r.state, 'tac'), bm(r.state, 'orks'), bm(r.state, 'orks2')]).toEqual([2, 2, 2]);
  });

  it('1.9.8: templates may be placed over your own units, but all units under them, friend and foe alike, are attacked', () => {
    const s = shootingGame([
      battery(3),
      { id: 'tac', side: 0, units: [{ id: 't', sheet: 'sm-tactical', x: 78, y: 50, facing: 90 }] },
      orks([boy('b1', 80, 49, 90)]),
    ]);
    const o = options(s);
    // The Tacticals are hit (6) and fail their 4+ save (1); the Boy is missed (1).
    const { dice, rolls } = fixedDice(6, 1, 1);
    const r = resolveBarrage(s, dice, o, [p(80, 50)], false);
    expect(rolls.map((x) => x.formationId ?? x.unitId)).toContain('tac');
    expect(r.state.units.t?.status).toBe('destroyed');
    expect(bm(r.state, 'tac')).toBe(2); // under fire, and one casualty
    expect(bm(r.state, 'orks')).toBe(1);
  });

  it('1.9.8 Using Barrage Templates: placed to get as many enemy units of the target formation under them as possible (no sniping)', () => {
    const s = shootingGame([battery(3), orks(row('b', ORK_BOYZ.id, 4, 80, 50, 4))]);
    const o = options(s);
    expect(searchPlacement(s, o)?.count).toBe(3);
    expect(validateBarragePlacement(s, o, [p(84, 50)])).toBeNull();
    expect(validateBarragePlacement(s, o, [p(93, 50)])?.code).toBe('barrage/not-maximal');
  });

  it('1.9.8 FAQ: Do extra Barrage templates have to be placed to get as many enemy units from the target formation under them as possible? Yes', () => {
    const s = shootingGame([battery(4), orks(row('b', ORK_BOYZ.id, 4, 80, 50, 4))]);
    const o = options(s);
    expect(validateBarragePlacement(s, o, [p(84, 50), p(91.4, 50)])).toBeNull();
    expect(validateBarragePlacement(s, o, [p(84, 50), p(84, 57.4)])?.code).toBe(
      'barrage/not-maximal',
    );
  });

  it('1.9.8 FAQ: Can a Barrage template be placed completely out of range? The first may be over the out-of-range part of a unit partly in range', () => {
    // The Boy's base spans y 65.5–69.5: its near edge is 44.5cm from the Whirlwind, its centre is not in range.
    const s = shootingGame([battery(1, 80), orks([boy('b', 80, 67.5), boy('away', 130, 100)])]);
    const o = options(s);
    expect(validateBarragePlacement(s, o, [p(80, 72.5)])).toBeNull();
    expect(validateBarragePlacement(s, o, [p(130, 100)])?.code).toBe('barrage/out-of-range');
  });

  it('1.9.8 FAQ: Can a barrage claim a crossfire bonus? Yes: the -1 save modifier applies to the target formation', () => {
    const s = shootingGame([battery(3), orks([{ id: 't', sheet: 'sm-tactical', x: 80, y: 50 }])]);
    const o = options(s);
    // Hit (6), then the Tactical's 4+ save needs 5+: a 4 fails.
    const { dice, rolls } = fixedDice(6, 4);
    const r = resolveBarrage(s, dice, o, [p(80, 50)], true);
    expect(rolls[1]?.needed).toBe(5);
    expect(r.state.units.t?.status).toBe('destroyed');
  });
});

describe('2.2.10 Indirect Fire', () => {
  /** Three Whirlwinds behind a building at y=30 that blocks every line of fire to the Boyz. */
  function hidden(targetY = 60): GameState {
    return shootingGame(
      [battery(3), orks(row('b', ORK_BOYZ.id, 2, 80, targetY, 4))],
      [rect('block', 'buildings', 40, 26, 120, 34, 5)],
    );
  }

  it('2.2.10: indirect fire needs a sustained fire action; a formation that failed its action test (hold) may not fire indirectly', () => {
    for (const action of ['advance', 'hold', 'double'] as const) {
      const r = shootingOptions(hidden(), 'sm', 'orks', { action, indirect: true });
      expect(r.ok || r.error.code).toBe('shooting/indirect-needs-sustained');
    }
  });

  it('2.2.10: no line of fire is required for an indirect barrage', () => {
    const s = hidden();
    const direct = shootingOptions(s, 'sm', 'orks', { action: 'sustained-fire' });
    expect(direct.ok || direct.error.code).toBe('shooting/out-of-range');
    const o = options(s, indirectFire);
    expect(validateBarragePlacement(s, o, [p(82, 60)])).toBeNull();
  });

  it('2.2.10: firing indirectly doubles the range and the barrage receives the +1 for a sustained fire action', () => {
    const s = shootingGame([battery(3), orks(row('b', ORK_BOYZ.id, 2, 80, 100, 4))]); // ~77cm away
    const direct = shootingOptions(s, 'sm', 'orks', { action: 'sustained-fire' });
    expect(direct.ok || direct.error.code).toBe('shooting/out-of-range');
    const o = options(s, indirectFire);
    expect(validateBarragePlacement(s, o, [p(82, 100)])).toBeNull();
    const { dice, rolls } = fixedDice(1, 1);
    resolveBarrage(s, dice, o, [p(82, 100)], false);
    expect(rolls[0]).toMatchObject({ base: 4, needed: 3 }); // 3 BP AP4+, +1
  });

  it('2.2.10: weapons firing indirectly have a minimum range of 30cm', () => {
    const s = shootingGame([battery(3), orks(row('b', ORK_BOYZ.id, 2, 80, 40, 4))]); // ~17cm away
    expect(options(s, { action: 'sustained-fire' }).shooters).toHaveLength(3);
    const r = shootingOptions(s, 'sm', 'orks', indirectFire);
    expect(r.ok || r.error.code).toBe('shooting/out-of-range');
  });

  it('2.2.10 FAQ: Does a weapon firing indirectly ignore the -1 to hit modifier if the target is in cover? Only if the target is just partially obscured; not if it is in the cover', () => {
    const coverModifier = (rolls: readonly { modifiers: readonly { section: string }[] }[]) =>
      rolls.map((r) => r.modifiers.some((m) => m.section === '1.8.2'));
    // A wood between the battery and the Boyz hides part of b1; the Boyz are not in it.
    const obscured = shootingGame(
      [battery(3), orks(row('b', ORK_BOYZ.id, 2, 80, 60, 4))],
      [rect('wood', 'woods', 40, 30, 80, 40, 5)],
    );
    const direct = options(obscured, { action: 'sustained-fire' });
    expect(direct.cover.b1?.reasons).toEqual(['obscured']);
    const a = fixedDice(1, 1);
    resolveBarrage(obscured, a.dice, direct, [p(82, 60)], false);
    expect(coverModifier(a.rolls)).toEqual([true, false]); // b1 in cover, b2 not
    const b = fixedDice(1, 1);
    resolveBarrage(obscured, b.dice, options(obscured, indirectFire), [p(82, 60)], false);
    expect(coverModifier(b.rolls)).toEqual([false]); // both together, no -1
    // In the woods, the -1 stays.
    const inWoods = shootingGame(
      [battery(3), orks(row('b', ORK_BOYZ.id, 2, 80, 60, 4))],
      [rect('wood', 'woods', 75, 55, 90, 65)],
    );
    const c = fixedDice(1, 1);
    resolveBarrage(inWoods, c.dice, options(inWoods, indirectFire), [p(82, 60)], false);
    expect(coverModifier(c.rolls)).toEqual([true]);
  });
});
