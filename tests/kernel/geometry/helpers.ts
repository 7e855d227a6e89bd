/**
 * Shared test material: fast-check arbitraries for bases and brute-force references written
 * independently of the engine (local coordinates and dense sampling), so property tests check
 * the engine against something other than itself.
 */
import fc from 'fast-check';
import type { Footprint, Placement, Point } from '../../../engine/kernel/geometry';

export const rect = (width: number, length: number): Footprint => ({
  shape: 'rect',
  width,
  length,
});
export const circle = (diameter: number): Footprint => ({ shape: 'circle', diameter });
export const at = (x: number, y: number, footprint: Footprint, facing = 0): Placement => ({
  position: { x, y },
  facing,
  footprint,
});

/**
 * A number spread evenly over [min, max], and now and then a whole number in it so that exact
 * alignments (touching bases, collinear edges) come up too. fc.double alone is no good here:
 * it picks evenly among representable doubles, which crowd around zero.
 */
export function num(min: number, max: number): fc.Arbitrary<number> {
  const even = fc.integer({ min: 0, max: 2 ** 30 }).map((i) => min + ((max - min) * i) / 2 ** 30);
  return fc.oneof(
    { arbitrary: even, weight: 4 },
    { arbitrary: fc.integer({ min: Math.ceil(min), max: Math.floor(max) }), weight: 1 },
  );
}

export const footprintArb: fc.Arbitrary<Footprint> = fc.oneof(
  fc
    .record({
      width: num(0.5, 8),
      length: num(0.5, 12),
    })
    .map(({ width, length }) => rect(width, length)),
  num(0.5, 10).map(circle),
);

export const placementArb = (spread = 20): fc.Arbitrary<Placement> =>
  fc
    .record({
      x: num(-spread, spread),
      y: num(-spread, spread),
      facing: num(0, 360),
      footprint: footprintArb,
    })
    .map(({ x, y, facing, footprint }) => at(x, y, footprint, facing));

/** Whether p lies on or under the base, by turning p into the base's own frame. */
export function insideBase(p: Point, placement: Placement, slack = 0): boolean {
  const dx = p.x - placement.position.x;
  const dy = p.y - placement.position.y;
  const f = placement.footprint;
  if (f.shape === 'circle') return Math.hypot(dx, dy) <= f.diameter / 2 + slack;
  const r = (placement.facing * Math.PI) / 180;
  const along = dx * Math.cos(r) + dy * Math.sin(r);
  const across = -dx * Math.sin(r) + dy * Math.cos(r);
  return Math.abs(along) <= f.length / 2 + slack && Math.abs(across) <= f.width / 2 + slack;
}

/** `count` points evenly spaced around the base's outline, and their spacing. */
export function outline(placement: Placement, count: number): { points: Point[]; spacing: number } {
  const { x, y } = placement.position;
  const f = placement.footprint;
  const points: Point[] = [];
  if (f.shape === 'circle') {
    const r = f.diameter / 2;
    for (let i = 0; i < count; i++) {
      const a = (i / count) * Math.PI * 2;
      points.push({ x: x + r * Math.cos(a), y: y + r * Math.sin(a) });
    }
    return { points, spacing: (Math.PI * f.diameter) / count };
  }
  const r = (placement.facing * Math.PI) / 180;
  const fx = Math.cos(r);
  const fy = Math.sin(r);
  const perimeter = 2 * (f.width + f.length);
  for (let i = 0; i < count; i++) {
    // Walk the outline in the base's frame: along the front, right side, back, left side.
    let s = (i / count) * perimeter;
    let u: number;
    let v: number;
    if (s < f.width) [u, v] = [f.length / 2, -f.width / 2 + s];
    else if ((s -= f.width) < f.length) [u, v] = [f.length / 2 - s, f.width / 2];
    else if ((s -= f.length) < f.width) [u, v] = [-f.length / 2, f.width / 2 - s];
    else [u, v] = [-f.length / 2 + (s - f.width), -f.width / 2];
    points.push({ x: x + u * fx - v * fy, y: y + u * fy + v * fx });
  }
  return { points, spacing: perimeter / count };
}

/**
 * A brute-force edge distance: the least distance between outline samples, 0 if a sample of
 * either base lies under the other. Accurate to about the sample spacing.
 */
export function sampledDistance(
  a: Placement,
  b: Placement,
  count = 240,
): { distance: number; spacing: number } {
  const sa = outline(a, count);
  const sb = outline(b, count);
  const spacing = Math.max(sa.spacing, sb.spacing);
  if (sa.points.some((p) => insideBase(p, b)) || sb.points.some((p) => insideBase(p, a))) {
    return { distance: 0, spacing };
  }
  let best = Infinity;
  for (const p of sa.points)
    for (const q of sb.points) best = Math.min(best, Math.hypot(p.x - q.x, p.y - q.y));
  return { distance: best, spacing };
}

/** Distance from p to the polyline. */
export function distanceToPolyline(p: Point, path: readonly Point[]): number {
  let best = Infinity;
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1] as Point;
    const b = path[i] as Point;
    const ex = b.x - a.x;
    const ey = b.y - a.y;
    const len2 = ex * ex + ey * ey;
    const t = len2 > 0 ? Math.max(0, Math.min(1, ((p.x - a.x) * ex + (p.y - a.y) * ey) / len2)) : 0;
    best = Math.min(best, Math.hypot(a.x + t * ex - p.x, a.y + t * ey - p.y));
  }
  return path.length === 1
    ? Math.hypot(p.x - (path[0] as Point).x, p.y - (path[0] as Point).y)
    : best;
}

/** An axis-aligned rectangle as a polygon, for terrain. */
export function box(x0: number, y0: number, x1: number, y1: number): Point[] {
  return [
    { x: x0, y: y0 },
    { x: x1, y: y0 },
    { x: x1, y: y1 },
    { x: x0, y: y1 },
  ];
}
