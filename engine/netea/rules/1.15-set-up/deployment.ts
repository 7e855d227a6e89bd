import type { CommandHandler } from '../../commands/handler';
import type { CommandOf, Side } from '../../commands/schema';
import {
  basesOverlap,
  featureCoverage,
  featuresUnder,
  isWhollyOnTable,
} from '../../../kernel/geometry';
import { refusal, type Refusal } from '../../../kernel/result';
import type { GameState } from '../../state/schema';
import { isAircraftFormation } from '../4.1-4.2-aircraft/aerospace';
import { setupAircraftBoarding } from '../4.1-4.2-aircraft/airTransport';
import {
  datasheetOf,
  moverOf,
  ringOf,
  terrainIndexOf,
  unitShape,
  unitShapeAt,
} from '../1.2-formations/battlefield';
import { terrainEffect } from '../1.8-terrain/effects';
import { passengersOf, spacesFor, spacesUsed } from '../1.7-movement/transports';
import { carriedSheet } from '../2-specialists/characters';
import { areaRefusal } from '../3-war-engines/deploymentAreas';
import { keptOffTable } from '../2-specialists/offTable';
import { spacecraftFirst } from '../4.3-4.4-spacecraft/order';
import { withoutStalePlots } from '../2-specialists/plots';
import {
  escalationDeployRefusal,
  escalationFinishRefusal,
  heldBackForArrival,
} from '../5.3-scenarios/arrivalOrder';
import { breakthroughDeployRefusal } from '../5.3-scenarios/breakthroughOrder';
import {
  ambushDeployRefusal,
  ambushFinishRefusal,
  heldBackInConvoy,
} from '../5.3-scenarios/ambushSetup';
import { sidesOf } from '../1.2-formations/sides';
import { plantDeployRefusal, recordCommandAt } from '../5.3-scenarios/plantSetup';
import { isWaterPlant } from '../5.3-scenarios/plantTables';
import { ofSide, withSide } from '../../state/perSide';

/**
 * Set-up and deployment of the training scenarios (1.15.1 Deployment): roll to see who chooses
 * the table edge, the winner chooses, then each player sets up all of his units within his
 * deployment zone.
 */

function inSetup(state: GameState): Refusal | null {
  return state.phase === 'setup'
    ? null
    : refusal('flow/wrong-phase', '1.4.1', 'Deployment is over: the battle has begun.');
}

/** 1.15.1: a side that has finished deploying sets up nothing more. */
function finishedDeploying(state: GameState, side: Side): Refusal | null {
  return state.setup.finished[side]
    ? refusal('setup/deployment-finished', '1.15.1', 'You have already finished deploying.')
    : null;
}

export const rollOff: CommandHandler<CommandOf<'setup.rollOff'>> = {
  validate(state) {
    const phase = inSetup(state);
    if (phase) return phase;
    if (state.setup.edgeChooser !== null) {
      return refusal(
        'setup/already-rolled',
        '1.15.1',
        'The roll for the choice of table edge has been made.',
      );
    }
    if (state.deploymentZones.length < 2) {
      return refusal(
        'setup/no-zones',
        '1.15.1',
        'This battlefield has fewer than two deployment zones.',
      );
    }
    return null;
  },
  apply(state, _command, { dice, events }) {
    // Both players roll a D6; a tie is rolled again (1.15.1 "roll dice to see who gets the choice").
    for (;;) {
      const [a, b] = dice.d6(2, {
        purpose: 'roll-off for the choice of table edge (player 1, player 2)',
        section: '1.15.1',
      });
      if (a === b) continue;
      const winner: Side = (a ?? 0) > (b ?? 0) ? 0 : 1;
      events.push({ type: 'setup/roll-off-won', side: winner, section: '1.15.1' });
      return { ...state, setup: { ...state.setup, edgeChooser: winner } };
    }
  },
};

