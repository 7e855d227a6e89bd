import type { Side } from '../../commands/schema';
import { refusal, type Refusal } from '../../../kernel/result';
import type { FormationState, GameState } from '../../state/schema';

/**
 * Seed 001 5.3.11.1, all against all: every player has an army and every other player's
 * formations are enemy (sides.ts). Each player acts in turn, in the order of the strategy rolls
 * at the start of the turn, low to high or high to low as the highest roller chooses; an assault
 * attacks the formations of one enemy army only, and only units of the assaulted formation's side
 * give it supporting fire (support.ts already takes supporters from the two sides fighting).
 */

/** The order the players act in, from every player's strategy total (indexed by side) and the
 * highest roller's choice. Equal totals keep player order between them: the rules do not say how
 * ties among more than two players fall (our reading; 1.5's tie rule is worded for two). */
export function allAgainstAllOrder(totals: readonly number[], highToLow: boolean): Side[] {
  const sides = totals.map((_, i) => i as Side);
  const ascending = [...sides].sort((a, b) => totals[a]! - totals[b]! || a - b);
  if (!highToLow) return ascending;
  return [...sides].sort((a, b) => totals[b]! - totals[a]! || a - b);
}

/** 5.3.11.1: "Du darfst keinen Verband aus zwei feindlichen Armeen in einem einzigen Angriff
 * angreifen": a formation intermingled with the target joins the assault only if it belongs to
 * the target's army. Never refuses with two players (every enemy is of the one other army), nor
 * in team play. */
export function twoArmiesRefusal(
  state: Pick<GameState, 'teams'>,
  target: FormationState,
  other: FormationState,
): Refusal | null {
  // 5.3.11.2: in team play the normal rules hold, the enemy team being one side (our reading:
  // formations of two players of the enemy team may be assaulted together).
  return other.side === target.side || state.teams !== undefined
    ? null
    : refusal(
        'assault/two-armies',
        '5.3.11.1',
        `An assault may not attack formations of two enemy armies: ${other.name} belongs to player ${other.side + 1}, ${target.name} to player ${target.side + 1}.`,
      );
}
