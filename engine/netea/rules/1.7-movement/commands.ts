import { continueWith } from '../../flow/steps';
import { moveRequestFrom } from './request';
import type { CommandHandler } from '../../commands/handler';
import type { CommandOf, Side } from '../../commands/schema';
import { refusal, type Refusal } from '../../../kernel/result';
import type { Activation, GameState } from '../../state/schema';
import { actingRefusal, engageRefusal } from '../1.4-1.6-sequence-and-actions/obligations';
import {
  checkOutOfFormationChoice,
  checkFormationCoherency,
  destroyOutOfFormation,
} from '../1.2-formations/coherency';
import { applyDisembark, validateDisembark } from './disembark';
import { afterDismount, dismountRefusal } from '../3-war-engines/transportDismount';
import { validateMove } from './movement';
import { applyMove } from './moveUnit';
import type { MoveContext } from './types';
import { leaveThePortal, portalSettled } from '../6.1-tournament/portals';
import { volleyMoveRefusal } from '../5.3-scenarios/ambushVolley';
import { movesNow, movingFormationId } from '../5.3-scenarios/combinedMoves';

/**
 * The movement commands of an action (1.7): units move one by one in the formation's current
 * move, then the move is completed and units out of formation are destroyed (1.7.4), after each
 * move of a double or march action (1.7.1).
 */

export function movingRefusal(state: GameState, side: Side): Refusal | null {
  const acting = actingRefusal(state, side, '1.7', 'move');
  if (acting) return acting;
  // Seed 001 5.3.11.3: in a combined fire the partners' moves follow the acting formation's.
  const activation = movesNow(state, state.turnState.activation as Activation);
  if (activation.movesTaken >= activation.movesAllowed) {
    return activation.movesAllowed === 0
      ? refusal(
          'move/action-does-not-move',
          '1.6.1',
          `A ${activation.action} action does not move.`,
        )
      : refusal(
          'move/no-moves-left',
          '1.7.1',
          'The formation has made all the moves its action allows.',
        );
  }
  if (activation.shot && (activation.action === 'advance' || activation.action === 'double')) {
    return refusal(
      'move/after-shooting',
      '1.6.1',
      'The formation moves and then shoots, not the other way round.',
    );
  }
  if ((activation.action === 'marshal' || activation.action === 'hold') && activation.shot) {
    return refusal(
      'move/shot-instead',
      '1.6.1',
      `A ${activation.action} action shoots or moves, not both.`,
    );
  }
  return null;
}

/** The context the movement rules need for a move of the current activation. */
function moveContext(activation: Activation, command: CommandOf<'move.unit'>): MoveContext {
  return {
    kind: 'normal',
    ...(command.cautious ? { cautious: true } : {}),
    ...(command.road || activation.roadMarch ? { road: true } : {}),
    lastMoveOfAction: activation.movesTaken + 1 >= activation.movesAllowed,
    movedThisMove: activation.movedThisMove,
  };
}

export const moveUnit: CommandHandler<CommandOf<'move.unit'>> = {
  validate(state, command) {
    const flow = movingRefusal(state, command.side) ?? volleyMoveRefusal(state);
    if (flow) return flow;
    const activation = movesNow(state, state.turnState.activation as Activation);
    const unit = state.units[command.unitId];
    if (!unit) return refusal('command/unknown-unit', '-', `There is no unit "${command.unitId}".`);
    if (unit.formationId !== movingFormationId(activation)) {
      return activation.mover === undefined
        ? refusal(
            'move/not-acting-formation',
            '1.6',
            `${unit.id} is not in the formation carrying out its action.`,
          )
        : refusal(
            'move/not-moving-formation',
            'seed 001 5.3.11.3',
            `${unit.id} is not in the formation making its moves now: each formation of the combined fire makes its own, one after the other.`,
          );
    }
    if (activation.movedThisMove.includes(unit.id)) {
      return refusal('move/already-moved', '1.7.1', `${unit.id} has already made this move.`);
    }
    const request = moveRequestFrom(state, command);
    if (!request) return refusal('move/not-on-table', '1.7', `${unit.id} is not on the table.`);
    return validateMove(state, request, moveContext(activation, command));
  },
  apply(state, command, { dice, events }) {
    const activation = movesNow(state, state.turnState.activation as Activation);
    const request = moveRequestFrom(state, command);
    if (!request) throw new Error('validated move vanished');
    const moved = applyMove(state, request, moveContext(activation, command), dice, events);
    const picked = command.pickUp ?? [];
    return {
      ...moved.state,
      turnState: {
        ...moved.state.turnState,
        activation: {
          ...activation,
          movedThisMove: [...activation.movedThisMove, command.unitId, ...picked],
          pickedUp: [
            ...activation.pickedUp,
            ...picked.map((unitId) => ({ unitId, move: activation.movesTaken })),
          ],
        },
      },
    };
  },
};

