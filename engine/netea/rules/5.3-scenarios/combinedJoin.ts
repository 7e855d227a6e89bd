import type { CommandHandler } from '../../commands/handler';
import type { CommandOf } from '../../commands/schema';
import { refusal } from '../../../kernel/result';
import { carryOutDeclaration } from '../1.4-1.6-sequence-and-actions/actions';
import { nextToAnswer, partnersOf } from './combinedAttack';

/**
 * Seed 001 5.3.11.3: each team-mate whose formations were named as partners of a combined fire
 * or assault agrees or declines, one after the other in the order they were named. Once all have
 * answered the acting formation takes its action (one action test, as 2.1.2) with the partners
 * that agreed; alone when none did (our reading, combinedAttack.ts).
 */
const SECTION = 'seed 001 5.3.11.3';

export const teamJoin: CommandHandler<CommandOf<'team.join'>> = {
  validate(state, command) {
    const due = nextToAnswer(state);
    if (due === null)
      return refusal('flow/not-now', SECTION, 'Nobody has asked to attack together now.');
    if (due !== command.side)
      return refusal(
        'team/join-not-yours',
        SECTION,
        `Player ${due + 1} answers now: his formations were asked to join the attack.`,
      );
    return null;
  },
  apply(state, command, context) {
    const join = state.turnState.teamJoin!;
    const mine = partnersOf(state, command.side);
    context.events.push({
      type: 'team/join-answered',
      side: command.side,
      accept: command.accept,
      partnerIds: mine,
      section: SECTION,
    });
    const answered = { ...join, answered: [...join.answered, command.side] };
    if (command.accept) answered.accepted = [...join.accepted, ...mine];
    const withAnswer = { ...state, turnState: { ...state.turnState, teamJoin: answered } };
    if (nextToAnswer(withAnswer) !== null) return withAnswer;
    // Everyone has answered: the declaration goes ahead with the partners that agreed.
    const { teamJoin: _done, ...turnState } = withAnswer.turnState;
    const { partners, ...alone } = join.declaration;
    const agreed = (partners ?? []).filter((p) => answered.accepted.includes(p.formationId));
    return carryOutDeclaration(
      { ...state, turnState },
      agreed.length > 0 ? { ...alone, partners: agreed } : alone,
      context,
    );
  },
};
