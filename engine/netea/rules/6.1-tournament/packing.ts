import { basesOverlap, formationCoherency, type Point, type Shape } from '../../../kernel/geometry';
import type { FormationState, GameState, UnitState } from '../../state/schema';
import { datasheetOf, unitShapeAt } from '../1.2-formations/battlefield';
import { coherencyRange } from '../1.2-formations/coherency';
import { placementRefusal } from '../1.15-set-up/deployment';
import { whollyIn } from './placement';

/**
 * The computer's search for room to set a whole formation up in an area (6.1.6: within 15cm of
 * its own table edge, which may be a corner). Units go down one at a time: the first on a spot
 * of a scan over the area, each next one beside a unit already down (bases a hair apart, so
 * the formation is one chain, 1.2.1), the spot nearest the first unit and the edge that is
 * clear: wholly in the area, on the table, off impassable terrain and other units (1.15, the
 * same check the set-up command makes). A start that cannot take the whole formation is
 * abandoned for the next spot of the scan, so a formation is only refused room when no spot
 * of the scan holds it.
 */
export interface Placed {
  readonly unitId: string;
  readonly position: Point;
  readonly facing: number;
}

export interface PackArea {
  /** Every base must stand wholly in it. */
  readonly polygon: readonly Point[];
  /** The table edge the formation stands along: it faces away from it and keeps close to it. */
  readonly edge: readonly Point[];
}

/** Gap between neighbouring bases: clear of base contact's tolerance, far inside 5cm. */
const GAP = 0.1;
/** Spacing of the scan of starting spots. */
const SCAN_STEP = 2;
/** How many starts are grown into a whole formation before the search gives up. */
const MAX_STARTS = 400;

/** Where the whole formation can stand, or null when no start of the scan holds it; the scan
 * begins at `random()` of the way along the edge and wraps round, or, given `near` (where a
 * person clicked), at the spot nearest it and outwards. `accept` has the last word on a whole
 * placement (the set-up command's own validation); a refused one is passed over. */
export function packFormation(
  state: GameState,
  formation: FormationState,
  area: PackArea,
  random: () => number,
  accept: (units: readonly Placed[]) => boolean = () => true,
  near?: Point,
): Placed[] | null {
  const units = formation.unitIds
    .map((id) => state.units[id])
    .filter((u): u is UnitState => u !== undefined)
    // Large bases first: the stands then fill the gaps around them.
    .sort((a, b) => baseArea(state, b) - baseArea(state, a));
  if (units.length === 0) return null;
  const spots = near ? nearestFirst(scanSpots(area), near) : scanSpots(area);
  if (spots.length === 0) return null;
  const first = near ? 0 : Math.min(spots.length - 1, Math.floor(random() * spots.length));
  let grown = 0;
  for (let k = 0; k < spots.length && grown < MAX_STARTS; k++) {
    const at = spots[(first + k) % spots.length]!;
    const facing = facingAway(area.edge, at);
    if (!fits(state, units[0]!, at, facing, area)) continue;
    grown++;
    const placed = grow(state, units, { unitId: units[0]!.id, position: at, facing }, area);
    if (placed && accept(placed)) return placed;
  }
  return null;
}

function grow(
  state: GameState,
  units: readonly UnitState[],
  start: Placed,
  area: PackArea,
): Placed[] | null {
  let next = standing(state, units[0]!, start);
  const placed: Placed[] = [start];
  const shapes: Shape[] = [shapeOf(state, units[0]!, start)!];
  for (const unit of units.slice(1)) {
    const sheet = datasheetOf(state, unit);
    const options: { at: Placed; score: number }[] = [];
    const seen = new Set<string>();
    for (const q of shapes) {
      const own = facingAway(area.edge, { x: q.cx, y: q.cy });
      for (const facing of [own, (own + 90) % 360]) {
        const probe = unitShapeAt(sheet, { x: 0, y: 0 }, facing);
        if (!probe) return null;
        for (const position of beside(q, probe.maxX, probe.maxY)) {
          const key = `${position.x.toFixed(2)},${position.y.toFixed(2)},${facing}`;
          if (seen.has(key)) continue;
          seen.add(key);
          const turned = facing === facingAway(area.edge, position) ? 0 : 2;
          const score =
            Math.hypot(position.x - start.position.x, position.y - start.position.y) +
            0.5 * distanceTo(area.edge, position) +
            turned;
          options.push({ at: { unitId: unit.id, position, facing }, score });
        }
      }
    }
    options.sort((a, b) => a.score - b.score);
    const found = options.find(({ at }) => {
      const shape = unitShapeAt(sheet, at.position, at.facing);
      if (!shape || shapes.some((s) => boxesMeet(s, shape) && basesOverlap(s, shape))) return false;
      return fits(next, unit, at.position, at.facing, area);
    });
    if (!found) return null;
    placed.push(found.at);
    shapes.push(unitShapeAt(sheet, found.at.position, found.at.facing)!);
    next = standing(next, unit, found.at);
  }
  // 1.2.1: the chain the neighbours make is checked all the same (war engines' ranges differ).
  const ranges = units.map((u) => coherencyRange(datasheetOf(state, u)));
  return formationCoherency(shapes, ranges).coherent ? placed : null;
}

