import { shapeDistance, type Point } from '../../../kernel/geometry';
import type { Command, Side } from '../../commands/schema';
import type { GameState, UnitState } from '../../state/schema';
import { datasheetOf, unitShape, unitShapeAt } from '../1.2-formations/battlefield';
import { liveUnits } from '../1.2-formations/formations';

/**
 * 3.1.3: where the units of a formation could stand to get into a war engine, so that the person
 * (one click) and the computer can ask for a mount without drawing every path. Only a proposal:
 * the mount command is judged by the rules (transportMount.ts) like any other.
 */

/** A spot `gap` cm from `target`'s base along the ray at `angle` degrees from its centre, for
 * a base of `unit`'s datasheet facing as the unit does. */
export function spotBeside(
  state: GameState,
  unit: UnitState,
  target: UnitState,
  angle: number,
  gap: number,
): Point | null {
  const tShape = unitShape(state, target);
  const sheet = datasheetOf(state, unit);
  const centre = target.position;
  if (!centre || !tShape) return null;
  const rad = (angle * Math.PI) / 180;
  const at = (d: number): Point => ({
    x: centre.x + d * Math.cos(rad),
    y: centre.y + d * Math.sin(rad),
  });
  const distance = (d: number) => {
    const s = unitShapeAt(sheet, at(d), unit.facing);
    return s ? shapeDistance(s, tShape) : Infinity;
  };
  let lo = 0;
  let hi = 40;
  for (let i = 0; i < 30; i++) {
    const mid = (lo + hi) / 2;
    if (distance(mid) > gap) hi = mid;
    else lo = mid;
  }
  return at(hi);
}

/** Every 20 degrees around the war engine. */
export const AROUND = Array.from({ length: 18 }, (_, i) => i * 20);

/** Just touching (within the base contact tolerance). */
const TOUCH = 0.01;

/**
 * The mount command for the formation's units on the table into the war engine: each unit, in
 * turn, to the free spot around the war engine nearest to it, sliding without turning (so that
 * no base swings across the war engine's). Null when a unit is not on the table.
 */
export function mountProposal(
  state: GameState,
  side: Side,
  formationId: string,
  transportId: string,
): Command | null {
  const formation = state.formations[formationId];
  const transport = state.units[transportId];
  if (!formation || !transport) return null;
  const taken = new Set<number>();
  const moves = [];
  for (const u of liveUnits(state, formation)) {
    const from = u.position;
    if (!from) return null;
    const spots = AROUND.filter((a) => !taken.has(a)).map((angle) => ({
      angle,
      at: spotBeside(state, u, transport, angle, TOUCH),
    }));
    const length = (p: Point | null) => (p ? Math.hypot(p.x - from.x, p.y - from.y) : Infinity);
    const best = spots.sort((a, b) => length(a.at) - length(b.at))[0];
    if (!best?.at) return null;
    taken.add(best.angle);
    moves.push({ unitId: u.id, path: [best.at], orientation: 'keep-facing' as const });
  }
  return moves.length > 0 ? { type: 'move.mountWarEngine', side, transportId, moves } : null;
}

/** 3.1.3: the war engines of the side, of other formations than `formationId`, that carry
 * other formations. */
export function warEngineTransports(
  state: GameState,
  side: Side,
  formationId: string,
): UnitState[] {
  return Object.values(state.units).filter((w) => {
    const sheet = datasheetOf(state, w);
    return (
      w.side === side &&
      w.status === 'deployed' &&
      w.formationId !== formationId &&
      sheet.type === 'WE' &&
      sheet.transport !== undefined
    );
  });
}
