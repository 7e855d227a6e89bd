import { pointSegmentDistanceSq } from './segment';

/**
 * Circular arcs: the path a corner of a base traces while the base turns in place. The exact
 * distance from a turning base to something else comes down to distances between such arcs and
 * straight edges (sweep.ts).
 */
export interface Arc {
  readonly cx: number;
  readonly cy: number;
  readonly radius: number;
  /** Start angle in radians (atan2 convention, clockwise on screen). */
  readonly start: number;
  /** Angular extent in radians, 0 to 2*PI, counted from `start` in the positive direction. */
  readonly sweep: number;
}

const TAU = Math.PI * 2;

/** The arc traced by (x, y) turning about (cx, cy) through `turn` radians (either sign). */
export function arcOfTurn(cx: number, cy: number, x: number, y: number, turn: number): Arc {
  const start = Math.atan2(y - cy, x - cx);
  const radius = Math.hypot(x - cx, y - cy);
  return turn >= 0
    ? { cx, cy, radius, start, sweep: Math.min(turn, TAU) }
    : { cx, cy, radius, start: start + turn, sweep: Math.min(-turn, TAU) };
}

function onArc(arc: Arc, angle: number): boolean {
  let d = (angle - arc.start) % TAU;
  if (d < 0) d += TAU;
  return d <= arc.sweep + 1e-12 || d >= TAU - 1e-12;
}

function endX(arc: Arc, end: 0 | 1): number {
  return arc.cx + arc.radius * Math.cos(arc.start + end * arc.sweep);
}

function endY(arc: Arc, end: 0 | 1): number {
  return arc.cy + arc.radius * Math.sin(arc.start + end * arc.sweep);
}

/** The ends of an arc, as [x0, y0, x1, y1]. */
export function arcEnds(arc: Arc): [number, number, number, number] {
  return [endX(arc, 0), endY(arc, 0), endX(arc, 1), endY(arc, 1)];
}

/** Distance from (x, y) to the arc. */
export function pointArcDistance(arc: Arc, x: number, y: number): number {
  const dx = x - arc.cx;
  const dy = y - arc.cy;
  const d = Math.sqrt(dx * dx + dy * dy);
  if (d > 0 && onArc(arc, Math.atan2(dy, dx))) return Math.abs(d - arc.radius);
  const [x0, y0, x1, y1] = arcEnds(arc);
  return Math.sqrt(Math.min((x - x0) ** 2 + (y - y0) ** 2, (x - x1) ** 2 + (y - y1) ** 2));
}

/**
 * Distance from an arc to the segment a->b: 0 if they meet, otherwise the least of the
 * candidates where a closest pair can lie — an end of one against the other, or the arc point
 * facing the foot of the perpendicular from the arc's centre to the segment.
 */
export function arcSegmentDistance(arc: Arc, ax: number, ay: number, bx: number, by: number) {
  const { cx, cy, radius } = arc;
  const ex = bx - ax;
  const ey = by - ay;
  const len2 = ex * ex + ey * ey;
  const fx = ax - cx;
  const fy = ay - cy;
  if (len2 > 0) {
    // Circle-segment crossings: |f + t e| = radius.
    const b = fx * ex + fy * ey;
    const c = fx * fx + fy * fy - radius * radius;
    const disc = b * b - len2 * c;
    if (disc >= 0) {
      const root = Math.sqrt(disc);
      for (const t of [(-b - root) / len2, (-b + root) / len2]) {
        if (t >= 0 && t <= 1 && onArc(arc, Math.atan2(fy + t * ey, fx + t * ex))) return 0;
      }
    }
  }
  const [x0, y0, x1, y1] = arcEnds(arc);
  let best = Math.min(
    Math.sqrt(pointSegmentDistanceSq(x0, y0, ax, ay, bx, by)),
    Math.sqrt(pointSegmentDistanceSq(x1, y1, ax, ay, bx, by)),
    pointArcDistance(arc, ax, ay),
    pointArcDistance(arc, bx, by),
  );
  if (len2 > 0) {
    const t = -(fx * ex + fy * ey) / len2;
    if (t > 0 && t < 1) {
      const px = fx + t * ex;
      const py = fy + t * ey;
      const d = Math.sqrt(px * px + py * py);
      if (d > 0 && onArc(arc, Math.atan2(py, px))) best = Math.min(best, Math.abs(d - radius));
    }
  }
  return best;
}
