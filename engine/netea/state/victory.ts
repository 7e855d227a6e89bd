import { z } from 'zod';

/**
 * A scenario's victory conditions (1.14.2), as data the end phase checks. The training scenarios
 * (1.15) capture an objective with a unit within 15cm in the end phase when the opponent has none
 * there, and win by holding `objectives` of them for one full game turn. `maxTurns` ends a game
 * that nobody wins; the training scenarios name no limit, so scenarios choose one.
 */
export const victoryConditionSchema = z.strictObject({
  /** `tournament`: the five goals of 6.1.7 (engine/netea/rules/6.1-tournament/goals.ts) decide
   * instead; its dice decide how long the game goes on, so maxTurns is not used. */
  kind: z.enum(['hold-objectives', 'tournament']),
  /** How many objectives must be held at the same time. */
  objectives: z.number().int().min(1).max(20),
  /** Full game turns they must be held for, after the end phase that captured them. */
  holdTurns: z.number().int().min(0).max(10),
  captureRange: z.number().positive().max(100),
  maxTurns: z.number().int().min(1).max(50),
});

export type VictoryCondition = z.infer<typeof victoryConditionSchema>;
