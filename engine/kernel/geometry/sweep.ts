import type { Pose } from './motion';
import { convexHull } from './hull';
import type { Box, PolygonShape, Shape } from './shapes';
import { convexPolygonShape, footprintShape, rectCorners } from './shapes';
import type { Footprint } from './types';
import { turnBetween } from './vector';

/**
 * The area a base covers while it moves through a list of poses (motion.ts). Between two
 * consecutive poses the base first turns in place at the earlier position, the shorter way
 * (a half turn goes clockwise), to the later facing, then slides straight to the later
 * position keeping that facing. The pieces are exact, not padded: a slide sweeps the convex
 * hull of its two ends, a circle slides as a capsule, and a turn is kept as its two end
 * rectangles and the arcs its corners trace (see sweepDistance.ts).
 */
export type SweepPiece =
  | { readonly kind: 'slide'; readonly box: Box; readonly shape: PolygonShape }
  | {
      readonly kind: 'capsule';
      readonly box: Box;
      readonly ax: number;
      readonly ay: number;
      readonly bx: number;
      readonly by: number;
      readonly radius: number;
    }
  | {
      readonly kind: 'turn';
      readonly box: Box;
      readonly from: PolygonShape;
      readonly to: PolygonShape;
      /** Radians, positive clockwise on screen. */
      readonly turn: number;
    };

export interface Sweep extends Box {
  readonly pieces: readonly SweepPiece[];
}

const MIN_SLIDE = 1e-7;

function capsule(ax: number, ay: number, bx: number, by: number, radius: number): SweepPiece {
  const box = {
    minX: Math.min(ax, bx) - radius,
    minY: Math.min(ay, by) - radius,
    maxX: Math.max(ax, bx) + radius,
    maxY: Math.max(ay, by) + radius,
  };
  return { kind: 'capsule', box, ax, ay, bx, by, radius };
}

function rectPoses(footprint: Footprint & { shape: 'rect' }, poses: readonly Pose[]): SweepPiece[] {
  const pieces: SweepPiece[] = [];
  const first = poses[0] as Pose;
  if (poses.length === 1) {
    const shape = footprintShape(footprint, first.position, first.facing) as PolygonShape;
    return [{ kind: 'slide', box: shape, shape }];
  }
  for (let k = 1; k < poses.length; k++) {
    const a = poses[k - 1] as Pose;
    const b = poses[k] as Pose;
    const turn = turnBetween(a.facing, b.facing);
    if (turn !== 0) {
      const from = footprintShape(footprint, a.position, a.facing) as PolygonShape;
      const to = footprintShape(footprint, a.position, b.facing) as PolygonShape;
      const r = from.outerRadius;
      const box = { minX: from.cx - r, minY: from.cy - r, maxX: from.cx + r, maxY: from.cy + r };
      pieces.push({ kind: 'turn', box, from, to, turn: (turn * Math.PI) / 180 });
    }
    // Slides shorter than a nanometre are treated as none: their hull would have edges too
    // short to give a trustworthy normal.
    if (Math.hypot(b.position.x - a.position.x, b.position.y - a.position.y) > MIN_SLIDE) {
      const { width, length } = footprint;
      const corners = rectCorners(a.position, b.facing, width, length).concat(
        rectCorners(b.position, b.facing, width, length),
      );
      const shape = convexPolygonShape(convexHull(corners), b.facing);
      pieces.push({ kind: 'slide', box: shape, shape });
    } else if (turn === 0) {
      const shape = footprintShape(footprint, a.position, a.facing) as PolygonShape;
      pieces.push({ kind: 'slide', box: shape, shape });
    }
  }
  return pieces;
}

/** The area swept by a footprint moving through `poses` (at least one). Build once per move. */
export function sweepFootprint(footprint: Footprint, poses: readonly Pose[]): Sweep {
  const first = poses[0];
  if (!first) throw new RangeError('a motion needs at least one pose');
  let pieces: SweepPiece[];
  if (footprint.shape === 'circle') {
    const r = footprint.diameter / 2;
    pieces = [];
    let prev = first.position;
    for (const pose of poses.length === 1 ? poses : poses.slice(1)) {
      pieces.push(capsule(prev.x, prev.y, pose.position.x, pose.position.y, r));
      prev = pose.position;
    }
  } else {
    pieces = rectPoses(footprint, poses);
  }
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of pieces) {
    minX = Math.min(minX, p.box.minX);
    minY = Math.min(minY, p.box.minY);
    maxX = Math.max(maxX, p.box.maxX);
    maxY = Math.max(maxY, p.box.maxY);
  }
  return { pieces, minX, minY, maxX, maxY };
}

/** The shape at the end of a motion, e.g. to test where the unit ends up. */
export function finalShape(footprint: Footprint, poses: readonly Pose[]): Shape {
  const last = poses[poses.length - 1];
  if (!last) throw new RangeError('a motion needs at least one pose');
  return footprintShape(footprint, last.position, last.facing);
}
