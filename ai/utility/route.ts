import type { Point } from '../../engine/kernel/geometry/types';
import { cellCentre, gridPath, type Grid } from '../../engine/kernel/geometry/gridPath';
import { pointInRing, pointRingDistance } from '../../engine/kernel/geometry/ring';
import type { GameState } from '../../engine/netea/state/schema';
import { terrainIndexOf, unitShape } from '../../engine/netea/rules/1.2-formations/battlefield';
import { terrainMoverOf } from '../../engine/netea/rules/1.7-movement/obstacles';
import { terrainEffect } from '../../engine/netea/rules/1.8-terrain/effects';
import type { Placed } from '../../engine/netea/rules/1.9-shooting/geometry';

/**
 * Routes for a unit round what it may not, or should not, move through, so that a formation
 * parked behind ruins or a bunker goes round them instead of standing still for the rest of
 * the game (a straight move would be refused, or cost a dangerous terrain test). A coarse grid
 * is searched from the unit to where it wants to be (A*, eight neighbours); blocked are cells
 * in or near terrain impassable or dangerous to the unit (1.8.1, 1.8.4) and cells under units it
 * may not move over (1.7.2: only friendly infantry may be moved over; enemy units never). The
 * engine still judges every move made along the route.
 */

const CELL = 2;
/** The largest search, in cells expanded: beyond it the unit makes do with the straight way. */
const MAX_EXPANDED = 2500;

/** Terrain cells blocked for one kind of mover of one size, kept per terrain list. */
const terrainGrids = new WeakMap<GameState['terrain'], Map<string, Uint8Array>>();

function gridOf(game: GameState): Grid {
  return {
    cols: Math.max(1, Math.ceil(game.table.width / CELL)),
    rows: Math.max(1, Math.ceil(game.table.height / CELL)),
  };
}

function terrainBlocked(game: GameState, unit: Placed, grid: Grid): Uint8Array | null {
  const mover = terrainMoverOf(unit.sheet);
  if (!mover) return null;
  const radius = Math.ceil(unit.shape.outerRadius);
  const key = `${mover}:${radius}:${grid.cols}x${grid.rows}`;
  let byKey = terrainGrids.get(game.terrain);
  if (!byKey) terrainGrids.set(game.terrain, (byKey = new Map()));
  const known = byKey.get(key);
  if (known) return known;
  const blocked = new Uint8Array(grid.cols * grid.rows);
  const avoid = terrainIndexOf(game).features.filter(
    (f) => terrainEffect(f.feature.type, mover).move !== 'none',
  );
  for (const f of avoid) {
    const reach = f.bradius + radius + CELL;
    const c0 = Math.max(0, Math.floor((f.bcx - reach) / CELL));
    const c1 = Math.min(grid.cols - 1, Math.ceil((f.bcx + reach) / CELL));
    const r0 = Math.max(0, Math.floor((f.bcy - reach) / CELL));
    const r1 = Math.min(grid.rows - 1, Math.ceil((f.bcy + reach) / CELL));
    for (let r = r0; r <= r1; r++)
      for (let c = c0; c <= c1; c++) {
        const x = (c + 0.5) * CELL;
        const y = (r + 0.5) * CELL;
        if (pointInRing(f, x, y) || pointRingDistance(f, x, y) < radius + 0.5)
          blocked[r * grid.cols + c] = 1;
      }
  }
  byKey.set(key, blocked);
  return blocked;
}

/** Units the moving unit may not cross (1.7.2), as circles grown by its own radius. */
function unitObstacles(
  game: GameState,
  unit: Placed,
  ownFormation: boolean,
): { x: number; y: number; r: number }[] {
  const out: { x: number; y: number; r: number }[] = [];
  for (const other of Object.values(game.units)) {
    if (other.id === unit.unit.id) continue;
    if (!ownFormation && other.formationId === unit.unit.formationId) continue;
    if (other.status !== 'deployed' || !other.position) continue;
    const sheet = game.datasheets[other.datasheetId];
    if (!sheet) continue;
    if (other.side === unit.unit.side && sheet.type === 'INF') continue;
    const shape = unitShape(game, other);
    const size = shape ? shape.outerRadius : 1;
    out.push({ x: other.position.x, y: other.position.y, r: size + unit.shape.outerRadius });
  }
  return out;
}

