import type { Side } from '../../commands/schema';
import type { Dice } from '../../../kernel/dice';
import { refusal, type Refusal } from '../../../kernel/result';
import type { GameState } from '../../state/schema';
import type { AssaultSink } from '../../events';
import { assaultOf, sideToDecide, type AssaultState, type AssaultStep } from './state';
import {
  checkFormationCoherency,
  checkOutOfFormationChoice,
  destroyOutOfFormation,
} from '../1.2-formations/coherency';

/** What the assault commands share: the step check, move requests, coherency after a move. */

/** The assault, when it is at `step` and `side` is the one to decide; else why not. */
export function assaultAt(
  state: GameState,
  side: Side,
  step: AssaultStep,
  section: string,
): AssaultState | Refusal {
  const assault = assaultOf(state);
  if (!assault || assault.step !== step) {
    return refusal('assault/not-now', section, `The assault is not at its ${step} step.`);
  }
  if (sideToDecide(assault) !== side) {
    return refusal('assault/not-your-decision', section, 'Your opponent decides this step.');
  }
  // 1.10, 1.13.3: overwatch fire at the charge or the withdrawal, and the withdrawal of a
  // formation it broke, come first.
  if (state.turnState.overwatchWindow || state.turnState.attack) {
    return refusal(
      'overwatch/window-open',
      '1.10',
      'Formations on overwatch may fire before the assault goes on.',
    );
  }
  if (state.turnState.withdrawal) {
    return refusal('flow/not-now', '1.13.3', 'A broken formation is withdrawing first.');
  }
  return assault;
}

export function isRefusal(x: unknown): x is Refusal {
  return typeof x === 'object' && x !== null && 'code' in x && 'section' in x;
}

/** 1.7.4: a player's choice of out-of-formation units over several formations. */
export function checkOutOfFormation(
  state: GameState,
  formationIds: readonly string[],
  chosen: readonly string[] | undefined,
): Refusal | null {
  if (!chosen) return null;
  const stray = chosen.find((id) => !formationIds.includes(state.units[id]?.formationId ?? ''));
  if (stray) {
    return refusal('assault/not-in-formation', '1.7.4', `${stray} is not one of these units.`);
  }
  for (const f of formationIds) {
    const mine = chosen.filter((id) => state.units[id]?.formationId === f);
    const bad = checkOutOfFormationChoice(state, f, mine);
    if (bad) return bad;
  }
  return null;
}

/** 1.7.4: after a move, units out of formation are destroyed (the player's choice or the
 * suggested ones). */
export function enforceCoherency(
  state: GameState,
  formationIds: readonly string[],
  chosen: readonly string[] | undefined,
  dice: Dice,
  events: AssaultSink,
): GameState {
  let next = state;
  for (const f of formationIds) {
    if (!next.formations[f]) continue;
    const out = chosen
      ? chosen.filter((id) => next.units[id]?.formationId === f)
      : checkFormationCoherency(next, f).suggested;
    if (out.length === 0) continue;
    next = destroyOutOfFormation(next, f, out, dice, events).state;
  }
  return next;
}
