import { GEOMETRY_EPSILON } from './constants';
import type { CircleShape, PolygonShape, Shape } from './shapes';
import type { Point } from './types';

/**
 * Edge-to-edge distances between placed bases: "distances are edge to edge" (DESIGN.md), and
 * the rules measure ranges, zones of control and coherency from any part of a base. Exact for
 * circles and convex polygons (every base and every swept translation).
 */

/** Squared distance from (x, y) to the boundary of a convex polygon. */
function polygonBoundaryDistanceSq(p: PolygonShape, x: number, y: number): number {
  const { n, xs, ys, ex, ey, invLen2 } = p;
  let best = Infinity;
  for (let i = 0; i < n; i++) {
    const ax = xs[i] as number;
    const ay = ys[i] as number;
    const dx = ex[i] as number;
    const dy = ey[i] as number;
    let t = ((x - ax) * dx + (y - ay) * dy) * (invLen2[i] as number);
    if (t < 0) t = 0;
    else if (t > 1) t = 1;
    const qx = ax + t * dx - x;
    const qy = ay + t * dy - y;
    const d = qx * qx + qy * qy;
    if (d < best) best = d;
  }
  return best;
}

function polygonContains(p: PolygonShape, x: number, y: number): boolean {
  const { n, nx, ny, offset } = p;
  for (let i = 0; i < n; i++) {
    if ((nx[i] as number) * x + (ny[i] as number) * y > (offset[i] as number)) return false;
  }
  return true;
}

/** Distance from (x, y) to a convex polygon region: 0 inside or on its edge. */
export function pointPolygonDistance(p: PolygonShape, x: number, y: number): number {
  return polygonContains(p, x, y) ? 0 : Math.sqrt(polygonBoundaryDistanceSq(p, x, y));
}

/** Distance from a point to a placed base: 0 when the point is on or under the base. */
export function pointShapeDistance(shape: Shape, at: Point): number {
  if (shape.kind === 'circle') {
    const dx = at.x - shape.cx;
    const dy = at.y - shape.cy;
    const d = Math.sqrt(dx * dx + dy * dy) - shape.radius;
    return d > 0 ? d : 0;
  }
  return pointPolygonDistance(shape, at.x, at.y);
}

/** Whether an edge of `a` has all of `b` strictly on its outer side (a separating axis). */
function hasSeparatingEdge(a: PolygonShape, b: PolygonShape): boolean {
  const { n, nx, ny, offset } = a;
  const { xs, ys } = b;
  const m = b.n;
  for (let i = 0; i < n; i++) {
    const ux = nx[i] as number;
    const uy = ny[i] as number;
    const o = offset[i] as number;
    let separating = true;
    for (let j = 0; j < m; j++) {
      if (ux * (xs[j] as number) + uy * (ys[j] as number) <= o) {
        separating = false;
        break;
      }
    }
    if (separating) return true;
  }
  return false;
}

/** Whether two closed convex polygons share a point (separating axis theorem). */
export function polygonsIntersect(a: PolygonShape, b: PolygonShape): boolean {
  return !hasSeparatingEdge(a, b) && !hasSeparatingEdge(b, a);
}

function verticesToEdgesSq(a: PolygonShape, b: PolygonShape, best: number): number {
  const { xs, ys } = a;
  for (let i = 0; i < a.n; i++) {
    const d = polygonBoundaryDistanceSq(b, xs[i] as number, ys[i] as number);
    if (d < best) best = d;
  }
  return best;
}

/** Edge distance between convex polygons: the closest pair of disjoint polygons is a vertex of one and an edge of the other. */
export function polygonDistance(a: PolygonShape, b: PolygonShape): number {
  if (polygonsIntersect(a, b)) return 0;
  return Math.sqrt(verticesToEdgesSq(b, a, verticesToEdgesSq(a, b, Infinity)));
}

function circlePolygonDistance(c: CircleShape, p: PolygonShape): number {
  const d = pointPolygonDistance(p, c.cx, c.cy) - c.radius;
  return d > 0 ? d : 0;
}

/**
 * The distance between the nearest edges of two placed bases, 0 when they touch or overlap.
 * Exact for every pair of circle and convex polygon shapes.
 */
