import type { Point } from '../../../kernel/geometry/types';
import type { ManoeuvreClass } from '../../data/schema/unitType';
import { isManoeuvreClass } from '../../data/schema/unitType';
import type { UnitDatasheet } from '../../data/schema/unit';
import type { Side } from '../../commands/primitives';
import type { Activation, FormationState, GameState, UnitState } from '../../state/schema';
import type { TournamentEdge } from '../6.1-tournament/state';
import { distanceToEdge as distanceToEdgeLine } from '../6.1-tournament/table';
import type { TwoSides } from '../../commands/primitives';

/**
 * 4.1 Aerospace units: aircraft (`type: 'AC'`, a manoeuvre class instead of a speed) and
 * spacecraft (`type: 'SC'`). This module only classifies; it imports no rule, so the core rules
 * (breaking, activation) may ask it without a circle.
 */

export function isAircraft(
  sheet: Pick<UnitDatasheet, 'type'> & { readonly speed?: UnitDatasheet['speed'] },
): boolean {
  // 4.2, 3.1: a war engine aircraft (AC/WE: the Thunderhawk) notes a manoeuvre class as well.
  return (
    sheet.type === 'AC' ||
    (sheet.type === 'WE' && sheet.speed !== undefined && isManoeuvreClass(sheet.speed))
  );
}

export function isAerospace(sheet: Pick<UnitDatasheet, 'type'>): boolean {
  return sheet.type === 'AC' || sheet.type === 'SC';
}

/** 4.1: the manoeuvre class noted instead of the speed; null for anything but an aircraft. */
export function manoeuvreClassOf(sheet: UnitDatasheet): ManoeuvreClass | null {
  return isAircraft(sheet) && isManoeuvreClass(sheet.speed) ? sheet.speed : null;
}

function sheetOf(state: GameState, unit: UnitState): UnitDatasheet | undefined {
  return state.datasheets[unit.datasheetId];
}

/** The formation's units that have not been destroyed. */
function living(state: GameState, formation: FormationState): UnitState[] {
  return formation.unitIds
    .map((id) => state.units[id])
    .filter((u): u is UnitState => u !== undefined && u.status !== 'destroyed');
}

/** 4.1.1: a formation of aircraft (every unit an aircraft). */
export function isAircraftFormation(state: GameState, formation: FormationState): boolean {
  // Asked for every formation on most commands: a loop, no arrays built.
  let any = false;
  for (const id of formation.unitIds) {
    const u = state.units[id];
    if (u === undefined) continue;
    if (!isAircraft(sheetOf(state, u) ?? { type: 'INF' })) return false;
    any = true;
  }
  return any;
}

/** 4.1.1: an aerospace formation "in the air": not landed (4.2.5 landing is not played, so every
 * aircraft formation is in the air, on the table during its mission or off it). */
export function inTheAir(state: GameState, formation: FormationState): boolean {
  return isAircraftFormation(state, formation) && !state.aircraft?.landed?.includes(formation.id);
}

/** 4.1.1: may never be broken or suppressed by Blast markers while in the air. */
export function aloft(state: GameState, formationId: string): boolean {
  const f = state.formations[formationId];
  return f !== undefined && inTheAir(state, f);
}

/** 4.2: aircraft formations are kept off the table and may act from there; one that remained on
 * CAP from the turn before is already carrying out its action. */
export function mayActFromReserve(state: GameState, formation: FormationState): boolean {
  const cap = state.aircraft?.cap?.[formation.id];
  if (cap?.stayed && cap.turn === state.turn) return false;
  return isAircraftFormation(state, formation) && living(state, formation).length > 0;
}

export type TableEdge = 'north' | 'south' | 'west' | 'east';

/** How far a point is from an edge (negative beyond it). */
export function distanceToEdge(state: GameState, edge: TableEdge, p: Point): number {
  switch (edge) {
    case 'north':
      return p.y;
    case 'south':
      return state.table.height - p.y;
    case 'west':
      return p.x;
    case 'east':
      return state.table.width - p.x;
  }
}

/** A side's own table edge: a whole table edge, or a tournament corner (6.1.2). */
export type OwnEdge = TableEdge | TournamentEdge;

/**
 * 4.2.1 (aircraft) and 4.3.1 (spacecraft): a side's own table edge: the scenario's
 * (`aircraft.edges`), else the tournament edge the side chose (6.1.2: a corner is the two half
 * edges meeting there, not the whole of either), else the table edge nearest the side's
 * deployment zone. Null when the side has none (4.2.1: "choose an edge randomly", done when the
 * scenario is set up; until then any edge is accepted).
 */
export function ownEdge(state: GameState, side: Side): OwnEdge | null {
  const set = state.aircraft?.edges?.[side];
  if (set) return set;
  const t = state.tournament?.edges[side as TwoSides];
  if (t) return t;
  const index = state.setup.zones[side];
  const zone = index === null || index === undefined ? undefined : state.deploymentZones[index];
  if (!zone) return null;
  const n = zone.polygon.length;
  const centre = {
    x: zone.polygon.reduce((s, p) => s + p.x, 0) / n,
    y: zone.polygon.reduce((s, p) => s + p.y, 0) / n,
  };
  const edges: TableEdge[] = ['north', 'south', 'west', 'east'];
  const best = edges
    .map((e) => ({ e, d: distanceToEdge(state, e, centre) }))
    .sort((a, b) => a.d - b.d);
  const [first, second] = best;
  // A zone as near one edge as another (the whole table) names no edge.
  if (!first || (second && Math.abs(first.d - second.d) < 1e-6)) return null;
  return first.e;
}

/** How far a point is from the side's own table edge (its nearest part); null without one. */
export function distanceToOwnEdge(state: GameState, side: Side, p: Point): number | null {
  const edge = ownEdge(state, side);
  return edge === null ? null : distanceToEdgeLine(state.table, edge, p);
}

/** Whether a point touches the side's own table edge (any edge when it has none). */
export function touchesOwnEdge(state: GameState, side: Side, p: Point, tolerance: number): boolean {
  const d = distanceToOwnEdge(state, side, p);
  return d === null ? edgeAt(state, p, tolerance) !== null : d <= tolerance;
}

/** The whole table edges the own edge lies along (a corner's two), for placing things on it. */
export function ownEdgeSides(state: GameState, side: Side): TableEdge[] {
  const edge = ownEdge(state, side);
  if (edge === null) return ['north', 'south', 'east', 'west'];
  return edge.split('-') as TableEdge[];
}

/** The edge a point lies on (within `tolerance`), if any. */
export function edgeAt(state: GameState, p: Point, tolerance: number): TableEdge | null {
  const edges: TableEdge[] = ['north', 'south', 'west', 'east'];
  return edges.find((e) => distanceToEdge(state, e, p) <= tolerance) ?? null;
}

/**
 * 4.2, 4.3.2: an aerospace formation's action as the core rules record it: a hold with no move
 * (aircraft fly their own approach; a spacecraft's operation has already "shot").
 */
export function aerospaceActivation(
  formationId: string,
  passed: boolean,
  retained: boolean,
  shot: boolean,
): Activation {
  return {
    formationId,
    declared: 'hold',
    action: 'hold',
    passed,
    retained,
    movesAllowed: 0,
    movesTaken: 0,
    movedThisMove: [],
    pickedUp: [],
    roadMarch: false,
    shot,
  };
}
