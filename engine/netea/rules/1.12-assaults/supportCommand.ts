import { refusal } from '../../../kernel/result';
import type { AssaultCommandOf } from './commandSchemas';
import { emit } from '../../events';
import { enterSupport } from './attackSteps';
import type { AssaultCommandHandler } from './handler';
import { assaultAt, isRefusal } from './moves';
import { defenderSide } from './state';
import { supportCandidates } from './support';

/** 1.12.6: a player calls on support (or not: an empty list). The default is every formation
 * that can: lending support costs nothing, and a formation that could have supported the loser
 * receives its Blast marker whether it did or not (1.12.8). */
export const callSupport: AssaultCommandHandler<AssaultCommandOf<'assault.support'>> = {
  validate(state, command) {
    const assault = assaultAt(state, command.side, 'support', '1.12.6');
    if (isRefusal(assault)) return assault;
    const candidates = supportCandidates(state, assault, command.side);
    const bad = (command.formationIds ?? []).find((f) => !(f in candidates));
    if (bad) {
      return refusal(
        'assault/cannot-support',
        '1.12.6',
        `${bad} cannot lend support: it is broken, marched this turn, in the assault, or has no unit within 15cm with a line of fire to an enemy unit that attacked.`,
      );
    }
    return null;
  },
  apply(state, command, { dice, events }) {
    const assault = assaultAt(state, command.side, 'support', '1.12.6');
    if (isRefusal(assault)) throw new Error('validated support vanished');
    const formationIds =
      command.formationIds ?? Object.keys(supportCandidates(state, assault, command.side));
    emit(events, {
      type: 'assault/support-declared',
      side: command.side,
      formationIds,
      section: '1.12.6',
    });
    const next = { ...assault, supporters: [...assault.supporters, ...formationIds] };
    const from = command.side === assault.attackerSide ? defenderSide(assault) : null;
    return enterSupport(state, next, from, dice, events);
  },
};
