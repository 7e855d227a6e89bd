import { continueWith } from '../../flow/steps';
import type { CommandHandler } from '../../commands/handler';
import type { CommandOf } from '../../commands/schema';
import { refusal } from '../../../kernel/result';
import { engageRefusal, mustMove } from '../1.4-1.6-sequence-and-actions/obligations';
import { formationOf, withFormation } from '../1.2-formations/formations';
import { modify } from '../../abilities/registry';

/**
 * 1.13.1 Regrouping: a formation taking a marshal action (after its move or its shooting) or a
 * hold action (instead of moving or shooting) rolls 2D6 and removes as many Blast markers as the
 * higher die shows. Regrouping is the last thing the formation does in its action.
 */
export const regroup: CommandHandler<CommandOf<'action.regroup'>> = {
  validate(state, command) {
    const activation = state.turnState.activation;
    if (state.phase !== 'action' || !activation || state.turnState.activeSide !== command.side) {
      return refusal(
        'flow/not-now',
        '1.13.1',
        'Only the formation carrying out its action may regroup.',
      );
    }
    const engaging = engageRefusal(state);
    if (engaging) return engaging;
    if (activation.action !== 'marshal' && activation.action !== 'hold') {
      return refusal(
        'action/cannot-regroup',
        '1.13.1',
        'Only a marshal or hold action allows a formation to regroup.',
      );
    }
    if (activation.action === 'hold' && (activation.movesTaken > 0 || activation.shot)) {
      return refusal(
        'action/hold-one-thing',
        '1.6.1',
        'A hold action may move or shoot or regroup: only one of them.',
      );
    }
    // Regrouping without a move: not while the formation owes one (1.2.1, 1.7.3).
    if (activation.movesTaken === 0) return mustMove(state, activation.formationId);
    return null;
  },
  apply(state, _command, { dice, events }) {
    const activation = state.turnState.activation;
    if (!activation) throw new Error('validated activation vanished');
    const formation = formationOf(state, activation.formationId);
    const faces = dice.d6(2, {
      purpose: `regroup: ${formation.name} removes Blast markers equal to the higher die`,
      section: '1.13.1',
      formationId: formation.id,
    });
    // 2.1.8: abilities may remove more (leaders).
    const extra = modify('extraBlastMarkersRemoved', { state, formation }, 0);
    const removed = Math.min(formation.blastMarkers, Math.max(...faces) + extra);
    events.push({
      type: 'blast/removed',
      formationId: formation.id,
      count: removed,
      section: '1.13.1',
    });
    const next = withFormation(state, {
      ...formation,
      blastMarkers: formation.blastMarkers - removed,
    });
    return continueWith(next, { kind: 'action-over' });
  },
};
