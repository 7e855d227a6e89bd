import { startingCapacity } from '../3-war-engines/capacity';
import { diceSplitRefusal, withDiceSplit } from '../3-war-engines/assaultDice';
import { bargedUnits, placeBarged } from '../3-war-engines/barging';
import { continueWith } from '../../flow/steps';
import { moveRequestFrom } from '../1.7-movement/request';
import type { Side } from '../../commands/schema';
import { inBaseContact, type Point } from '../../../kernel/geometry';
import { refusal, type Refusal } from '../../../kernel/result';
import type { Activation, GameState } from '../../state/schema';
import { aloft } from '../4.1-4.2-aircraft/aerospace';
import type { AssaultCommandOf } from './commandSchemas';
import { emit, type AssaultSink } from '../../events';
import { intermingled, placedOf } from './geometry';
import { assaultCompanions } from './combinedAssault';
import type { AssaultCommandHandler } from './handler';
import { assaultAt, checkOutOfFormation, enforceCoherency, isRefusal } from './moves';
import { assaultOf, newAssault, withAssault, type AssaultState } from './state';
import { firefightChoiceRefusal, withFirefightChoice } from './skimmerFirefight';
import { drawInContacts } from './drawnIn';
import { liveUnits } from '../1.2-formations/formations';
import { prepareMove, validateMove } from '../1.7-movement/movement';
import { leaveThePortal, portalSettled } from '../6.1-tournament/portals';
import type { MoveContext, MoveRequest } from '../1.7-movement/types';
import { applyMove } from '../1.7-movement/moveUnit';
import { brokenRiders } from '../3-war-engines/transportDismount';
import { isEnemy } from '../1.2-formations/sides';
import { twoArmiesRefusal } from '../5.3-scenarios/allAgainstAll';

/**
 * 1.12.2 Choose Target Formation and 1.12.3 Make Charge Move: the formation whose engage
 * action passed names its target (and intermingled formations, 1.12.10), its units make their
 * one charge move, and the assault takes place only if a unit ends within 15cm of the target
 * with a line of fire to it (1.12.3 and its FAQ); else the action ends. Between the completed
 * charge and that check come overwatch fire and units getting out (engine/netea/rules/1.12-assaults/disembark).
 */

function engaging(state: GameState, side: Side): Activation | Refusal {
  const activation = state.turnState.activation;
  if (state.phase !== 'action' || !activation || state.turnState.activeSide !== side) {
    return refusal('flow/not-now', '1.12', 'Only the formation carrying out its action assaults.');
  }
  if (activation.action !== 'engage') {
    return refusal(
      'assault/not-engaging',
      '1.12',
      'Only a formation carrying out an engage action assaults.',
    );
  }
  return activation;
}

export const declareAssault: AssaultCommandHandler<AssaultCommandOf<'assault.declare'>> = {
  validate(state, command) {
    const activation = engaging(state, command.side);
    if (isRefusal(activation)) return activation;
    if (assaultOf(state) || activation.movesTaken > 0 || activation.movedThisMove.length > 0) {
      return refusal('assault/target-chosen', '1.12.2', 'The target has already been chosen.');
    }
    const target = state.formations[command.targetFormationId];
    if (!target)
      return refusal(
        'command/unknown-formation',
        '-',
        `There is no formation "${command.targetFormationId}".`,
      );
    // 4.1.1: aerospace formations in the air cannot be assaulted.
    if (aloft(state, target.id)) {
      return refusal(
        'assault/aircraft',
        '4.1.1',
        `${target.name} is in the air and cannot be assaulted.`,
      );
    }
    if (!isEnemy(state, command.side, target.side) || liveUnits(state, target).length === 0) {
      return refusal(
        'assault/not-enemy',
        '1.12.2',
        'The target must be an enemy formation in play.',
      );
    }
    const extra = command.intermingled ?? [];
    for (const id of extra) {
      const f = state.formations[id];
      if (
        !f ||
        !isEnemy(state, command.side, f.side) ||
        id === target.id ||
        extra.indexOf(id) !== extra.lastIndexOf(id)
      ) {
        return refusal(
          'assault/not-intermingled',
          '1.12.10',
          `${id} is not another enemy formation.`,
        );
      }
      const twoArmies = twoArmiesRefusal(state, target, f);
      if (twoArmies) return twoArmies;
      if (!intermingled(state, target.id, id)) {
        return refusal(
          'assault/not-intermingled',
          '1.12.10',
          `${f.name} has no unit within 5cm of a unit of ${target.name}.`,
        );
      }
    }
    return null;
  },
  apply(state, command, { events }) {
    const activation = state.turnState.activation as Activation;
    const defenders = [command.targetFormationId, ...(command.intermingled ?? [])];
    // 2.1.2: the formations following a commander fight as one formation with it; so do
    // team-mates' formations joining it (seed 001 5.3.11.3).
    const leading = [activation.formationId, ...assaultCompanions(activation)];
    // FAQ 3.3: broken formations riding in the engaging war engines take part, aboard.
    const attackers = [...leading, ...brokenRiders(state, leading)];
    emit(events, {
      type: 'assault/declared',
      formationId: activation.formationId,
      targetFormationIds: defenders,
      section: '1.12.2',
    });
    for (const formationId of activation.followers ?? [])
      emit(events, { type: 'assault/joined', formationId, role: 'attacker', section: '2.1.2' });
    for (const formationId of activation.partners ?? [])
      emit(events, {
        type: 'assault/joined',
        formationId,
        role: 'attacker',
        section: 'seed 001 5.3.11.3',
      });
    const assault = newAssault(state, command.side, activation.formationId, attackers, defenders);
    return withAssault(state, drawInContacts(state, assault, events));
  },
};

