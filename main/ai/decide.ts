import type { AiDecider } from '../host/gameHost';
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

/**
 * The AI answering in the calling thread: the browser build's game worker (which is itself off
 * the page's thread) and tests about the host rather than the worker.
 */
export const inThreadAi: AiDecider = {
  async decide(request) {
    const response = answerRequest({ ...request, id: 0 });
    if (!response.ok) throw new Error(response.error);
    return response;
  },
};
