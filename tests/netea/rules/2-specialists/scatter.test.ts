import { describe, expect, it } from 'vitest';
import { rollScatter, scattered } from '../../../../engine/netea/rules/2-specialists/scatter';
import { fixedDice } from '../../../fixtures/shootingGame';

const why = { purpose: 'Drop Pod 1 lands', section: '4.4' };

describe('scatter (4.4, 2.1.21)', () => {
  it('two D6 give the direction (60° sectors, 10° steps), 2D6 the distance in cm', () => {
    const { dice, rolls } = fixedDice(1, 1, 3, 4);
    const s = rollScatter(dice, why);
    expect(s).toEqual({ direction: 0, distance: 7 });
    expect(scattered({ x: 50, y: 50 }, s)).toEqual({ x: 57, y: 50 });
    expect(rolls.map((r) => [r.dice, r.section])).toEqual([
      ['D6', '4.4'],
      ['2D6', '4.4'],
    ]);
  });

  it('covers the whole circle: 6, 6 points 350°; 2, 4 points 90° (down the table)', () => {
    expect(rollScatter(fixedDice(6, 6, 1, 1).dice, why).direction).toBe(350);
    const down = rollScatter(fixedDice(2, 4, 6, 6).dice, why);
    expect(down).toEqual({ direction: 90, distance: 12 });
    const p = scattered({ x: 10, y: 10 }, down);
    expect(p.x).toBeCloseTo(10);
    expect(p.y).toBeCloseTo(22);
  });
});