/** 1.12.3: units in base contact with an enemy unit of the assault lose their zone of control
 * for the rest of it (both sides: counter charges contact too). */
export function updateZocLost(
  state: GameState,
  assault: AssaultState,
  events: AssaultSink,
): AssaultState {
  const a = placedOf(state, assault.attackers);
  const d = placedOf(state, assault.defenders);
  const lost = [...assault.zocLost];
  for (const [mine, theirs] of [
    [a, d],
    [d, a],
  ] as const) {
    for (const u of mine) {
      if (lost.includes(u.unit.id)) continue;
      // 3.1.2: a war engine only once as many enemy units as its starting DC contact it.
      const contacts = theirs.filter((e) => inBaseContact(u.shape, e.shape)).length;
      if (contacts > 0 && contacts >= startingCapacity(u.sheet)) {
        lost.push(u.unit.id);
        emit(events, { type: 'assault/zoc-lost', unitId: u.unit.id, section: '1.12.3' });
      }
    }
  }
  return { ...assault, zocLost: lost };
}

function chargeContext(
  assault: AssaultState,
  activation: Activation,
  command: AssaultCommandOf<'assault.chargeMove'>,
): MoveContext {
  return {
    kind: 'charge',
    targetFormationIds: assault.defenders,
    zocLost: assault.zocLost,
    lastMoveOfAction: true,
    movedThisMove: activation.movedThisMove,
    ...(command.cautious ? { cautious: true } : {}),
    ...(command.road ? { road: true } : {}),
  };
}

/** 3.3.1: the units the charge (or counter charge) barges aside, and where they stood. */
export function bargedBy(state: GameState, request: MoveRequest, context: MoveContext) {
  const prepared = prepareMove(state, request, context);
  if ('code' in prepared) return { ids: [], from: {} };
  const ids = bargedUnits(state, prepared.unit, prepared.geom, context);
  const from: Record<string, Point> = {};
  for (const id of ids) {
    const p = state.units[id]?.position;
    if (p) from[id] = p;
  }
  return { ids, from };
}

export const chargeMove: AssaultCommandHandler<AssaultCommandOf<'assault.chargeMove'>> = {
  validate(state, command) {
    const assault = assaultAt(state, command.side, 'charge', '1.12.3');
    if (isRefusal(assault)) return assault;
    const activation = state.turnState.activation as Activation;
    const unit = state.units[command.unitId];
    // 2.1.2: every formation of a combined assault charges.
    if (!unit || !assault.attackers.includes(unit.formationId)) {
      return refusal(
        'assault/not-charging',
        '1.12.3',
        'Only units of the engaging formation (and those following its commander) charge.',
      );
    }
    if (activation.movedThisMove.includes(unit.id)) {
      return refusal('assault/already-charged', '1.12.3', `${unit.id} has made its charge move.`);
    }
    const request = moveRequestFrom(state, command);
    if (!request) return refusal('move/not-on-table', '1.7', `${unit.id} is not on the table.`);
    return validateMove(state, request, chargeContext(assault, activation, command));
  },
  apply(state, command, { dice, events }) {
    const assault = assaultAt(state, command.side, 'charge', '1.12.3');
    const activation = state.turnState.activation as Activation;
    const request = moveRequestFrom(state, command);
    if (isRefusal(assault) || !request) throw new Error('validated charge vanished');
    const context = chargeContext(assault, activation, command);
    // 3.3.1: units a war engine barges aside are placed again touching it after its move.
    const barged = bargedBy(state, request, context);
    const moved = applyMove(state, request, context, dice, events);
    const placed = placeBarged(moved.state, command.unitId, barged.ids, barged.from);
    const picked = command.pickUp ?? [];
    const next: GameState = {
      ...placed,
      turnState: {
        ...moved.state.turnState,
        activation: {
          ...activation,
          movedThisMove: [...activation.movedThisMove, command.unitId, ...picked],
          // 1.7.5: units picked up in the charge may not get out at its end.
          pickedUp: [
            ...activation.pickedUp,
            ...picked.map((unitId) => ({ unitId, move: activation.movesTaken })),
          ],
        },
      },
    };
    return withAssault(next, updateZocLost(next, assault, events));
  },
};

export const endCharge: AssaultCommandHandler<AssaultCommandOf<'assault.endCharge'>> = {
  validate(state, command) {
    const assault = assaultAt(state, command.side, 'charge', '1.12.3');
    if (isRefusal(assault)) return assault;
    return (
      firefightChoiceRefusal(state, assault, command.side, command.firefight) ??
      diceSplitRefusal(state, command.side, command.closeCombatDice) ??
      checkOutOfFormation(portalSettled(state), assault.attackers, command.outOfFormation)
    );
  },
  apply(state, command, { dice, events }) {
    const assault = assaultAt(state, command.side, 'charge', '1.12.3');
    if (isRefusal(assault)) throw new Error('validated charge vanished');
    // 6.1.6: units that did not make it out of the portal are lost first.
    const out = leaveThePortal(state, dice, events);
    const activation = out.turnState.activation as Activation;
    let next = enforceCoherency(out, assault.attackers, command.outOfFormation, dice, events);
    next = {
      ...next,
      turnState: {
        ...next.turnState,
        activation: { ...activation, movesTaken: activation.movesAllowed, movedThisMove: [] },
      },
    };
    // The charge is complete: overwatch fire, units getting out, then the 15cm check.
    const charged: AssaultState = {
      // 3.3.2: the war engines' split of their dice, chosen with the end of the charge.
      ...withDiceSplit(
        state,
        withFirefightChoice(state, assault, command.side, command.firefight),
        command.side,
        command.closeCombatDice,
      ),
      step: 'disembark',
    };
    return continueWith(withAssault(next, charged), { kind: 'charge-completed', assault: charged });
  },
};
