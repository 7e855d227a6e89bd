import { refusal, type Refusal } from '../../../kernel/result';
import type { Point } from '../../../kernel/geometry/types';
import type { Shape } from '../../../kernel/geometry';
import { entranceMoveRefusal } from './plantEntrance';
import type { FormationState, GameState, UnitState } from '../../state/schema';
import type { MoveEvent, MoveOutcome } from '../1.7-movement/types';
import { DESTROYED, withUnits } from '../1.2-formations/unitUpdates';
import { isAircraftFormation } from '../4.1-4.2-aircraft/aerospace';
import { arrivalTurn } from './escalationForces';
import { isImperial, isWaterPlant, tableAt, type PlantTable } from './plantTables';

/**
 * Seed 001 5.3.15 Imperiale Befehlsstruktur and the Ork commands: every formation belongs to the
 * command of one table (three Imperial commands on tables 1–3, two Ork commands coming on at
 * tables 2 and 3). The rules here ask for a formation's command, never for its player, so they
 * read the same whether each command is a player of its own (5.3.11.3 simultaneous team play) or
 * a side commands several.
 */

/** The zone ids of the scenario that name a table's command (its side's deployment zone in a
 * game of one player per command). */
export const COMMAND_ZONES: Readonly<Record<string, PlantTable>> = {
  'table-1': 1,
  'table-2': 2,
  'table-3': 3,
  'orks-table-2': 2,
  'orks-table-3': 3,
};

/** The formation's command: as recorded when it first set up or came on, else its player's own
 * table when each command is a player (the player's deployment zone names it). */
export function commandOf(state: GameState, formationId: string): PlantTable | null {
  const recorded = state.plant?.commands[formationId];
  if (recorded !== undefined) return recorded;
  const formation = state.formations[formationId];
  if (!formation) return null;
  const zone = state.deploymentZones[state.setup.zones[formation.side] ?? -1];
  return (zone && COMMAND_ZONES[zone.id]) ?? null;
}

/** The state with the formation's command recorded (a first record only: a command is kept). */
export function withCommand(state: GameState, formationId: string, table: PlantTable): GameState {
  if (!isWaterPlant(state) || commandOf(state, formationId) !== null) return state;
  const plant = state.plant ?? { commands: {} };
  return { ...state, plant: { ...plant, commands: { ...plant.commands, [formationId]: table } } };
}

/** 5.3.15: Ork formations that come on in aircraft or land from orbit ("in Flugzeugen … oder
 * aus Raumschiffen"): those that enter play by their own rules rather than at a table edge
 * (the same test as 5.3.2's "as-normal"), and aircraft themselves. */
export function arrivesFromAbove(state: GameState, formation: FormationState): boolean {
  return arrivalTurn(state, formation) === 'as-normal';
}

/**
 * "Truppen auf Tisch 2 und 3 … dürfen die Tische, auf denen sie aufgestellt wurden, nicht
 * verlassen": whether the unit is an Imperial ground unit of table 2's or 3's command standing
 * off that table (aircraft may leave to rearm, so they never count).
 */
export function offItsTable(state: GameState, unit: UnitState): boolean {
  if (!isWaterPlant(state) || !isImperial(state, unit.side)) return false;
  if (unit.status !== 'deployed' || !unit.position) return false;
  const formation = state.formations[unit.formationId];
  if (!formation || isAircraftFormation(state, formation)) return false;
  const own = commandOf(state, formation.id);
  return (own === 2 || own === 3) && tableAt(unit.position) !== own;
}

/**
 * "Wenn sie dies tun, werden sie ausgeschaltet": our reading of when — at the end of the unit's
 * move that takes it off its table (its base centre on another table, as tableOfUnit measures),
 * the unit is destroyed with everything aboard it. No Blast marker: it is an order obeyed, not a
 * loss to the enemy (our reading). Also records the command of an Ork formation from above that
 * first sets foot on table 2 or 3 (arrivals by air name no table, so the first it enters is its
 * command's: our reading).
 */