/**
 * The way from the unit to `to` round what blocks it, as waypoints (the unit's own place left
 * out), cut at `maxLength` of path; null when the straight way is clear, when no way is found
 * or when the unit moves by no terrain column (aircraft). `ownFormation` false leaves the
 * unit's own formation out of the way (a route for the whole formation, which moves with it).
 */
export function routeAround(
  game: GameState,
  unit: Placed,
  to: Point,
  maxLength: number,
  ownFormation = true,
): Point[] | null {
  const grid = gridOf(game);
  const terrain = terrainBlocked(game, unit, grid);
  if (!terrain) return null;
  const obstacles = unitObstacles(game, unit, ownFormation);
  const cell = (p: Point) => ({
    c: Math.min(grid.cols - 1, Math.max(0, Math.floor(p.x / CELL))),
    r: Math.min(grid.rows - 1, Math.max(0, Math.floor(p.y / CELL))),
  });
  const margin = Math.ceil(unit.shape.outerRadius / CELL);
  const free = (c: number, r: number) => {
    if (c < margin || r < margin || c >= grid.cols - margin || r >= grid.rows - margin)
      return false;
    if (terrain[r * grid.cols + c]) return false;
    const x = (c + 0.5) * CELL;
    const y = (r + 0.5) * CELL;
    return !obstacles.some((o) => Math.hypot(o.x - x, o.y - y) < o.r);
  };
  const start = cell({ x: unit.shape.cx, y: unit.shape.cy });
  const goal = cell(to);
  if (start.c === goal.c && start.r === goal.r) return null;
  if (straightClear(unit, to, cell, free)) return null;
  const goalId = goal.r * grid.cols + goal.c;
  const found = gridPath(grid, start, {
    free,
    isGoal: (id) => id === goalId,
    estimate: (c, r) => Math.hypot(c - goal.c, r - goal.r),
    maxExpanded: MAX_EXPANDED,
  });
  if (!found) return null;
  const cells = found.cells;
  const centreOfCell = (id: number): Point => cellCentre(grid, id, CELL);
  // Straighten: keep only the cells where the way turns, then end exactly at `to`.
  const corners: Point[] = [];
  for (let i = 1; i < cells.length - 1; i++) {
    const a = cells[i - 1]!;
    const b = cells[i]!;
    const c = cells[i + 1]!;
    if (b - a !== c - b) corners.push(centreOfCell(b));
  }
  if (corners.length === 0) return null; // the straight way: nothing to go round
  const out = cutAt({ x: unit.shape.cx, y: unit.shape.cy }, [...corners, to], maxLength);
  return out.length > 0 ? out : null;
}

/** Whether the straight way crosses no blocked cell (most ways: no search needed then). */
function straightClear(
  unit: Placed,
  to: Point,
  cell: (p: Point) => { c: number; r: number },
  free: (c: number, r: number) => boolean,
): boolean {
  const d = Math.hypot(to.x - unit.shape.cx, to.y - unit.shape.cy);
  const steps = Math.ceil(d / (CELL / 2));
  const start = cell({ x: unit.shape.cx, y: unit.shape.cy });
  for (let i = 1; i <= steps; i++) {
    const k = i / steps;
    const at = cell({
      x: unit.shape.cx + (to.x - unit.shape.cx) * k,
      y: unit.shape.cy + (to.y - unit.shape.cy) * k,
    });
    if (at.c === start.c && at.r === start.r) continue;
    if (!free(at.c, at.r)) return false;
  }
  return true;
}

/** The waypoints from `from` as far as `length` of path goes. */
export function cutAt(from: Point, points: readonly Point[], length: number): Point[] {
  const out: Point[] = [];
  let at = from;
  let left = length;
  for (const p of points) {
    const d = Math.hypot(p.x - at.x, p.y - at.y);
    if (d >= left) {
      if (left > 0.5)
        out.push({ x: at.x + ((p.x - at.x) / d) * left, y: at.y + ((p.y - at.y) / d) * left });
      break;
    }
    out.push(p);
    left -= d;
    at = p;
  }
  return out;
}
