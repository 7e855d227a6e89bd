import type { Side } from '../../commands/schema';
import type { GameState } from '../../state/schema';
import { sidesAfter } from '../1.2-formations/sides';
import { beginWithdrawal } from '../1.13-broken-formations/withdrawal';
import { spacecraftEntry, spacecraftOf } from './schedule';
import type { SpacecraftState } from './spacecraftState';

/**
 * 1.13.3 after an orbital operation (4.3.2 FAQ step 3) with more than two players (seed 001
 * 5.3.11): the bombardment, the pin-point attacks and the drop pods may break formations of
 * several players at once. "A broken formation may choose to make a withdrawal immediately after
 * the action that caused it to break", and its owner decides: every owner is asked in turn,
 * round the table from the spacecraft's owner in player order (our reading: the rules give no
 * order; it is the order the aircraft rules ask for flak, flak.ts), each once the one before has
 * withdrawn (or chosen not to), before the spacecraft's action is over. With two players there is
 * one owner to ask, as before. The spacecraft's owner's own formations are not offered it here,
 * as they never were.
 */

export type OwnerWithdrawal = NonNullable<SpacecraftState['withdrawals']>[number];

/** The formations broken, by owner, in the order the owners are asked (the spacecraft's owner's
 * own left out). */
export function withdrawalsByOwner(
  state: GameState,
  shipSide: Side,
  broken: readonly string[],
): OwnerWithdrawal[] {
  return sidesAfter(state, shipSide).flatMap((side) => {
    const formationIds = broken.filter((id) => state.formations[id]?.side === side);
    return formationIds.length > 0 ? [{ side, formationIds }] : [];
  });
}

/** The owners still to be asked, kept on the spacecraft until its action is over. */
export function withWithdrawalsDue(
  state: GameState,
  shipId: string,
  due: readonly OwnerWithdrawal[],
): GameState {
  return {
    ...state,
    spacecraft: spacecraftOf(state).map((s) => {
      if (s.formationId !== shipId) return s;
      const { withdrawals: _asked, ...rest } = s;
      return due.length > 0 ? { ...rest, withdrawals: [...due] } : rest;
    }),
  };
}

/**
 * Once one owner's withdrawal is over: the next owner's withdrawal begins (the first whose
 * formations are still on the table), or, with nobody left to ask, the queue is gone and the
 * spacecraft's action may close. Null when the acting formation's operation left no queue (every
 * other action, every game of two).
 */
export function nextOrbitalWithdrawal(state: GameState): GameState | null {
  const shipId = state.turnState.activation?.formationId;
  const due = shipId === undefined ? undefined : spacecraftEntry(state, shipId)?.withdrawals;
  if (shipId === undefined || !due) return null;
  for (let i = 0; i < due.length; i++) {
    const { side, formationIds } = due[i]!;
    const rest = withWithdrawalsDue(state, shipId, due.slice(i + 1));
    const withdrawing = beginWithdrawal(rest, side, formationIds, false, 'close-activation');
    if (withdrawing.turnState.withdrawal) return withdrawing;
  }
  return withWithdrawalsDue(state, shipId, []);
}
