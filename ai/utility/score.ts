import type { Command } from '../../engine/netea/commands/schema';
import type { ExplainedCandidate, Explanation } from '../player';
import { clamp01 } from './curves';
import { reasonsInWords } from './reasons';

/** One consideration's verdict on a candidate: a name an Epic player would use and 0..1. */
export interface Consideration {
  readonly name: string;
  readonly value: number;
}

/** A command under consideration, with the considerations that score it. */
export interface Candidate {
  readonly label: string;
  readonly command: Command;
  readonly considerations: readonly Consideration[];
  /** How much this kind of candidate matters before its considerations (default 1). */
  readonly weight?: number;
}

export interface Scored extends Candidate {
  readonly score: number;
}

/**
 * The utility of a candidate: its weight times the product of its considerations, each
 * compensated for the number of considerations (Dave Mark's "make-up" factor) so that a
 * candidate judged on many considerations is not penalised for having more factors.
 */
export function scoreOf(candidate: Candidate): number {
  const n = candidate.considerations.length;
  const modification = n > 0 ? 1 - 1 / n : 0;
  let score = candidate.weight ?? 1;
  for (const c of candidate.considerations) {
    const v = clamp01(c.value);
    score *= v + (1 - v) * modification * v;
    if (score === 0) break;
  }
  return score;
}

/** Every candidate scored, best first (stable for equal scores). */
export function rank(candidates: readonly Candidate[]): Scored[] {
  return candidates
    .map((c, i) => ({ c: { ...c, score: scoreOf(c) }, i }))
    .sort((a, b) => b.c.score - a.c.score || a.i - b.i)
    .map((x) => x.c);
}

/** The explanation of a choice: the chosen one and the next best, with their considerations. */
export function explain(chosen: Scored, ranked: readonly Scored[], top = 4): Explanation {
  const candidates: ExplainedCandidate[] = ranked.slice(0, top).map((c) => ({
    label: c.label,
    score: round(c.score),
    considerations: c.considerations.map((k) => ({ name: k.name, value: round(k.value) })),
  }));
  // The person reads the reasons in words next to the command described by name; the scores
  // stay in the candidates for whoever wants the figures.
  return { summary: reasonsInWords(chosen.considerations), candidates };
}

const round = (v: number) => Math.round(v * 1000) / 1000;
