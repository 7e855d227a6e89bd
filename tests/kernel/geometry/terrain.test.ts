import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Point, TerrainFeature } from '../../../engine/kernel/geometry';
import {
  buildTerrainIndex,
  featureCoverage,
  featuresAtPoint,
  featuresInBox,
  featuresNearSegment,
  featuresUnder,
  pointInRing,
  pointRingDistance,
  ringFromPoints,
  segmentEntersRing,
  segmentLengthInRing,
  shapeOf,
  shapeRingDistance,
  standingHeight,
  terrainSite,
} from '../../../engine/kernel/geometry';
import {
  at,
  box,
  circle,
  distanceToPolyline,
  insideBase,
  outline,
  placementArb,
  rect,
  num,
} from './helpers';

const square = ringFromPoints(box(0, 0, 10, 10));
// An L: the square with its lower-right quarter (x > 4 and y > 4) cut away.
const ell = ringFromPoints([
  { x: 0, y: 0 },
  { x: 10, y: 0 },
  { x: 10, y: 4 },
  { x: 4, y: 4 },
  { x: 4, y: 10 },
  { x: 0, y: 10 },
]);

describe('terrain areas (1.8)', () => {
  it('tells points inside a polygon, concave ones included', () => {
    expect(pointInRing(square, 5, 5)).toBe(true);
    expect(pointInRing(square, 11, 5)).toBe(false);
    expect(pointInRing(ell, 2, 8)).toBe(true);
    expect(pointInRing(ell, 7, 7)).toBe(false);
    expect(pointRingDistance(ell, 7, 7)).toBeCloseTo(3, 12);
  });

  const coverage: [string, Parameters<typeof shapeOf>[0], 'none' | 'partly' | 'wholly'][] = [
    ['a tank in the middle is wholly in', at(5, 5, rect(2, 4)), 'wholly'],
    ['touching the outline from inside is still wholly in', at(8, 5, rect(2, 4)), 'wholly'],
    ['astride the outline is partly in', at(10, 5, rect(2, 4)), 'partly'],
    ['touching the outline from outside is not in', at(12, 5, rect(2, 4)), 'none'],
    ['well outside is not in', at(15, 5, rect(2, 4), 30), 'none'],
    ['a round base in the middle', at(5, 5, circle(4)), 'wholly'],
    ['a round base touching from inside', at(8, 5, circle(4)), 'wholly'],
    ['a round base astride the outline', at(11, 5, circle(4)), 'partly'],
    ['a round base touching from outside', at(12, 5, circle(4)), 'none'],
  ];
  it.each(coverage)('coverage: %s', (_name, placement, expected) => {
    expect(featureCoverage(square, shapeOf(placement))).toBe(expected);
  });

  it('coverage of a concave feature: all four corners inside, the middle over the notch', () => {
    // From (1, 9) to (9, 1) across the notch, 1cm wide: every corner lies in the L.
    const diagonal = shapeOf(at(5, 5, rect(1, 8 * Math.SQRT2), -45));
    expect(featureCoverage(ell, diagonal)).toBe('partly');
    expect(featureCoverage(ell, shapeOf(at(2, 7, rect(1, 4), 90)))).toBe('wholly');
  });

  it('the length of a line inside a polygon (1.9.2: the 10cm into terrain)', () => {
    expect(segmentLengthInRing(square, -5, 5, 15, 5)).toBeCloseTo(10, 12);
    expect(segmentLengthInRing(square, 2, 5, 8, 5)).toBeCloseTo(6, 12);
    expect(segmentLengthInRing(square, 5, 5, 25, 5)).toBeCloseTo(5, 12);
    expect(segmentLengthInRing(square, -5, -5, 15, 15)).toBeCloseTo(10 * Math.SQRT2, 12); // through two corners
    expect(segmentLengthInRing(square, -5, 20, 15, 20)).toBe(0);
    expect(segmentLengthInRing(ell, -1, 7, 11, 7)).toBeCloseTo(4, 12); // in, out over the notch
    expect(segmentLengthInRing(ell, 2, -1, 2, 11)).toBeCloseTo(10, 12);
    expect(segmentLengthInRing(ell, -2, 4, 12, 4)).toBeCloseTo(4, 12); // along the notch's edge
  });

  it('a line running along an outline only grazes it, on every side alike', () => {
    expect(segmentLengthInRing(square, -5, 0, 15, 0)).toBe(0);
    expect(segmentLengthInRing(square, -5, 10, 15, 10)).toBe(0);
    expect(segmentLengthInRing(square, 0, -5, 0, 15)).toBe(0);
    expect(segmentLengthInRing(square, 10, 15, 10, -5)).toBe(0);
    expect(segmentEntersRing(square, -5, 0, 15, 0)).toBe(false);
    expect(segmentEntersRing(square, -5, -5, 15, 15)).toBe(true); // corner to corner
    expect(segmentEntersRing(square, -5, 5, 0, 5)).toBe(false); // ends on the outline
    expect(segmentEntersRing(square, -5, 5, 0.001, 5)).toBe(true);
  });
});

const woods: TerrainFeature = {
  id: 'woods',
  type: 'woods',
  polygon: box(20, 20, 40, 40),
  height: 1,
};
const hill: TerrainFeature = { id: 'hill', type: 'hill', polygon: box(0, 0, 35, 35), height: 2 };
const road: TerrainFeature = {
  id: 'road',
  type: 'road',
  polygon: box(0, 60, 180, 64),
  height: 0,
};
const terrain = buildTerrainIndex([woods, hill, road]);

