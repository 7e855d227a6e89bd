import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FireArc } from '../../../engine/kernel/geometry';
import { FIRE_ARCS, inFireArc, shapeOf } from '../../../engine/kernel/geometry';
import { at, circle, placementArb, rect } from './helpers';

// A tank at the origin facing +x (east on screen); its right is +y (down on screen).
const tank = shapeOf(at(0, 0, rect(2, 4)));
const arcsHolding = (x: number, y: number, size = 1) =>
  FIRE_ARCS.filter((arc) => inFireArc(tank, arc, shapeOf(at(x, y, circle(size)))));

describe('weapon fire arcs (1.9.2)', () => {
  it('names the datasheet arcs', () => {
    expect(FIRE_ARCS).toEqual(['all', 'forward', 'rear', 'left', 'right', 'fixed-forward']);
  });

  const cases: [string, number, number, FireArc[]][] = [
    ['ahead and to the right', 10, 5, ['all', 'forward', 'right', 'fixed-forward']],
    ['ahead and to the left', 10, -5, ['all', 'forward', 'left', 'fixed-forward']],
    ['behind and to the right', -10, 5, ['all', 'rear', 'right']],
    ['behind and to the left', -10, -5, ['all', 'rear', 'left']],
    // 42° off the facing: inside the fixed-forward 45°.
    ['forward-right at 42°', 10, 9, ['all', 'forward', 'right', 'fixed-forward']],
    // 50° off, 1.41cm from the 45° ray: too far for a 1cm base.
    ['forward-right at 50°', 10, 12, ['all', 'forward', 'right']],
  ];
  it.each(cases)('a target %s', (_name, x, y, arcs) => {
    expect(arcsHolding(x, y)).toEqual(arcs);
  });

  it('any part of the target in the arc is enough', () => {
    // The same spot at 50°, but a 3cm base reaches 1.5cm: across the 45° ray.
    expect(inFireArc(tank, 'fixed-forward', shapeOf(at(10, 12, circle(3))))).toBe(true);
    // A target straddling the line between left and right is in both.
    expect(arcsHolding(10, 0)).toEqual(['all', 'forward', 'left', 'right', 'fixed-forward']);
    // A long base across the front whose corners all lie outside the 90° wedge.
    const wall = shapeOf(at(3, 0, rect(1, 20), 90));
    expect(inFireArc(tank, 'fixed-forward', wall)).toBe(true);
    expect(inFireArc(tank, 'rear', shapeOf(at(1, 0, rect(1, 1))))).toBe(false);
  });

  it('arcs turn with the shooter', () => {
    const facingDown = shapeOf(at(0, 0, rect(2, 4), 90)); // facing +y; its right is -x
    const t = shapeOf(at(-10, 3, circle(1)));
    expect(inFireArc(facingDown, 'right', t)).toBe(true);
    expect(inFireArc(facingDown, 'left', t)).toBe(false);
    expect(inFireArc(facingDown, 'forward', t)).toBe(true);
    expect(inFireArc(facingDown, 'fixed-forward', t)).toBe(false);
  });

  it('forward and rear, left and right, together cover every target; fixed-forward lies within forward (property)', () => {
    fc.assert(
      fc.property(placementArb(), placementArb(), (s, t) => {
        const shooter = shapeOf(s);
        const target = shapeOf(t);
        expect(inFireArc(shooter, 'forward', target) || inFireArc(shooter, 'rear', target)).toBe(
          true,
        );
        expect(inFireArc(shooter, 'left', target) || inFireArc(shooter, 'right', target)).toBe(
          true,
        );
        if (inFireArc(shooter, 'fixed-forward', target))
          expect(inFireArc(shooter, 'forward', target)).toBe(true);
      }),
    );
  });
});
