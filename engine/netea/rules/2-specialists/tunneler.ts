import { isRefusal, ownFormation, placeEntering } from './entering';
import type { CommandHandler } from '../../commands/handler';
import type { CommandOf, Side } from '../../commands/schema';
import { refusal, type Refusal } from '../../../kernel/result';
import { pointShapeDistance, shapesWithin, type Point, type Shape } from '../../../kernel/geometry';
import type { FormationState, GameState, UnitState } from '../../state/schema';
import { datasheetOf, unitShapeAt } from '../1.2-formations/battlefield';
import { formationOf, liveUnits } from '../1.2-formations/formations';
import { withUnits } from '../1.2-formations/unitUpdates';
import { enemyZocSources, inZocOf } from '../1.7-movement/zonesOfControl';
import { spacesFor } from '../1.7-movement/transports';
import { placementRefusal } from '../1.15-set-up/deployment';
import { afterSurfacing, turnStartRefusal } from '../1.4-1.6-sequence-and-actions/startOfTurn';
import { plotOf, tunnels, tunnelsDue } from './offTable';
import { withPlots } from './plots';
import { inOwnHalf } from './tableHalf';
import { unitLabel } from './unitLabel';

/**
 * 2.1.23 Tunneler: a formation kept off the table with a secret plot (plots.ts) surfaces at the
 * start of its plotted turn, before teleporters (1.5 FAQ step 1), the players taking turns
 * (startOfTurn.ts). The first unit is set up at the plotted point; where it cannot surface there
 * (impassable terrain, on a unit, in an enemy zone of control) it is moved to the nearest point
 * where it can. Every other unit within 5cm of one already placed, all within 15cm of the point
 * and on the half of the table the point lies in. Units without the ability ride aboard (2.1.23:
 * "or are transported in units that have the ability"). Surfacing is no move: it triggers no
 * overwatch fire (2.1.23, 1.10 FAQ). The formation may take its action this turn.
 */

export const TUNNEL_CHAIN = 5;
export const TUNNEL_SPREAD = 15;
/** How finely the nearest point a diverted tunneler can surface at is searched for (cm). */
const DIVERT_STEP = 0.5;

/** Whether a unit may surface with its base here: on the table, on no impassable terrain or
 * unit (1.7.2, 1.8.4), outside enemy zones of control. */
function surfaceRefusal(
  state: GameState,
  unit: UnitState,
  position: Point,
  facing: number,
): Refusal | null {
  const bad = placementRefusal(state, unit, position, facing);
  if (bad) return bad;
  const shape = unitShapeAt(datasheetOf(state, unit), position, facing)!;
  const zoc = enemyZocSources(state, unit.side).find((e) => inZocOf(shape, e));
  return zoc
    ? refusal(
        'tunnel/enemy-zoc',
        '2.1.23',
        `A tunneler cannot surface in an enemy zone of control (${unitLabel(state, zoc.unit.id)}).`,
      )
    : null;
}

/**
 * 2.1.23: where the first unit surfaces: the plotted point, or, when it cannot surface there,
 * the nearest point where it can (searched outwards ring by ring, the first found on the nearest
 * ring). The rule has the opponent move it there; with "the nearest area" fixed there is nothing
 * left to choose but between points equally near, which the search settles. Null if none.
 */
export function surfacingPoint(
  state: GameState,
  unit: UnitState,
  at: Point,
  facing: number,
  /** 4.4 FAQ: what else the point must allow (room for the unit's cargo to get out). */
  fits: (at: Point) => boolean = () => true,
): Point | null {
  const clear = (p: Point) => !surfaceRefusal(state, unit, p, facing) && fits(p);
  if (clear(at)) return at;
  const reach = Math.hypot(state.table.width, state.table.height);
  for (let r = DIVERT_STEP; r <= reach; r += DIVERT_STEP) {
    const steps = Math.max(8, Math.ceil((2 * Math.PI * r) / DIVERT_STEP));
    for (let i = 0; i < steps; i++) {
      const a = (2 * Math.PI * i) / steps;
      const p = { x: at.x + r * Math.cos(a), y: at.y + r * Math.sin(a) };
      if (p.x < 0 || p.y < 0 || p.x > state.table.width || p.y > state.table.height) continue;
      if (clear(p)) return p;
    }
  }
  return null;
}

const near = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y) < 0.01;

/** 2.1.23: the passengers: every unit without the ability aboard a placed tunneler with room. */
function aboardRefusal(
  state: GameState,
  command: CommandOf<'tunnel.surface'>,
  formation: FormationState,
): Refusal | null {
  const placed = new Set(command.placements.map((p) => p.unitId));
  const aboard = new Map((command.aboard ?? []).map((a) => [a.unitId, a.transportId]));
  const used = new Map<string, number>();
  for (const u of liveUnits(state, formation)) {
    if (placed.has(u.id)) continue;
    const transportId = aboard.get(u.id);
    const transport = transportId ? state.units[transportId] : undefined;
    const carrier =
      transport && placed.has(transport.id) && datasheetOf(state, transport).transport;
    const spaces = carrier ? spacesFor(carrier, datasheetOf(state, u)) : null;
    if (!transport || !carrier || spaces === null)
      return refusal(
        'tunnel/every-unit',
        '2.1.23',
        `${unitLabel(state, u.id)} must surface too: set it up, or aboard a tunneler that can carry it.`,
      );
    const total = (used.get(transport.id) ?? 0) + spaces;
    if (total > carrier.capacity)
      return refusal('tunnel/full', '1.7.5', `${unitLabel(state, transport.id)} has no room left.`);
    used.set(transport.id, total);
  }
  for (const a of command.aboard ?? [])
    if (placed.has(a.unitId) || state.units[a.unitId]?.formationId !== formation.id)
      return refusal(
        'tunnel/every-unit',
        '2.1.23',
        `Put each unit of ${formation.name} in one place.`,
      );
  return null;
}

