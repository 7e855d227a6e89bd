import { modify } from '../../abilities/registry';
import type { Dice, Modifier } from '../../../kernel/dice';
import { PLAIN_TEST_RULES } from '../../../kernel/dice/toHit';
import type { FormationState, GameState } from '../../state/schema';
import { ofSide, withSide } from '../../state/perSide';

/**
 * 2.1.15: a failed initiative test (an action or a rally test, 2.1.15 FAQ) may be re-rolled
 * once per turn for each supreme commander the side has. The player chooses (the command's
 * `reroll`, yes unless told otherwise); a re-roll is never re-rolled ("Re-rolls", 2.1.18).
 */
export function rerollsLeft(state: GameState, formation: FormationState): number {
  const allowed = modify('initiativeRerolls', { state, formation }, 0);
  return allowed - (state.turnState.rerollsUsed?.[formation.side] ?? 0);
}

/** Re-rolls a failed test if the player wants to and may; the state records the re-roll used. */
export function rerollFailedTest(
  state: GameState,
  formation: FormationState,
  wanted: boolean | undefined,
  dice: Dice,
  test: { readonly purpose: string; readonly modifiers: readonly Modifier[] },
): { readonly state: GameState; readonly passed: boolean } | null {
  if (wanted === false || rerollsLeft(state, formation) <= 0) return null;
  const used = state.turnState.rerollsUsed ?? state.players.map(() => 0);
  const rerollsUsed = withSide(used, formation.side, ofSide(used, formation.side) + 1);
  const roll = dice.test(
    1,
    formation.initiative,
    [...test.modifiers],
    { purpose: `re-roll ${test.purpose}`, section: '2.1.15', formationId: formation.id },
    PLAIN_TEST_RULES,
  );
  return {
    state: { ...state, turnState: { ...state.turnState, rerollsUsed } },
    passed: roll.successes === 1,
  };
}
