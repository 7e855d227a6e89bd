import { isEnemy } from '../1.2-formations/sides';
import {
  featuresInBox,
  pointRingDistance,
  pointShapeDistance,
  segmentLengthInShape,
  shapeVertices,
  type IndexedFeature,
  type Point,
  type Shape,
} from '../../../kernel/geometry';
import { cellCentre, gridPath, type Grid } from '../../../kernel/geometry/gridPath';
import { segmentRingDistance } from '../../../kernel/geometry/ring';
import type { GameState, UnitState } from '../../state/schema';
import { datasheetOf, terrainIndexOf, unitShape } from '../1.2-formations/battlefield';
import { terrainEffect } from '../1.8-terrain/effects';
import { modify } from '../../abilities/registry';
import { terrainMoverOf } from './obstacles';

/**
 * 1.12.4 FAQ: "What happens when the closest enemy unit cannot be reached due to impassable
 * terrain or friendly units? The counter-charge would follow the shortest path to get to the
 * closest enemy unit." What stands in a unit's way is what 1.7.2 and 1.8.4 forbid it to move
 * through: terrain impassable to it, enemy units, and friendly units other than infantry (jump
 * packs cross all of these while moving, so nothing stands in their way). The way round is
 * measured over a centimetre grid, straightened where it runs clear, from the unit's centre to
 * the closest place where its centre touches the enemy's base edge, keeping the centre half the
 * unit's base width from what is in the way (a shade less than the model needs: the measure
 * errs towards a longer allowed way, and the move itself is judged by 1.7.2 and 1.8.4).
 */

const CELL = 1;
/** Cells a search may expand: a 180 by 120cm table has 21,600. */
const MAX_EXPANDED = 30_000;

interface Blockers {
  readonly features: readonly IndexedFeature[];
  readonly units: readonly Shape[];
  /** How far the unit's centre keeps from them: half its base's narrower side. */
  readonly clearance: number;
}

/** The distance from a base's centre to its nearest side (a circle's radius). */
function inRadius(shape: Shape): number {
  if (shape.kind === 'circle') return shape.radius;
  const v = shapeVertices(shape);
  let best = Infinity;
  for (let i = 0; i < v.length; i++) {
    const a = v[i]!;
    const b = v[(i + 1) % v.length]!;
    const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    best = Math.min(
      best,
      Math.abs((b.x - a.x) * (a.y - shape.cy) - (a.x - shape.cx) * (b.y - a.y)) / len,
    );
  }
  return best;
}

function blockersFor(state: GameState, unit: UnitState, target: UnitState): Blockers | null {
  const sheet = datasheetOf(state, unit);
  if (modify('jumps', { sheet }, false)) return null;
  const mover = terrainMoverOf(sheet);
  if (!mover) return null;
  const index = terrainIndexOf(state);
  const features = featuresInBox(index, {
    minX: 0,
    minY: 0,
    maxX: state.table.width,
    maxY: state.table.height,
  })
    .map((i) => index.features[i] as IndexedFeature)
    .filter((f) => terrainEffect(f.feature.type, mover).move === 'impassable');
  const own = unitShape(state, unit);
  const units: Shape[] = [];
  for (const other of Object.values(state.units)) {
    if (other.id === unit.id || other.id === target.id) continue;
    if (!isEnemy(state, other.side, unit.side) && datasheetOf(state, other).type === 'INF')
      continue;
    const shape = unitShape(state, other);
    if (shape) units.push(shape);
  }
  return { features, units, clearance: own ? inRadius(own) : 0 };
}

function blockedAt(b: Blockers, x: number, y: number): boolean {
  const p = { x, y };
  return (
    b.features.some(
      (f) =>
        x > f.minX - b.clearance &&
        x < f.maxX + b.clearance &&
        y > f.minY - b.clearance &&
        y < f.maxY + b.clearance &&
        pointRingDistance(f, x, y) < b.clearance,
    ) ||
    b.units.some(
      (s) =>
        Math.hypot(s.cx - x, s.cy - y) < s.outerRadius + b.clearance &&
        pointShapeDistance(s, p) < b.clearance,
    )
  );
}

function segmentBlocked(b: Blockers, from: Point, to: Point): boolean {
  return (
    b.features.some((f) => segmentRingDistance(f, from.x, from.y, to.x, to.y) < b.clearance) ||
    b.units.some((s) => segmentShapeDistance(s, from, to) < b.clearance)
  );
}

/** What stands in the straight way, leaving out what the unit already stands against (a
 * neighbour at its side does not block the way ahead). */
function straightBlocked(b: Blockers, from: Point, to: Point): boolean {
  const apart: Blockers = {
    ...b,
    features: b.features.filter((f) => pointRingDistance(f, from.x, from.y) >= b.clearance),
    units: b.units.filter((s) => pointShapeDistance(s, from) >= b.clearance),
  };
  return segmentBlocked(apart, from, to);
}

