import type { Side } from '../../../engine/commands/schema';
import type { Player } from '../../../ai/player';
import { createRandomPlayer } from '../../../ai/random';
import type { AiOptions } from './protocol';

/**
 * Which computer opponent plays the AI's side. One small function so that the utility AI
 * (`ai/registry.ts` `createPlayer(id, seed)`, in progress) replaces the random legal player here.
 */
export function createAiPlayer(side: Side, options: AiOptions): Player {
  switch (options.difficulty) {
    case 'random':
      // Each side draws from its own stream even when both seeds are equal.
      return createRandomPlayer((options.seed + side * 7919) >>> 0);
  }
}
