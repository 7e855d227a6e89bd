import {
  footprintShape,
  insetFootprint,
  motionAlongPath,
  pathLength,
  positionAtDistance,
  sweepFootprint,
  type Footprint,
  type Pose,
  type Shape,
  type Sweep,
} from '../../../kernel/geometry';
import type { UnitDatasheet } from '../../data/schema/unit';
import type { UnitState } from '../../state/schema';
import type { MoveRequest } from './types';

/**
 * 1.7.2: "moving over refers to the model itself, not the base". There are no model outlines,
 * so the model is taken as its base shrunk by a millimetre on every side: a base may brush or
 * slide along another (base contact) without moving over it, but any real overlap of the two
 * is moving over. The same shrunken base decides whether a move enters terrain.
 */
export const MODEL_INSET = 0.1;

/** The geometry of one unit's move, computed once and shared by every check. */
export interface MoveGeometry {
  readonly footprint: Footprint;
  readonly poses: readonly Pose[];
  /** The whole base along the move (zones of control, base contact). */
  readonly sweep: Sweep;
  /** The model along the move (moving over units, entering terrain). */
  readonly modelSweep: Sweep;
  readonly start: Shape;
  readonly end: Shape;
  readonly endModel: Shape;
  readonly startModel: Shape;
  readonly length: number;
  readonly facing: number;
  /** The base (or the model, `inset`) after travelling `distance` along the path. */
  shapeAt(distance: number, inset?: boolean): Shape;
}

export function moveGeometry(
  sheet: UnitDatasheet,
  unit: UnitState,
  request: MoveRequest,
): MoveGeometry | null {
  const footprint = sheet.footprint;
  if (!footprint || request.path.length === 0) return null;
  const orientation = request.orientation ?? 'face-path';
  const poses = motionAlongPath(unit.facing, request.path, {
    orientation,
    ...(request.facing === undefined ? {} : { finalFacing: request.facing }),
  });
  const model = insetFootprint(footprint, MODEL_INSET);
  const first = poses[0] as Pose;
  const last = poses[poses.length - 1] as Pose;
  const length = pathLength(request.path);
  const shapeAt = (distance: number, inset = false): Shape => {
    const fp = inset ? model : footprint;
    if (distance >= length) return footprintShape(fp, last.position, last.facing);
    if (distance <= 0) return footprintShape(fp, first.position, first.facing);
    const at = positionAtDistance(request.path, distance);
    const facing = orientation === 'face-path' ? at.heading : unit.facing;
    return footprintShape(fp, at.point, facing);
  };
  // Each part is built on first use: a move refused early (off the table, over a friend) never
  // needs the rest, and a random or AI player tries many such moves.
  let sweep: Sweep | undefined;
  let modelSweep: Sweep | undefined;
  let start: Shape | undefined;
  let end: Shape | undefined;
  let startModel: Shape | undefined;
  let endModel: Shape | undefined;
  return {
    footprint,
    poses,
    get sweep() {
      return (sweep ??= sweepFootprint(footprint, poses));
    },
    get modelSweep() {
      return (modelSweep ??= sweepFootprint(model, poses));
    },
    get start() {
      return (start ??= footprintShape(footprint, first.position, first.facing));
    },
    get end() {
      return (end ??= footprintShape(footprint, last.position, last.facing));
    },
    get startModel() {
      return (startModel ??= footprintShape(model, first.position, first.facing));
    },
    get endModel() {
      return (endModel ??= footprintShape(model, last.position, last.facing));
    },
    length,
    facing: last.facing,
    shapeAt,
  };
}

/**
 * The first distance along the move at which `holds` becomes true of the base (or model),
 * found by stepping and then halving (within a hundredth of a millimetre); null if never.
 * Used to order events along a move: where terrain is entered, a ZoC first reached.
 */
export function firstDistanceWhere(
  geom: MoveGeometry,
  holds: (shape: Shape) => boolean,
  inset = false,
  step = 0.25,
): number | null {
  if (holds(geom.shapeAt(0, inset))) return 0;
  let before = 0;
  for (let d = step; before < geom.length; d += step) {
    const at = Math.min(d, geom.length);
    if (holds(geom.shapeAt(at, inset))) {
      let lo = before;
      let hi = at;
      while (hi - lo > 1e-3) {
        const mid = (lo + hi) / 2;
        if (holds(geom.shapeAt(mid, inset))) hi = mid;
        else lo = mid;
      }
      return hi;
    }
    before = at;
  }
  return holds(inset ? geom.endModel : geom.end) ? geom.length : null;
}
