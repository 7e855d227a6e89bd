import type { CommandHandler } from '../../commands/handler';
import type { GameEvent } from '../../events';
import type { CommandOf, Side } from '../../commands/schema';
import { refusal, type Refusal } from '../../../kernel/result';
import type { FormationState, GameState, UnitState } from '../../state/schema';
import { unitShape } from '../1.2-formations/battlefield';
import { liveUnits } from '../1.2-formations/formations';
import { DESTROYED, withUnits } from '../1.2-formations/unitUpdates';
import { isRefusal, ownFormation } from '../2-specialists/entering';
import { unitLabel } from '../2-specialists/unitLabel';
import { atHalfOrLess, breakingOutSide } from './breakthrough';

/**
 * Seed 001 5.3.5 Sonderregeln: "Minervanische Formationen dürfen den Spieltisch entlang jeder
 * schmalen Tischkante verlassen … Alle überlebenden Einheiten in einem Verband müssen in derselben
 * Runde den Spieltisch verlassen – es gilt alles oder nichts."
 *
 * Our reading, since units may not move off the table (1.7 FAQ): a formation leaves when every
 * surviving unit has moved up to a short table edge (its base within `EDGE_REACH` of it, either
 * short edge) and its player says so (`breakthrough.leave`), whenever he is to choose his next
 * formation to act: all of it at once, so none is left behind. Units carried by its transports
 * leave with them. Its units are then out of play (taken off like casualties, but recorded in
 * `leftTable`, which the victory count reads).
 */

/** How near a short edge a base must stand to step off it (a base touching the edge). */
export const EDGE_REACH = 1;

/** Whether the unit's base touches a short table edge. */
export function atShortEdge(state: GameState, unit: UnitState): boolean {
  const shape = unitShape(state, unit);
  if (!shape || unit.status !== 'deployed') return false;
  const { width, height } = state.table;
  if (width >= height) return shape.minX <= EDGE_REACH || shape.maxX >= width - EDGE_REACH;
  return shape.minY <= EDGE_REACH || shape.maxY >= height - EDGE_REACH;
}

/** The side is to choose its next formation in the action phase: nothing is under way. */
function choosingNext(state: GameState, side: Side): boolean {
  const t = state.turnState;
  return (
    state.phase === 'action' &&
    t.activeSide === side &&
    t.activation === null &&
    t.withdrawal === null &&
    t.assault === null &&
    t.attack === null &&
    t.overwatchWindow === null
  );
}

/** Why the formation may not leave the table now, or null. */
export function leaveRefusal(state: GameState, side: Side, formationId: string): Refusal | null {
  const leaver = breakingOutSide(state);
  if (leaver === null)
    return refusal(
      'flow/not-now',
      '5.3.5',
      'Formations leave the table only in the breakthrough scenario.',
    );
  if (side !== leaver)
    return refusal(
      'breakthrough/not-yours',
      '5.3.5',
      'Only the side breaking out leaves the table.',
    );
  if (!choosingNext(state, side))
    return refusal(
      'breakthrough/not-now',
      '5.3.5',
      'A formation leaves the table when you are to choose your next formation to act.',
    );
  const formation = ownFormation(state, { side, formationId });
  if (isRefusal(formation)) return formation;
  if (liveUnits(state, formation).length === 0)
    return refusal('breakthrough/gone', '5.3.5', `${formation.name} is no longer on the table.`);
  const behind = leftBehind(state, formation);
  if (behind)
    return refusal(
      'breakthrough/all-or-nothing',
      '5.3.5',
      `${unitLabel(state, behind.id)} is not at a short table edge: all surviving units of ${formation.name} leave the table together or none does.`,
    );
  return null;
}

/** A surviving unit of the formation that could not leave with it now, if any. */
function leftBehind(state: GameState, formation: FormationState): UnitState | undefined {
  return liveUnits(state, formation).find((u) => !leaves(state, formation, u));
}

function allAtEdge(state: GameState, formation: FormationState): boolean {
  return liveUnits(state, formation).length > 0 && leftBehind(state, formation) === undefined;
}

/** The unit goes with its formation: at a short edge, or aboard one of its transports that is. */
function leaves(state: GameState, formation: FormationState, unit: UnitState): boolean {
  if (unit.status === 'embarked') {
    const carrier = unit.transportedBy ? state.units[unit.transportedBy] : undefined;
    return (
      carrier !== undefined && carrier.formationId === formation.id && atShortEdge(state, carrier)
    );
  }
  return atShortEdge(state, unit);
}

/** Formations of the side that may leave the table now. */
export function formationsAbleToLeave(state: GameState, side: Side): FormationState[] {
  if (breakingOutSide(state) !== side) return [];
  return Object.values(state.formations).filter(
    (f) => f.side === side && leaveRefusal(state, side, f.id) === null,
  );
}

export const breakthroughLeave: CommandHandler<CommandOf<'breakthrough.leave'>> = {
  validate(state, command) {
    return leaveRefusal(state, command.side, command.formationId);
  },
  apply(state, command, { events }) {
    return leave(state, command.side, state.formations[command.formationId]!, events);
  },
};

/** Every surviving unit of the formation goes off the table, counted as it stood (5.3.5). */
function leave(
  state: GameState,
  side: Side,
  formation: FormationState,
  events: GameEvent[],
): GameState {
  const units = liveUnits(state, formation);
  const halfOrLess = atHalfOrLess(state, formation);
  events.push({
    type: 'scenario/formation-left-table',
    side,
    formationId: formation.id,
    units: units.length,
    halfOrLess,
    section: '5.3.5',
  });
  const gone = withUnits(state, Object.fromEntries(units.map((u) => [u.id, DESTROYED])));
  return {
    ...gone,
    leftTable: [
      ...(state.leftTable ?? []),
      { formationId: formation.id, turn: state.turn, halfOrLess },
    ],
  };
}

/**
 * After the last turn (our reading): a formation standing at a short edge in the last end phase
 * leaves the table then, since staying can no longer gain its player anything and the last
 * activations of the turn give him no other moment to say so.
 */
export function leaveAtTheEnd(state: GameState, events: GameEvent[]): GameState {
  const side = breakingOutSide(state);
  if (side === null || state.turn < state.victory.maxTurns) return state;
  let next = state;
  for (const formation of Object.values(state.formations)) {
    if (formation.side !== side || !allAtEdge(next, formation)) continue;
    next = leave(next, side, formation, events);
  }
  return next;
}
