import { GEOMETRY_EPSILON, type Point } from '../../../kernel/geometry';
import { refusal, type Refusal } from '../../../kernel/result';
import type { UnitDatasheet } from '../../data/schema/unit';
import type { GameState, UnitState } from '../../state/schema';
import { datasheetOf } from '../1.2-formations/battlefield';
import { checkZonesOfControl } from './chargeMoves';
import { moveAllowance } from './allowance';
import { moveGeometry, type MoveGeometry } from './geometry';
import { checkImpassable, checkOnTable, checkOtherUnits } from './obstacles';
import type { MoveContext, MoveRequest } from './types';
import { pathOnRoad } from '../1.8-terrain/roads';
import { checkPickUps } from './transports';
import { bargedUnits, bargeRefusal } from '../3-war-engines/barging';
import { portalHeadStart } from '../6.1-tournament/portals';
import { plantMoveRefusal } from '../5.3-scenarios/plantCommands';

/**
 * 1.7 Movement: whether one unit may make the move a player asks for. Each move of an action is
 * checked on its own (1.7.1); the caller says which kind of move it is. Returns null when the
 * move is legal, else the first rule it breaks.
 */
export function validateMove(
  state: GameState,
  request: MoveRequest,
  context: MoveContext,
): Refusal | null {
  const prepared = prepareMove(state, request, context);
  if ('code' in prepared) return prepared;
  const { unit, geom, allowance } = prepared;
  const sheet = datasheetOf(state, unit);
  if (geom.length > allowance + GEOMETRY_EPSILON) {
    return refusal(
      'move/too-far',
      '1.7',
      `${sheet.name} may move ${allowance}cm in this move; the path is ${geom.length.toFixed(1)}cm.`,
    );
  }
  if (context.road && !pathOnRoad(state, request.path)) {
    return refusal(
      'move/not-on-road',
      '1.8.4',
      'The road bonus and road marches need the whole move on a road.',
    );
  }
  // 3.3.1: a charging war engine barges units of the target formation out of its way.
  const barged = bargedUnits(state, unit, geom, context);
  return (
    checkOnTable(state, geom) ??
    checkImpassable(state, sheet, geom) ??
    bargeRefusal(state, unit, barged) ??
    checkOtherUnits(state, unit, sheet, geom, [...(request.pickUp ?? []), ...barged]) ??
    checkZonesOfControl(state, unit, geom, context, allowance, request.path, barged) ??
    checkPickUps(state, unit, geom, request.pickUp ?? [], context) ??
    // Seed 001 5.3.15: Ork formations from above keep off the other Ork command's table; the
    // part of a formation outside the control centre keeps a unit by its entrance.
    plantMoveRefusal(state, unit, request.path, context.kind === 'normal' ? geom.end : null)
  );
}

export interface PreparedMove {
  readonly unit: UnitState;
  readonly geom: MoveGeometry;
  readonly allowance: number;
}

/**
 * The swept geometry of a move, cached on the unit's immutable state object and the path asked
 * for: validating a command and applying it (and a player trying paths) build it once.
 */
const GEOMETRIES_PER_UNIT = 16;
const geometries = new WeakMap<UnitState, Map<string, ReturnType<typeof moveGeometry>>>();

function cachedGeometry(sheet: UnitDatasheet, unit: UnitState, request: MoveRequest) {
  let key = `${request.orientation ?? ''}|${request.facing ?? ''}`;
  for (const p of request.path) key += `|${p.x},${p.y}`;
  let forUnit = geometries.get(unit);
  if (forUnit?.has(key)) return forUnit.get(key) ?? null;
  const geom = moveGeometry(sheet, unit, request);
  if (!forUnit) {
    forUnit = new Map();
    geometries.set(unit, forUnit);
  } else if (forUnit.size >= GEOMETRIES_PER_UNIT) {
    // A unit that stands still keeps its state object for the whole game while players try
    // move after move with it: keep only the recent ones (validate-then-apply is what pays).
    forUnit.clear();
  }
  forUnit.set(key, geom);
  return geom;
}

/** The unit, its move's geometry and allowance, or why it cannot move at all. */
export function prepareMove(
  state: GameState,
  request: MoveRequest,
  context: MoveContext,
): PreparedMove | Refusal {
  const unit = state.units[request.unitId];
  if (!unit) {
    return refusal('command/unknown-unit', '-', `There is no unit "${request.unitId}".`);
  }
  if (unit.status !== 'deployed' || unit.position === null) {
    return refusal('move/not-on-table', '1.7', `${unit.id} is not on the table.`);
  }
  const start = request.path[0];
  if (!start || !samePoint(start, unit.position)) {
    return refusal('move/bad-path', '1.7', "A move's path starts where the unit stands.");
  }
  const sheet = datasheetOf(state, unit);
  const base = moveAllowance(sheet, context, state.settings);
  // 6.1.6: a unit entering play through a portal measures its move from the portal's edge.
  const allowance = base === null ? null : base + portalHeadStart(state, unit.id, request.path);
  const geom = cachedGeometry(sheet, unit, request);
  // An immobile unit may still make a move of 0cm (1.7 FAQ: "Can I choose to move a unit 0cm?").
  if (geom && geom.length === 0) return { unit, geom, allowance: allowance ?? 0 };
  if (allowance === null || !geom) {
    return refusal(
      'move/cannot-move',
      sheet.speed === 'immobile' ? '1.8.4' : '1.7',
      `${sheet.name} may not move (speed ${String(sheet.speed)}).`,
    );
  }
  return { unit, geom, allowance };
}

function samePoint(a: Point, b: Point): boolean {
  return Math.abs(a.x - b.x) <= GEOMETRY_EPSILON && Math.abs(a.y - b.y) <= GEOMETRY_EPSILON;
}