export const chooseZone: CommandHandler<CommandOf<'setup.chooseZone'>> = {
  validate(state, command) {
    const phase = inSetup(state);
    if (phase) return phase;
    if (state.setup.edgeChooser === null) {
      return refusal('setup/roll-first', '1.15.1', 'Roll to see who chooses the table edge first.');
    }
    if (state.setup.edgeChooser !== command.side) {
      return refusal(
        'setup/not-your-choice',
        '1.15.1',
        'Your opponent won the roll and chooses the table edge.',
      );
    }
    if (state.setup.zones[command.side] !== null) {
      return refusal('setup/zone-chosen', '1.15.1', 'The table edges have already been chosen.');
    }
    if (command.zone >= state.deploymentZones.length) {
      return refusal(
        'setup/unknown-zone',
        '1.15.1',
        `There is no deployment zone ${command.zone}.`,
      );
    }
    return null;
  },
  apply(state, command, { events }) {
    // The other player sets up on the opposite table edge (two-sided: 1.15.1's two edges).
    const other = command.zone === 0 ? 1 : 0;
    const zones: [number, number] =
      command.side === 0 ? [command.zone, other] : [other, command.zone];
    events.push({ type: 'setup/zone-chosen', side: command.side, zone: command.zone });
    return { ...state, setup: { ...state.setup, zones } };
  },
};

export const deployUnit: CommandHandler<CommandOf<'setup.deployUnit'>> = {
  validate(state, command) {
    const phase = inSetup(state);
    if (phase) return phase;
    const unit = state.units[command.unitId];
    if (!unit) return refusal('command/unknown-unit', '-', `There is no unit "${command.unitId}".`);
    if (unit.side !== command.side) {
      return refusal('command/not-your-unit', '-', `${unit.id} belongs to your opponent.`);
    }
    const finished = finishedDeploying(state, command.side);
    if (finished) return finished;
    if (nextObjectivePlacer(state) !== null) {
      return refusal(
        'setup/objectives-first',
        '1.15.5',
        'The objectives are set up before deployment.',
      );
    }
    // 4.3.1: spacecraft first.
    const spacecraft = spacecraftFirst(state);
    if (spacecraft) return spacecraft;
    const zoneIndex = ofSide(state.setup.zones, command.side);
    const zone = zoneIndex === null ? undefined : state.deploymentZones[zoneIndex];
    if (!zone)
      return refusal('setup/no-zone', '1.15.1', 'Choose your table edge before deploying.');
    if (unit.status !== 'reserve' && unit.status !== 'deployed') {
      return refusal('deploy/not-available', '1.15.1', `${unit.id} cannot be set up now.`);
    }
    // 4.2: aircraft are kept off the table and set up only when they act.
    const formation = state.formations[unit.formationId];
    if (formation && isAircraftFormation(state, formation)) {
      return refusal(
        'aircraft/set-up',
        '4.2',
        `${formation.name} is an aircraft formation: it stays off the table until it acts.`,
      );
    }
    // Seed 001 5.3.5: the Orks set up first.
    const order = breakthroughDeployRefusal(state, command.side);
    if (order) return order;
    // Seed 001 5.3.7: the convoy comes on in turn 1; the Space Marines keep off the road.
    const ambush = ambushDeployRefusal(state, unit, command.position, command.facing);
    if (ambush) return ambush;
    // Seed 001 5.3.15: the Orks come on later, the Imperials by their commands' tables.
    const plant = plantDeployRefusal(state, unit, command.position, command.facing);
    if (plant) return plant;
    // Seed 001 5.3.2: in an escalation only the starting formation sets up on the table.
    const later = escalationDeployRefusal(state, unit);
    if (later) return later;
    const placed = placementRefusal(state, unit, command.position, command.facing);
    if (placed) return placed;
    // 3.4.1: a scenario's own areas for the formation replace the side's zone.
    const area = areaRefusal(state, unit, command.position, command.facing);
    if (area !== undefined) return area;
    const shape = unitShapeAt(datasheetOf(state, unit), command.position, command.facing);
    if (shape && featureCoverage(ringOf(zone.polygon), shape) !== 'wholly') {
      return refusal(
        'deploy/outside-zone',
        '1.15.1',
        `Units must be set up wholly within ${zone.label}.`,
      );
    }
    return null;
  },
  apply(state, command, { events }) {
    const unit = state.units[command.unitId];
    if (!unit) throw new Error('validated unit vanished');
    events.push({
      type: 'setup/unit-deployed',
      unitId: unit.id,
      position: command.position,
      facing: command.facing,
    });
    const placed: GameState = {
      ...state,
      units: {
        ...state.units,
        [unit.id]: {
          ...unit,
          status: 'deployed',
          position: command.position,
          facing: command.facing,
        },
      },
    };
    // Seed 001 5.3.15: the table a formation sets up on is its command's.
    return isWaterPlant(state)
      ? recordCommandAt(placed, unit.formationId, command.position)
      : placed;
  },
};

