import { z } from 'zod';
import type { Side } from '../commands/primitives';

/**
 * Values kept for each player of a game, indexed by side. Two in every game but the multiplayer
 * ones of seed 001 5.3.11, where every player has an army of his own. Six is the most a game holds
 * here: team play (5.3.11.2-3) splits them into two teams (the 5.3.15 scenario has five players);
 * all against all keeps to the four the section recommends ("bis zu vier Spieler",
 * MAX_ALL_AGAINST_ALL).
 */
export const MAX_SIDES = 6;

/** Seed 001 5.3.11.1: all against all "works best ... with up to four players"; a game of more
 * players than this is played in teams (our reading: the recommendation is kept as a limit). */
export const MAX_ALL_AGAINST_ALL = 4;

/** A value per player: two to MAX_SIDES, indexed by side. */
export function perSide<T extends z.ZodType>(schema: T) {
  return z.array(schema).min(2).max(MAX_SIDES);
}

/** The value of `side`; a game has a value for each of its players, so a missing one is a
 * programming error, not a player's. */
export function ofSide<T>(values: readonly T[], side: Side): T {
  const value = values[side];
  if (value === undefined) throw new Error(`this game has no player ${side + 1}`);
  return value;
}

/** A copy of `values` with `side`'s replaced. */
export function withSide<T>(values: readonly T[], side: Side, value: T): T[] {
  ofSide(values, side);
  return values.map((v, i) => (i === side ? value : v));
}
