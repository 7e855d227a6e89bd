import type { CommandHandler } from '../../commands/handler';
import type { CommandOf } from '../../commands/schema';
import { distanceBetween } from '../../../kernel/geometry/vector';
import type { Point } from '../../../kernel/geometry/types';
import { refusal } from '../../../kernel/result';
import { formationOf, liveUnits, withFormation } from '../1.2-formations/formations';
import { isEnemy, teamMates } from '../1.2-formations/sides';
import { continueWith } from '../../flow/steps';
import type { GameState } from '../../state/schema';
import { approachRefusal, EDGE_TOLERANCE } from './approach';
import {
  aircraftOf,
  capFormations,
  capSideDue,
  placeAircraft,
  toFlak,
  withFlight,
  withoutCap,
  withStep,
} from './missions';

/**
 * 4.2 Combat Air Patrol: "A formation on combat air patrol may choose to carry out an interception
 * action in reaction to an enemy ground attack. No initiative test is required … It takes place
 * after the enemy ground attack formation has made its approach move, but before flak is fired at
 * the ground attackers or they make their own attack." At most one CAP formation intercepts each
 * ground attack, and never an interception (4.2 FAQ: not in reaction to a CAP interception).
 * Seed 001 5.3.11: with several enemy players on CAP each is asked in turn (`capSideDue`) until
 * one intercepts; a team-mate is never asked.
 */
export const aircraftIntercept: CommandHandler<CommandOf<'aircraft.intercept'>> = {
  validate(state, command) {
    const step = aircraftOf(state).step;
    if (!step || step.stage !== 'cap')
      return refusal(
        'cap/not-now',
        '4.2',
        'A combat air patrol intercepts only an enemy ground attack that has just made its approach move.',
      );
    const attacker = state.formations[step.formationId];
    // Seed 001 5.3.11.2: the formations of one team are friends.
    if (attacker && teamMates(state, attacker.side).includes(command.side))
      return refusal(
        'cap/not-yours',
        'seed 001 5.3.11.2',
        `That ground attack is your team-mate's (player ${attacker.side + 1}): a combat air patrol intercepts only an enemy ground attack.`,
      );
    if (!attacker || !isEnemy(state, attacker.side, command.side))
      return refusal(
        'cap/not-yours',
        '4.2',
        'Only the opponent of the ground attack intercepts it.',
      );
    const due = capSideDue(state, step);
    if (due !== null && due !== command.side)
      return refusal(
        'cap/not-your-turn',
        'seed 001 5.3.11.1',
        `Player ${due + 1} is asked now whether to intercept; each enemy player with a formation on combat air patrol is asked in turn.`,
      );
    if (command.formationId === null) return null;
    const formation = state.formations[command.formationId];
    if (!formation || !capFormations(state, command.side).includes(formation.id))
      return refusal('cap/not-on-patrol', '4.2', 'That formation is not on combat air patrol.');
    const path = command.approach ?? [];
    const entry = aircraftOf(state).cap?.[formation.id]?.entry;
    if (entry && path[0] && distanceBetween(path[0], entry) > EDGE_TOLERANCE)
      return refusal(
        'cap/entry',
        '4.2',
        `${formation.name} enters play where it was set up on combat air patrol.`,
      );
    return approachRefusal(state, formation, 'interception', path);
  },
  apply(state, command, { events }) {
    const step = aircraftOf(state).step;
    if (!step) throw new Error('validated CAP step vanished');
    const attackerPath = aircraftOf(state).flights[step.formationId]?.path ?? [];
    if (command.formationId === null) {
      // Seed 001 5.3.11: the next enemy on CAP is asked; after the last, the flak.
      const passed = { ...step, capPassed: [...(step.capPassed ?? []), command.side] };
      if (capSideDue(state, passed) !== null) return withStep(state, passed);
      return toFlak(withStep(state, null), step.formationId, 'approach', attackerPath, events);
    }
    const path: Point[] = [...(command.approach ?? [])];
    let next = withoutCap(withStep(state, null), command.formationId);
    // A CAP that stayed on from the turn before makes this turn's action with its interception.
    const patrol = formationOf(next, command.formationId);
    if (!patrol.activated) next = withFormation(next, { ...patrol, activated: true });
    next = withFlight(next, command.formationId, {
      mission: 'interception',
      path,
      jinked: false,
      attacked: false,
      underFire: { approach: false, disengagement: false },
    });
    next = placeAircraft(next, command.formationId, path);
    events.push({
      type: 'aircraft/approached',
      formationId: command.formationId,
      path,
      section: '4.2',
    });
    // 4.2 FAQ step 2: the flak at the interceptors (the ground attackers' own AA included),
    // then their attack; then play returns to the ground attack.
    return toFlak(next, command.formationId, 'approach', path, events, step.formationId);
  },
};

/** 4.2: the formations on CAP this turn (they made no interception) whose owner has yet to say,
 * in the end phase, whether they remain on CAP into the following turn. */
export function capsToSettle(state: GameState): string[] {
  if (state.phase !== 'end') return [];
  const cap = state.aircraft?.cap ?? {};
  return Object.keys(cap)
    .filter((id) => cap[id]?.turn === state.turn && state.formations[id] !== undefined)
    .filter((id) => liveUnits(state, formationOf(state, id)).length > 0)
    .sort();
}

/**
 * 4.2: "Formations that are on CAP remain on CAP until they make an interception. If they haven't
 * made an Interception by the end of the turn, then they can either stand down and return to base
 * normally, or remain on CAP into the following turn." Asked after the disengagements, before
 * the rallies; staying on is the formation's action next turn (it may not take another).
 */
export const aircraftCapStay: CommandHandler<CommandOf<'aircraft.capStay'>> = {
  validate(state, command) {
    const formation = state.formations[command.formationId];
    if (!formation || !capsToSettle(state).includes(formation.id))
      return refusal(
        'cap/not-on-patrol',
        '4.2',
        'At the end of the turn only a formation still on combat air patrol stays on it or returns to base.',
      );
    if (formation.side !== command.side)
      return refusal(
        'command/not-your-formation',
        '-',
        `${formation.name} belongs to your opponent.`,
      );
    if (Object.keys(state.aircraft?.flights ?? {}).length > 0)
      return refusal('flow/not-now', '4.2.6', 'The aircraft in the air disengage first.');
    return null;
  },
  apply(state, command, { events }) {
    const air = aircraftOf(state);
    const entry = air.cap?.[command.formationId]?.entry ?? { x: 0, y: 0 };
    let next = withoutCap(state, command.formationId);
    if (command.stay) {
      const after = aircraftOf(next);
      next = {
        ...next,
        aircraft: {
          ...after,
          cap: {
            ...after.cap,
            [command.formationId]: { entry, turn: state.turn + 1, stayed: true },
          },
        },
      };
    }
    events.push({
      type: 'aircraft/cap-stays',
      formationId: command.formationId,
      stay: command.stay,
      section: '4.2',
    });
    return continueWith(next, { kind: 'aircraft-disengaged' });
  },
};