/**
 * Where a unit may be set down on the table (deployment, 1.15; units entering play, 2.1.17): it
 * has a base, stands wholly on the table, on no impassable terrain (1.8.4) and on no other unit
 * (1.7.2).
 */
export function placementRefusal(
  state: GameState,
  unit: GameState['units'][string],
  position: { readonly x: number; readonly y: number },
  facing: number,
): Refusal | null {
  const sheet = datasheetOf(state, unit);
  const shape = unitShapeAt(sheet, position, facing);
  if (!shape)
    return refusal('deploy/no-base', '1.1.2', `${sheet.name} has no base to place on the table.`);
  if (!isWhollyOnTable(shape, state.table)) {
    return refusal('deploy/off-table', '1.7', 'The unit must be placed wholly on the table.');
  }
  const mover = moverOf(sheet);
  if (mover) {
    for (const under of featuresUnder(terrainIndexOf(state), shape)) {
      if (terrainEffect(under.feature.type, mover).move === 'impassable') {
        return refusal(
          'deploy/impassable',
          '1.8.4',
          `${under.feature.type} (${under.feature.id}) is impassable to ${sheet.name}.`,
        );
      }
    }
  }
  for (const other of Object.values(state.units)) {
    if (other.id === unit.id) continue;
    const otherShape = unitShape(state, other);
    if (otherShape && basesOverlap(shape, otherShape)) {
      return refusal('deploy/overlap', '1.7.2', `The unit would stand on ${other.id}.`);
    }
  }
  return null;
}

export const finishDeployment: CommandHandler<CommandOf<'setup.finishDeployment'>> = {
  validate(state, command) {
    const closed = inSetup(state) ?? finishedDeploying(state, command.side);
    if (closed) return closed;
    // 2.1.17, 2.1.23: formations that may teleport in, or tunnel with a plotted surfacing, may
    // be kept off the table: the whole formation.
    const waiting = Object.values(state.units).filter((u) => {
      if (u.side !== command.side || u.status !== 'reserve') return false;
      const formation = state.formations[u.formationId];
      // 4.2: aircraft formations are not set up with other units.
      if (formation && isAircraftFormation(state, formation)) return false;
      // Seed 001 5.3.2: escalation formations arrive later.
      if (formation && heldBackForArrival(state, formation)) return false;
      // Seed 001 5.3.7: the convoy marches on in turn 1.
      if (formation && heldBackInConvoy(state, formation)) return false;
      return !formation || !keptOffTable(state, formation);
    });
    const convoy = ambushFinishRefusal(state, command.side);
    if (convoy) return convoy;
    const start = escalationFinishRefusal(state, command.side);
    if (start) return start;
    if (waiting.length > 0) {
      return refusal(
        'setup/units-left',
        '1.15.1',
        `You must deploy all of your units: ${waiting.length} still to set up (${waiting[0]?.id}…).`,
      );
    }
    return null;
  },
  apply(state, command, { events }) {
    const finished = withSide(state.setup.finished, command.side, true);
    events.push({ type: 'setup/deployment-finished', side: command.side });
    // 2.1.23: a plot for a formation set up on the table after all is void.
    const next = { ...withoutStalePlots(state, command.side), setup: { ...state.setup, finished } };
    if (!finished.every(Boolean)) return next;
    events.push({ type: 'game/turn-begins', turn: 1 });
    return { ...next, phase: 'strategy', turn: 1 };
  },
};

/**
 * 1.15.5: "each player must set up another objective 45cms away from any other objective" (read
 * as at least 45cm, measured between the objectives' centres), after the table edges are chosen
 * and before deployment; the player who chose the edge sets up first, then they alternate.
 */
export function nextObjectivePlacer(state: GameState): Side | null {
  const first = state.setup.edgeChooser ?? 0;
  // In turn from the first player (round the table with more than two: seed 001 5.3.11.1): the
  // one with the most objectives left goes, the earlier in turn on equal counts.
  const sides = sidesOf(state);
  const inTurn = [...sides.slice(first), ...sides.slice(0, first)];
  const left = (s: Side) => ofSide(state.setup.objectivesToPlace, s);
  const waiting = inTurn.filter((s) => left(s) > 0);
  if (waiting.length === 0) return null;
  return waiting.reduce((best, s) => (left(s) > left(best) ? s : best));
}

