import { describe, expect, it } from 'vitest';
import { resolveHits } from '../../../../engine/netea/rules/1.9-shooting/casualties';
import { hitEffect } from '../../../../engine/netea/rules/1.9-shooting/saves';
import {
  allocationProblem,
  applyAllocation,
  finishShooting,
} from '../../../../engine/netea/rules/1.9-shooting/shooting';
import { shootingOptions } from '../../../../engine/netea/rules/1.9-shooting/options';
import {
  defaultAllocationDC,
  validateAllocationDC,
} from '../../../../engine/netea/rules/3-war-engines/allocation';
import { damageWarEngine } from '../../../../engine/netea/rules/3-war-engines/damage';
import {
  checkBreak,
  effectiveBlastMarkers,
} from '../../../../engine/netea/rules/1.13-broken-formations/breaking';
import type { GameState } from '../../../../engine/netea/state/schema';
import { fixedDice, row, shootingGame } from '../../../fixtures/shootingGame';
import { bm, boyz, bunker, devastatorsVs, withCritical } from './helpers';

const at = hitEffect('AT', []);
const hit = (unitId: string) => ({ unitId, effect: at });
const ctx = { targetFormationId: 'we', cover: {}, crossfire: false };

function withMarkers(s: GameState, id: string, blastMarkers: number, broken = false): GameState {
  const f = s.formations[id]!;
  return { ...s, formations: { ...s.formations, [id]: { ...f, blastMarkers, broken } } };
}

describe('3.2.1 Allocating Hits To War Engines', () => {
  it('3.2.1: the defender allocates the war engine its starting DC in hits before any other unit takes one', () => {
    const groups = [{ count: 4, eligible: ['we', 'a', 'b'] }];
    // The war engine is closest: it takes three hits (DC3), then the next closest one.
    const alloc = defaultAllocationDC(groups, { we: 10, a: 12, b: 14 }, ['we', 'a', 'b'], {
      we: 3,
    });
    expect(alloc[0]).toEqual(['we', 'we', 'we', 'a']);
    // Six hits: DC3 on the war engine, then one each, then the second round begins.
    const six = defaultAllocationDC(
      [{ count: 6, eligible: ['we', 'a', 'b'] }],
      { we: 10, a: 12, b: 14 },
      [],
      { we: 3 },
    );
    expect([...(six[0] ?? [])].sort()).toEqual(['a', 'b', 'we', 'we', 'we', 'we']);
  });

  it('3.2.1: a second hit on another unit before the war engine has its DC in hits is refused', () => {
    const groups = [{ count: 4, eligible: ['we', 'a'] }];
    const r = validateAllocationDC(groups, { we: 10, a: 12 }, [['we', 'we', 'a', 'a']], { we: 3 });
    expect(r?.code).toBe('shooting/spread-hits');
    expect(r?.section).toBe('1.9.6');
    expect(r?.message).not.toMatch(/#dc/);
    expect(
      validateAllocationDC(groups, { we: 10, a: 12 }, [['we', 'we', 'we', 'a']], { we: 3 }),
    ).toBeNull();
  });

  it('3.2.1: shooting at a Command Bunker (DC3) beside Ork Boyz puts three hits on the bunker first', () => {
    const s = devastatorsVs([bunker('bk', 60, 40), ...boyz(2, 70, 45)]);
    const o = shootingOptions(s, 'sm', 'we', { action: 'advance' });
    if (!o.ok) throw new Error(o.error.message);
    const p = allocationProblem(
      s,
      o.value,
      [{ type: 'AT', count: 4, abilities: [], eligible: ['bk', 'boy1', 'boy2'] }],
      'normal',
    );
    expect(p.capacity).toEqual({ bk: 3 });
    expect(p.defaultAllocation[0]?.filter((id) => id === 'bk')).toHaveLength(3);
  });
});

describe('3.2.2 War Engine Damage Capacity', () => {
  it('3.2.2: an unsaved hit takes one point of damage capacity and places one Blast marker; the war engine stays', () => {
    const s = devastatorsVs([bunker('bk', 60, 45)]);
    // armour 4+ save rolls 2 (fails), critical check 3 (no critical).
    const { dice } = fixedDice(2, 3);
    const r = resolveHits(s, dice, [hit('bk')], ctx);
    expect(r.state.units.bk?.damage).toBe(1);
    expect(r.state.units.bk?.status).toBe('deployed');
    expect(r.casualties.filter((c) => c.blastMarker)).toHaveLength(1);
  });

  it('3.2.2: the war engine is destroyed once its damage capacity is reduced to 0', () => {
    const s = devastatorsVs([bunker('bk', 60, 45)]);
    // Three failed saves; criticals checked for the first two points (1, 2: none).
    const { dice } = fixedDice(1, 1, 1, 2, 1);
    const r = resolveHits(s, dice, [hit('bk'), hit('bk'), hit('bk')], ctx);
    expect(r.state.units.bk?.damage).toBe(3);
    expect(r.state.units.bk?.status).toBe('destroyed');
    expect(r.events.some((e) => e.type === 'shooting/unit-destroyed')).toBe(true);
  });

  it('3.2.2: a saved hit does no damage', () => {
    const s = devastatorsVs([bunker('bk', 60, 45)]);
    const { dice } = fixedDice(4);
    const r = resolveHits(s, dice, [hit('bk')], ctx);
    expect(r.state.units.bk?.damage).toBe(0);
  });

  it('3.2.2: an attack of two AT hits on a Command Bunker, both unsaved: two points of damage, two Blast markers, not broken', () => {
    const s = devastatorsVs([bunker('bk', 60, 45)]);
    const o = shootingOptions(s, 'sm', 'we', { action: 'advance' });
    if (!o.ok) throw new Error(o.error.message);
    const p = allocationProblem(
      s,
      o.value,
      [{ type: 'AT', count: 2, abilities: [], eligible: ['bk'] }],
      'normal',
    );
    // saves 1 (fail), crit 5; save 3 (fail), crit 2.
    const { dice } = fixedDice(1, 5, 3, 2);
    const r = applyAllocation(s, dice, o.value, p, p.defaultAllocation, {
      crossfire: false,
      earlierKill: false,
    });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.units.bk?.damage).toBe(2);
    expect(bm(r.state, 'we')).toBe(2);
    // 3.2.4: two Blast markers do not break a DC3 war engine.
    expect(finishShooting(r.state, o.value).state.formations.we?.broken).toBe(false);
  });
});