export function afterPlantMove(
  state: GameState,
  unitId: string,
  events: { push(event: MoveEvent): unknown },
): MoveOutcome {
  const unit = state.units[unitId];
  if (!unit || !isWaterPlant(state)) return { state, destroyed: [] };
  if (offItsTable(state, unit)) {
    const aboard = Object.values(state.units)
      .filter((u) => u.transportedBy === unit.id && u.status === 'embarked')
      .map((u) => u.id);
    const gone = [unit.id, ...aboard];
    events.push({
      type: 'move/unit-destroyed',
      unitId: unit.id,
      reason: 'left-its-table',
      at: unit.position as Point,
      section: 'seed 001 5.3.15',
    });
    return {
      state: withUnits(state, Object.fromEntries(gone.map((id) => [id, DESTROYED]))),
      destroyed: gone,
    };
  }
  const table = unit.position ? tableAt(unit.position) : null;
  if (!isImperial(state, unit.side) && (table === 2 || table === 3))
    return { state: withCommand(state, unit.formationId, table), destroyed: [] };
  return { state, destroyed: [] };
}

/**
 * 5.3.15: "Sie dürfen sich auf dem zugewiesenen Tisch sowie Tisch 1 bewegen, können jedoch
 * nicht auf den dem anderen Ork Kommando zugewiesenen Tisch bewegen": an Ork formation from
 * above may not move onto the other Ork command's table (any point of its path on it). The
 * Imperial defenders may not go into the control centre (plantCentre.ts), nor do their moves
 * meet any other limit here: leaving the table is allowed, and punished (afterPlantMove).
 */
export function plantMoveRefusal(
  state: GameState,
  unit: UnitState,
  path: readonly Point[],
  end: Shape | null,
): Refusal | null {
  if (!isWaterPlant(state) || isImperial(state, unit.side)) return null;
  // Kontrollzentrum: the units outside keep one by the entrance while others are inside, in
  // the moves of their actions (`end` null: a charge or a withdrawal, which other rules make).
  const held = end ? entranceMoveRefusal(state, unit, end) : null;
  if (held) return held;
  const formation = state.formations[unit.formationId];
  if (!formation || !arrivesFromAbove(state, formation)) return null;
  const own = commandOf(state, formation.id);
  if (own === null) return null;
  const other: PlantTable = own === 2 ? 3 : 2;
  if (!path.some((p) => tableAt(p) === other)) return null;
  return refusal(
    'plant/other-ork-table',
    'seed 001 5.3.15',
    `${formation.name} came in from the air: it moves on table ${own} and table 1, never on table ${other}, the other Ork command's.`,
  );
}

/**
 * 5.3.15: Imperial aircraft "dürfen jedoch nur auf ihrem zugewiesenen Tisch Einsätze
 * durchführen": our reading — the point where the approach move ends, from which the aircraft
 * attack, must be over their command's table. Ork aircraft bring formations in ("Sie dürfen sich
 * auf dem zugewiesenen Tisch sowie Tisch 1 bewegen, können jedoch nicht auf den dem anderen Ork
 * Kommando zugewiesenen Tisch"): our reading, their approach may end over their command's table
 * or table 1, never the other Ork command's. A formation of no command yet is not limited.
 */
export function plantMissionRefusal(
  state: GameState,
  formation: FormationState,
  approachEnd: Point | undefined,
): Refusal | null {
  if (!isWaterPlant(state) || !approachEnd) return null;
  const own = commandOf(state, formation.id);
  const over = tableAt(approachEnd);
  if (own === null || over === own) return null;
  if (!isImperial(state, formation.side)) {
    if (own === 1 || over !== (own === 2 ? 3 : 2)) return null;
    return refusal(
      'plant/other-ork-table',
      'seed 001 5.3.15',
      `${formation.name} flies for the Ork command of table ${own}: over that table and table 1, never table ${over}, the other Ork command's.`,
    );
  }
  return refusal(
    'plant/mission-off-own-table',
    'seed 001 5.3.15',
    `${formation.name} flies its missions over table ${own} only, its own command's.`,
  );
}