describe('standing on terrain (1.8.4 Hills, 1.9.2)', () => {
  it('a unit stands at the height of the highest feature under the centre of its base', () => {
    expect(standingHeight(terrain, { x: 25, y: 25 })).toBe(2); // woods on the hill
    expect(standingHeight(terrain, { x: 38, y: 38 })).toBe(1); // woods beyond the hill
    expect(standingHeight(terrain, { x: 90, y: 62 })).toBe(0); // the road lies flat
    expect(standingHeight(terrain, { x: 90, y: 90 })).toBe(0);
  });

  it('lists the features a base is in, wholly or partly', () => {
    const tank = shapeOf(at(36, 30, rect(2, 4))); // x from 34 to 38: in the woods, astride the hill's edge
    expect(featuresUnder(terrain, tank).map((f) => [f.feature.id, f.coverage])).toEqual([
      ['woods', 'wholly'],
      ['hill', 'partly'],
    ]);
    expect(featuresAtPoint(terrain, { x: 36, y: 30 })).toEqual([0]);
    expect(terrainSite(terrain, tank)).toEqual({ height: 1, standingOn: [0], within: [0, 1] });
  });
});

/** Distance from p to the L's outline, computed here edge by edge. */
function outlineGap(p: Point): number {
  let best = Infinity;
  for (let i = 0; i < ell.n; i++) {
    const j = (i + 1) % ell.n;
    const a = { x: ell.xs[i] as number, y: ell.ys[i] as number };
    const b = { x: ell.xs[j] as number, y: ell.ys[j] as number };
    best = Math.min(best, distanceToPolyline(p, [a, b]));
  }
  return best;
}

describe('terrain index properties (random features)', () => {
  const featureArb = fc
    .record({
      x: num(0, 170),
      y: num(0, 110),
      w: num(1, 30),
      h: num(1, 30),
    })
    .map(({ x, y, w, h }): TerrainFeature => ({
      id: `woods at ${x}, ${y}`,
      type: 'woods',
      polygon: box(x, y, x + w, y + h),
      height: 1,
    }));
  const pointArb = fc.record({
    x: num(-10, 190),
    y: num(-10, 130),
  });

  it('box and segment queries never miss a feature a brute-force scan finds', () => {
    fc.assert(
      fc.property(
        fc.array(featureArb, { minLength: 0, maxLength: 70 }),
        pointArb,
        pointArb,
        num(0, 6),
        (features, a, b, radius) => {
          const index = buildTerrainIndex(features, 7);
          const rings = features.map((f) => ringFromPoints(f.polygon));
          const q = {
            minX: Math.min(a.x, b.x),
            minY: Math.min(a.y, b.y),
            maxX: Math.max(a.x, b.x),
            maxY: Math.max(a.y, b.y),
          };
          const inBox = rings.flatMap((r, i) =>
            r.maxX >= q.minX && r.minX <= q.maxX && r.maxY >= q.minY && r.minY <= q.maxY ? [i] : [],
          );
          expect(featuresInBox(index, q)).toEqual(inBox);
          // Features that some point along the segment comes within `radius` of.
          const near = featuresNearSegment(index, a.x, a.y, b.x, b.y, radius);
          for (let k = 0; k <= 40; k++) {
            const p: Point = { x: a.x + ((b.x - a.x) * k) / 40, y: a.y + ((b.y - a.y) * k) / 40 };
            rings.forEach((r, i) => {
              if (pointRingDistance(r, p.x, p.y) < radius - 1e-9) expect(near).toContain(i);
            });
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('distance from a base to a concave feature matches outline sampling', () => {
    fc.assert(
      fc.property(placementArb(14), (placement) => {
        const d = shapeRingDistance(shapeOf(placement), ell);
        const { points, spacing } = outline(placement, 240);
        const inside =
          points.some((p) => pointInRing(ell, p.x, p.y)) ||
          Array.from(ell.xs).some((x, i) => insideBase({ x, y: ell.ys[i] as number }, placement));
        const sampled = inside
          ? 0
          : Math.min(...points.map((p) => pointRingDistance(ell, p.x, p.y)));
        expect(d).toBeLessThanOrEqual(sampled + 1e-9);
        expect(d).toBeGreaterThanOrEqual(sampled - spacing);
      }),
    );
  });

  it('coverage of a concave feature matches sampling the base (property)', () => {
    fc.assert(
      fc.property(placementArb(14), (placement) => {
        const coverage = featureCoverage(ell, shapeOf(placement));
        // A grid of points over the base, each with its distance to the L's outline.
        const { x, y } = placement.position;
        const samples: { inside: boolean; margin: number }[] = [];
        for (let i = -30; i <= 30; i++) {
          for (let j = -30; j <= 30; j++) {
            const p = { x: x + i * 0.2, y: y + j * 0.2 };
            if (!insideBase(p, placement)) continue;
            samples.push({ inside: pointInRing(ell, p.x, p.y), margin: outlineGap(p) });
          }
        }
        const clearlyIn = samples.some((s) => s.inside && s.margin > 0.01);
        const clearlyOut = samples.some((s) => !s.inside && s.margin > 0.01);
        if (clearlyIn && clearlyOut) expect(coverage).toBe('partly');
        if (clearlyIn) expect(coverage).not.toBe('none');
        if (clearlyOut) expect(coverage).not.toBe('wholly');
      }),
    );
  });
});
