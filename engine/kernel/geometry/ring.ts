import type { Box, PolygonShape, Shape } from './shapes';
import { pointSegmentDistanceSq, segmentsIntersect } from './segment';
import type { Point } from './types';

/**
 * A simple polygon of any shape (terrain features are rarely convex): its vertices in flat
 * arrays plus its bounding box, built once per feature.
 */
export interface Ring extends Box {
  readonly n: number;
  // Plain arrays like PolygonShape's, so that functions taking either stay monomorphic.
  readonly xs: readonly number[];
  readonly ys: readonly number[];
  readonly area: number;
}

export function ringFromPoints(points: readonly Point[]): Ring {
  const n = points.length;
  if (n < 3) throw new RangeError('a polygon needs at least three vertices');
  const xs: number[] = [];
  const ys: number[] = [];
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  let area2 = 0;
  for (let i = 0; i < n; i++) {
    const p = points[i] as Point;
    const q = points[(i + 1) % n] as Point;
    xs.push(p.x);
    ys.push(p.y);
    area2 += p.x * q.y - q.x * p.y;
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
    maxX = Math.max(maxX, p.x);
    maxY = Math.max(maxY, p.y);
  }
  return { n, xs, ys, area: Math.abs(area2) / 2, minX, minY, maxX, maxY };
}

/** Whether (x, y) is inside the polygon (even-odd rule; points exactly on an edge may go either way). */
export function pointInRing(ring: Ring, x: number, y: number): boolean {
  if (x < ring.minX || x > ring.maxX || y < ring.minY || y > ring.maxY) return false;
  const { n, xs, ys } = ring;
  let inside = false;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const yi = ys[i] as number;
    const yj = ys[j] as number;
    if (yi > y !== yj > y) {
      const xi = xs[i] as number;
      const xj = xs[j] as number;
      if (x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

/** Squared distance from (x, y) to the polygon's outline. */
export function ringBoundaryDistanceSq(ring: Ring, x: number, y: number): number {
  const { n, xs, ys } = ring;
  let best = Infinity;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const d = pointSegmentDistanceSq(
      x,
      y,
      xs[j] as number,
      ys[j] as number,
      xs[i] as number,
      ys[i] as number,
    );
    if (d < best) best = d;
  }
  return best;
}

/** Distance from a point to the polygon's area: 0 inside. */
export function pointRingDistance(ring: Ring, x: number, y: number): number {
  return pointInRing(ring, x, y) ? 0 : Math.sqrt(ringBoundaryDistanceSq(ring, x, y));
}

/** Distance from a segment to the polygon's area: 0 when it touches or enters it. */
export function segmentRingDistance(ring: Ring, ax: number, ay: number, bx: number, by: number) {
  if (pointInRing(ring, ax, ay)) return 0;
  const { n, xs, ys } = ring;
  let best = Infinity;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const cx = xs[j] as number;
    const cy = ys[j] as number;
    const dx = xs[i] as number;
    const dy = ys[i] as number;
    if (segmentsIntersect(ax, ay, bx, by, cx, cy, dx, dy)) return 0;
    best = Math.min(
      best,
      pointSegmentDistanceSq(ax, ay, cx, cy, dx, dy),
      pointSegmentDistanceSq(bx, by, cx, cy, dx, dy),
      pointSegmentDistanceSq(cx, cy, ax, ay, bx, by),
    );
  }
  return Math.sqrt(best);
}

function convexContains(p: PolygonShape, x: number, y: number): boolean {
  for (let i = 0; i < p.n; i++) {
    if ((p.nx[i] as number) * x + (p.ny[i] as number) * y > (p.offset[i] as number)) return false;
  }
  return true;
}

/** Whether a convex polygon and a simple polygon share a point. */
export function convexRingIntersect(p: PolygonShape, ring: Ring): boolean {
  if (p.maxX < ring.minX || p.minX > ring.maxX || p.maxY < ring.minY || p.minY > ring.maxY) {
    return false;
  }
  if (pointInRing(ring, p.xs[0] as number, p.ys[0] as number)) return true;
  if (convexContains(p, ring.xs[0] as number, ring.ys[0] as number)) return true;
  const { n, xs, ys } = ring;
  for (let i = 0; i < p.n; i++) {
    const ax = p.xs[i] as number;
    const ay = p.ys[i] as number;
    const bx = ax + (p.ex[i] as number);
    const by = ay + (p.ey[i] as number);
    for (let k = 0, j = n - 1; k < n; j = k++) {
      const cx = xs[j] as number;
      const cy = ys[j] as number;
      const dx = xs[k] as number;
      const dy = ys[k] as number;
      if (segmentsIntersect(ax, ay, bx, by, cx, cy, dx, dy)) return true;
    }
  }
  return false;
}

/** Edge distance between a convex polygon and a simple polygon's area (0 when they meet). */
export function convexRingDistance(p: PolygonShape, ring: Ring): number {
  if (convexRingIntersect(p, ring)) return 0;
  let best = Infinity;
  for (let i = 0; i < p.n; i++) {
    best = Math.min(best, ringBoundaryDistanceSq(ring, p.xs[i] as number, p.ys[i] as number));
  }
  const { n, xs, ys } = ring;
  for (let k = 0; k < n; k++) {
    const x = xs[k] as number;
    const y = ys[k] as number;
    for (let i = 0; i < p.n; i++) {
      const ax = p.xs[i] as number;
      const ay = p.ys[i] as number;
      const d = pointSegmentDistanceSq(
        x,
        y,
        ax,
        ay,
        ax + (p.ex[i] as number),
        ay + (p.ey[i] as number),
      );
      if (d < best) best = d;
    }
  }
  return Math.sqrt(best);
}

/** Edge distance between a placed base and a polygon's area (0 when the base touches or enters it). */
export function shapeRingDistance(shape: Shape, ring: Ring): number {
  if (shape.kind === 'polygon') return convexRingDistance(shape, ring);
  return Math.max(0, pointRingDistance(ring, shape.cx, shape.cy) - shape.radius);
}
