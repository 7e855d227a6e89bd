import type { Point } from './types';
import { headingBetween } from './vector';

/**
 * A movement path (1.7) is a polyline: the unit's centre starts at the first point and passes
 * through the others in order. Units "may turn freely as they move", so any polyline is a path;
 * how the base is turned along it is motion.ts's business.
 */
export type Path = readonly Point[];

/** The length of a path: the distance the unit's centre travels (1.7 measures moves so). */
export function pathLength(path: Path): number {
  let total = 0;
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1] as Point;
    const b = path[i] as Point;
    total += Math.hypot(b.x - a.x, b.y - a.y);
  }
  return total;
}

export interface PathPosition {
  readonly point: Point;
  /** The heading of the segment the point lies on (of the last segment at the very end). */
  readonly heading: number;
  /** Index of that segment: it runs from path[segment] to path[segment + 1]. */
  readonly segment: number;
}

/**
 * Where the centre is after travelling `distance` along the path, clamped to the path's ends.
 * Zero-length segments are skipped; a path of one point stays there with heading 0.
 */
export function positionAtDistance(path: Path, distance: number): PathPosition {
  const first = path[0];
  if (!first) throw new RangeError('a path needs at least one point');
  let left = Math.max(0, distance);
  let last: PathPosition = { point: first, heading: 0, segment: 0 };
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1] as Point;
    const b = path[i] as Point;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    if (len === 0) continue;
    const heading = headingBetween(a, b);
    if (left <= len) {
      const t = left / len;
      return {
        point: { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t },
        heading,
        segment: i - 1,
      };
    }
    left -= len;
    last = { point: b, heading, segment: i - 1 };
  }
  return last;
}

/** The point `distance` along the path (clamped to its ends). */
export function pointAtDistance(path: Path, distance: number): Point {
  return positionAtDistance(path, distance).point;
}

/** The first `distance` centimetres of a path, e.g. a move cut short at a unit's speed. */
export function truncatePath(path: Path, distance: number): Point[] {
  const first = path[0];
  if (!first) return [];
  const out: Point[] = [first];
  let left = Math.max(0, distance);
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1] as Point;
    const b = path[i] as Point;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    if (len <= left) {
      out.push(b);
      left -= len;
      continue;
    }
    const t = left / len;
    if (t > 0) out.push({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
    break;
  }
  return out;
}
