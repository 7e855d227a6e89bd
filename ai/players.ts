import type { Side } from '../engine/commands/schema';
import type { Player } from './player';
import { createRandomPlayer } from './random';

/**
 * The computer players by id, so the host (and its worker thread) can be told which one to run
 * with a plain string from a save or the settings. A new player (the utility AI) is one more line.
 */
const PLAYERS: Readonly<Record<string, (seed: number) => Player>> = {
  random: createRandomPlayer,
};

export const PLAYER_IDS: readonly string[] = Object.keys(PLAYERS);

export function createPlayer(id: string, seed: number): Player | null {
  return Object.hasOwn(PLAYERS, id) ? PLAYERS[id]!(seed) : null;
}

/**
 * The seed of one decision: a function of the game's AI seed, the side and how many commands the
 * game has seen. The computer's choice then depends on the game alone, so a loaded game or a
 * restarted worker goes on exactly as an uninterrupted game would.
 */
export function decisionSeed(aiSeed: number, side: Side, commands: number): number {
  let h = Math.imul(aiSeed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(commands + 1, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 15), 0x27d4eb2f) ^ side;
  return (h ^ (h >>> 13)) >>> 0;
}
