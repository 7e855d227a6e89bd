import type { Side } from '../engine/netea/commands/schema';
import type { Player } from './player';
import { createGreedyPlayer } from './greedy';
import { createRandomPlayer } from './random';
import { createUtilityPlayer } from './utility/utilityPlayer';
import { sideView } from '../engine/netea/state/view';

/** Every player the host, the arena and the tests may ask for by id. */
export const PLAYER_IDS = ['random', 'greedy', 'ai:easy', 'ai:normal', 'ai:hard'] as const;
export type PlayerId = (typeof PLAYER_IDS)[number];

export function isPlayerId(id: string): id is PlayerId {
  return (PLAYER_IDS as readonly string[]).includes(id);
}

/** A fresh player for one game, seeded (its own generator; never the game's). It decides from
 * its own side's view of the game: the opponent's secret plots are not in it (view.ts). */
export function createPlayer(id: string, seed: number): Player {
  const player = createSeeing(id, seed);
  return {
    name: player.name,
    decide: (game, pending, side) => player.decide(sideView(game, side), pending, side),
  };
}

function createSeeing(id: string, seed: number): Player {
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

/**
 * The seed of one decision: a function of the game's AI seed, the side and how many commands the
 * game has seen. A host that builds the player afresh for each decision (ai/registry's players
 * play legal games that way) then makes the computer's choice depend on the game alone, so a
 * loaded game or a restarted worker goes on exactly as an uninterrupted game would.
 */
export function decisionSeed(aiSeed: number, side: Side, commands: number): number {
  let h = Math.imul(aiSeed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(commands + 1, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 15), 0x27d4eb2f) ^ side;
  return (h ^ (h >>> 13)) >>> 0;
}
