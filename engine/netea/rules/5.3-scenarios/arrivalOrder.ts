import type { Side } from '../../commands/schema';
import { refusal, type Refusal } from '../../../kernel/result';
import type { Point } from '../../../kernel/geometry';
import type { FormationState, GameState, UnitState } from '../../state/schema';
import { formationsOf, liveUnits, otherSide } from '../1.2-formations/formations';
import { arrivalTurn, startingCandidates } from './escalationForces';
import { ofSide } from '../../state/perSide';
import { sidesOf } from '../1.2-formations/sides';
import { isWaterPlant } from './plantTables';
import { arrivesAtOrkEdge } from './plantSetup';
import type { Arrival } from './escalationForces';
import { hasUnitsInside } from './plantInside';

/**
 * Seed 001 5.3.2 Eskalationsgefecht, set-up and arrivals. Only the side's starting formation
 * (escalation.ts) sets up on the table; every other waits off it ("Reserven") and must arrive in
 * its turn: at the start of the turn the players take turns, the one with the lower strategy
 * rating first, each bringing one formation in at its own table edge ("abwechselnd").
 *
 * How arriving is played here: the text marks the point with one unit and moves the formation
 * on in the action phase, measured from the edge. The engine has no move from off the table, so
 * the formation's units are set down at the edge, each touching the strip `ARRIVAL_DEPTH` deep
 * along it and within `ARRIVAL_CHAIN` of one already placed, and make their move from there
 * (as Korps Grinda's formations entering on turn 1 do, 3.4.1). A failed action test is then the
 * text's "hold with a Blast marker" (1.6.1). Equal strategy ratings: the text names no first
 * player; the one who did not choose the table edge goes first, as the lower rating would.
 */

export const ARRIVAL_DEPTH = 5;

export function isEscalation(state: GameState): boolean {
  return state.victory.kind === 'escalation' && state.victory.escalation !== undefined;
}

/** Whether formations come on at a table edge at the start of a turn: an escalation's, and
 * seed 001 5.3.15's Ork formations in the first turn (plantSetup.ts), which come on the same
 * way (the marker unit's point, then the move in the action phase). */
export function arrivesAtEdges(state: GameState): boolean {
  return isEscalation(state) || isWaterPlant(state);
}

/** The turn a formation comes on at its edge (5.3.2's by speed; 5.3.15: the first turn for the
 * Ork ground formations, every other formation by its own rules). */
export function edgeArrivalTurn(state: GameState, formation: FormationState): Arrival {
  if (isWaterPlant(state)) return arrivesAtOrkEdge(state, formation) ? 1 : 'as-normal';
  return arrivalTurn(state, formation);
}

/** The formations' values; one without a value (added by a campaign beyond the scenario's
 * list) is never the cheapest. */
function pointsOf(state: GameState) {
  const values = state.victory.escalation?.formationPoints ?? {};
  return (f: FormationState) => values[f.id] ?? Number.POSITIVE_INFINITY;
}

function onTable(state: GameState, f: FormationState): boolean {
  return f.unitIds.some((id) => state.units[id]?.status === 'deployed');
}

/** The side's formations that may still be the one set up on the table: the cheapest eligible,
 * or the one of them already begun. */
export function startOptions(state: GameState, side: Side): FormationState[] {
  const candidates = startingCandidates(state, side, pointsOf(state));
  const begun = candidates.filter((f) => onTable(state, f));
  return begun.length > 0 ? begun : candidates;
}

/** 5.3.2: whether the formation waits off the table at set-up to arrive later. */
export function heldBackForArrival(state: GameState, formation: FormationState): boolean {
  // Seed 001 5.3.15: the Ork ground formations wait beyond their table edge.
  if (isWaterPlant(state)) return state.phase === 'setup' && arrivesAtOrkEdge(state, formation);
  return (
    isEscalation(state) &&
    state.phase === 'setup' &&
    !startOptions(state, formation.side).includes(formation)
  );
}

/** 5.3.2 Aufstellung: a unit set up at the start must belong to the starting formation. */
export function escalationDeployRefusal(state: GameState, unit: UnitState): Refusal | null {
  const formation = state.formations[unit.formationId];
  if (!formation || !heldBackForArrival(state, formation)) return null;
  const options = startOptions(state, formation.side)
    .map((f) => f.name)
    .join(', ');
  const turn = arrivalTurn(state, formation);
  return turn === 'as-normal'
    ? refusal(
        'escalation/arrives-later',
        '5.3.2',
        `${formation.name} enters play by its own rules (aircraft, teleport, planetfall); only ${options} starts on the table.`,
      )
    : refusal(
        'escalation/arrives-later',
        '5.3.2',
        `${formation.name} arrives from your table edge on turn ${turn}; only ${options} starts on the table.`,
      );
}

