import { GEOMETRY_EPSILON, LINE_OF_FIRE_TERRAIN_ALLOWANCE } from './constants';
import { pointSegmentDistanceSq, segmentLengthInBox } from './segment';
import { NO_ENTRY, segmentEntryEdge, segmentLengthInRing } from './ringSegment';
import { segmentLengthInShape } from './segmentShape';
import type { Shape } from './shapes';
import type { TerrainSite } from './terrainArea';
import { terrainSite } from './terrainArea';
import type { IndexedFeature, TerrainIndex } from './terrainIndex';
import { featuresNearSegment } from './terrainIndex';
import { LINE_OF_FIRE_CODES } from './terrainLineOfFire';

/**
 * 1.9.2 Line of fire: "a straight line drawn from the shooting unit to one unit in the target
 * formation", blocked by terrain and by war engines. This program's conventions:
 *
 * Lines. The rulebook asks for a model's-eye view and generous cover (1.8 design concept), so a
 * target is visible if any line from a point of the shooter's base to a point of the target's
 * base is clear. The points of a base are its centre and its corners (a round base: its centre
 * and the four points of its rim along and across the line between the two centres), so at
 * most 25 lines are tried, centre to centre first.
 *
 * Heights. Features and units have height classes (types.ts). A feature blocks a line only if
 * its height is at least the higher of the two ends' standing heights: a unit on a hill sees
 * over woods and buildings lower than the hill, and is seen over them, but a feature as high as
 * the higher end still blocks (dead ground behind a lower hill is not modelled).
 *
 * Being in terrain. A feature the shooter or the target is at least partly in (terrainSite's
 * `within`) blocks a line only if the line runs through more than 10cm of it; a hill ('ground')
 * never blocks a line to or from a unit whose centre stands on it. Any other blocking feature
 * blocks a line that passes through its interior; grazing its outline does not. War engines
 * other than the shooter and the target (the `blockers`) block every line that passes over
 * their base, whatever the heights.
 *
 * Partial cover (1.8.2: "intervening terrain obscures the target partially"): the target is
 * partially obscured when it is visible but at least one of the lines tried is blocked.
 */
export type Obstruction =
  | { readonly kind: 'terrain'; readonly index: number; readonly featureId: string }
  | { readonly kind: 'war-engine'; readonly index: number };

export interface LineOfFireResult {
  /** At least one line from shooter to target is clear. */
  readonly clear: boolean;
  /** Clear, but some lines are blocked (1.8.2 cover from intervening terrain). */
  readonly partiallyObscured: boolean;
  /** When not clear: what blocks the centre-to-centre line. */
  readonly blockedBy?: Obstruction;
  /** When partially obscured: what blocks the first blocked line. */
  readonly obscuredBy?: Obstruction;
}

export interface LineOfFireOptions {
  /** Bases of war engines other than the shooter and the target (1.9.2: they block). */
  readonly blockers?: readonly Shape[];
  /** Precomputed terrain sites (terrainSite); computed when missing. */
  readonly shooterSite?: TerrainSite;
  readonly targetSite?: TerrainSite;
  /** Terrain features (by index) the line is drawn over, as a ruleset decides (NetEA 2.1.13:
   * a popped-up skimmer sees over terrain nearer to it than to the other end). */
  readonly seenOver?: readonly number[];
}

const CLEAR: LineOfFireResult = { clear: true, partiallyObscured: false };

// Scratch for the points of the two bases; lineOfFire never re-enters itself.
let fromPoints: Float64Array = new Float64Array(16);
let toPoints: Float64Array = new Float64Array(16);

/**
 * The points lines of fire are drawn between, written as x, y pairs into `out` with the centre
 * first; returns `out`, or a larger array when it was too small (sampleCount tells how much).
 */
