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
export function successProbability(needed: number): number {
  if (needed <= 2) return 5 / 6;
  if (needed <= 6) return (7 - needed) / 6;
  const follow = followUpNeeded(needed);
  if (follow === null) return 0;
  return (1 / 6) * ((7 - follow) / 6);
}

/** Whether a first die (and its follow-up, when 7+ is needed) succeeds. */
export function dieSucceeds(needed: number, first: number, followUp: number | null): boolean {
  if (first === 1) return false;
  if (needed <= 6) return first >= needed;
  const follow = followUpNeeded(needed);
  if (follow === null || first !== 6 || followUp === null) return false;
  return followUp >= follow;
}
