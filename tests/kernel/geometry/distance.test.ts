import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BASE_CONTACT_TOLERANCE,
  basesOverlap,
  GEOMETRY_EPSILON,
  inBaseContact,
  penetrationDepth,
  pointShapeDistance,
  shapeDistance,
  shapeOf,
  shapesWithin,
} from '../../../engine/kernel/geometry';
import { at, circle, placementArb, rect, sampledDistance, num } from './helpers';

// A 2 x 4 tank base at the origin facing +x: x from -2 to 2, y from -1 to 1.
const tank = shapeOf(at(0, 0, rect(2, 4)));

describe('edge-to-edge distance (DESIGN: distances are edge to edge)', () => {
  const cases: [string, ReturnType<typeof shapeOf>, number][] = [
    ['rect/rect side by side along x: 10 - 2 - 2', shapeOf(at(10, 0, rect(2, 4))), 6],
    ['rect/rect, the other turned 90°: 10 - 2 - 1', shapeOf(at(10, 0, rect(2, 4), 90)), 7],
    // Corner (10 - 2cos45 - sin45, ...) = (8 - 3/√2 + 2, -0.71) faces the tank's right edge.
    [
      'rect/rect, the other turned 45°: 8 - 3/√2',
      shapeOf(at(10, 0, rect(2, 4), 45)),
      8 - 3 / Math.SQRT2,
    ],
    // A 2x2 square turned 45° at (5, 5): its edge x + y = 10 - √2 faces the tank's corner (2, 1).
    [
      'rect corner to a diamond edge: 7/√2 - 1',
      shapeOf(at(5, 5, rect(2, 2), 45)),
      7 / Math.SQRT2 - 1,
    ],
    ['rect/circle along x: 10 - 2 - 2', shapeOf(at(10, 0, circle(4))), 6],
    ['rect corner (2, 1) to a circle at (5, 5): 5 - 2', shapeOf(at(5, 5, circle(4))), 3],
    ['overlapping bases are 0 apart', shapeOf(at(3, 0, rect(2, 4), 30)), 0],
    ['touching bases are 0 apart', shapeOf(at(4, 0, rect(2, 4))), 0],
    ['a base wholly under another is 0 apart', shapeOf(at(0.5, 0, circle(1))), 0],
  ];
  it.each(cases)('%s', (_name, other, expected) => {
    expect(shapeDistance(tank, other)).toBeCloseTo(expected, 9);
    expect(shapeDistance(other, tank)).toBeCloseTo(expected, 9);
  });

  it('circle/circle: 10 - 1 - 2', () => {
    expect(shapeDistance(shapeOf(at(0, 0, circle(2))), shapeOf(at(6, 8, circle(4))))).toBeCloseTo(
      7,
      12,
    );
  });

  it('point to base: 0 on or under it, else to the nearest edge', () => {
    expect(pointShapeDistance(tank, { x: 5, y: 0 })).toBeCloseTo(3, 12);
    expect(pointShapeDistance(tank, { x: 5, y: 5 })).toBeCloseTo(5, 12);
    expect(pointShapeDistance(tank, { x: 0, y: 0 })).toBe(0);
    expect(pointShapeDistance(tank, { x: 2, y: 1 })).toBe(0);
    expect(pointShapeDistance(shapeOf(at(0, 0, circle(4))), { x: 3, y: 4 })).toBeCloseTo(3, 12);
  });

  it('penetration depth: how far apart two overlapping bases must be pushed', () => {
    expect(penetrationDepth(tank, shapeOf(at(3, 0, rect(2, 4))))).toBeCloseTo(1, 12);
    expect(penetrationDepth(tank, shapeOf(at(0, 1.5, circle(2))))).toBeCloseTo(0.5, 12);
    expect(penetrationDepth(tank, shapeOf(at(5, 0, rect(2, 4))))).toBe(0);
  });
});

describe('base contact and overlap', () => {
  it(`bases up to BASE_CONTACT_TOLERANCE (${BASE_CONTACT_TOLERANCE}cm) apart are in contact`, () => {
    expect(inBaseContact(tank, shapeOf(at(4, 0, rect(2, 4))))).toBe(true);
    expect(inBaseContact(tank, shapeOf(at(4.05, 0, rect(2, 4))))).toBe(true);
    expect(inBaseContact(tank, shapeOf(at(4.06, 0, rect(2, 4))))).toBe(false);
  });

  it('bases nudged into each other by less than the tolerance touch; further in, they overlap', () => {
    expect(basesOverlap(tank, shapeOf(at(3.96, 0, rect(2, 4))))).toBe(false);
    expect(basesOverlap(tank, shapeOf(at(3.9, 0, rect(2, 4))))).toBe(true);
    expect(basesOverlap(tank, shapeOf(at(10, 0, rect(2, 4))))).toBe(false);
  });
});

describe('distance properties (random bases, positions and facings)', () => {
  it('is symmetric and never negative', () => {
    fc.assert(
      fc.property(placementArb(), placementArb(), (a, b) => {
        const sa = shapeOf(a);
        const sb = shapeOf(b);
        const d = shapeDistance(sa, sb);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(Math.abs(d - shapeDistance(sb, sa))).toBeLessThan(1e-9);
      }),
    );
  });

  it('matches a brute-force outline sampling, and is 0 exactly when the bases meet', () => {
    fc.assert(
      fc.property(placementArb(12), placementArb(12), (a, b) => {
        const d = shapeDistance(shapeOf(a), shapeOf(b));
        const brute = sampledDistance(a, b);
        // Never more than any real pair of outline points; within sampling error of the best.
        expect(d).toBeLessThanOrEqual(brute.distance + 1e-9);
        expect(d).toBeGreaterThanOrEqual(brute.distance - brute.spacing);
        // Away from the sampling's blind spot, overlap per the brute force <=> distance 0.
        fc.pre(brute.distance === 0 || brute.distance > 2 * brute.spacing);
        expect(d === 0).toBe(brute.distance === 0);
      }),
      { numRuns: 300 },
    );
  });

  it('threshold answers (within, contact, overlap) agree with the distance', () => {
    fc.assert(
      fc.property(placementArb(8), placementArb(8), num(0, 10), (a, b, r) => {
        const sa = shapeOf(a);
        const sb = shapeOf(b);
        const d = shapeDistance(sa, sb);
        expect(shapesWithin(sa, sb, r)).toBe(d <= r + GEOMETRY_EPSILON);
        expect(inBaseContact(sa, sb)).toBe(d <= BASE_CONTACT_TOLERANCE + GEOMETRY_EPSILON);
        if (basesOverlap(sa, sb)) expect(d).toBe(0);
        if (d > 0) expect(penetrationDepth(sa, sb)).toBe(0);
      }),
    );
  });
});