function samplePoints(
  shape: Shape,
  towardX: number,
  towardY: number,
  out: Float64Array,
): Float64Array {
  const count = shape.kind === 'polygon' ? 2 + 2 * shape.n : 10;
  if (out.length < count) out = new Float64Array(2 * count);
  out[0] = shape.cx;
  out[1] = shape.cy;
  if (shape.kind === 'polygon') {
    for (let i = 0; i < shape.n; i++) {
      out[2 + 2 * i] = shape.xs[i] as number;
      out[3 + 2 * i] = shape.ys[i] as number;
    }
    return out;
  }
  let ux = towardX - shape.cx;
  let uy = towardY - shape.cy;
  const len = Math.sqrt(ux * ux + uy * uy);
  if (len > 0) {
    ux /= len;
    uy /= len;
  } else {
    ux = 1;
    uy = 0;
  }
  const r = shape.radius;
  out[2] = shape.cx - uy * r;
  out[3] = shape.cy + ux * r;
  out[4] = shape.cx + uy * r;
  out[5] = shape.cy - ux * r;
  out[6] = shape.cx + ux * r;
  out[7] = shape.cy + uy * r;
  out[8] = shape.cx - ux * r;
  out[9] = shape.cy - uy * r;
  return out;
}

function sampleCount(shape: Shape): number {
  return shape.kind === 'polygon' ? 2 + 2 * shape.n : 10;
}

/*
 * The obstacles of the current query, in parallel arrays reused from call to call (lineOfFire
 * is synchronous and never re-enters itself, so no allocation is needed per query). Terrain
 * features come first, in index order, then war engines.
 */
let obstacleCount = 0;
const obstacleFeature: (IndexedFeature | undefined)[] = [];
const obstacleBlocker: (Shape | undefined)[] = [];
let obstacleAllowance = new Float64Array(16);
let obstacleHint = new Int32Array(16);
/** Feature index or blocker index, for the Obstruction. */
let obstacleIndex = new Int32Array(16);

function addObstacle(
  feature: IndexedFeature | undefined,
  blocker: Shape | undefined,
  allowance: number,
  index: number,
) {
  if (obstacleCount === obstacleAllowance.length) {
    const grow = <T extends Float64Array | Int32Array>(a: T, b: T): T => {
      b.set(a);
      return b;
    };
    obstacleAllowance = grow(obstacleAllowance, new Float64Array(2 * obstacleCount));
    obstacleHint = grow(obstacleHint, new Int32Array(2 * obstacleCount));
    obstacleIndex = grow(obstacleIndex, new Int32Array(2 * obstacleCount));
  }
  obstacleFeature[obstacleCount] = feature;
  obstacleBlocker[obstacleCount] = blocker;
  obstacleAllowance[obstacleCount] = allowance;
  obstacleHint[obstacleCount] = 0;
  obstacleIndex[obstacleCount] = index;
  obstacleCount++;
}

function obstruction(k: number): Obstruction {
  const feature = obstacleFeature[k];
  const index = obstacleIndex[k] as number;
  return feature
    ? { kind: 'terrain', index, featureId: feature.feature.id }
    : { kind: 'war-engine', index };
}

/**
 * Whether obstacle k blocks the line a->b. `likely` skips the bounding-box rejection for the
 * obstacle that blocked the previous line, which will most often block this one too.
 */
function blocks(
  k: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  likely: boolean,
): boolean {
  const f = obstacleFeature[k];
  if (f) {
    const allowance = obstacleAllowance[k] as number;
    // The line cannot run through more of the feature than through its bounding box.
    if (
      (!likely || allowance > 0) &&
      segmentLengthInBox(ax, ay, bx, by, f.minX, f.minY, f.maxX, f.maxY) <= allowance
    ) {
      return false;
    }
    if (allowance > 0) return segmentLengthInRing(f, ax, ay, bx, by) > allowance + GEOMETRY_EPSILON;
    const edge = segmentEntryEdge(f, ax, ay, bx, by, obstacleHint[k] as number);
    if (edge >= 0) obstacleHint[k] = edge;
    return edge !== NO_ENTRY;
  }
  const s = obstacleBlocker[k] as Shape;
  if (segmentLengthInBox(ax, ay, bx, by, s.minX, s.minY, s.maxX, s.maxY) <= 0) return false;
  return segmentLengthInShape(s, ax, ay, bx, by) > GEOMETRY_EPSILON;
}

