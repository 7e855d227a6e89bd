import type { Side } from '../../commands/schema';
import type { GameState } from '../../state/schema';
import { enemyFormations } from '../1.2-formations/sides';
import { formationVictoryPoints } from '../6.1-tournament/goals';

export { arrivalTurn, mayStartOnTable, startingCandidates, type Arrival } from './escalationForces';

/**
 * Seed 001 5.3.2 Eskalationsgefecht (escalation): two patrols meet and both sides call in more.
 * Each player starts with one formation on the table, the cheapest without war engines,
 * aircraft or a supreme commander, set up within 45cm of its own edge; the rest arrive from the
 * own edge by the speed of their slowest unit (turn 1 faster than 30cm, turn 2 faster than
 * 15cm, turn 3 the others); aircraft, spacecraft, teleporters and formations landing from orbit
 * come as their own rules say. At the end of turn 5 victory points decide (6.1.7's tiebreak
 * formula: the text uses the same words).
 */

/** 5.3.2: "innerhalb von 45 cm ihrer eigenen Tischkante". */
export const ESCALATION_START_DEPTH = 45;
/** 5.3.2: "Am Ende der fünften Runde werden die Siegpunkte gezählt". */
export const ESCALATION_LAST_TURN = 5;

/** 5.3.2 Siegbedingungen: the points `side` scores for the enemy formations (their values from
 * the scenario's victory data). */
export function escalationPoints(state: GameState, side: Side): number {
  const values = state.victory.escalation?.formationPoints ?? {};
  let total = 0;
  for (const f of enemyFormations(state, side))
    total += formationVictoryPoints(state, f, values[f.id] ?? 0);
  return total;
}

/** The game's end after this end phase (5.3.2: the end of the fifth turn, or the scenario's
 * `maxTurns`): "Wer die höhere Punktzahl hat, ist der Gewinner"; equal totals are a draw. */
export function escalationResult(
  state: GameState,
): { winner: Side | null; reason: string; points: [number, number] } | null {
  if (state.victory.kind !== 'escalation' || state.turn < state.victory.maxTurns) return null;
  const points: [number, number] = [escalationPoints(state, 0), escalationPoints(state, 1)];
  const winner = points[0] === points[1] ? null : points[0] > points[1] ? 0 : 1;
  return {
    winner,
    reason: `victory points at the end of turn ${state.turn}, ${points[0]} to ${points[1]}`,
    points,
  };
}
