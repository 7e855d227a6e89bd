import { createPlayer, decisionSeed } from '../../ai/players';
import type { AiRequest, AiResponse } from './protocol';

/** The worker's whole job: make the named player and let it answer one decision. */
export function answerRequest(request: AiRequest): AiResponse {
  try {
    const player = createPlayer(
      request.playerId,
      decisionSeed(request.aiSeed, request.side, request.game.log.length),
    );
    if (!player) return { id: request.id, ok: false, error: `no AI player "${request.playerId}"` };
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
