import type { Command, Side } from '../engine/netea/commands/schema';
import type { PendingDecision } from '../engine/netea/flow/pending';
import type { GameState } from '../engine/netea/state/schema';

/** Why a player chose what it chose, for the debug view and tests. */
export interface Explanation {
  readonly summary: string;
  /** The best candidates weighed, best first, with the considerations that scored them. */
  readonly candidates?: readonly ExplainedCandidate[];
}

export interface ExplainedCandidate {
  readonly label: string;
  readonly score: number;
  /** Each consideration's name and its value between 0 and 1 (utility players). */
  readonly considerations?: readonly { readonly name: string; readonly value: number }[];
}

/**
 * A decision maker for one side (CONVENTIONS, AI: one interface). It sees the same state a person
 * sees, never the generator's future, and answers the pending decision with a command.
 */
export interface Player {
  readonly name: string;
  decide(
    game: GameState,
    pending: PendingDecision,
    side: Side,
  ): { command: Command; explanation: Explanation };
}
