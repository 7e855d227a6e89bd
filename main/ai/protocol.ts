import type { Side } from '../../engine/netea/commands/schema';
import type { PendingDecision } from '../../engine/netea/flow/pending';
import type { GameState } from '../../engine/netea/state/schema';
import type { Explanation } from '../../ai/player';

/** What the host posts to the AI worker: the game, the decision and who is to answer it. */
export interface AiRequest {
  readonly id: number;
  /** An id of ai/registry.ts. */
  readonly playerId: string;
  readonly aiSeed: number;
  readonly side: Side;
  readonly game: GameState;
  readonly pending: PendingDecision;
}

/** The worker's answer. The command is checked by the host like any other (it is `unknown`). */
export type AiResponse =
  | {
      readonly id: number;
      readonly ok: true;
      readonly command: unknown;
      readonly explanation: Explanation;
    }
  | { readonly id: number; readonly ok: false; readonly error: string };

/** What the host gets back for a decision, the command still unchecked. */
export interface AiAnswer {
  readonly command: unknown;
  readonly explanation: Explanation;
}

/** The worker's first message, once its modules are loaded: decisions are timed from here. */
export const WORKER_READY = 'epic-solo/ai-ready';
