import { describe, expect, it } from 'vitest';
import { shootingOptions } from '../../engine/netea/rules/1.9-shooting/options';
import { assaultOdds, resultOdds } from '../../ai/utility/considerations/assault';
import { expectedShooting, meanAmount } from '../../ai/utility/considerations/shooting';
import {
  coverShare,
  exposure,
  movedUnits,
  nearestEnemyDistance,
} from '../../ai/utility/considerations/position';
import { situationOf, viewOf } from '../../ai/utility/situation';
import { battle, withFormation } from '../conformance/helpers';
import { rect, row } from '../fixtures/shootingGame';

describe('considerations', () => {
  it('expected kills from the engine options: missile launchers at Tactical units in the open', () => {
    // Four missile launchers AP5+ (1/3 to hit) at infantry with armour 4+ (half die): 4/3 hits,
    // 2/3 kills; one Blast marker for coming under fire plus one per kill (1.9.4, 1.9.5, 1.9.6).
    const s = battle([
      { id: 'a', side: 0, units: row('a', 'sm-tactical', 4, 50, 60) },
      { id: 'e', side: 1, units: row('e', 'sm-tactical', 4, 50, 90) },
    ]);
    const options = shootingOptions(s, 'a', 'e', { action: 'advance' });
    if (!options.ok) throw new Error(options.error.message);
    const e = expectedShooting(s, options.value);
    expect(e.hits).toBeCloseTo(4 / 3);
    expect(e.kills).toBeCloseTo(2 / 3);
    expect(e.blastMarkers).toBeCloseTo(1 + 2 / 3);
    expect(e.breaks).toBeLessThan(0.2);
    // With 3 Blast markers on its 4 units the target is all but sure to break (1.9.7).
    const battered = withFormation(s, 'e', { blastMarkers: 3 });
    const o2 = shootingOptions(battered, 'a', 'e', { action: 'advance' });
    if (!o2.ok) throw new Error(o2.error.message);
    expect(expectedShooting(battered, o2.value).breaks).toBeGreaterThan(0.8);
  });

  it('the mean of an amount: 3, D3, 2D6, D6+3', () => {
    expect(meanAmount(3)).toBe(3);
    expect(meanAmount({ dice: 1, sides: 3 })).toBe(2);
    expect(meanAmount({ dice: 2, sides: 6 })).toBe(7);
    expect(meanAmount({ dice: 1, sides: 6, modifier: 3 })).toBe(6.5);
  });

  it('assault result odds: even at equal modifiers, rising with each modifier (1.12.7)', () => {
    expect(resultOdds(0, 0)).toBeCloseTo(0.5);
    expect(resultOdds(1, 0)).toBeGreaterThan(0.6);
    expect(resultOdds(3, 0)).toBeGreaterThan(resultOdds(1, 0));
    expect(resultOdds(0, 2) + resultOdds(2, 0)).toBeCloseTo(1);
  });

  it('assault odds use the result modifiers: numbers and Blast markers count', () => {
    const s = battle([
      { id: 'big', side: 0, units: row('b', 'sm-tactical', 6, 40, 60, 3) },
      { id: 'small', side: 1, units: row('s', 'sm-tactical', 2, 45, 66, 3) },
    ]);
    const odds = assaultOdds(s, 'big', 'small');
    const reverse = assaultOdds(s, 'small', 'big');
    expect(odds.win).toBeGreaterThan(0.8);
    expect(reverse.win).toBeLessThan(0.2);
    const marked = assaultOdds(withFormation(s, 'big', { blastMarkers: 4 }), 'big', 'small');
    expect(marked.win).toBeLessThan(odds.win);
  });

  it('cover, exposure and distance of a formation standing elsewhere', () => {
    const s = battle(
      [
        { id: 'a', side: 0, units: row('a', 'sm-tactical', 2, 20, 20) },
        { id: 'e', side: 1, units: row('e', 'sm-tactical', 3, 100, 20) },
      ],
      { terrain: [rect('trees', 'woods', 38, 15, 50, 25)] },
    );
    const view = viewOf(s, s.formations['a']!);
    expect(coverShare(s, view.units)).toBe(0);
    expect(coverShare(s, movedUnits(view.units, { x: 20, y: 0 }))).toBe(1);
    const situation = situationOf(s, 0);
    // Missile launchers reach 45cm, plus a 15cm move for a formation yet to act.
    expect(exposure(situation, { x: 20, y: 20 })).toBe(0);
    expect(exposure(situation, { x: 50, y: 20 })).toBe(3);
    expect(nearestEnemyDistance(situation, { x: 90, y: 20 })).toBeCloseTo(10);
  });
});
