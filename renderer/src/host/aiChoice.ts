import type { Side } from '../../../engine/commands/schema';
import type { Player } from '../../../ai/player';
import { createPlayer } from '../../../ai/registry';
import type { AiOptions } from './protocol';

/** Which computer opponent plays the AI's side: a player of the registry, by id. */
export function createAiPlayer(side: Side, options: AiOptions): Player {
  // Each side draws from its own stream even when both seeds are equal.
  return createPlayer(options.difficulty, (options.seed + side * 7919) >>> 0);
}
