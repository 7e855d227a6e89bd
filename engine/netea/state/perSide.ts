import { z } from 'zod';
import type { Side } from '../commands/primitives';

/**
 * Values kept for each player of a game, indexed by side. Two in every game but the multiplayer
 * ones of seed 001 5.3.11, where every player has an army of his own (all against all); four is
 * the most a game holds here, the largest "all against all" game the section recommends.
 */
export const MAX_SIDES = 4;

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
