import type { CommandHandler } from '../../commands/handler';
import type { CommandOf } from '../../commands/schema';
import { distanceBetween } from '../../../kernel/geometry/vector';
import type { Point } from '../../../kernel/geometry/types';
import { refusal } from '../../../kernel/result';
import { otherSide } from '../1.2-formations/formations';
import { approachRefusal, EDGE_TOLERANCE } from './approach';
import {
  aircraftOf,
  capFormations,
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
    if (!attacker || otherSide(attacker.side) !== command.side)
      return refusal(
        'cap/not-yours',
        '4.2',
        'Only the opponent of the ground attack intercepts it.',
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
    if (command.formationId === null)
      return toFlak(withStep(state, null), step.formationId, 'approach', attackerPath, events);
    const path: Point[] = [...(command.approach ?? [])];
    let next = withoutCap(withStep(state, null), command.formationId);
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