/** 5.3.2: set-up is not finished before the starting formation is on the table. */
export function escalationFinishRefusal(state: GameState, side: Side): Refusal | null {
  if (!isEscalation(state)) return null;
  const options = startOptions(state, side);
  if (options.length === 0 || options.some((f) => onTable(state, f))) return null;
  return refusal(
    'escalation/start-formation',
    '5.3.2',
    `Set up ${options.map((f) => f.name).join(', ')} within 45cm of your table edge first.`,
  );
}

/** 5.3.2: the side's formations due to come on now, at the start of the turn. */
export function arrivalsDue(state: GameState, side: Side): FormationState[] {
  if (!arrivesAtEdges(state) || state.phase !== 'strategy' || state.turnState.strategyTotals)
    return [];
  return formationsOf(state, side).filter((f) => {
    const units = liveUnits(state, f);
    if (units.length === 0 || units.some((u) => u.status !== 'reserve')) return false;
    // Seed 001 5.3.15: a formation wholly inside the control centre is off the table but in play
    // (it comes out from the entrance, plantLeave.ts), never due to arrive again.
    if (hasUnitsInside(state, f)) return false;
    const turn = edgeArrivalTurn(state, f);
    return turn !== 'as-normal' && turn <= state.turn;
  });
}

/** Formations of the side that came on this turn (for taking turns). */
function arrivedThisTurn(state: GameState, side: Side): number {
  return formationsOf(state, side).filter(
    (f) => onTable(state, f) && edgeArrivalTurn(state, f) === state.turn,
  ).length;
}

/** 5.3.2: who brings a formation in next ("abwechselnd", the lower strategy rating first), or
 * null when nothing is due. */
export function arrivalSide(state: GameState): Side | null {
  // Seed 001 5.3.15: the Ork commands come on together (simultaneous team play): in player
  // order, which settles nothing the text leaves to a player (our reading).
  if (isWaterPlant(state))
    return sidesOf(state).find((s) => arrivalsDue(state, s).length > 0) ?? null;
  const due = [arrivalsDue(state, 0).length > 0, arrivalsDue(state, 1).length > 0];
  if (!due[0] && !due[1]) return null;
  if (!due[0]) return 1;
  if (!due[1]) return 0;
  const [a, b] = [ofSide(state.players, 0).strategyRating, ofSide(state.players, 1).strategyRating];
  const first: Side =
    a !== b
      ? a < b
        ? 0
        : 1
      : state.setup.edgeChooser === null
        ? 0
        : // Two-sided: the scenario's two players arrive in turn.
          otherSide(state.setup.edgeChooser);
  // Two-sided: the scenario's two players arrive in turn.
  const second = otherSide(first);
  return arrivedThisTurn(state, first) <= arrivedThisTurn(state, second) ? first : second;
}

/** The strip along the side's own table edge: the edge its deployment zone lies on. */
export function arrivalStrip(state: GameState, side: Side): Point[] | null {
  const zone = state.deploymentZones[state.setup.zones[side] ?? side];
  if (!zone) return null;
  const { width, height } = state.table;
  const xs = zone.polygon.map((p) => p.x);
  const ys = zone.polygon.map((p) => p.y);
  const rect = (x: number, y: number, w: number, h: number): Point[] => [
    { x, y },
    { x: x + w, y },
    { x: x + w, y: y + h },
    { x, y: y + h },
  ];
  const d = ARRIVAL_DEPTH;
  if (Math.min(...xs) <= 0 && Math.max(...xs) >= width)
    return Math.min(...ys) <= 0 ? rect(0, 0, width, d) : rect(0, height - d, width, d);
  if (Math.min(...ys) <= 0 && Math.max(...ys) >= height)
    return Math.min(...xs) <= 0 ? rect(0, 0, d, height) : rect(width - d, 0, d, height);
  // Seed 001 5.3.15: an Ork command's edge is one table's north edge, part of the battlefield's.
  if (isWaterPlant(state) && Math.min(...ys) <= 0)
    return rect(Math.min(...xs), 0, Math.max(...xs) - Math.min(...xs), d);
  return null;
}
