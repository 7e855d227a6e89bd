import { isEnemy } from '../1.2-formations/sides';
import { continueWith } from '../../flow/steps';
import { moveRequestFrom } from '../1.7-movement/request';
import { inBaseContact } from '../../../kernel/geometry';
import { refusal } from '../../../kernel/result';
import type { GameState } from '../../state/schema';
import { resolveAttacks } from './attacks';
import { bargedBy, updateZocLost } from './charge';
import type { Side } from '../../commands/primitives';
import type { AssaultCommandOf } from './commandSchemas';
import { emit, type AssaultSink } from '../../events';
import { continueAssault } from './attackSteps';
import { assaultInReach } from './geometry';
import type { AssaultCommandHandler } from './handler';
import { assaultAt, checkOutOfFormation, enforceCoherency, isRefusal } from './moves';
import { chargeReachTargets } from './settings';
import {
  assaultOpponent,
  assaultFormations,
  defenderSide,
  withAssault,
  type AssaultState,
} from './state';
import { firefightChoiceRefusal, withFirefightChoice } from './skimmerFirefight';
import { diceSplitRefusal, withDiceSplit } from '../3-war-engines/assaultDice';
import { validateMove } from '../1.7-movement/movement';
import type { MoveContext } from '../1.7-movement/types';
import { applyMove } from '../1.7-movement/moveUnit';
import { placeBarged } from '../3-war-engines/barging';
import { assaultDisembarkRefusal, unloadIntoAssault } from './assaultDisembark';
import { unitShape } from '../1.2-formations/battlefield';
import { counterChargePopUpRefusal, popUp } from '../2-specialists/popUp';

/**
 * 1.12.4 Counter Charges: units of the defending formation(s) not in base contact may move 5cm
 * (speed 25cm or less) or 10cm (30cm or more) directly towards the closest enemy unit, into base
 * contact if they can (at most two per enemy). Enemy formations they contact are drawn into the
 * assault (a combined assault). In later rounds both sides counter charge, the attacker first
 * (1.12.7). Then the attacks are resolved (1.12.5); in the first round only if an attacker is
 * still within 15cm of the target with a line of fire (1.12.4 FAQ).
 */

function counterContext(assault: AssaultState, side: Side): MoveContext {
  // 3.3.1 FAQ: a war engine's counter charge barges units of the enemy formations in the assault.
  const enemies = assaultFormations(assault, assaultOpponent(assault, side));
  return { kind: 'counter-charge', zocLost: assault.zocLost, targetFormationIds: enemies };
}

export const counterCharge: AssaultCommandHandler<AssaultCommandOf<'assault.counterCharge'>> = {
  validate(state, command) {
    const assault = assaultAt(state, command.side, 'counter-charge', '1.12.4');
    if (isRefusal(assault)) return assault;
    const unit = state.units[command.unitId];
    if (!unit || !assaultFormations(assault, command.side).includes(unit.formationId)) {
      return refusal(
        'assault/not-in-assault',
        '1.12.4',
        `${command.unitId} is not a unit of a formation in the assault on your side.`,
      );
    }
    if (assault.counterCharged.includes(unit.id)) {
      return refusal(
        'assault/already-counter-charged',
        '1.12.4',
        `${unit.id} has counter charged.`,
      );
    }
    const request = moveRequestFrom(state, command);
    if (!request) return refusal('move/not-on-table', '1.7', `${unit.id} is not on the table.`);
    return (
      (command.popUp ? counterChargePopUpRefusal(state, unit.id) : null) ??
      validateMove(state, request, counterContext(assault, command.side))
    );
  },
  apply(state, command, { dice, events }) {
    const assault = assaultAt(state, command.side, 'counter-charge', '1.12.4');
    const request = moveRequestFrom(state, command);
    if (isRefusal(assault) || !request) throw new Error('validated counter charge vanished');
    // 2.1.13 FAQ: the skimmer pops up as its counter charge begins (down again with the action).
    const up = command.popUp ? popUp(state, [command.unitId]) : state;
    const context = counterContext(assault, command.side);
    const barged = bargedBy(up, request, context);
    const applied = applyMove(up, request, context, dice, events);
    const moved = {
      ...applied,
      state: placeBarged(applied.state, command.unitId, barged.ids, barged.from),
    };
    const joined = drawIn(moved.state, assault, command.unitId, events);
    const next: AssaultState = {
      ...joined,
      counterCharged: [...joined.counterCharged, command.unitId],
    };
    return withAssault(moved.state, updateZocLost(moved.state, next, events));
  },
};

