import { continueWith } from '../../flow/steps';
import { refusal } from '../../../kernel/result';
import type { Activation, GameState, UnitState } from '../../state/schema';
import { updateZocLost } from './charge';
import type { AssaultCommandOf } from './commandSchemas';
import type { AssaultCommandHandler } from './handler';
import { assaultAt, isRefusal } from './moves';
import { withAssault, type AssaultState } from './state';
import { assaultDisembarkRefusal, unloadIntoAssault } from './assaultDisembark';
import { otherFormationCarrier } from '../3-war-engines/transportCarried';

/** 3.1.3: a unit of another, unbroken formation aboard a war engine of the engaging side. */
function ridesWithAttackers(state: GameState, assault: AssaultState, unit: UnitState): boolean {
  const carrier = otherFormationCarrier(state, unit);
  return (
    carrier !== null &&
    assault.attackers.includes(carrier.formationId) &&
    state.formations[unit.formationId]?.broken === false
  );
}

/**
 * Between the completed charge move and the assault proper (the assault's `disembark` step):
 *
 * - 1.10: "A formation that is on overwatch may choose to shoot immediately after an enemy
 *   formation completes a move or unloads troops, and before the target either shoots or
 *   assaults." The chargers may claim cover and cover saves against it (1.12.3 FAQ: "Yes and
 *   yes"); the shooting rules give them cover where they stand, as any target.
 * - 1.7.5: units aboard may disembark at the end of the move, "after any overwatch shots ... but
 *   before the moving formation shoots or assaults"; with engage orders they may be placed in
 *   base contact with an enemy unit (of the target, 1.12.3). Unloading triggers overwatch again.
 * - 1.13.3 and the 1.10 FAQ: a formation broken by overwatch fire (or by its own losses in the
 *   charge) "makes a withdrawal and loses the rest of its action": the assault does not happen.
 * - 1.12.3: then the engaging formation must have a unit within 15cm of the target with a line of
 *   fire, or the assault does not take place; else the counter charges follow (1.12.4: "after
 *   the engaging formation has finished moving and any overwatch shots have been taken"), which
 *   never trigger overwatch (1.10 FAQ).
 */

/** 1.7.5: units picked up in the charge move may not get out at its end. */
function pickedUpInCharge(activation: Activation): string[] {
  return activation.pickedUp
    .filter((p) => p.move === activation.movesTaken - 1)
    .map((p) => p.unitId);
}

/** Units of the engaging formation still aboard that may get out now. */
export function mayGetOut(state: GameState, assault: AssaultState): string[] {
  const activation = state.turnState.activation;
  if (!activation) return [];
  const picked = pickedUpInCharge(activation);
  return Object.values(state.units)
    .filter(
      (u) =>
        (assault.attackers.includes(u.formationId) ||
          // 3.1.3: formations riding in the engaging war engines (not broken ones, FAQ 3.3).
          ridesWithAttackers(state, assault, u)) &&
        u.status === 'embarked' &&
        !picked.includes(u.id),
    )
    .map((u) => u.id);
}

export const assaultDisembark: AssaultCommandHandler<AssaultCommandOf<'assault.disembark'>> = {
  validate(state, command) {
    const assault = assaultAt(state, command.side, 'disembark', '1.7.5');
    if (isRefusal(assault)) return assault;
    const activation = state.turnState.activation as Activation;
    const transport = state.units[command.transportId];
    if (!transport || !assault.attackers.includes(transport.formationId)) {
      return refusal(
        'transport/not-acting-formation',
        '1.7.5',
        'The transport must belong to the engaging formation.',
      );
    }
    return assaultDisembarkRefusal(state, command, {
      targetFormationIds: assault.defenders,
      pickedUpThisMove: pickedUpInCharge(activation),
      zocLost: assault.zocLost,
    });
  },
  apply(state, command, { events }) {
    const assault = assaultAt(state, command.side, 'disembark', '1.7.5');
    if (isRefusal(assault)) throw new Error('validated disembarking vanished');
    // 3.1.3: formations getting out of a war engine fight with it as one formation.
    const out = unloadIntoAssault(state, command, events);
    const next = out.state;
    const joined = out.formationIds.filter((f) => !assault.attackers.includes(f));
    const withJoined = { ...assault, attackers: [...assault.attackers, ...joined] };
    // 1.12.3: enemy units contacted by the units placed lose their zone of control.
    const contacted = updateZocLost(next, withJoined, events);
    // 1.10: unloading troops triggers overwatch fire too.
    return continueWith(withAssault(next, contacted), {
      kind: 'charge-completed',
      assault: contacted,
    });
  },
};

export const endDisembark: AssaultCommandHandler<AssaultCommandOf<'assault.endDisembark'>> = {
  validate(state, command) {
    const assault = assaultAt(state, command.side, 'disembark', '1.7.5');
    return isRefusal(assault) ? assault : null;
  },
  apply(state, command) {
    const assault = assaultAt(state, command.side, 'disembark', '1.7.5');
    if (isRefusal(assault)) throw new Error('validated step vanished');
    return continueWith(state, { kind: 'charge-units-out', assault });
  },
};