/** Centres for a base of half extents (hx, hy) beside `q`: left, right, above or below it,
 * lined up with either of its sides or its middle. */
function beside(q: Shape, hx: number, hy: number): Point[] {
  const sideX = [q.minX - GAP - hx, q.maxX + GAP + hx];
  const sideY = [q.minY - GAP - hy, q.maxY + GAP + hy];
  const alignX = [q.minX + hx, q.maxX - hx, q.cx];
  const alignY = [q.minY + hy, q.maxY - hy, q.cy];
  const out: Point[] = [];
  for (const x of sideX) for (const y of [...sideY, ...alignY]) out.push({ x, y });
  for (const x of alignX) for (const y of sideY) out.push({ x, y });
  return out;
}

function fits(
  state: GameState,
  unit: UnitState,
  position: Point,
  facing: number,
  area: PackArea,
): boolean {
  const shape = unitShapeAt(datasheetOf(state, unit), position, facing);
  if (!shape || !whollyIn(area.polygon, shape)) return false;
  return placementRefusal(state, unit, position, facing) === null;
}

/** The state with the unit standing at the spot, so the next ones keep off it. */
function standing(state: GameState, unit: UnitState, at: Placed): GameState {
  return {
    ...state,
    units: {
      ...state.units,
      [unit.id]: { ...unit, status: 'deployed', position: at.position, facing: at.facing },
    },
  };
}

function shapeOf(state: GameState, unit: UnitState, at: Placed): Shape | null {
  return unitShapeAt(datasheetOf(state, unit), at.position, at.facing);
}

function baseArea(state: GameState, unit: UnitState): number {
  const fp = datasheetOf(state, unit).footprint;
  if (!fp) return 0;
  return fp.shape === 'circle' ? (Math.PI * fp.diameter * fp.diameter) / 4 : fp.width * fp.length;
}

/** The ground a formation's bases cover. */
export function basesArea(state: GameState, formation: FormationState): number {
  return formation.unitIds.reduce((sum, id) => {
    const unit = state.units[id];
    return unit ? sum + baseArea(state, unit) : sum;
  }, 0);
}

function boxesMeet(a: Shape, b: Shape): boolean {
  return a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY;
}

/**
 * Spots on a grid over the area, ordered along the edge (then nearest it first), so a start
 * drawn at random lands somewhere along the edge and the scan from it sweeps along.
 */
function nearestFirst(spots: readonly Point[], near: Point): Point[] {
  const away = (p: Point) => Math.hypot(p.x - near.x, p.y - near.y);
  return [...spots].sort((a, b) => away(a) - away(b));
}

function scanSpots(area: PackArea): Point[] {
  const xs = area.polygon.map((p) => p.x);
  const ys = area.polygon.map((p) => p.y);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const spots: { at: Point; along: number; depth: number }[] = [];
  for (let x = x0 + SCAN_STEP / 2; x < x1; x += SCAN_STEP)
    for (let y = y0 + SCAN_STEP / 2; y < y1; y += SCAN_STEP) {
      const at = { x, y };
      if (!inside(area.polygon, at)) continue;
      const { along, depth } = projection(area.edge, at);
      spots.push({ at, along: Math.round(along / SCAN_STEP), depth });
    }
  spots.sort((a, b) => a.along - b.along || a.depth - b.depth);
  return spots.map((s) => s.at);
}

/** The facing (0, 90, 180 or 270 degrees) straight away from the nearest part of the edge. */
function facingAway(edge: readonly Point[], at: Point): number {
  const near = nearestOnEdge(edge, at).point;
  const dx = at.x - near.x;
  const dy = at.y - near.y;
  if (Math.abs(dx) >= Math.abs(dy)) return dx >= 0 ? 0 : 180;
  return dy >= 0 ? 90 : 270;
}

function distanceTo(edge: readonly Point[], at: Point): number {
  return projection(edge, at).depth;
}

/** How far along the edge polyline its nearest point lies, and how far from it `at` is. */
function projection(edge: readonly Point[], at: Point): { along: number; depth: number } {
  const n = nearestOnEdge(edge, at);
  return { along: n.along, depth: Math.hypot(at.x - n.point.x, at.y - n.point.y) };
}

function nearestOnEdge(edge: readonly Point[], at: Point): { point: Point; along: number } {
  let best = { point: edge[0]!, along: 0, d: Infinity };
  let walked = 0;
  for (let i = 1; i < edge.length; i++) {
    const a = edge[i - 1]!;
    const b = edge[i]!;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const len = Math.hypot(dx, dy);
    const t =
      len === 0 ? 0 : Math.max(0, Math.min(1, ((at.x - a.x) * dx + (at.y - a.y) * dy) / len ** 2));
    const point = { x: a.x + t * dx, y: a.y + t * dy };
    const d = Math.hypot(at.x - point.x, at.y - point.y);
    if (d < best.d) best = { point, along: walked + t * len, d };
    walked += len;
  }
  return best;
}

function inside(poly: readonly Point[], at: Point): boolean {
  let yes = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i]!;
    const b = poly[j]!;
    if (a.y > at.y !== b.y > at.y && at.x < ((b.x - a.x) * (at.y - a.y)) / (b.y - a.y) + a.x)
      yes = !yes;
  }
  return yes;
}
