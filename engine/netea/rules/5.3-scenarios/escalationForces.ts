import type { Side } from '../../commands/schema';
import { modify } from '../../abilities/registry';
import type { UnitDatasheet } from '../../data/schema/unit';
import type { FormationState, GameState } from '../../state/schema';
import { formationsOf } from '../1.2-formations/formations';
import {
  entersPlayAtTurnStart,
  ridersAboard,
  selfPlanetfallRiders,
} from '../2-specialists/offTable';
import { isAircraft } from '../6.1-tournament/garrisons';

/**
 * Seed 001 5.3.2 Eskalationsgefecht: which formation starts on the table and when the others
 * arrive (escalation.ts has the scenario's outline and its victory points).
 */

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
    // 4.4: every unit lands by planetfall or rides in one that does.
    ridersAboard(state, formation, (sheet) => modify('landsByPlanetfall', { sheet }, false)) !==
      null ||
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
