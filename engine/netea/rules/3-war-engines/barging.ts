import {
  basesOverlap,
  inBaseContact,
  isWhollyOnTable,
  shapeDistance,
  shapesWithin,
  sweepShapeDistance,
  type Point,
  type Shape,
} from '../../../kernel/geometry';
import { refusal, type Refusal } from '../../../kernel/result';
import type { GameState, UnitState } from '../../state/schema';
import { datasheetOf, unitShape, unitShapeAt } from '../1.2-formations/battlefield';
import type { MoveGeometry } from '../1.7-movement/geometry';
import type { MoveContext } from '../1.7-movement/types';
import { isWarEngine, startingCapacity } from './capacity';
import { featureUnder } from '../1.7-movement/obstacles';

/**
 * 3.3.1 Charge Moves: "When a war engine charges it is allowed to 'barge' any non-war engine units
 * belonging to the target formation out of the way and carry on with its charge move. Move the
 * war engine as far as desired, and then place any units that were barged out of the way as
 * close as you can to their starting point, while still touching the base of the war engine …
 * The maximum number of units a war engine can barge aside in this manner is two per point of its
 * starting damage capacity. Note that war engines may not barge other war engines out of the
 * way." FAQ: units of a formation that is not a target are never barged (a unit may not enter
 * the zone of control of a formation it is not assaulting); barged units are in base contact
 * with the war engine, so entering their zone of control is answered by touching them.
 */

/** The units of the target formations (in a counter charge: the enemy formations in the
 * assault) the war engine's charge would barge: non-war engines its
 * model passes over or its base ends on. Empty for any other move or unit. */
export function bargedUnits(
  state: GameState,
  unit: UnitState,
  geom: MoveGeometry,
  context: MoveContext,
): string[] {
  // 3.3.1 FAQ: "Can a war engines barge units out of the way with a counter charge? Yes."
  if (context.kind !== 'charge' && context.kind !== 'counter-charge') return [];
  if (!isWarEngine(datasheetOf(state, unit))) return [];
  const targets = context.targetFormationIds ?? [];
  const out: string[] = [];
  for (const other of Object.values(state.units)) {
    if (other.side === unit.side || !targets.includes(other.formationId)) continue;
    if (isWarEngine(datasheetOf(state, other))) continue;
    const shape = unitShape(state, other);
    if (!shape || shapesWithin(geom.startModel, shape, 0)) continue;
    if (basesOverlap(geom.end, shape) || sweepShapeDistance(geom.modelSweep, shape) <= 0)
      out.push(other.id);
  }
  return out;
}

/** 3.3.1: at most two units per point of the war engine's starting damage capacity. */
export function bargeRefusal(
  state: GameState,
  unit: UnitState,
  barged: readonly string[],
): Refusal | null {
  const limit = 2 * startingCapacity(datasheetOf(state, unit));
  if (barged.length <= limit) return null;
  return refusal(
    'move/barge-limit',
    '3.3.1',
    `${datasheetOf(state, unit).name} may barge at most ${limit} units aside; this charge would barge ${barged.length}.`,
  );
}

/** Directions tried around the war engine, and how finely the touching distance is found. */
const DIRECTIONS = 72;
const SEARCH_STEPS = 24;

/**
 * The barged units placed again (3.3.1): each, in turn, as close as it can be to where it stood
 * while touching the war engine's base, on the table, on no terrain impassable to it (1.8.4) and
 * on no other unit; it keeps its facing.
 */
export function placeBarged(
  state: GameState,
  warEngineId: string,
  barged: readonly string[],
  from: Readonly<Record<string, Point>>,
): GameState {
  let next = state;
  const we = next.units[warEngineId];
  const weShape = we && unitShape(next, we);
  if (!we || !weShape) return state;
  for (const id of barged) {
    const unit = next.units[id];
    const start = from[id];
    if (!unit || !start) continue;
    const spot = touchingSpot(next, unit, warEngineId, weShape, start);
    if (!spot) continue;
    next = { ...next, units: { ...next.units, [id]: { ...unit, position: spot } } };
  }
  return next;
}

function touchingSpot(
  state: GameState,
  unit: UnitState,
  warEngineId: string,
  weShape: Shape,
  start: Point,
): Point | null {
  const sheet = datasheetOf(state, unit);
  const centre = { x: (weShape.minX + weShape.maxX) / 2, y: (weShape.minY + weShape.maxY) / 2 };
  const far = Math.hypot(weShape.maxX - weShape.minX, weShape.maxY - weShape.minY) + 10;
  const others = Object.values(state.units).flatMap((o) => {
    if (o.id === unit.id || o.id === warEngineId) return [];
    const s = unitShape(state, o);
    return s ? [s] : [];
  });
  let best: { p: Point; d: number } | null = null;
  for (let k = 0; k < DIRECTIONS; k++) {
    const a = (2 * Math.PI * k) / DIRECTIONS;
    const at = (r: number) => ({ x: centre.x + Math.cos(a) * r, y: centre.y + Math.sin(a) * r });
    // The nearest distance from the centre at which the unit's base no longer overlaps.
    let lo = 0;
    let hi = far;
    for (let i = 0; i < SEARCH_STEPS; i++) {
      const mid = (lo + hi) / 2;
      const s = unitShapeAt(sheet, at(mid), unit.facing);
      if (s && shapeDistance(s, weShape) > 0) hi = mid;
      else lo = mid;
    }
    const p = at(hi);
    const shape = unitShapeAt(sheet, p, unit.facing);
    if (!shape || !inBaseContact(shape, weShape) || !isWhollyOnTable(shape, state.table)) continue;
    // 1.8.4: nor on terrain impassable to it (seed 001 5.3.15: the ground off the tables).
    if (featureUnder(state, sheet, 'impassable', shape)) continue;
    if (others.some((o) => basesOverlap(shape, o))) continue;
    const d = Math.hypot(p.x - start.x, p.y - start.y);
    if (!best || d < best.d) best = { p: { x: round(p.x), y: round(p.y) }, d };
  }
  return best?.p ?? null;
}

function round(v: number): number {
  return Math.round(v * 1000) / 1000;
}
