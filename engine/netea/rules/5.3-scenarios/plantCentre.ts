import type { CommandHandler } from '../../commands/handler';
import type { CommandOf } from '../../commands/schema';
import { continueWith } from '../../flow/steps';
import { refusal, type Refusal } from '../../../kernel/result';
import type { UnitDatasheet } from '../../data/schema/unit';
import type { GameState } from '../../state/schema';
import { datasheetOf, moverOf } from '../1.2-formations/battlefield';
import { distanceToEntrance, holdsTheEntrance, holdTheEntranceRefusal } from './plantEntrance';
import { unitsInside } from './plantInside';
import { plantOwner } from './plantBuildings';
import { liveUnits } from '../1.2-formations/formations';
import { withUnits } from '../1.2-formations/unitUpdates';
import { terrainEffect } from '../1.8-terrain/effects';
import { modify } from '../../abilities/registry';
import { isImperial } from './plantTables';
import { isWaterPlant, tableAt } from './plantTables';

/**
 * Seed 001 5.3.15 Kontrollzentrum: "befindet sich unterirdisch. … Ork Einheiten können das
 * Zentrum durch einen Angriff betreten und ins Innere bewegen (entferne die Einheiten vom
 * Tisch). Nur Einheiten, welche Gebäude betreten können, dürfen das Zentrum betreten. Wenn ein
 * Teil des angreifenden Verbands draußen bleibt, muss zumindest eine Einheit innerhalb von 5 cm
 * vom Eingang bleiben … Alle Einheiten, welche den Komplex betreten, dürfen mit ihren Nahkampf-
 * oder Feuerkampfwerten angreifen. Sie müssen insgesamt sechs erfolgreiche Treffer erzielen …
 * Imperiale Verteidiger dürfen das Kontrollzentrum nicht betreten."
 *
 * How it is played here: the entrance is a point the Imperials set up on table 1 (`plant.centre`,
 * before the storage tanks and the pump station, which go within 15cm of it). An Ork formation
 * taking an engage action may, instead of an assault, send units into the centre with
 * `plant.storm`: each must be able to enter buildings (the 1.8.4 buildings column lets it in)
 * and have the entrance within its charge move (our reading of "durch einen Angriff": the
 * distance from its base to the entrance, no path); they leave the table and all units inside
 * roll one die each at the close combat or firefight value the player names. Their hits add up
 * over the game; six kill the technicians. The storm is the formation's action.
 */

export const CENTRE_SECTION = 'seed 001 5.3.15';
/** "Die Wasserspeichertanks und die Pumpstation müssen innerhalb von 15 cm vom Kontrollzentrum". */
export const CENTRE_RANGE = 15;
/** "insgesamt sechs erfolgreiche Treffer". */
export const TECHNICIANS = 6;

export function centreOf(state: GameState) {
  return isWaterPlant(state) ? state.plant?.centre : undefined;
}

/** Whether the control centre's entrance is still to be set up (set-up, a water plant game). */
export function centreToPlace(state: GameState): boolean {
  return isWaterPlant(state) && state.phase === 'setup' && !state.plant?.centre;
}

/** Whether the technicians are all dead. */
export function centreDestroyed(state: GameState): boolean {
  return (centreOf(state)?.hits ?? 0) >= TECHNICIANS;
}

/** "Nur Einheiten, welche Gebäude betreten können": the 1.8.4 buildings column does not shut it out. */
export function mayEnterCentre(sheet: UnitDatasheet): boolean {
  const mover = moverOf(sheet);
  return mover !== null && terrainEffect('buildings', mover).move !== 'impassable';
}

export { distanceToEntrance, ENTRANCE_HOLD } from './plantEntrance';

/** The charge move a unit makes (1.12.3: its speed, as abilities change it). */
export function chargeReach(sheet: UnitDatasheet): number {
  const speed = typeof sheet.speed === 'number' ? sheet.speed : 0;
  return modify('chargeSpeed', { sheet }, speed);
}

export const plantCentre: CommandHandler<CommandOf<'plant.centre'>> = {
  validate(state, command) {
    if (!isWaterPlant(state) || state.phase !== 'setup')
      return refusal('plant/not-now', CENTRE_SECTION, 'The control centre is set up at set-up.');
    const owner = plantOwner(state);
    if (!isImperial(state, command.side) || (owner !== null && owner !== command.side))
      return refusal(
        'plant/imperials-set-up',
        CENTRE_SECTION,
        'The Imperial player sets up the buildings of the plant.',
      );
    if (state.plant?.centre)
      return refusal('plant/centre-placed', CENTRE_SECTION, 'The control centre is set up.');
    if (tableAt(command.position) !== 1)
      return refusal(
        'plant/centre-on-table-1',
        CENTRE_SECTION,
        'The control centre is set up on table 1.',
      );
    return null;
  },
  apply(state, command, { events }) {
    events.push({
      type: 'plant/centre-placed',
      side: command.side,
      position: command.position,
      section: CENTRE_SECTION,
    });
    const plant = state.plant ?? { commands: {} };
    return {
      ...state,
      plant: { ...plant, centre: { entrance: command.position, hits: 0, inside: [] } },
    };
  },
};