describe('3.2.3 Critical Hits', () => {
  it('3.2.3: a 6 on the critical check is a critical hit; with no printed effect only the point is lost', () => {
    const s = devastatorsVs([bunker('bk', 60, 45)]);
    const { dice, rolls } = fixedDice(6);
    const r = damageWarEngine(s, dice, 'bk', 1, { cause: 'test', section: '3.2.2' });
    expect(r.lost).toBe(1);
    expect(r.events.some((e) => e.type === 'war-engine/critical')).toBe(true);
    expect(rolls[0]?.section).toBe('3.2.3');
    expect(r.state.units.bk?.damage).toBe(1);
  });

  it('3.2.3 FAQ: Does the "hit" refer to hits allocated or to hits that reduced the damage capacity? Those that reduced it: a saved hit rolls no critical check', () => {
    const s = devastatorsVs([bunker('bk', 60, 45)]);
    const { dice, rolls } = fixedDice(5);
    resolveHits(s, dice, [hit('bk')], ctx);
    expect(rolls.filter((r) => r.section === '3.2.3')).toHaveLength(0);
  });

  it("3.2.3 FAQ: If a critical hit's effect causes additional hits do these have a chance of causing critical damage? Yes", () => {
    const s = withCritical(devastatorsVs([bunker('bk', 60, 45)]), {
      kind: 'extra-damage',
      amount: 1,
    });
    const { dice } = fixedDice(6, 6);
    // First point: critical (6) → one more point, which rolls its own check (6) → destroyed at 3.
    const r = damageWarEngine(s, dice, 'bk', 1, { cause: 'test', section: '3.2.2' });
    expect(r.events.filter((e) => e.type === 'war-engine/critical')).toHaveLength(2);
    expect(r.lost).toBe(3);
    expect(r.destroyed).toBe(true);
  });

  it('3.2.3 FAQ: Are critical hit effects cumulative? Yes: two fires burn', () => {
    const s = withCritical(devastatorsVs([bunker('bk', 60, 45)]), {
      kind: 'fire',
      spreadsOn: [1],
      extinguishedOn: [5, 6],
      damagePerFire: 1,
    });
    const { dice } = fixedDice(6, 6);
    const r = damageWarEngine(s, dice, 'bk', 2, { cause: 'test', section: '3.2.2' });
    expect(r.state.units.bk?.fires).toBe(2);
    expect(r.state.units.bk?.damage).toBe(2);
  });
});

