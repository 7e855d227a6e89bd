import type { Player } from './player';
import { createGreedyPlayer } from './greedy';
import { createRandomPlayer } from './random';
import { createUtilityPlayer } from './utility/utilityPlayer';

/** Every player the host, the arena and the tests may ask for by id. */
export const PLAYER_IDS = ['random', 'greedy', 'ai:easy', 'ai:normal', 'ai:hard'] as const;
export type PlayerId = (typeof PLAYER_IDS)[number];

export function isPlayerId(id: string): id is PlayerId {
  return (PLAYER_IDS as readonly string[]).includes(id);
}

/** A fresh player for one game, seeded (its own generator; never the game's). */
export function createPlayer(id: string, seed: number): Player {
  switch (id) {
    case 'random':
      return createRandomPlayer(seed);
    case 'greedy':
      return createGreedyPlayer(seed);
    case 'ai:easy':
      return createUtilityPlayer('easy', seed);
    case 'ai:normal':
      return createUtilityPlayer('normal', seed);
    case 'ai:hard':
      return createUtilityPlayer('hard', seed);
    default:
      throw new Error(`unknown player "${id}": expected one of ${PLAYER_IDS.join(', ')}`);
  }
}
