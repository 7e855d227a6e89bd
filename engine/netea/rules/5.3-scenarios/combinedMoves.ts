import type { Activation, GameState } from '../../state/schema';
import { liveUnits } from '../1.2-formations/formations';

/**
 * Seed 001 5.3.11.3 combined fire with an advance or double action: the formations "als einen
 * einzelnen Verband" only "wenn du die Ergebnisse des Schießens ... ermittelst"; their moves
 * stay each formation's own. So the acting formation makes its moves (one, or two in a double
 * action, 1.6.1), then each partner that agreed makes its own, in the order they were named (the
 * acting player chose it), each move completed on its own (1.7.4 coherency) and followed by the
 * overwatch window at that formation (1.10); once all have moved they shoot as one formation
 * (3.1.3's shooting party, `joined`), with their action's 1.9.5 modifier.
 *
 * Our readings:
 * - The acting player makes every move (the partners' players agreed to the action, see
 *   combinedAttack.ts), so the move commands stay his.
 * - A partner broken before or during its moves (its own losses, overwatch fire) loses the rest
 *   of its action (1.13.3): it makes no more moves and does not shoot; the others go on. The
 *   acting formation broken ends the whole action, as it calls off a combined assault (2.1.2).
 */

/** The formation making its moves now: a partner of a combined fire, or the acting formation. */
export function movingFormationId(activation: Activation): string {
  return activation.mover ?? activation.formationId;
}

/** A partner still able to make its moves: in play, not broken, with units on the table. */
function ableToMove(state: GameState, formationId: string): boolean {
  const f = state.formations[formationId];
  return (
    !!f &&
    !f.broken &&
    liveUnits(state, f).some((u) => u.status === 'deployed' && u.position !== null)
  );
}

/**
 * The activation as the next move sees it: once the formation moving now has made all its
 * moves (or, a partner, has broken), the next partner able to move starts its own from the first.
 * Unchanged where no partner is left to move (and in every action without partners' moves).
 */
export function movesNow(state: GameState, activation: Activation): Activation {
  const mover = movingFormationId(activation);
  const brokenPartner = activation.mover !== undefined && !ableToMove(state, mover);
  if (activation.movesTaken < activation.movesAllowed && !brokenPartner) return activation;
  const queue = (activation.moversLeft ?? []).filter((id) => ableToMove(state, id));
  const { moversLeft: _left, ...rest } = activation;
  const [next, ...later] = queue;
  if (next === undefined)
    return brokenPartner || activation.moversLeft
      ? { ...rest, movesTaken: activation.movesAllowed, movedThisMove: [] }
      : activation;
  return {
    ...rest,
    mover: next,
    ...(later.length > 0 ? { moversLeft: later } : {}),
    movesTaken: 0,
    movedThisMove: [],
  };
}

/** The partners of a combined fire that shoot with the acting formation: those not broken
 * (1.13.3: a formation broken in its action loses the rest of it). */
export function shootingPartners(state: GameState, activation: Activation): string[] {
  return (activation.joined ?? []).filter(
    (id) => !(activation.partners?.includes(id) && state.formations[id]?.broken),
  );
}
