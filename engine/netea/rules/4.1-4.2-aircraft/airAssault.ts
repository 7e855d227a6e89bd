import type { CommandOf } from '../../commands/schema';
import { refusal, type Refusal } from '../../../kernel/result';
import { continueWith, type Applied } from '../../flow/steps';
import type { GameEvent } from '../../events';
import type { GameState } from '../../state/schema';
import { liveUnits } from '../1.2-formations/formations';
import { openOverwatchWindow } from '../1.10-overwatch/window';
import { newAssault, withAssault } from '../1.12-assaults/state';
import { inTheAir } from './aerospace';

/**
 * 4.2.5 Air Assault: the transport aircraft lands, and it and the units that get out fight an
 * assault instead of shooting, entering enemy zones of control as if charging; they are one
 * formation for the assault, as units getting out of a war engine on an engage action (3.1.3):
 * the assault's attackers are the aircraft formation and the formations that got out. 1.10 FAQ:
 * getting out draws overwatch fire, and the Blast marker for coming under fire goes to the
 * formation that got out. If the aircraft loses it is destroyed (landedLosses.ts).
 */

export function airAssaultRefusal(
  state: GameState,
  formationId: string,
  command: CommandOf<'aircraft.land'>,
): Refusal | null {
  const target = command.assault ? state.formations[command.assault] : undefined;
  const side = state.formations[formationId]?.side;
  if (!target || target.side === side || liveUnits(state, target).length === 0)
    return refusal(
      'assault/not-enemy',
      '4.2.5',
      'Pick an enemy formation on the table to air assault.',
    );
  if (inTheAir(state, target))
    return refusal(
      'assault/aircraft',
      '4.1.1',
      `${target.name} is in the air: aircraft in the air cannot be assaulted.`,
    );
  return null;
}

/** The assault begins with the units out (its charge is the landing): overwatch fire at the
 * formation that got out, then the 15cm check and the counter charges (1.12.3, 1.12.4). */
export function startAirAssault(
  state: GameState,
  formationId: string,
  outFormations: readonly string[],
  targetId: string,
  events: GameEvent[],
): Applied {
  const side = state.formations[formationId]!.side;
  const assault = {
    ...newAssault(state, side, formationId, [formationId, ...outFormations], [targetId]),
    step: 'disembark' as const,
  };
  events.push({
    type: 'aircraft/air-assault',
    formationId,
    targetFormationId: targetId,
    section: '4.2.5',
  });
  const activation = state.turnState.activation;
  let next = withAssault(state, assault);
  if (activation)
    next = {
      ...next,
      turnState: {
        ...next.turnState,
        activation: { ...activation, action: 'engage', movesAllowed: 1, movesTaken: 1 },
      },
    };
  for (const id of outFormations) {
    const watched = openOverwatchWindow(next, id);
    if (watched) return watched;
  }
  return continueWith(next, { kind: 'charge-units-out', assault });
}
