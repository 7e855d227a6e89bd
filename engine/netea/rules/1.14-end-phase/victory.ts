import type { Side } from '../../commands/schema';
import { pointShapeDistance } from '../../../kernel/geometry';
import type { GameState } from '../../state/schema';
import { unitShape } from '../1.2-formations/battlefield';
import { sidesOf, teamOf } from '../1.2-formations/sides';
import { teamLead } from '../5.3-scenarios/teamPlay';

/**
 * 1.14.2 Check Victory Conditions, for the training scenarios (1.15.1): "You capture the
 * objective if you have a unit within 15cms of it in the end phase and your opponent does not.
 * To win the game, you must capture the objective and hold it for one full game turn."
 * Combined Arms (1.15.5) needs two objectives held at the same time.
 */

/** Who holds each objective now: the side with a unit within range when the other has none
 * (in team play, seed 001 5.3.11.2: the team, under its lead's side). */
export function objectiveHolders(state: GameState): (Side | null)[] {
  return objectiveControl(state).map((c) => (c === 'contested' || c === 'empty' ? null : c));
}

/** Who controls each objective now (1.14.2): a side alone within range, two or more sides
 * (`contested`), or nobody near (`empty`). The battle screen colours objectives by it. */
export type ObjectiveControl = Side | 'contested' | 'empty';

export function objectiveControl(state: GameState): ObjectiveControl[] {
  const range = state.victory.captureRange;
  return state.objectives.map((objective) => {
    const near = state.players.map(() => false);
    for (const unit of Object.values(state.units)) {
      if (near[unit.side]) continue;
      const shape = unitShape(state, unit);
      if (shape && pointShapeDistance(shape, objective.position) <= range) near[unit.side] = true;
    }
    // Seed 001 5.3.11.2: in team play a team holds it, recorded under the team's lead.
    if (state.teams) {
      const teams = [
        ...new Set(
          sidesOf(state)
            .filter((s) => near[s])
            .map((s) => teamOf(state, s)!),
        ),
      ];
      if (teams.length > 1) return 'contested';
      return teams[0] === undefined ? 'empty' : teamLead(state, teams[0]);
    }
    // With more players (seed 001 5.3.11.1) any two near contest it, as with two.
    const sides = sidesOf(state).filter((side) => near[side]);
    if (sides.length > 1) return 'contested';
    return sides[0] ?? 'empty';
  });
}

/**
 * The winner after this end phase's holders were appended to the history: a side that has held
 * at least `objectives` objectives through the last `holdTurns + 1` end phases (captured, then
 * held for full turns). Null when nobody has won.
 */
export function victor(state: GameState): { side: Side; objectives: number[] } | null {
  const { objectives: needed, holdTurns } = state.victory;
  const history = state.objectiveHistory;
  const span = holdTurns + 1;
  if (history.length < span) return null;
  const recent = history.slice(-span);
  for (const side of sidesOf(state)) {
    const held = state.objectives
      .map((_, i) => i)
      .filter((i) => recent.every((holders) => holders[i] === side));
    if (held.length >= needed) return { side, objectives: held };
  }
  return null;
}

/** Where each side stands towards victory (1.14.2), for the turn panel. */
export interface VictoryOutlook {
  readonly side: Side;
  /** Objectives it would capture if the end phase came now. */
  readonly controlledNow: number;
  /** Objectives it has held at every end phase of its current streak. */
  readonly held: number;
  /** End phases in a row it has held them (0 when it holds too few). */
  readonly streak: number;
  /** The turn at whose end it wins if it keeps them (and captures them now, if not yet held),
   * or null when it is not on course (too few objectives, or past the last turn). */
  readonly winsAtEndOfTurn: number | null;
}

export function victoryOutlook(state: GameState): VictoryOutlook[] {
  const { objectives: needed, holdTurns, maxTurns } = state.victory;
  const control = objectiveControl(state);
  const history = state.objectiveHistory;
  return sidesOf(state).map((side) => {
    const controlledNow = control.filter((c) => c === side).length;
    // The longest run of end phases, ending with the last, in which the side held at least
    // `needed` of the same objectives.
    let streak = 0;
    let kept = state.objectives.map((_, i) => i);
    for (let k = history.length - 1; k >= 0; k--) {
      const next = kept.filter((i) => history[k]![i] === side);
      if (next.length < needed) break;
      kept = next;
      streak++;
    }
    const held = streak > 0 ? kept.length : 0;
    // The end phase of this turn counts next (the game is at turn `state.turn`, its end phase
    // not yet checked unless the phase has moved past it).
    const ends =
      streak > 0 ? holdTurns + 1 - streak : controlledNow >= needed ? holdTurns + 1 : null;
    const winsAtEndOfTurn =
      ends === null || ends < 1 || state.turn + ends - 1 > maxTurns ? null : state.turn + ends - 1;
    return { side, controlledNow, held, streak, winsAtEndOfTurn };
  });
}
