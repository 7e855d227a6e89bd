import { refusal, type Refusal } from '../../../kernel/result';
import { pointShapeDistance, type Point } from '../../../kernel/geometry';
import type { FormationState, GameState, UnitState } from '../../state/schema';
import { datasheetOf, unitShapeAt } from '../1.2-formations/battlefield';
import { isAircraftFormation } from '../4.1-4.2-aircraft/aerospace';
import { CENTRE_RANGE } from './plantCentre';
import { arrivesFromAbove, commandOf, withCommand } from './plantCommands';
import { isImperial } from './plantTables';
import { isPlantFormation } from './plantBuildings';
import { isWaterPlant, tableAt } from './plantTables';

/**
 * Seed 001 5.3.15 Aufstellung: "Jede diesem Kommando unterstellte Streitmacht muss auf einem
 * separaten Tisch aufgestellt werden … Die imperialen Einheiten dürfen nicht näher als 45 cm zu
 * einer der Tischkanten aufgestellt werden, wo die Orks ins Spiel kommen werden" (the zones of
 * the scenario say where: each table, less the 45cm along the Ork edges); "Andere Ork Verbände
 * gelten als knapp außerhalb der Tischkante" — they come on in turn 1 (arrivals.ts); the plant's
 * buildings on table 1, "innerhalb von 15 cm vom Kontrollzentrum".
 */

export const SETUP_SECTION = 'seed 001 5.3.15';

/** Ork ground formations wait beyond their table edge: they come on in the first turn. */
export function arrivesAtOrkEdge(state: GameState, formation: FormationState): boolean {
  return (
    isWaterPlant(state) &&
    !isImperial(state, formation.side) &&
    !isAircraftFormation(state, formation) &&
    !arrivesFromAbove(state, formation)
  );
}

export function plantDeployRefusal(
  state: GameState,
  unit: UnitState,
  position: Point,
  facing: number,
): Refusal | null {
  if (!isWaterPlant(state)) return null;
  const formation = state.formations[unit.formationId];
  if (!formation) return null;
  if (arrivesAtOrkEdge(state, formation))
    return refusal(
      'plant/arrives-at-edge',
      SETUP_SECTION,
      `${formation.name} waits just beyond its table edge: it comes on in the action phase of the first turn.`,
    );
  if (!isImperial(state, unit.side)) return null;
  if (isPlantFormation(state, formation.id)) {
    const entrance = state.plant?.centre?.entrance;
    if (!entrance)
      return refusal(
        'plant/centre-first',
        SETUP_SECTION,
        'Set up the control centre first: the storage tanks and the pump station go within 15cm of it.',
      );
    const shape = unitShapeAt(datasheetOf(state, unit), position, facing);
    if (tableAt(position) !== 1 || !shape || pointShapeDistance(shape, entrance) > CENTRE_RANGE)
      return refusal(
        'plant/near-the-centre',
        SETUP_SECTION,
        `The storage tanks and the pump station are set up on table 1 within ${CENTRE_RANGE}cm of the control centre.`,
      );
    return null;
  }
  const own = commandOf(state, formation.id);
  if (own !== null && tableAt(position) !== own)
    return refusal(
      'plant/own-table',
      SETUP_SECTION,
      `${formation.name} belongs to the command of table ${own}: it sets up on that table.`,
    );
  return null;
}

/** The state after a unit of the formation was set up or came on at `position`: its formation's
 * command is the table it stands on, if it had none yet. */
export function recordCommandAt(state: GameState, formationId: string, position: Point): GameState {
  const table = tableAt(position);
  return table === null ? state : withCommand(state, formationId, table);
}

/**
 * 5.3.15: "von verschiedenen Tischkanten aus": an Ork formation comes on at one table's edge (2
 * or 3), its command's once it has one; the first unit placed says which.
 */
export function plantArrivalRefusal(
  state: GameState,
  formation: FormationState,
  position: Point,
  first: Point,
): Refusal | null {
  if (!isWaterPlant(state)) return null;
  const table = tableAt(position);
  const own = commandOf(state, formation.id) ?? tableAt(first);
  if (table !== null && table === own && table !== 1) return null;
  const edge = own === 2 || own === 3 ? `table ${own}'s` : "table 2's or table 3's";
  return refusal(
    'plant/one-edge',
    SETUP_SECTION,
    `${formation.name} comes on at one table edge, all together: ${edge}.`,
  );
}
