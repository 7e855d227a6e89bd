import type { Command, Side } from '../../../engine/netea/commands/schema';
import type { Point } from '../../../engine/kernel/geometry/types';
import type { FormationState, GameState, UnitState } from '../../../engine/netea/state/schema';
import { breakingOutSide } from '../../../engine/netea/rules/5.3-scenarios/breakthroughOrder';
import { atShortEdge } from '../../../engine/netea/rules/5.3-scenarios/leaveTable';
import { canActivate, liveUnits } from '../../../engine/netea/rules/1.2-formations/formations';
import { unitShape, unitShapeAt } from '../../../engine/netea/rules/1.2-formations/battlefield';
import { placedUnits, type Placed } from '../../../engine/netea/rules/1.9-shooting/geometry';
import { routeAround } from '../route';
import { safeMove } from './movement';
import { actionTestChance } from './activation';
import { validateCommand } from '../../../engine/netea/commands/apply';
import { isRetaining } from '../../../engine/netea/rules/1.4-1.6-sequence-and-actions/actions';
import type { Candidate } from '../score';
import type { Situation } from '../situation';

/**
 * Seed 001 5.3.5: "Alle überlebenden Einheiten in einem Verband müssen in derselben Runde den
 * Spieltisch verlassen – es gilt alles oder nichts." Our reading (leaveTable.ts): a formation
 * leaves once every surviving unit's base touches a short edge. So the utility player lines a
 * formation up along the edge when every unit can get there in this move: each base flush with
 * the edge, beside the units already there (coherency, 1.2.1), each spot asked of the engine.
 */

/** How far inside the edge a base's outer side stands once lined up (within EDGE_REACH 1cm). */
const FLUSH = 0.3;
/** Room left between bases lined up on the edge; the larger ones step round what is in the way
 * while keeping within coherency (1.2.1: 5cm). */
const GAPS = [0.3, 1.5, 3] as const;
/** Ways round what blocks the straight way searched per unit (each is a search of the table). */
const ROUTE_TRIES = 3;

/** The nearer short edge of the formation (by its units' mean), or null on a table standing up
 * (the scenario's table is wider than deep). */
export function breakoutEdge(game: GameState, formation: FormationState): 'west' | 'east' | null {
  const { width, height } = game.table;
  const at = liveUnits(game, formation).flatMap((u) => (u.position ? [u.position.x] : []));
  if (width < height || at.length === 0) return null;
  return at.reduce((s, x) => s + x, 0) / at.length < width / 2 ? 'west' : 'east';
}

/** The unit's speed (1.7). */
const speedOf = (game: GameState, u: UnitState) => {
  const speed = game.datasheets[u.datasheetId]?.speed;
  return typeof speed === 'number' ? speed : 0;
};

/**
 * Whether every unit of the formation could touch the nearer short edge within `moves` moves
 * of its speed (straight, by the x to go: the engine's verdict comes with each move).
 */
export function edgeWithin(game: GameState, formation: FormationState, moves: number): boolean {
  if (breakingOutSide(game) !== formation.side || !canActivate(game, formation)) return false;
  const units = liveUnits(game, formation).filter((u) => u.status === 'deployed');
  if (units.length === 0) return false;
  const edge = breakoutEdge(game, formation);
  return (
    edge !== null &&
    units.every((u) => {
      const shape = unitShape(game, u);
      if (!shape) return false;
      const togo = edge === 'west' ? shape.minX : game.table.width - shape.maxX;
      return togo <= speedOf(game, u) * moves - 1;
    })
  );
}

/**
 * The next unit's move lining the formation up on its nearer short edge, when every unit still
 * off the edge can reach it in this move: the unit nearest the units on the edge (or, first, the
 * nearest to the edge) drives to the free place beside them nearest its own, straight or round
 * what blocks the way. Null when the edge is out of reach this move (the formation then moves as
 * usual) or no place is accepted by the engine.
 */
export function breakoutLineUp(
  game: GameState,
  side: Side,
  formationId: string,
  movedThisMove: readonly string[],
): Command | null {
  const formation = game.formations[formationId];
  if (breakingOutSide(game) !== side || !formation) return null;
  const edge = breakoutEdge(game, formation);
  if (edge === null) return null;
  const west = edge === 'west';
  const { width, height } = game.table;
  const units = liveUnits(game, formation).filter((u) => u.status === 'deployed');
  const placed = placedUnits(game, formationId);
  if (placed.length === 0 || placed.length !== units.length) return null;
  // Each unit turns towards the edge it drives to, its base then measured in that facing.
  const facing = west ? 180 : 0;
  const end = (p: Placed) => unitShapeAt(p.sheet, { x: 0, y: 0 }, facing);
  const there = placed.filter((p) => atShortEdge(game, p.unit));
  const waiting = placed.filter((p) => !atShortEdge(game, p.unit));
  if (waiting.length === 0 || waiting.some((p) => movedThisMove.includes(p.unit.id))) return null;
  const reach = (p: Placed) => speedOf(game, p.unit) - 0.1;
  const edgeX = (p: Placed) => {
    const e = end(p);
    return e ? (west ? FLUSH - e.minX : width - FLUSH - e.maxX) : NaN;
  };
  if (waiting.some((p) => !(Math.abs(edgeX(p) - p.shape.cx) <= reach(p)))) return null;
  const taken = there.map((p) => [p.shape.minY, p.shape.maxY] as const);
  // The next unit: the one nearest those on the edge (the edge itself, first), so the line
  // grows from one end and each comes beside the last.
  const gapTo = (p: Placed) =>
    taken.length === 0
      ? Math.abs(edgeX(p) - p.shape.cx)
      : Math.min(...taken.map(([a, b]) => Math.max(0, a - p.shape.maxY, p.shape.minY - b)));
  for (const next of [...waiting].sort((a, b) => gapTo(a) - gapTo(b))) {
    const command = placeOnEdge(game, side, next, edgeX(next), facing, taken, height, reach(next));
    if (command) return command;
  }
  return null;
}