/** 2.1.23: whether the units placed so far surface legally about the point (every unit placed
 * or aboard is checked apart, by `surface`). */
export function placementsRefusal(
  state: GameState,
  command: CommandOf<'tunnel.surface'>,
  formation: FormationState,
  point: Point,
): Refusal | null {
  const ids = command.placements.map((p) => p.unitId);
  if (new Set(ids).size !== ids.length)
    return refusal(
      'tunnel/every-unit',
      '2.1.23',
      `Put each unit of ${formation.name} in one place.`,
    );
  const ownHalf = inOwnHalf(state, command.side, point);
  let s = state;
  const placed: Shape[] = [];
  for (const [i, p] of command.placements.entries()) {
    const unit = s.units[p.unitId];
    if (!unit || unit.formationId !== formation.id)
      return refusal('tunnel/not-in-formation', '2.1.23', `That unit is not of ${formation.name}.`);
    if (!tunnels(datasheetOf(s, unit)))
      return refusal(
        'tunnel/cannot-tunnel',
        '2.1.23',
        `${unitLabel(s, unit.id)} is no tunneler: it may only ride in one.`,
      );
    if (i === 0 && !near(p.position, point))
      return refusal(
        'tunnel/at-location',
        '2.1.23',
        `The first unit surfaces at (${point.x.toFixed(1)}, ${point.y.toFixed(1)}), where the tunneler was plotted to appear or was diverted to.`,
      );
    const bad = surfaceRefusal(s, unit, p.position, p.facing);
    if (bad) return bad;
    const shape = unitShapeAt(datasheetOf(s, unit), p.position, p.facing)!;
    if (pointShapeDistance(shape, point) > TUNNEL_SPREAD)
      return refusal(
        'tunnel/spread',
        '2.1.23',
        `${unitLabel(s, unit.id)} must be within ${TUNNEL_SPREAD}cm of the surfacing point.`,
      );
    // "on the appropriate half of the table": the half the point lies in, by the unit's centre.
    if (inOwnHalf(s, command.side, p.position) !== ownHalf)
      return refusal(
        'tunnel/half',
        '2.1.23',
        `${unitLabel(s, unit.id)} must surface in the same half of the table as the surfacing point.`,
      );
    if (placed.length > 0 && !placed.some((q) => shapesWithin(shape, q, TUNNEL_CHAIN)))
      return refusal(
        'tunnel/chain',
        '2.1.23',
        `${unitLabel(s, unit.id)} must be placed within ${TUNNEL_CHAIN}cm of a unit of its formation already placed.`,
      );
    placed.push(shape);
    s = withUnits(s, { [unit.id]: { status: 'deployed', position: p.position, facing: p.facing } });
  }
  return null;
}

/** 2.1.23: the point the formation surfaces at (after any diversion) for this first unit. */
export function surfacingPointFor(
  state: GameState,
  formationId: string,
  firstUnitId: string,
  facing: number,
): Point | null {
  const plot = plotOf(state, formationId);
  const unit = state.units[firstUnitId];
  return plot && unit ? surfacingPoint(state, unit, plot.position, facing) : null;
}

export const surface: CommandHandler<CommandOf<'tunnel.surface'>> = {
  validate(state, command) {
    if (state.phase !== 'strategy' || state.turnState.strategyTotals !== null)
      return refusal(
        'flow/not-now',
        '1.4.2',
        'Tunnelers surface at the start of a turn, before the strategy roll.',
      );
    const formation = ownFormation(state, command);
    if (isRefusal(formation)) return formation;
    if (!tunnelsDue(state, command.side).includes(formation))
      return refusal(
        'tunnel/not-due',
        '2.1.23',
        `${formation.name} is not due to surface this turn: it surfaces on the turn written down.`,
      );
    const turnOrder = turnStartRefusal(state, command.side);
    if (turnOrder) return turnOrder;
    const first = command.placements[0]!;
    const point = surfacingPointFor(state, formation.id, first.unitId, first.facing);
    if (!point)
      return refusal('tunnel/nowhere', '2.1.23', `${formation.name} finds nowhere to surface.`);
    return (
      placementsRefusal(state, command, formation, point) ??
      aboardRefusal(state, command, formation)
    );
  },
  apply(state, command, { events }) {
    const formation = formationOf(state, command.formationId);
    const plot = plotOf(state, formation.id)!;
    const first = command.placements[0]!;
    const diverted = !near(first.position, plot.position);
    // The secret is revealed as it takes effect, and leaves the state.
    events.push({
      type: 'tunnel/surfaced',
      side: command.side as Side,
      formationId: formation.id,
      plotted: plot.position,
      turn: plot.turn,
      divertedTo: diverted ? first.position : null,
      section: '2.1.23',
    });
    let next = withPlots(
      state,
      (state.plots ?? []).filter((p) => p.formationId !== formation.id),
    );
    next = placeEntering(next, command, '2.1.23', events);
    return afterSurfacing(next, command.side);
  },
};