export const endMove: CommandHandler<CommandOf<'move.end'>> = {
  validate(state, command) {
    const flow = movingRefusal(state, command.side);
    if (flow) return flow;
    const activation = movesNow(state, state.turnState.activation as Activation);
    if (command.outOfFormation) {
      return checkOutOfFormationChoice(
        portalSettled(state),
        movingFormationId(activation),
        command.outOfFormation,
      );
    }
    return null;
  },
  apply(state, command, { dice, events }) {
    // 6.1.6: units that did not make it out of the portal are lost first.
    const out = leaveThePortal(state, dice, events);
    // Seed 001 5.3.11.3: the move completed is that of the formation moving now.
    const activation = movesNow(out, out.turnState.activation as Activation);
    const mover = movingFormationId(activation);
    const chosen = command.outOfFormation ?? checkFormationCoherency(out, mover).suggested;
    const after = destroyOutOfFormation(out, mover, chosen, dice, events);
    const movesTaken = activation.movesTaken + 1;
    const next: GameState = {
      ...after.state,
      turnState: {
        ...after.state.turnState,
        activation: { ...activation, movesTaken, movedThisMove: [] },
      },
    };
    return continueWith(next, { kind: 'move-completed' });
  },
};

/** 1.7.5: units picked up in the move just completed may not get out at its end. */
function pickedUpLastMove(activation: Activation): string[] {
  return activation.pickedUp
    .filter((p) => p.move === activation.movesTaken - 1)
    .map((p) => p.unitId);
}

export const disembark: CommandHandler<CommandOf<'move.disembark'>> = {
  validate(state, command) {
    const activation = state.turnState.activation;
    if (state.phase !== 'action' || !activation || state.turnState.activeSide !== command.side) {
      return refusal(
        'flow/not-now',
        '1.7.5',
        'Only the formation carrying out its action may disembark.',
      );
    }
    if (state.turnState.attack || state.turnState.overwatchWindow || engageRefusal(state)) {
      return refusal(
        'flow/not-now',
        '1.7.5',
        'Wait until the overwatch fire or attack is resolved.',
      );
    }
    if (activation.movesTaken === 0 || activation.movedThisMove.length > 0 || activation.shot) {
      return refusal(
        'transport/not-end-of-move',
        '1.7.5',
        'Units disembark at the end of a move, before the formation shoots.',
      );
    }
    const transport = state.units[command.transportId];
    // Seed 001 5.3.11.3: in a combined fire, of the formation that has just moved.
    if (!transport || transport.formationId !== movingFormationId(activation)) {
      return refusal(
        'transport/not-acting-formation',
        '1.7.5',
        'The transport must belong to the acting formation.',
      );
    }
    return (
      validateDisembark(state, command.transportId, command.placements, {
        engage: activation.action === 'engage',
        pickedUpThisMove: pickedUpLastMove(activation),
      }) ??
      dismountRefusal(
        state,
        command.transportId,
        command.placements.map((p) => p.unitId),
        { assault: false },
      )
    );
  },
  apply(state, command, { events }) {
    const placed = applyDisembark(state, command.transportId, command.placements, events);
    // 3.1.3: a formation that dismounts from another formation's war engine takes no action.
    const out = afterDismount(
      state,
      placed,
      command.transportId,
      command.placements.map((p) => p.unitId),
    );
    const activation = out.state.turnState.activation as Activation;
    // 3.1.3: they shoot with the war engine as one formation in this action.
    const next: GameState =
      out.formationIds.length === 0
        ? out.state
        : {
            ...out.state,
            turnState: {
              ...out.state.turnState,
              activation: {
                ...activation,
                joined: [...(activation.joined ?? []), ...out.formationIds],
              },
            },
          };
    // 1.10: unloading troops also triggers overwatch fire.
    return continueWith(next, { kind: 'move-completed' });
  },
};
