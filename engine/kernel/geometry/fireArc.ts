import { GEOMETRY_EPSILON } from './constants';
import { pointSegmentDistanceSq, segmentsIntersect } from './segment';
import type { PolygonShape, Shape } from './shapes';
import { shapeContainsPoint } from './shapes';

/** 1.9.2 Weapon Fire Arcs, as the datasheets name them. */
export const FIRE_ARCS = ['all', 'forward', 'rear', 'left', 'right', 'fixed-forward'] as const;
export type FireArc = (typeof FIRE_ARCS)[number];

/**
 * Whether a target lies in a weapon's arc of fire (1.9.2). The arc is measured from the centre
 * of the shooter's base along its facing; 'forward', 'rear', 'left' and 'right' are the 180°
 * half-planes to that side, 'fixed-forward' the 90° wedge within 45° either side of the facing.
 * A target is in the arc if any part of its base is (edges included, within GEOMETRY_EPSILON),
 * matching the rulebook's "any part of the target model" for ranges.
 */
export function inFireArc(shooter: Shape, arc: FireArc, target: Shape): boolean {
  if (arc === 'all') return true;
  const r = (shooter.facing * Math.PI) / 180;
  const fx = Math.cos(r);
  const fy = Math.sin(r);
  switch (arc) {
    case 'forward':
      return reachesHalfPlane(shooter, target, fx, fy);
    case 'rear':
      return reachesHalfPlane(shooter, target, -fx, -fy);
    case 'left':
      // Left of the facing on screen (y down) is the facing turned 90° anticlockwise.
      return reachesHalfPlane(shooter, target, fy, -fx);
    case 'right':
      return reachesHalfPlane(shooter, target, -fy, fx);
    case 'fixed-forward':
      return reachesWedge(shooter, target, r);
  }
}

/** Whether some point p of the target has (p - centre) . (ux, uy) >= 0. */
function reachesHalfPlane(shooter: Shape, target: Shape, ux: number, uy: number): boolean {
  const base = ux * shooter.cx + uy * shooter.cy;
  if (target.kind === 'circle') {
    return ux * target.cx + uy * target.cy + target.radius - base >= -GEOMETRY_EPSILON;
  }
  for (let i = 0; i < target.n; i++) {
    if (ux * (target.xs[i] as number) + uy * (target.ys[i] as number) - base >= -GEOMETRY_EPSILON)
      return true;
  }
  return false;
}

/** Whether the target meets the wedge of half-angle 45° about the facing (radians `r`). */
function reachesWedge(shooter: Shape, target: Shape, r: number): boolean {
  const { cx, cy } = shooter;
  const lx = Math.cos(r - Math.PI / 4);
  const ly = Math.sin(r - Math.PI / 4);
  const rx = Math.cos(r + Math.PI / 4);
  const ry = Math.sin(r + Math.PI / 4);
  // Inside the wedge: not right of its left ray and not left of its right ray (screen terms).
  const inWedge = (x: number, y: number) => {
    const dx = x - cx;
    const dy = y - cy;
    return lx * dy - ly * dx >= -GEOMETRY_EPSILON && rx * dy - ry * dx <= GEOMETRY_EPSILON;
  };
  if (shapeContainsPoint(target, cx, cy)) return true;
  // Rays long enough to cross any target: the far side of its bounding circle.
  const far = Math.hypot(target.cx - cx, target.cy - cy) + target.outerRadius + 1;
  if (target.kind === 'circle') {
    if (inWedge(target.cx, target.cy)) return true;
    const r2 = (target.radius + GEOMETRY_EPSILON) ** 2;
    return (
      pointSegmentDistanceSq(target.cx, target.cy, cx, cy, cx + lx * far, cy + ly * far) <= r2 ||
      pointSegmentDistanceSq(target.cx, target.cy, cx, cy, cx + rx * far, cy + ry * far) <= r2
    );
  }
  for (let i = 0; i < target.n; i++) {
    if (inWedge(target.xs[i] as number, target.ys[i] as number)) return true;
  }
  // No corner inside: the target can still straddle the wedge, crossing one of its rays.
  return (
    segmentCrossesOutline(target, cx, cy, cx + lx * far, cy + ly * far) ||
    segmentCrossesOutline(target, cx, cy, cx + rx * far, cy + ry * far)
  );
}

function segmentCrossesOutline(
  target: PolygonShape,
  ax: number,
  ay: number,
  bx: number,
  by: number,
) {
  for (let i = 0; i < target.n; i++) {
    const px = target.xs[i] as number;
    const py = target.ys[i] as number;
    if (
      segmentsIntersect(
        ax,
        ay,
        bx,
        by,
        px,
        py,
        px + (target.ex[i] as number),
        py + (target.ey[i] as number),
      )
    ) {
      return true;
    }
  }
  return false;
}