/** The distance between a segment and a base (0 when the segment crosses it), sampled. */
function segmentShapeDistance(shape: Shape, from: Point, to: Point): number {
  const [ax, ay, bx, by] = [from.x, from.y, to.x, to.y];
  const t = Math.max(
    0,
    Math.min(
      1,
      ((shape.cx - ax) * (bx - ax) + (shape.cy - ay) * (by - ay)) /
        ((bx - ax) ** 2 + (by - ay) ** 2 || 1),
    ),
  );
  const far =
    Math.hypot(ax + (bx - ax) * t - shape.cx, ay + (by - ay) * t - shape.cy) - shape.outerRadius;
  // Far from the base's bounding circle: no need to look closer.
  if (far > 0) return far;
  if (segmentLengthInShape(shape, from.x, from.y, to.x, to.y) > 0) return 0;
  const steps = Math.max(1, Math.ceil(Math.hypot(to.x - from.x, to.y - from.y) / 0.25));
  let best = Infinity;
  for (let i = 0; i <= steps; i++) {
    const k = i / steps;
    const at = { x: from.x + (to.x - from.x) * k, y: from.y + (to.y - from.y) * k };
    best = Math.min(best, pointShapeDistance(shape, at));
  }
  return best;
}

/** The nearest point of a base's edge to a point, on the way to its centre. */
function nearestOnBase(shape: Shape, from: Point): Point {
  const d = pointShapeDistance(shape, from);
  const dx = shape.cx - from.x;
  const dy = shape.cy - from.y;
  const len = Math.hypot(dx, dy) || 1;
  return { x: from.x + (dx / len) * d, y: from.y + (dy / len) * d };
}

/**
 * Whether the straight way from `from` to the target's base crosses what the unit may not move
 * through: only then may a counter charge bend round it.
 */
export function straightWayBlocked(
  state: GameState,
  unit: UnitState,
  from: Point,
  target: { readonly unit: UnitState; readonly shape: Shape },
): boolean {
  const b = blockersFor(state, unit, target.unit);
  return b !== null && straightBlocked(b, from, nearestOnBase(target.shape, from));
}

/**
 * The length of the shortest way from `from` to the target's base edge round what the unit may
 * not move through, or null when there is none (or nothing stands in the way: then it is the
 * straight distance and the caller measures that).
 */
export function wayRoundLength(
  state: GameState,
  unit: UnitState,
  from: Point,
  target: { readonly unit: UnitState; readonly shape: Shape },
): number | null {
  const b = blockersFor(state, unit, target.unit);
  if (!b) return null;
  if (pointShapeDistance(target.shape, from) <= CELL) return 0;
  const grid: Grid = {
    cols: Math.max(1, Math.ceil(state.table.width / CELL)),
    rows: Math.max(1, Math.ceil(state.table.height / CELL)),
  };
  const at = (id: number) => cellCentre(grid, id, CELL);
  const touches = (p: Point) => pointShapeDistance(target.shape, p) <= CELL;
  const start = {
    c: Math.min(grid.cols - 1, Math.max(0, Math.floor(from.x / CELL))),
    r: Math.min(grid.rows - 1, Math.max(0, Math.floor(from.y / CELL))),
  };
  const seen = new Uint8Array(grid.cols * grid.rows);
  const found = gridPath(grid, start, {
    free: (c, r) => {
      // Each cell is judged once per search (0 unknown, 1 free, 2 blocked).
      const id = r * grid.cols + c;
      if (seen[id] === 0) seen[id] = blockedAt(b, (c + 0.5) * CELL, (r + 0.5) * CELL) ? 2 : 1;
      return seen[id] === 1;
    },
    isGoal: (id) => touches(at(id)),
    estimate: (c, r) =>
      Math.max(
        0,
        pointShapeDistance(target.shape, { x: (c + 0.5) * CELL, y: (r + 0.5) * CELL }) - CELL,
      ) / CELL,
    maxExpanded: MAX_EXPANDED,
  });
  if (!found) return null;
  // Straighten the cell path: from each corner, on to the furthest cell in clear view.
  const points = [from, ...found.cells.slice(1).map(at)];
  let length = 0;
  let anchor = 0;
  while (anchor < points.length - 1) {
    let next = anchor + 1;
    while (next + 1 < points.length && !segmentBlocked(b, points[anchor]!, points[next + 1]!))
      next++;
    length += Math.hypot(points[next]!.x - points[anchor]!.x, points[next]!.y - points[anchor]!.y);
    anchor = next;
  }
  // The last cell's centre is within a cell of the base edge: end on the edge.
  const last = points[points.length - 1]!;
  return length + pointShapeDistance(target.shape, last);
}

/**
 * The hand allowed when a move is held against the way round: the grid's centimetre and 5% of
 * the way, and what a base longer than it is wide needs beyond the clearance measured (it
 * cannot always turn its narrow side to what it passes).
 */
export function waySlack(state: GameState, unit: UnitState, way: number): number {
  const own = unitShape(state, unit);
  const extra = own ? 2 * (own.outerRadius - inRadius(own)) : 0;
  return 1 + 0.05 * way + extra;
}