/** 1.12.4: enemy formations a counter charging unit contacts join the assault. */
function drawIn(
  state: GameState,
  assault: AssaultState,
  unitId: string,
  events: AssaultSink,
): AssaultState {
  const unit = state.units[unitId];
  const shape = unit && unitShape(state, unit);
  if (!unit || !shape) return assault;
  const attacking = unit.side !== assault.attackerSide;
  let next = assault;
  for (const other of Object.values(state.units)) {
    if (!isEnemy(state, other.side, unit.side)) continue;
    const s = unitShape(state, other);
    if (!s || !inBaseContact(shape, s)) continue;
    const f = other.formationId;
    if (next.attackers.includes(f) || next.defenders.includes(f)) continue;
    emit(events, {
      type: 'assault/joined',
      formationId: f,
      role: attacking ? 'attacker' : 'defender',
      section: '1.12.4',
    });
    next = {
      ...next,
      attackers: attacking ? [...next.attackers, f] : next.attackers,
      defenders: attacking ? next.defenders : [...next.defenders, f],
      brokenAtStart: state.formations[f]?.broken ? [...next.brokenAtStart, f] : next.brokenAtStart,
    };
  }
  return next;
}

export const endCounterCharges: AssaultCommandHandler<
  AssaultCommandOf<'assault.endCounterCharges'>
> = {
  validate(state, command) {
    const assault = assaultAt(state, command.side, 'counter-charge', '1.12.4');
    if (isRefusal(assault)) return assault;
    return (
      firefightChoiceRefusal(state, assault, command.side, command.firefight) ??
      diceSplitRefusal(state, command.side, command.closeCombatDice) ??
      checkOutOfFormation(state, assaultFormations(assault, command.side), command.outOfFormation)
    );
  },
  apply(state, command, { dice, events }) {
    const at = assaultAt(state, command.side, 'counter-charge', '1.12.4');
    if (isRefusal(at)) throw new Error('validated counter charges vanished');
    // 2.1.13: the side's skimmers fighting in firefight, chosen with the end of its moves.
    const assault = withDiceSplit(
      state,
      withFirefightChoice(state, at, command.side, command.firefight),
      command.side,
      command.closeCombatDice,
    );
    const mine = assaultFormations(assault, command.side);
    const moved = mine.filter((f) =>
      assault.counterCharged.some((id) => state.units[id]?.formationId === f),
    );
    // The attacks read the choice from the state (1.12.5 attack modes).
    const next = withAssault(
      enforceCoherency(state, moved, command.outOfFormation, dice, events),
      assault,
    );
    if (command.side === assault.attackerSide) {
      // 1.12.7: in a later round the attacker's counter charges come first.
      return withAssault(next, { ...assault, decidingSide: defenderSide(assault) });
    }
    if (
      assault.round === 1 &&
      !assaultInReach(next, assault.attackers, chargeReachTargets(next, assault))
    ) {
      return continueWith(next, {
        kind: 'assault-called-off',
        assault,
        reason:
          'after counter charges no unit of the engaging formation is within 15cm of the target with a line of fire',
        section: '1.12.4',
      });
    }
    const rolled = resolveAttacks(next, { ...assault, counterCharged: [] }, dice, events);
    return continueAssault(withAssault(next, rolled), rolled, 'attacks', dice, events);
  },
};

/**
 * 1.12.4 / 1.7.5: passengers of a transport on the counter charging side get out during the
 * counter charges, from a transport that has counter charged or not (FAQ: "Can units disembark
 * from a unit that has already counter-charged? Yes, so long as the transport unit isn't in base
 * contact with two enemy units"); a transport that has unloaded may not counter charge after it
 * (FAQ: "Can a unit that disembarked other units still counter-charge? No, disembarking happens
 * at the end of a move"). Counter charges never trigger overwatch (1.10 FAQ).
 */
export const counterDisembark: AssaultCommandHandler<AssaultCommandOf<'assault.counterDisembark'>> =
  {
    validate(state, command) {
      const assault = assaultAt(state, command.side, 'counter-charge', '1.12.4');
      if (isRefusal(assault)) return assault;
      const transport = state.units[command.transportId];
      if (!transport || !assaultFormations(assault, command.side).includes(transport.formationId)) {
        return refusal(
          'assault/not-in-assault',
          '1.12.4',
          `${command.transportId} is not a unit of a formation in the assault on your side.`,
        );
      }
      return assaultDisembarkRefusal(state, command, {
        counterCharge: true,
        zocLost: assault.zocLost,
      });
    },
    apply(state, command, { events }) {
      const assault = assaultAt(state, command.side, 'counter-charge', '1.12.4');
      if (isRefusal(assault)) throw new Error('validated disembarking vanished');
      // 3.1.3: a formation out of a war engine fights with it as one formation.
      const out = unloadIntoAssault(state, command, events);
      const placed = out.state;
      const mine = assaultFormations(assault, command.side);
      const joined = out.formationIds.filter((f) => !mine.includes(f));
      const attacking = command.side === assault.attackerSide;
      const next: AssaultState = {
        ...assault,
        ...(joined.length === 0
          ? {}
          : attacking
            ? { attackers: [...assault.attackers, ...joined] }
            : { defenders: [...assault.defenders, ...joined] }),
        // The transport's move is over, and the units placed have made theirs.
        counterCharged: [
          ...new Set([
            ...assault.counterCharged,
            command.transportId,
            ...command.placements.map((p) => p.unitId),
          ]),
        ],
      };
      return withAssault(placed, updateZocLost(placed, next, events));
    },
  };
