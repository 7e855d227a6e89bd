import type { Side } from '../../commands/schema';
import { refusal, type Refusal } from '../../../kernel/result';
import type { GameState } from '../../state/schema';
import { checkFormationCoherency } from '../1.2-formations/coherency';
import { formationOf, liveUnits } from '../1.2-formations/formations';
import { zonesOfControlHolding } from '../1.7-movement/zonesOfControl';
import { movesNow } from '../5.3-scenarios/combinedMoves';

/**
 * What a formation must do, or may not do yet, in its action: close up and leave enemy zones of
 * control before anything but moving (1.2.1, 1.7.3), make its moves before shooting or ending
 * (1.6.1, the 1.7 and 1.10 FAQ), and leave the rest to an assault once it engages (1.12).
 */

/** Whether a formation on the table is a legal formation now (1.2.1). */
export function isCoherent(state: GameState, formationId: string): boolean {
  return checkFormationCoherency(state, formationId).coherent;
}

/**
 * 1.12: a formation that passed its engage action fights through the assault commands; nothing
 * else it does may cut the assault short (an engage that failed its test is a hold action).
 */
export function engageRefusal(state: GameState): Refusal | null {
  const activation = state.turnState.activation;
  if (state.turnState.assault || (activation?.action === 'engage' && activation.passed)) {
    return refusal(
      'assault/in-progress',
      '1.12.1',
      'The engaging formation carries out its assault.',
    );
  }
  return null;
}

/**
 * What a formation owes before its action may do anything but move: 1.2.1 and 1.7.4, units out
 * of formation "must close back up ... when it next takes an action" (1.6.1: a hold action "must
 * choose to move if any units are out of formation"); 1.7.3, units in an enemy zone of control
 * "must either charge the enemy or leave the zone of control when it next takes an action".
 */
export function mustMove(state: GameState, formationId: string): Refusal | null {
  // 6.1.6 FAQ: a reserve in a portal enters play by moving out of it ("it must move as part
  // of a hold action to enter play"), not by regrouping or shooting instead.
  const activation = state.turnState.activation;
  if (activation?.portal && activation.formationId === formationId && activation.movesTaken === 0)
    return refusal(
      'portal/must-move',
      '6.1.6',
      'The formation stands in the portal: it enters play only by moving out of it.',
    );
  if (!isCoherent(state, formationId)) {
    return refusal(
      'action/must-close-up',
      '1.2.1',
      'Units are out of formation: the formation must move back into formation.',
    );
  }
  for (const unit of liveUnits(state, formationOf(state, formationId))) {
    if (zonesOfControlHolding(state, unit).length > 0) {
      return refusal(
        'action/must-leave-zoc',
        '1.7.3',
        `${unit.id} is in an enemy zone of control: the formation must charge or move out of it.`,
      );
    }
  }
  return null;
}

/** 1.6.1 and the 1.7 and 1.10 FAQ: the moves of an advance, double or march are made (a 0cm move
 * counts, and triggers overwatch) before the formation shoots or ends its action. */
export function movesFirst(state: GameState): Refusal | null {
  const acting = state.turnState.activation;
  if (!acting) return null;
  // Seed 001 5.3.11.3: the partners of a combined fire make their moves too.
  const activation = movesNow(state, acting);
  const obliged = ['advance', 'double', 'march'].includes(activation.action);
  if (obliged && activation.movesTaken < activation.movesAllowed) {
    return refusal(
      'action/moves-first',
      '1.10',
      'Complete the action\u2019s moves first (a 0cm move counts as a move, and triggers overwatch).',
    );
  }
  if (activation.movesTaken === 0 && activation.movesAllowed > 0)
    return mustMove(state, activation.formationId);
  return null;
}

/**
 * Whether the acting formation may do something of its own now: it is this side's activation,
 * and no attack, assault or overwatch fire is being resolved. `what` names the thing ("move").
 */
export function actingRefusal(
  state: GameState,
  side: Side,
  section: string,
  what: string,
): Refusal | null {
  const activation = state.turnState.activation;
  if (state.phase !== 'action' || !activation || state.turnState.activeSide !== side) {
    return refusal(
      'flow/not-now',
      section,
      `Only the formation carrying out its action may ${what}.`,
    );
  }
  if (state.turnState.attack)
    return refusal('shooting/in-progress', '1.9.6', 'An attack is being resolved.');
  const engaging = engageRefusal(state);
  if (engaging) return engaging;
  if (state.turnState.overwatchWindow) {
    return refusal(
      'overwatch/window-open',
      '1.10',
      'Formations on overwatch may fire before the formation goes on.',
    );
  }
  return null;
}
