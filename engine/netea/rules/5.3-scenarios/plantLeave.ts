import type { CommandHandler } from '../../commands/handler';
import type { CommandOf } from '../../commands/schema';
import { refusal } from '../../../kernel/result';
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
function atTheEntrance(state: GameState, unitId: string): GameState {
  const entrance = state.plant!.centre!.entrance;
  return withUnits(state, { [unitId]: { status: 'deployed', position: entrance } });
}

function asMove(command: CommandOf<'plant.leave'>): CommandOf<'move.unit'> {
  const { type: _type, ...move } = command;
  return { type: 'move.unit', ...move };
}

export const plantLeave: CommandHandler<CommandOf<'plant.leave'>> = {
  validate(state, command) {
    if (!insideCentre(state, command.unitId))
      return refusal(
        'plant/not-inside',
        SECTION,
        `${state.units[command.unitId] ? unitLabel(state, command.unitId) : 'That unit'} is not inside the control centre.`,
      );
    return moveUnit.validate(atTheEntrance(state, command.unitId), asMove(command));
  },
  apply(state, command, context) {
    const centre = state.plant!.centre!;
    context.events.push({ type: 'plant/centre-left', unitId: command.unitId, section: SECTION });
    const out: GameState = {
      ...atTheEntrance(state, command.unitId),
      plant: {
        ...state.plant!,
        centre: { ...centre, inside: centre.inside.filter((id) => id !== command.unitId) },
      },
    };
    return moveUnit.apply(out, asMove(command), context);
  },
};