describe('3.2.4 Blast Markers', () => {
  it('3.2.4: a previously undamaged DC3 war engine destroyed by a single critical hit gives its formation three Blast markers', () => {
    const s = withCritical(devastatorsVs([bunker('bk', 60, 45)]), {
      kind: 'destroyed',
      transported: 'destroyed',
    });
    const o = shootingOptions(s, 'sm', 'we', { action: 'advance' });
    if (!o.ok) throw new Error(o.error.message);
    const p = allocationProblem(
      s,
      o.value,
      [{ type: 'AT', count: 1, abilities: [], eligible: ['bk'] }],
      'normal',
    );
    const { dice } = fixedDice(1, 6);
    const r = applyAllocation(s, dice, o.value, p, p.defaultAllocation, {
      crossfire: false,
      earlierKill: false,
    });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.units.bk?.status).toBe('destroyed');
    expect(bm(r.state, 'we')).toBe(3);
  });

  it('3.2.4: a critical that destroys a war engine gives extra Blast markers for the capacity it had left', () => {
    const s = withCritical(devastatorsVs([bunker('bk', 60, 45)]), {
      kind: 'destroyed',
      transported: 'destroyed',
    });
    // save fails (1), critical 6: destroyed with 2 DC left → 1 + 2 = 3 Blast markers.
    const { dice } = fixedDice(1, 6);
    const r = resolveHits(s, dice, [hit('bk')], ctx);
    expect(r.state.units.bk?.status).toBe('destroyed');
    // 3.3.3: one casualty (the point lost); the markers for the capacity left come on top.
    expect(r.casualties.filter((c) => c.blastMarker)).toHaveLength(1);
    expect(r.extraBlastMarkers).toEqual({ we: 2 });
  });

  it('3.2.4: it takes Blast markers equal to the starting DC to break a war engine', () => {
    const s = devastatorsVs([bunker('bk', 60, 45)]);
    expect(checkBreak(withMarkers(s, 'we', 2), 'we').state.formations.we?.broken).toBe(false);
    expect(checkBreak(withMarkers(s, 'we', 3), 'we').state.formations.we?.broken).toBe(true);
  });

  it('3.2.4: a formation with a war engine and other units breaks at the DC plus the other units (DC3 + 6 = 9)', () => {
    const s = devastatorsVs([bunker('bk', 40, 45), ...boyz(6, 55, 45)]);
    expect(checkBreak(withMarkers(s, 'we', 8), 'we').state.formations.we?.broken).toBe(false);
    expect(checkBreak(withMarkers(s, 'we', 9), 'we').state.formations.we?.broken).toBe(true);
  });

  it('3.2.4: a broken war engine counts as having Blast markers equal to its starting DC', () => {
    const s = withMarkers(devastatorsVs([bunker('bk', 60, 45)]), 'we', 0, true);
    expect(effectiveBlastMarkers(s, 'we')).toBe(3);
  });

  it('3.2.4: Blast markers received while broken cause a point of damage each, no save', () => {
    const s = withMarkers(devastatorsVs([bunker('bk', 60, 45)]), 'we', 0, true);
    const { dice, rolls } = fixedDice(2);
    const r = resolveHits(s, dice, [hit('bk')], { ...ctx, noSaves: true });
    expect(r.state.units.bk?.damage).toBe(1);
    expect(rolls.map((x) => x.section)).toEqual(['3.2.3']);
  });

  it("3.2.4 FAQ: Does a war engine's formation receive a Blast marker if its critical hit effect causes a point of damage? Yes", () => {
    const s = withCritical(devastatorsVs([bunker('bk', 60, 45)]), {
      kind: 'extra-damage',
      amount: 1,
    });
    // save fails (1), critical (6) → one extra point (crit check 2): two points, two markers.
    const { dice } = fixedDice(1, 6, 2);
    const r = resolveHits(s, dice, [hit('bk')], ctx);
    expect(r.state.units.bk?.damage).toBe(2);
    expect(r.casualties.filter((c) => c.blastMarker)).toHaveLength(2);
  });
});

describe('3.2.4 Suppression of war engines', () => {
  function gargantShooting(blastMarkers: number) {
    const s = shootingGame([
      { id: 'gg', side: 1, units: [{ id: 'gargant', sheet: 'ork-great-gargant', x: 60, y: 30 }] },
      { id: 'sm', side: 0, units: row('tac', 'sm-tactical', 2, 60, 50) },
    ]);
    return shootingOptions(withMarkers(s, 'gg', blastMarkers), 'gg', 'sm', { action: 'advance' });
  }

  it('3.2.4: it takes Blast markers equal to the starting DC to suppress a war engine (Great Gargant, DC12)', () => {
    const eleven = gargantShooting(11);
    expect(eleven.ok && eleven.value.shooters).toEqual(['gargant']);
    const twelve = gargantShooting(12);
    expect(twelve.ok).toBe(false);
    if (!twelve.ok) expect(twelve.error.code).toBe('shooting/all-suppressed');
  });
});