/** The move to the nearest free place on the edge for the unit, beside those there already. */
function placeOnEdge(
  game: GameState,
  side: Side,
  next: Placed,
  x: number,
  facing: number,
  taken: readonly (readonly [number, number])[],
  height: number,
  reach: number,
): Command | null {
  const shape = unitShapeAt(next.sheet, { x: 0, y: 0 }, facing);
  if (!shape) return null;
  const { minY: lo, maxY: hi } = shape;
  const y0 = next.shape.cy;
  const free = (c: number) =>
    c + lo >= 0.3 &&
    c + hi <= height - 0.3 &&
    taken.every(([a, b]) => c + hi <= a - 0.2 || c + lo >= b + 0.2);
  // Alone on the edge: level with where it stands, else a little along; beside the others:
  // touching them, or a little off, within coherency.
  const options =
    taken.length === 0
      ? [0, 2, -2, 4, -4, 7, -7, 10, -10, 14, -14, 18, -18].map((d) => y0 + d)
      : taken.flatMap(([a, b]) => GAPS.flatMap((g) => [a - g - hi, b + g - lo]));
  const ordered = options
    .filter(free)
    .map((y) => ({ x, y }))
    .filter((to) => Math.hypot(to.x - next.shape.cx, to.y - y0) <= reach + 20)
    .sort((p, q) => Math.abs(p.y - y0) - Math.abs(q.y - y0));
  const make = (path: readonly Point[]): Command => ({
    type: 'move.unit',
    side,
    unitId: next.unit.id,
    path: [...path],
    facing,
  });
  for (const to of ordered) {
    if (Math.hypot(to.x - next.shape.cx, to.y - y0) > reach) continue;
    const straight = make([to]);
    if (safeMove(game, straight)) return straight;
  }
  // Round what blocks the straight way (terrain, other units, a zone of control).
  let tries = 0;
  for (const to of ordered) {
    if (tries++ >= ROUTE_TRIES) break;
    const way = routeAround(game, next, to, reach);
    const last = way?.[way.length - 1];
    if (!way || !last || Math.hypot(last.x - to.x, last.y - to.y) > 0.01) continue;
    const round = make(way);
    if (safeMove(game, round)) return round;
  }
  return null;
}

/**
 * 5.3.5: a formation that can have every unit at the edge within this action moves (an advance
 * when one move does it, a double when two do) rather than holding the ground it stands on: its
 * goal lies at the edge level with it, so sustained fire there looked like holding an objective.
 * A march (offered only when nothing less gets it out in time) weighs less: it shoots not at all
 * (at 0.95, 12 mirror games broke out 11 formations against 13 at 0.75).
 */
export function breakoutActivations(game: GameState, s: Situation): Candidate[] {
  if (breakingOutSide(game) !== s.side) return [];
  const retaining = isRetaining(game, s.side);
  const out: Candidate[] = [];
  for (const view of s.mine) {
    const f = view.formation;
    if (edgeDistances(game, f).every((d) => d <= 0)) continue;
    const action = edgeWithin(game, f, 1)
      ? 'advance'
      : edgeWithin(game, f, 2)
        ? 'double'
        : marchesInTime(game, f)
          ? 'march'
          : null;
    if (!action) continue;
    const command: Command = { type: 'action.declare', side: s.side, formationId: f.id, action };
    if (validateCommand(game, command) !== null) continue;
    out.push({
      label: `${f.id} ${action} to break out`,
      command,
      considerations: [
        { name: 'breakOutNow', value: action === 'advance' ? 1 : action === 'double' ? 0.9 : 0.75 },
        { name: 'actionTest', value: actionTestChance(view, retaining) },
      ],
    });
  }
  return out;
}

/**
 * 1.6.1: a march makes three moves. Breaking out, a formation marches when doubles for the rest
 * of the game would not bring its rearmost unit to the edge and a march now still may (the
 * last turn is 5.3.5's only moment to be off; our reading of the trade: no shooting for it).
 */
function marchesInTime(game: GameState, f: FormationState): boolean {
  const units = placedUnits(game, f.id);
  const speed = Math.min(...units.map((p) => speedOf(game, p.unit)));
  if (units.length === 0 || !(speed > 0)) return false;
  const moves = Math.ceil(Math.max(...edgeDistances(game, f)) / (speed - 1));
  const after = game.victory.maxTurns - game.turn;
  return moves > 2 * (after + 1) && moves <= 3 + 2 * after;
}

/** How far each base still has to go to touch the nearer short edge (0 at it). */
function edgeDistances(game: GameState, formation: FormationState): number[] {
  const edge = breakoutEdge(game, formation);
  return placedUnits(game, formation.id).map((p) =>
    Math.max(0, edge === 'west' ? p.shape.minX - 1 : game.table.width - 1 - p.shape.maxX),
  );
}

/**
 * 1.6.2: a formation on a hold action moves, shoots or regroups. Breaking out (5.3.5), it moves
 * for the edge: four turns leave no action to spare (formations set up in the middle, 75cm off
 * the edges, regrouped turn after turn and never got there).
 */
export function movesOnHold(game: GameState, side: Side, formation: FormationState): boolean {
  return breakingOutSide(game) === side && edgeDistances(game, formation).some((d) => d > 0);
}
