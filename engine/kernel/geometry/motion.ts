import type { Path } from './movePath';
import type { Point } from './types';
import { headingBetween } from './vector';

/** Where a base is and which way it faces, at one moment of a move. */
export interface Pose {
  readonly position: Point;
  readonly facing: number;
}

/**
 * How the base is turned while it follows a path. 1.7: units "may turn freely as they move";
 * these are the two ways a player commonly moves a model, and the caller picks one.
 * - 'face-path': the base turns in place at each corner of the path to face along the next
 *   segment, so a vehicle drives nose first.
 * - 'keep-facing': the base keeps its starting facing and slides (sidesteps, reverses).
 */
export type Orientation = 'face-path' | 'keep-facing';

export interface MotionOptions {
  readonly orientation?: Orientation;
  /** A facing to turn to in place at the end of the path (defaults to none: keep the last). */
  readonly finalFacing?: number;
}

/**
 * The poses of a base moved along a path: one per path point (zero-length segments dropped),
 * plus one more for a final turn. Between two consecutive poses the base first turns in place,
 * the shorter way, at the earlier position to the later facing, then slides straight to the
 * later position (see sweep.ts). The first pose is the start: path[0] with `startFacing`.
 */
export function motionAlongPath(
  startFacing: number,
  path: Path,
  options: MotionOptions = {},
): Pose[] {
  const first = path[0];
  if (!first) throw new RangeError('a path needs at least one point');
  const orientation = options.orientation ?? 'face-path';
  const poses: Pose[] = [{ position: first, facing: startFacing }];
  let at = first;
  let facing = startFacing;
  for (let i = 1; i < path.length; i++) {
    const next = path[i] as Point;
    if (next.x === at.x && next.y === at.y) continue;
    if (orientation === 'face-path') facing = headingBetween(at, next);
    poses.push({ position: next, facing });
    at = next;
  }
  if (options.finalFacing !== undefined && options.finalFacing !== facing) {
    poses.push({ position: at, facing: options.finalFacing });
  }
  return poses;
}
