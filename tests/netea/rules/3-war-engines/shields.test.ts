import { describe, expect, it } from 'vitest';
import type { UnitDatasheet } from '../../../../engine/netea/data';
import type { GameEvent } from '../../../../engine/netea/events';
import { resolveHits } from '../../../../engine/netea/rules/1.9-shooting/casualties';
import { shootingOptions } from '../../../../engine/netea/rules/1.9-shooting/options';
import { hitEffect } from '../../../../engine/netea/rules/1.9-shooting/saves';
import {
  allocationProblem,
  applyAllocation,
} from '../../../../engine/netea/rules/1.9-shooting/shooting';
import { repairVoidShields } from '../../../../engine/netea/rules/3-war-engines/shields';
import type { GameState } from '../../../../engine/netea/state/schema';
import { fixedDice, row, shootingGame } from '../../../fixtures/shootingGame';
import { bm, bunker, devastatorsVs } from './helpers';

const ctx = { targetFormationId: 'we', cover: {}, crossfire: false };
const at = hitEffect('AT', []);

function gargant(): GameState {
  return shootingGame([
    { id: 'sm', side: 0, units: row('dev', 'sm-devastator', 4, 60, 20) },
    { id: 'we', side: 1, units: [{ id: 'gg', sheet: 'ork-great-gargant', x: 60, y: 50 }] },
  ]);
}

/** The Command Bunker given `n` void shields (a Titan-like datasheet for the test). */
function shielded(n: number): GameState {
  const s = devastatorsVs([bunker('bk', 60, 45)]);
  const sheet = s.datasheets['command-bunker'] as UnitDatasheet;
  return { ...s, datasheets: { ...s.datasheets, 'command-bunker': { ...sheet, voidShields: n } } };
}

describe('Ork power fields (seed 001 5.5.4)', () => {
  it('5.5.4: the Great Gargant rolls its D6+6 power fields when first hit; each stops a hit with no save and no Blast marker', () => {
    // Power fields D6+6: 3 → 9. The hit is stopped: no save is rolled.
    const { dice, rolls } = fixedDice(3);
    const r = resolveHits(gargant(), dice, [{ unitId: 'gg', effect: at }], ctx);
    expect(rolls.map((x) => x.section)).toEqual(['5.5.4']);
    expect(r.state.units.gg?.shields).toBe(8);
    expect(r.state.units.gg?.damage).toBe(0);
    expect(r.casualties).toEqual([]);
  });

  it('5.5.4: once every power field is down the war engine is damaged normally, and they never come back', () => {
    const s = gargant();
    const g = s.units.gg!;
    const down = { ...s, units: { ...s.units, gg: { ...g, shields: 0 } } };
    // Save 4+ (reinforced armour re-roll on a miss): 1, re-roll 2 → a point, critical check 3.
    const { dice } = fixedDice(1, 2, 3);
    const r = resolveHits(down, dice, [{ unitId: 'gg', effect: at }], ctx);
    expect(r.state.units.gg?.damage).toBe(1);
    expect(repairVoidShields(r.state, []).units.gg?.shields).toBe(0);
  });

  it('5.5.4: close combat hits ignore power fields', () => {
    const s = gargant();
    const g = s.units.gg!;
    const up = { ...s, units: { ...s.units, gg: { ...g, shields: 5 } } };
    const { dice } = fixedDice(1, 2, 3);
    const cc = hitEffect('assault', []);
    const r = resolveHits(up, dice, [{ unitId: 'gg', effect: cc, closeCombat: true }], ctx);
    expect(r.state.units.gg?.shields).toBe(5);
    expect(r.state.units.gg?.damage).toBe(1);
  });
});

describe('Void shields', () => {
  it('3.2: each void shield stops a hit and goes down; with all down hits go through to saves', () => {
    // Two shields stop two hits; the third hit: save 1 (fails), critical check 2.
    const { dice } = fixedDice(1, 2);
    const hits = ['bk', 'bk', 'bk'].map((unitId) => ({ unitId, effect: at }));
    const r = resolveHits(shielded(2), dice, hits, ctx);
    expect(r.state.units.bk?.shields).toBe(0);
    expect(r.state.units.bk?.damage).toBe(1);
    expect(r.casualties.filter((c) => c.blastMarker)).toHaveLength(1);
  });

  it('3.2: one downed void shield comes back in each end phase, never more than the datasheet gives', () => {
    const s = shielded(2);
    const b = s.units.bk!;
    const events: GameEvent[] = [];
    const once = repairVoidShields(
      { ...s, units: { ...s.units, bk: { ...b, shields: 0 } } },
      events,
    );
    expect(once.units.bk?.shields).toBe(1);
    expect(repairVoidShields(repairVoidShields(once, []), []).units.bk?.shields).toBe(2);
    expect(events.map((e) => e.type)).toEqual(['war-engine/shield-repaired']);
  });

  it('2.2.2 FAQ: Does a disrupt hit inflict a Blast marker when it takes down a void shield or power field? No', () => {
    const s = shielded(2);
    const o = shootingOptions(s, 'sm', 'we', { action: 'advance' });
    if (!o.ok) throw new Error(o.error.message);
    const p = allocationProblem(
      s,
      o.value,
      [{ type: 'AT', count: 1, abilities: ['disrupt'], eligible: ['bk'] }],
      'normal',
    );
    const { dice } = fixedDice();
    const r = applyAllocation(s, dice, o.value, p, p.defaultAllocation, {
      crossfire: false,
      earlierKill: false,
    });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.units.bk?.shields).toBe(1);
    expect(bm(r.state, 'we')).toBe(0);
    // With the shields down the same disrupt hit, saved (5), places its Blast marker.
    const b = s.units.bk!;
    const down = { ...s, units: { ...s.units, bk: { ...b, shields: 0 } } };
    const again = applyAllocation(down, fixedDice(5).dice, o.value, p, p.defaultAllocation, {
      crossfire: false,
      earlierKill: false,
    });
    if (!again.ok) throw new Error(again.error.message);
    expect(bm(again.state, 'we')).toBe(1);
  });
});