/** The first obstacle blocking the line (-1 for none), trying `likely` first. */
function blocking(likely: number, ax: number, ay: number, bx: number, by: number): number {
  if (likely >= 0 && blocks(likely, ax, ay, bx, by, true)) return likely;
  for (let k = 0; k < obstacleCount; k++) {
    if (k !== likely && blocks(k, ax, ay, bx, by, false)) return k;
  }
  return -1;
}

function gatherObstacles(
  terrain: TerrainIndex,
  shooter: Shape,
  target: Shape,
  options: LineOfFireOptions,
) {
  obstacleCount = 0;
  const s = options.shooterSite ?? terrainSite(terrain, shooter);
  const t = options.targetSite ?? terrainSite(terrain, target);
  const top = Math.max(s.height, t.height);
  // Every line lies within this distance of the centre-to-centre segment.
  const reach = Math.max(shooter.outerRadius, target.outerRadius);
  for (const i of featuresNearSegment(
    terrain,
    shooter.cx,
    shooter.cy,
    target.cx,
    target.cy,
    reach,
  )) {
    const f = terrain.features[i] as IndexedFeature;
    const effect = LINE_OF_FIRE_CODES[f.typeIndex];
    if (effect === 0 || f.feature.height < top) continue;
    if (options.seenOver?.includes(i)) continue;
    if (effect === 2 && (s.standingOn.includes(i) || t.standingOn.includes(i))) continue;
    const inside = s.within.includes(i) || t.within.includes(i);
    addObstacle(f, undefined, inside ? LINE_OF_FIRE_TERRAIN_ALLOWANCE : 0, i);
  }
  const blockers = options.blockers ?? [];
  for (let k = 0; k < blockers.length; k++) {
    const b = blockers[k] as Shape;
    const r = reach + b.outerRadius;
    if (pointSegmentDistanceSq(b.cx, b.cy, shooter.cx, shooter.cy, target.cx, target.cy) <= r * r) {
      addObstacle(undefined, b, 0, k);
    }
  }
}

/** Whether `shooter` has a line of fire to `target` across the terrain (1.9.2); see above. */
export function lineOfFire(
  terrain: TerrainIndex,
  shooter: Shape,
  target: Shape,
  options: LineOfFireOptions = {},
): LineOfFireResult {
  gatherObstacles(terrain, shooter, target, options);
  if (obstacleCount === 0) return CLEAR;
  const from = (fromPoints = samplePoints(shooter, target.cx, target.cy, fromPoints));
  const to = (toPoints = samplePoints(target, shooter.cx, shooter.cy, toPoints));
  const fromCount = sampleCount(shooter);
  const toCount = sampleCount(target);
  let anyClear = false;
  let firstBlock = -1;
  let centreBlock = -1;
  let lastBlock = -1;
  for (let i = 0; i < fromCount; i += 2) {
    const ax = from[i] as number;
    const ay = from[i + 1] as number;
    for (let j = 0; j < toCount; j += 2) {
      const k = blocking(lastBlock, ax, ay, to[j] as number, to[j + 1] as number);
      if (k >= 0) {
        if (i === 0 && j === 0) centreBlock = k;
        if (firstBlock < 0) firstBlock = k;
        lastBlock = k;
      } else {
        anyClear = true;
      }
      if (anyClear && firstBlock >= 0) {
        return { clear: true, partiallyObscured: true, obscuredBy: obstruction(firstBlock) };
      }
    }
  }
  if (anyClear) return CLEAR;
  return {
    clear: false,
    partiallyObscured: false,
    blockedBy: obstruction(centreBlock >= 0 ? centreBlock : firstBlock),
  };
}
