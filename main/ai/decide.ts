import { createPlayer, decisionSeed, isPlayerId } from '../../ai/registry';
import type { AiRequest, AiResponse } from './protocol';

/** The worker's whole job: make the named player and let it answer one decision. */
export function answerRequest(request: AiRequest): AiResponse {
  try {
    if (!isPlayerId(request.playerId))
      return { id: request.id, ok: false, error: `no AI player "${request.playerId}"` };
    // A fresh player for each decision, seeded by the game alone (decisionSeed).
    const player = createPlayer(
      request.playerId,
      decisionSeed(request.aiSeed, request.side, request.game.log.length),
    );
    const { command, explanation } = player.decide(request.game, request.pending, request.side);
    return { id: request.id, ok: true, command, explanation };
  } catch (error) {
    return {
      id: request.id,
      ok: false,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    };
  }
}