export function shapeDistance(a: Shape, b: Shape): number {
  if (a.kind === 'circle') {
    if (b.kind === 'circle') {
      const dx = b.cx - a.cx;
      const dy = b.cy - a.cy;
      const d = Math.sqrt(dx * dx + dy * dy) - a.radius - b.radius;
      return d > 0 ? d : 0;
    }
    return circlePolygonDistance(a, b);
  }
  if (b.kind === 'circle') return circlePolygonDistance(b, a);
  return polygonDistance(a, b);
}

/**
 * Whether two bases are no further than `range` apart, edge to edge, allowing
 * GEOMETRY_EPSILON of float slack. Bounding circles settle most pairs without the exact test.
 */
export function shapesWithin(a: Shape, b: Shape, range: number): boolean {
  const dx = b.cx - a.cx;
  const dy = b.cy - a.cy;
  // Math.sqrt, not Math.hypot: this is the hottest line of the engine and hypot is far slower.
  const centres = Math.sqrt(dx * dx + dy * dy);
  const limit = range + GEOMETRY_EPSILON;
  if (centres - a.outerRadius - b.outerRadius > limit) return false;
  // The inscribed circles lie inside the bases, so the bases are at least that close.
  if (centres - a.innerRadius - b.innerRadius <= limit) return true;
  return shapeDistance(a, b) <= limit;
}

/** Overlap of the intervals [a0, a1] and [b0, b1] (negative when apart). */
function overlap(a0: number, a1: number, b0: number, b1: number): number {
  return Math.min(a1 - b0, b1 - a0);
}

function project(p: PolygonShape, ux: number, uy: number): [number, number] {
  let lo = Infinity;
  let hi = -Infinity;
  for (let i = 0; i < p.n; i++) {
    const v = ux * (p.xs[i] as number) + uy * (p.ys[i] as number);
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  return [lo, hi];
}

function polygonPenetration(a: PolygonShape, b: PolygonShape): number {
  let depth = Infinity;
  for (const p of [a, b]) {
    for (let i = 0; i < p.n; i++) {
      const ux = p.nx[i] as number;
      const uy = p.ny[i] as number;
      const [a0, a1] = project(a, ux, uy);
      const [b0, b1] = project(b, ux, uy);
      const o = overlap(a0, a1, b0, b1);
      if (o <= 0) return 0;
      if (o < depth) depth = o;
    }
  }
  return depth;
}

function circlePolygonPenetration(c: CircleShape, p: PolygonShape): number {
  // Axes: the polygon's edge normals and the direction from its nearest vertex to the centre.
  let nearest = 0;
  let nearestD = Infinity;
  for (let i = 0; i < p.n; i++) {
    const d = Math.hypot((p.xs[i] as number) - c.cx, (p.ys[i] as number) - c.cy);
    if (d < nearestD) {
      nearestD = d;
      nearest = i;
    }
  }
  const axes: [number, number][] = [];
  for (let i = 0; i < p.n; i++) axes.push([p.nx[i] as number, p.ny[i] as number]);
  if (nearestD > 0) {
    axes.push([
      (c.cx - (p.xs[nearest] as number)) / nearestD,
      (c.cy - (p.ys[nearest] as number)) / nearestD,
    ]);
  }
  let depth = Infinity;
  for (const [ux, uy] of axes) {
    const [p0, p1] = project(p, ux, uy);
    const m = ux * c.cx + uy * c.cy;
    const o = overlap(p0, p1, m - c.radius, m + c.radius);
    if (o <= 0) return 0;
    if (o < depth) depth = o;
  }
  return depth;
}

/**
 * How far two bases overlap: the shortest distance one would have to move to stop
 * overlapping (0 when they are apart or only touch). Exact for circles and convex polygons.
 */
export function penetrationDepth(a: Shape, b: Shape): number {
  if (a.kind === 'circle') {
    if (b.kind === 'circle') {
      const d = a.radius + b.radius - Math.hypot(b.cx - a.cx, b.cy - a.cy);
      return d > 0 ? d : 0;
    }
    return circlePolygonPenetration(a, b);
  }
  if (b.kind === 'circle') return circlePolygonPenetration(b, a);
  return polygonPenetration(a, b);
}
