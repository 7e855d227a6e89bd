import { describe, expect, it } from 'vitest';
import type { GameState } from '../../engine/netea/state/schema';
import type { TerrainFeature } from '../../engine/kernel/geometry';
import { ORK_BOYZ, rect } from '../fixtures/shootingGame';
import { tankWith } from '../fixtures/specialists';
import { withSheet } from './entryHelpers';
import { battle, declare, go, rollsOf, type Step } from './helpers';

/** A tank whose one gun (45cm, AP4+/AT4+, 3+ on sustained fire) is a titan killer (2.2.9). */
const TK_TANK = tankWith('test-titan-killer', { id: 'titan-killer', damage: 1 });

/** `gun` (one unit of `sheet`, side 0) at y 20, one target unit `t1` of `target` (side 1) at `targetY`;
 * the shooter takes a sustained fire action (passed on a 1: initiative 1+) and rolls `toHit`. */
function shootAt(
  sheet: string,
  target: string,
  toHit: readonly number[],
  terrain: readonly TerrainFeature[] = [],
  targetY = 40,
): Step {
  const tk = sheet === TK_TANK.id;
  let s = battle(
    [
      {
        id: 'shooter',
        side: 0,
        units: [{ id: 'gun', sheet: tk ? 'sm-predator-destructor' : sheet, x: 60, y: 20 }],
      },
      { id: 'target', side: 1, units: [{ id: 't1', sheet: target, x: 60, y: targetY }] },
    ],
    { terrain },
  );
  if (tk) s = withSheet(s, TK_TANK, ['gun']);
  const declared = go(s, declare(0, 'shooter', 'sustained-fire'), 1).state;
  return go(declared, { type: 'shoot.declare', side: 0, targetFormationId: 'target' }, ...toHit);
}

const saves = (step: Step) =>
  rollsOf(step.events)
    .filter((r) => ['1.9.6', '2.1.11', '2.1.6'].includes(r.section))
    .map((r) => [r.section, r.needed]);
const statusOf = (s: GameState, id: string) => s.units[id]?.status;

describe('2.1.9 Light Vehicles', () => {
  it('2.1.9: a light vehicle can be hit by AP fire (Ork Boyz’ big shoota hits a Land Speeder, which saves on its 4+)', () => {
    // Ork Boyz: big shoota AP6+, 5+ on sustained fire; the choppa has no range.
    const shot = shootAt(ORK_BOYZ.id, 'sm-land-speeder', [5]);
    const lost = go(shot.state, { type: 'hits.allocate', side: 1 }, 1);
    expect(saves(lost)).toEqual([['1.9.6', 4]]);
    expect(statusOf(lost.state, 't1')).toBe('destroyed');
  });
});

describe('2.1.11 Reinforced Armour', () => {
  it('2.1.11: reinforced armour re-rolls a failed save against a non-macro-weapon hit (a Land Raider’s lascannon at a Land Raider)', () => {
    // Two twin lascannon shots, AT4+ (3+ on sustained fire): one hit; the heavy bolter's AP
    // shot cannot hit an armoured vehicle. The 4+ save fails on a 1 and the re-roll of 5 saves it.
    const shot = shootAt('sm-land-raider', 'sm-land-raider', [3, 1, 1]);
    const saved = go(shot.state, { type: 'hits.allocate', side: 1 }, 1, 5);
    expect(saves(saved)).toEqual([
      ['1.9.6', 4],
      ['2.1.11', 4],
    ]);
    expect(statusOf(saved.state, 't1')).toBe('deployed');
  });

  it('2.1.11: … and still saves against a macro-weapon hit, without the re-roll (a Land Speeder’s multi-melta)', () => {
    // Multi-melta MW5+ (4+ on sustained fire), 15cm: the Land Raider 12cm off.
    const shot = shootAt('sm-land-speeder', 'sm-land-raider', [4], [], 32);
    const lost = go(shot.state, { type: 'hits.allocate', side: 1 }, 1);
    expect(saves(lost)).toEqual([['1.9.6', 4]]);
    expect(statusOf(lost.state, 't1')).toBe('destroyed');
  });
});

describe('2.2.9 Titan Killers', () => {
  it('2.2.9: a unit hit by a titan killer takes no armour save, even with reinforced armour', () => {
    const shot = shootAt(TK_TANK.id, 'sm-land-raider', [3]);
    const lost = go(shot.state, { type: 'hits.allocate', side: 1 });
    expect(saves(lost)).toEqual([]);
    expect(statusOf(lost.state, 't1')).toBe('destroyed');
  });

  it('2.2.9: … nor a cover save (Tactical Marines in woods: 4+ to hit with the cover -1)', () => {
    const shot = shootAt(TK_TANK.id, 'sm-tactical', [4], [rect('wood', 'woods', 50, 35, 70, 45)]);
    const lost = go(shot.state, { type: 'hits.allocate', side: 1 });
    expect(saves(lost)).toEqual([]);
    expect(statusOf(lost.state, 't1')).toBe('destroyed');
  });
});
