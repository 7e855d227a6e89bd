import { arcOfTurn, arcSegmentDistance } from './arc';
import { GEOMETRY_EPSILON } from './constants';
import { shapeDistance } from './distance';
import type { Ring } from './ring';
import { convexRingDistance, convexRingIntersect, pointInRing, segmentRingDistance } from './ring';
import { pointSegmentDistanceSq } from './segment';
import type { Box, PolygonShape, Shape } from './shapes';
import type { Sweep, SweepPiece } from './sweep';

/**
 * Exact minimum edge distance between a moving base (a Sweep) and a placed base or a terrain
 * polygon. The rules ask with it whether a move enters an enemy zone of control (1.7.3:
 * distance <= ZOC_RANGE), crosses impassable terrain or passes over a unit (1.7.2: distance 0).
 * A turn is handled exactly: if the turning base never meets the other thing at its ends, the
 * closest approach is between an arc traced by a vertex of one and an edge of the other.
 */

function boxGap(a: Box, b: Box): number {
  const dx = Math.max(a.minX - b.maxX, b.minX - a.maxX, 0);
  const dy = Math.max(a.minY - b.maxY, b.minY - a.maxY, 0);
  return Math.sqrt(dx * dx + dy * dy);
}

/**
 * Least distance between the turning rectangle and the outline of another polygon
 * (xs, ys, n): corner arcs of the rectangle against the other's edges, and the other's
 * vertices turned the opposite way about the same centre against the rectangle's start edges.
 */
function turnOutlineDistance(
  from: PolygonShape,
  turn: number,
  xs: readonly number[],
  ys: readonly number[],
  n: number,
): number {
  let best = Infinity;
  for (let i = 0; i < from.n && best > 0; i++) {
    const arc = arcOfTurn(from.cx, from.cy, from.xs[i] as number, from.ys[i] as number, turn);
    for (let k = 0, j = n - 1; k < n; j = k++) {
      best = Math.min(
        best,
        arcSegmentDistance(arc, xs[j] as number, ys[j] as number, xs[k] as number, ys[k] as number),
      );
    }
  }
  for (let k = 0; k < n && best > 0; k++) {
    const arc = arcOfTurn(from.cx, from.cy, xs[k] as number, ys[k] as number, -turn);
    for (let i = 0; i < from.n; i++) {
      const ax = from.xs[i] as number;
      const ay = from.ys[i] as number;
      best = Math.min(
        best,
        arcSegmentDistance(arc, ax, ay, ax + (from.ex[i] as number), ay + (from.ey[i] as number)),
      );
    }
  }
  return best;
}

function turnToPoint(from: PolygonShape, to: PolygonShape, turn: number, x: number, y: number) {
  if (pointInRing(from, x, y) || pointInRing(to, x, y)) return 0;
  // The point turned backwards about the centre, against the rectangle where it started.
  const arc = arcOfTurn(from.cx, from.cy, x, y, -turn);
  let best = Infinity;
  for (let i = 0; i < from.n; i++) {
    const ax = from.xs[i] as number;
    const ay = from.ys[i] as number;
    best = Math.min(
      best,
      arcSegmentDistance(arc, ax, ay, ax + (from.ex[i] as number), ay + (from.ey[i] as number)),
    );
  }
  return best;
}

function pieceToRing(piece: SweepPiece, ring: Ring): number {
  switch (piece.kind) {
    case 'slide':
      return convexRingDistance(piece.shape, ring);
    case 'capsule':
      return Math.max(
        0,
        segmentRingDistance(ring, piece.ax, piece.ay, piece.bx, piece.by) - piece.radius,
      );
    case 'turn':
      if (convexRingIntersect(piece.from, ring) || convexRingIntersect(piece.to, ring)) return 0;
      return turnOutlineDistance(piece.from, piece.turn, ring.xs, ring.ys, ring.n);
  }
}

function pieceToShape(piece: SweepPiece, shape: Shape): number {
  if (shape.kind === 'polygon') {
    return piece.kind === 'slide' ? shapeDistance(piece.shape, shape) : pieceToRing(piece, shape);
  }
  const { cx, cy, radius } = shape;
  switch (piece.kind) {
    case 'slide':
      return shapeDistance(piece.shape, shape);
    case 'capsule': {
      const d = Math.sqrt(pointSegmentDistanceSq(cx, cy, piece.ax, piece.ay, piece.bx, piece.by));
      return Math.max(0, d - piece.radius - radius);
    }
    case 'turn':
      return Math.max(0, turnToPoint(piece.from, piece.to, piece.turn, cx, cy) - radius);
  }
}

/** Least edge distance between the moving base and a placed base over the whole motion. */
export function sweepShapeDistance(sweep: Sweep, shape: Shape): number {
  let best = Infinity;
  for (const piece of sweep.pieces) {
    if (boxGap(piece.box, shape) >= best) continue;
    best = Math.min(best, pieceToShape(piece, shape));
    if (best === 0) break;
  }
  return best;
}

/** Least edge distance between the moving base and a polygon's area (e.g. a terrain feature). */
export function sweepRingDistance(sweep: Sweep, ring: Ring): number {
  let best = Infinity;
  for (const piece of sweep.pieces) {
    if (boxGap(piece.box, ring) >= best) continue;
    best = Math.min(best, pieceToRing(piece, ring));
    if (best === 0) break;
  }
  return best;
}

/** Whether the moving base comes within `range` of a placed base (inclusive, with float slack). */
export function sweepWithin(sweep: Sweep, shape: Shape, range: number): boolean {
  if (boxGap(sweep, shape) > range + GEOMETRY_EPSILON) return false;
  return sweepShapeDistance(sweep, shape) <= range + GEOMETRY_EPSILON;
}