export const placeObjective: CommandHandler<CommandOf<'setup.placeObjective'>> = {
  validate(state, command) {
    const phase = inSetup(state);
    if (phase) return phase;
    if (state.setup.zones[command.side] === null) {
      return refusal(
        'setup/no-zone',
        '1.15.1',
        'The table edges are chosen before the objectives are set up.',
      );
    }
    if (nextObjectivePlacer(state) !== command.side) {
      return refusal(
        'setup/not-your-objective',
        '1.15.5',
        'It is not your turn to set up an objective.',
      );
    }
    const { x, y } = command.position;
    if (x < 0 || y < 0 || x > state.table.width || y > state.table.height) {
      return refusal('setup/objective-off-table', '1.15.5', 'Objectives are set up on the table.');
    }
    const spacing = state.setup.objectiveSpacing;
    const near = state.objectives.find(
      (o) => Math.hypot(o.position.x - x, o.position.y - y) < spacing,
    );
    if (near) {
      return refusal(
        'setup/objective-too-close',
        '1.15.5',
        `An objective must be at least ${spacing}cm from any other (${near.label}).`,
      );
    }
    return null;
  },
  apply(state, command, { events }) {
    const left = withSide(
      state.setup.objectivesToPlace,
      command.side,
      ofSide(state.setup.objectivesToPlace, command.side) - 1,
    );
    const id = `objective-${state.objectives.length + 1}`;
    const label = `Objective (${ofSide(state.players, command.side).name})`;
    events.push({
      type: 'setup/objective-placed',
      side: command.side,
      objectiveId: id,
      position: command.position,
      section: '1.15.5',
    });
    return {
      ...state,
      objectives: [...state.objectives, { id, position: command.position, label }],
      setup: { ...state.setup, objectivesToPlace: left },
    };
  },
};

/**
 * Set-up: a unit may start the battle aboard a transport of its own formation that is already
 * set up, within the transport's capacity and the kinds it carries (1.7.5); no transport inside
 * another (1.7.5: no "Russian doll").
 */
export const embarkUnit: CommandHandler<CommandOf<'setup.embarkUnit'>> = {
  validate(state, command) {
    const closed = inSetup(state) ?? finishedDeploying(state, command.side);
    if (closed) return closed;
    const unit = state.units[command.unitId];
    const transport = state.units[command.transportId];
    if (!unit || !transport) return refusal('command/unknown-unit', '-', 'No such unit.');
    if (unit.side !== command.side || transport.side !== command.side) {
      return refusal('command/not-your-unit', '-', 'Both units must be yours.');
    }
    // 4.2.5: a transport aircraft off the table may be set up with a whole formation aboard.
    const aloft = setupAircraftBoarding(state, unit, transport);
    if (aloft !== undefined) return aloft;
    if (unit.formationId !== transport.formationId) {
      return refusal(
        'transport/other-formation',
        '1.7.5',
        'Transport vehicles may only carry units from their own formation.',
      );
    }
    if (unit.status !== 'reserve' && unit.status !== 'deployed') {
      return refusal('deploy/not-available', '1.15.1', `${unit.id} cannot be set up now.`);
    }
    if (transport.status !== 'deployed') {
      return refusal('transport/not-on-table', '1.7.5', 'Set up the transport first.');
    }
    const carrier = datasheetOf(state, transport).transport;
    if (!carrier)
      return refusal('transport/not-a-transport', '1.7.5', `${transport.id} carries no units.`);
    if (datasheetOf(state, unit).transport && passengersOf(state, unit.id).length > 0) {
      return refusal(
        'transport/russian-doll',
        '1.7.5',
        'A transport carrying units cannot itself be transported.',
      );
    }
    const spaces = spacesFor(carrier, carriedSheet(state, unit));
    if (spaces === null)
      return refusal('transport/cannot-carry', '1.7.5', `${transport.id} cannot carry ${unit.id}.`);
    if (spacesUsed(state, transport) + spaces > carrier.capacity) {
      return refusal('transport/full', '1.7.5', `${transport.id} has no room left.`);
    }
    return null;
  },
  apply(state, command, { events }) {
    const unit = state.units[command.unitId]!;
    events.push({
      type: 'move/unit-embarked',
      unitId: unit.id,
      transportId: command.transportId,
      section: '1.7.5',
    });
    return {
      ...state,
      units: {
        ...state.units,
        [unit.id]: {
          ...unit,
          status: 'embarked',
          position: null,
          transportedBy: command.transportId,
        },
      },
    };
  },
};
