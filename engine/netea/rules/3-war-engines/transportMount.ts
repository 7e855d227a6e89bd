import { inBaseContact } from '../../../kernel/geometry';
import { refusal, type Refusal } from '../../../kernel/result';
import type { CommandHandler } from '../../commands/handler';
import type { CommandOf } from '../../commands/schema';
import { continueWith } from '../../flow/steps';
import type { Activation, GameState, UnitState } from '../../state/schema';
import { datasheetOf, unitShape } from '../1.2-formations/battlefield';
import { liveUnits, withFormation } from '../1.2-formations/formations';
import { withUnits } from '../1.2-formations/unitUpdates';
import { movingRefusal } from '../1.7-movement/commands';
import { prepareMove, validateMove } from '../1.7-movement/movement';
import { applyMove } from '../1.7-movement/moveUnit';
import { moveRequestFrom } from '../1.7-movement/request';
import { spacesFor, spacesUsed } from '../1.7-movement/transports';
import type { MoveContext } from '../1.7-movement/types';
import { poppedUpTransportRefusal } from '../2-specialists/popUp';
import { carriedSheet } from '../2-specialists/characters';
import { isWarEngine } from './capacity';

type Mount = CommandOf<'move.mountWarEngine'>;

/** 3.1.3: mounting up is one of the formation's moves, made by all of its units together. */
function mountContext(activation: Activation): MoveContext {
  return {
    kind: 'normal',
    ...(activation.roadMarch ? { road: true } : {}),
    // Its action ends once it is aboard, so this is its last move.
    lastMoveOfAction: true,
    movedThisMove: [],
  };
}

/** 3.1.3: the war engine may carry units of another formation: one with a transport capacity. */
function carrierRefusal(state: GameState, transport: UnitState | undefined, side: number) {
  const shape = transport && unitShape(state, transport);
  if (!transport || transport.side !== side || !shape) {
    return refusal(
      'we-transport/no-war-engine',
      '3.1.3',
      'Choose a war engine of your own on the table to mount up in.',
    );
  }
  const sheet = datasheetOf(state, transport);
  if (!isWarEngine(sheet) || !sheet.transport) {
    return refusal(
      'we-transport/not-a-transport',
      '3.1.3',
      `${sheet.name} is not a war engine that carries other formations.`,
    );
  }
  return poppedUpTransportRefusal(transport);
}

/** 3.1.3: room for the entire formation beside whatever the war engine already carries (FAQ:
 * it may carry more than one formation). */
function roomRefusal(state: GameState, transport: UnitState, units: readonly UnitState[]) {
  const sheet = datasheetOf(state, transport);
  const carrier = sheet.transport;
  if (!carrier) return null;
  let used = spacesUsed(state, transport);
  for (const u of units) {
    const spaces = spacesFor(carrier, carriedSheet(state, u));
    if (spaces === null) {
      return refusal(
        'we-transport/cannot-carry',
        '3.1.3',
        `${sheet.name} cannot carry ${datasheetOf(state, u).name}.`,
      );
    }
    used += spaces;
  }
  if (used > carrier.capacity) {
    return refusal(
      'we-transport/no-room',
      '3.1.3',
      `${sheet.name} carries ${carrier.summary}; the entire formation must fit inside it.`,
    );
  }
  return null;
}

/**
 * 3.1.3 Transport War Engines: may the acting formation mount up in the war engine of another
 * formation now? The entire formation, in one move (FAQ: not split between war engines), each
 * unit able to move into base contact with the war engine, with room for all of it.
 */
export function validateMount(state: GameState, command: Mount): Refusal | null {
  const flow = movingRefusal(state, command.side);
  if (flow) return flow;
  const activation = state.turnState.activation as Activation;
  if (activation.movedThisMove.length > 0) {
    return refusal(
      'we-transport/not-one-move',
      '3.1.3',
      'The entire formation mounts up as part of the same move; some of its units have moved in this one already.',
    );
  }
  const transport = state.units[command.transportId];
  const noCarrier = carrierRefusal(state, transport, command.side);
  if (noCarrier || !transport) return noCarrier;
  const formation = state.formations[activation.formationId];
  if (!formation) return refusal('we-transport/no-war-engine', '3.1.3', 'No formation is acting.');
  if (transport.formationId === formation.id) {
    return refusal(
      'we-transport/own-formation',
      '3.1.3',
      'A war engine carries units of its own formation by the normal transport rules (1.7.5): pick them up in its move.',
    );
  }
  const units = liveUnits(state, formation);
  const named = command.moves.map((m) => m.unitId);
  const whole =
    named.length === units.length &&
    new Set(named).size === named.length &&
    units.every((u) => u.status === 'deployed' && named.includes(u.id));
  if (!whole) {
    return refusal(
      'we-transport/whole-formation',
      '3.1.3',
      `The entire ${formation.name} formation must mount up in one war engine in the same move; a war engine cannot carry part of another formation.`,
    );
  }
  const room = roomRefusal(state, transport, units);
  if (room) return room;
  const target = unitShape(state, transport);
  const context = mountContext(activation);
  for (const m of command.moves) {
    const request = moveRequestFrom(state, m);
    if (!request) return refusal('move/not-on-table', '1.7', 'The unit is not on the table.');
    const problem = validateMove(state, request, context);
    if (problem) return problem;
    const prepared = prepareMove(state, request, context);
    if ('code' in prepared) return prepared;
    if (!target || !inBaseContact(prepared.geom.end, target)) {
      const name = datasheetOf(state, prepared.unit).name;
      return refusal(
        'we-transport/no-contact',
        '3.1.3',
        `${name} must end its move in base contact with the war engine to get on board.`,
      );
    }
  }
  return null;
}

/**
 * Carries out a validated mount: each unit makes its move (dangerous terrain may still claim it,
 * 1.8.1) and goes aboard. "The war engine ... may not take an action after they have done so":
 * its formation counts as having acted this turn. The mounting formation's action is over
 * ("While being transported the units may not shoot or carry out any other actions").
 */
export function applyMount(
  state: GameState,
  command: Mount,
  dice: Parameters<typeof applyMove>[3],
  events: Parameters<typeof applyMove>[4],
): GameState {
  const activation = state.turnState.activation as Activation;
  const context = mountContext(activation);
  let next = state;
  const aboard: Record<string, Partial<UnitState>> = {};
  for (const m of command.moves) {
    const request = moveRequestFrom(next, m);
    if (!request) continue;
    const moved = applyMove(next, request, context, dice, events);
    next = moved.state;
    if (moved.destroyed.includes(m.unitId)) continue;
    aboard[m.unitId] = { status: 'embarked', position: null, transportedBy: command.transportId };
    events.push({
      type: 'move/unit-embarked',
      unitId: m.unitId,
      transportId: command.transportId,
      section: '3.1.3',
    });
  }
  next = withUnits(next, aboard);
  const carrierFormation = next.formations[next.units[command.transportId]?.formationId ?? ''];
  if (carrierFormation && !carrierFormation.activated)
    next = withFormation(next, { ...carrierFormation, activated: true });
  return {
    ...next,
    turnState: {
      ...next.turnState,
      activation: { ...activation, movesTaken: activation.movesAllowed, movedThisMove: [] },
    },
  };
}

export const mountWarEngine: CommandHandler<Mount> = {
  validate: validateMount,
  apply(state, command, { dice, events }) {
    return continueWith(applyMount(state, command, dice, events), { kind: 'action-over' });
  },
};
