import type { Side } from '../../commands/schema';
import { modify } from '../../abilities/registry';
import type { UnitDatasheet } from '../../data/schema/unit';
import type { FormationState, GameState } from '../../state/schema';
import { formationsOf, otherSide } from '../1.2-formations/formations';
import { entersPlayAtTurnStart, selfPlanetfallRiders } from '../2-specialists/offTable';
import { planetfallRiders } from '../4.3-4.4-spacecraft/planetfall';
import { isAircraft } from '../6.1-tournament/garrisons';
import { formationVictoryPoints } from '../6.1-tournament/goals';

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
/** 5.3.2: the slowest unit faster than 30cm arrives on turn 1, faster than 15cm on turn 2. */
export const ARRIVAL_SPEEDS = [30, 15] as const;

/** When a formation held off the table arrives: a turn, or by the normal rules of aircraft,
 * spacecraft, teleport and planetfall ("Jede Runde"). */
export type Arrival = 1 | 2 | 3 | 'as-normal';

function sheetsOf(state: GameState, formation: FormationState): UnitDatasheet[] {
  return formation.unitIds.flatMap((id) => {
    const unit = state.units[id];
    const sheet = unit ? state.datasheets[unit.datasheetId] : undefined;
    return sheet ? [sheet] : [];
  });
}

/** 5.3.2 Ankunft: the turn the formation comes on from its own table edge. */
export function arrivalTurn(state: GameState, formation: FormationState): Arrival {
  const sheets = sheetsOf(state, formation);
  // "Flugzeuge, Raumschiffe, Verbände, die teleportieren können, und Verbände, welche aus dem
  // Orbit eintreffen": as their own rules say (4.1–4.4, 2.1.17, 2.1.21).
  if (
    sheets.length === 0 ||
    sheets.some(isAircraft) ||
    entersPlayAtTurnStart(state, formation) ||
    planetfallRiders(state, formation) !== null ||
    selfPlanetfallRiders(state, formation) !== null
  )
    return 'as-normal';
  // Characters have no speed of their own: they go with the unit they join (2.1.1). An
  // immobile unit is the slowest of all.
  const speeds = sheets
    .filter((s) => s.type !== 'CH')
    .map((s) => (typeof s.speed === 'number' ? s.speed : 0));
  const slowest = Math.min(...speeds);
  if (slowest > ARRIVAL_SPEEDS[0]) return 1;
  if (slowest > ARRIVAL_SPEEDS[1]) return 2;
  return 3;
}

/** 5.3.2 Aufstellung: whether the formation may be the one on the table from the start: no war
 * engine, no aircraft (spacecraft too) and no supreme commander. */
export function mayStartOnTable(state: GameState, formation: FormationState): boolean {
  const sheets = sheetsOf(state, formation);
  return (
    sheets.length > 0 &&
    !sheets.some(
      (s) => s.type === 'WE' || isAircraft(s) || modify('isSupremeCommander', { sheet: s }, false),
    )
  );
}

/**
 * 5.3.2: "der Verband mit dem niedrigsten Punktwert in der Armee" among those that may start on
 * the table. Several at the same lowest value are all returned: the player picks one of them.
 */
export function startingCandidates(
  state: GameState,
  side: Side,
  pointsOf: (formation: FormationState) => number,
): FormationState[] {
  const eligible = formationsOf(state, side).filter((f) => mayStartOnTable(state, f));
  const lowest = Math.min(...eligible.map(pointsOf));
  return eligible.filter((f) => pointsOf(f) === lowest);
}

/** 5.3.2 Siegbedingungen: the points `side` scores for the enemy formations (their values from
 * the scenario's victory data). */
export function escalationPoints(state: GameState, side: Side): number {
  const values = state.victory.escalation?.formationPoints ?? {};
  let total = 0;
  for (const f of formationsOf(state, otherSide(side)))
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
