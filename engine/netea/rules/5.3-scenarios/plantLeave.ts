import type { CommandHandler } from '../../commands/handler';
import type { Command, CommandOf } from '../../commands/schema';
import { refusal, type Refusal } from '../../../kernel/result';
import type { GameState } from '../../state/schema';
import { withUnits } from '../1.2-formations/unitUpdates';
import { moveUnit } from '../1.7-movement/commands';
import { insideCentre } from './plantInside';
import { unitLabel } from '../2-specialists/unitLabel';

/**
 * Seed 001 5.3.15 Kontrollzentrum: "Ork Einheiten im Zentrum können sich durch Messen vom Eingang
 * zurück auf den Tisch bewegen." How it is played here: in a move of its formation's action, a
 * unit inside makes its move as a `move.unit` would, from its base centred on the entrance (the
 * move measured from there, our reading), with every rule of the move (its allowance, terrain,
 * other units, zones of control, the entrance held while others stay inside). It leaves the
 * centre's list as it comes out.
 */

const SECTION = 'seed 001 5.3.15';

/** The state with the unit standing on the entrance, as it starts its move out. */
export function atTheEntrance(state: GameState, unitId: string): GameState {
  const entrance = state.plant!.centre!.entrance;
  return withUnits(state, { [unitId]: { status: 'deployed', position: entrance } });
}

function asMove(command: CommandOf<'plant.leave'>): CommandOf<'move.unit'> {
  const { type: _type, ...move } = command;
  return { type: 'move.unit', ...move };
}

/** The state with the unit on the entrance and off the centre's list, as it comes out. */
export function outOfTheCentre(state: GameState, unitId: string): GameState {
  const centre = state.plant!.centre!;
  return {
    ...atTheEntrance(state, unitId),
    plant: {
      ...state.plant!,
      centre: { ...centre, inside: centre.inside.filter((id) => id !== unitId) },
    },
  };
}

/** Why the unit is not one to come out of the centre, or null. */
export function notInsideRefusal(state: GameState, unitId: string): Refusal | null {
  if (insideCentre(state, unitId)) return null;
  return refusal(
    'plant/not-inside',
    SECTION,
    `${state.units[unitId] ? unitLabel(state, unitId) : 'That unit'} is not inside the control centre.`,
  );
}

/**
 * A command that brings a unit out of the centre as another command moves one (a move, a
 * charge): refused unless the unit is inside, then judged and carried out by `handler` with the
 * unit on the entrance.
 */
export function comingOut<C extends Command & { unitId: string }, M extends Command>(
  handler: CommandHandler<M>,
  as: (command: C) => M,
): CommandHandler<C> {
  return {
    validate(state, command) {
      return (
        notInsideRefusal(state, command.unitId) ??
        handler.validate(atTheEntrance(state, command.unitId), as(command))
      );
    },
    apply(state, command, context) {
      context.events.push({ type: 'plant/centre-left', unitId: command.unitId, section: SECTION });
      return handler.apply(outOfTheCentre(state, command.unitId), as(command), context);
    },
  };
}

export const plantLeave: CommandHandler<CommandOf<'plant.leave'>> = comingOut(moveUnit, asMove);
