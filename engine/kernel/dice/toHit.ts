/**
 * 1.9.5 Roll to Hit, and every other "roll N or more on a D6" of the rules.
 *
 * Modifiers are added to the die roll, so a -1 modifier turns "5+" into "6+". A natural 1 always
 * fails whatever the modifiers (1.9.5: "a roll of 1 before modification is always counted as a
 * miss"). A score of 7 or more is still possible (1.9.5 "Needing 7+ to Hit"): roll a 6, then for
 * that die a further roll of 4+ (7), 5+ (8) or 6 (9); 10 or more may not be hit.
 */

/** One change to a die roll and the rule that makes it. */
export interface Modifier {
  readonly value: number;
  readonly reason: string;
  readonly section: string;
}

/** The score needed after modifiers: "5+" with a -1 modifier needs 6. */
export function neededScore(base: number, modifiers: readonly Modifier[]): number {
  let needed = base;
  for (const m of modifiers) needed -= m.value;
  return needed;
}

/** 1.9.5: the follow-up score a 6 needs when 7, 8 or 9 is required; null when impossible. */
export function followUpNeeded(needed: number): number | null {
  if (needed <= 6) return 0;
  if (needed >= 10) return null;
  return needed - 3;
}

/** Whether a score of `needed` can be reached at all (10+ may not be hit). */
export function isPossible(needed: number): boolean {
  return needed <= 9;
}

/** Probability that one die succeeds: 2+ at best (natural 1), 1/36 for 9, nothing from 10. */
export function successProbability(needed: number, rules: TestRules = TO_HIT_RULES): number {
  if (needed <= 1) return rules.naturalOneFails ? 5 / 6 : 1;
  if (needed <= 6) return (7 - needed) / 6;
  if (!rules.sevenPlus) return 0;
  const follow = followUpNeeded(needed);
  if (follow === null) return 0;
  return (1 / 6) * ((7 - follow) / 6);
}

/**
 * How a test reads its dice. To-hit rolls (1.9.5) miss on a natural 1 and use the 7+ table;
 * other tests may not: the action test's 1 does not fail automatically (1.6.2 FAQ).
 */
export interface TestRules {
  readonly naturalOneFails: boolean;
  readonly sevenPlus: boolean;
}

export const TO_HIT_RULES: TestRules = { naturalOneFails: true, sevenPlus: true };
/** A plain "roll N or more": no automatic failure, and above 6 cannot be rolled. */
export const PLAIN_TEST_RULES: TestRules = { naturalOneFails: false, sevenPlus: false };

/** Whether a first die (and its follow-up, when 7+ is needed) succeeds. */
export function dieSucceeds(
  needed: number,
  first: number,
  followUp: number | null,
  rules: TestRules = TO_HIT_RULES,
): boolean {
  if (first === 1 && rules.naturalOneFails) return false;
  if (needed <= 6) return first >= needed;
  if (!rules.sevenPlus) return false;
  const follow = followUpNeeded(needed);
  if (follow === null || first !== 6 || followUp === null) return false;
  return followUp >= follow;
}