/** Why these units may not storm the centre now, or null. */
export function stormRefusal(state: GameState, command: CommandOf<'plant.storm'>): Refusal | null {
  const centre = centreOf(state);
  if (!centre || centreDestroyed(state))
    return refusal('plant/no-centre', CENTRE_SECTION, 'There is no control centre to storm.');
  if (isImperial(state, command.side))
    return refusal(
      'plant/centre-forbidden',
      CENTRE_SECTION,
      'Imperial defenders may not enter the control centre.',
    );
  const activation = state.turnState.activation;
  if (
    state.phase !== 'action' ||
    state.turnState.activeSide !== command.side ||
    !activation ||
    activation.formationId !== command.formationId ||
    activation.action !== 'engage' ||
    activation.movesTaken > 0 ||
    state.turnState.assault
  )
    return refusal(
      'plant/storm-engage',
      CENTRE_SECTION,
      'The control centre is entered by an assault: with an engage action, in place of its charge.',
    );
  const formation = state.formations[command.formationId]!;
  const live = liveUnits(state, formation).filter((u) => u.status === 'deployed');
  for (const id of command.unitIds) {
    const unit = live.find((u) => u.id === id);
    if (!unit)
      return refusal(
        'plant/not-in-formation',
        CENTRE_SECTION,
        `That unit is not of ${formation.name} on the table.`,
      );
    const sheet = datasheetOf(state, unit);
    if (!mayEnterCentre(sheet))
      return refusal(
        'plant/cannot-enter',
        CENTRE_SECTION,
        `${sheet.name} cannot enter buildings, so not the control centre either.`,
      );
    const reach = chargeReach(sheet);
    if (distanceToEntrance(state, unit, centre.entrance) > reach)
      return refusal(
        'plant/entrance-too-far',
        CENTRE_SECTION,
        `${sheet.name} cannot reach the entrance with its ${reach}cm charge.`,
      );
  }
  // "Alle Einheiten, welche den Komplex betreten, dürfen … angreifen": our reading, units
  // already inside attack again with a later engage action, with or without others going in.
  if (command.unitIds.length === 0 && unitsInside(state, formation).length === 0)
    return refusal(
      'plant/none-inside',
      CENTRE_SECTION,
      `Name the units of ${formation.name} that go into the control centre: none of it is inside yet.`,
    );
  const outside = live.filter((u) => !command.unitIds.includes(u.id));
  if (outside.length > 0 && !holdsTheEntrance(state, outside, centre.entrance))
    return holdTheEntranceRefusal(formation.name);
  return null;
}

export const plantStorm: CommandHandler<CommandOf<'plant.storm'>> = {
  validate: stormRefusal,
  apply(state, command, { dice, events }) {
    const centre = centreOf(state)!;
    events.push({
      type: 'plant/centre-entered',
      unitIds: command.unitIds,
      section: CENTRE_SECTION,
    });
    const inside = [...centre.inside, ...command.unitIds];
    // Off the table while inside (reserve keeps them out of every rule of the table).
    let next = withUnits(
      state,
      Object.fromEntries(command.unitIds.map((id) => [id, { status: 'reserve', position: null }])),
    );
    let hits = 0;
    // The storming formation's units inside attack (others inside attack with their own action).
    for (const id of inside) {
      const unit = next.units[id];
      if (!unit || unit.status === 'destroyed' || unit.formationId !== command.formationId)
        continue;
      const sheet = datasheetOf(next, unit);
      const value = command.attackWith === 'cc' ? sheet.cc : sheet.ff;
      if (typeof value !== 'number') continue;
      hits += dice.test(1, value, [], {
        purpose: `${command.attackWith === 'cc' ? 'close combat' : 'firefight'} on the technicians: ${id} (${value}+)`,
        section: CENTRE_SECTION,
        unitId: id,
      }).successes;
    }
    const total = centre.hits + hits;
    events.push({ type: 'plant/technicians-hit', hits, total, section: CENTRE_SECTION });
    next = { ...next, plant: { ...next.plant!, centre: { ...centre, hits: total, inside } } };
    const formation = next.formations[command.formationId]!;
    next = {
      ...next,
      formations: { ...next.formations, [formation.id]: { ...formation, activated: true } },
    };
    return continueWith(next, { kind: 'action-over' });
  },
};
