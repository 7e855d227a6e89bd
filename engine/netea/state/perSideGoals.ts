import { z } from 'zod';

/**
 * Seed 001 5.3.3 Unterschiedliche Siegbedingungen: "eine Seite etwas tun muss, um zu gewinnen,
 * und die andere Seite gewinnt, wenn sie dies verhindern kann" (Death From The Skies!), or both
 * sides with goals of their own, where both achieving theirs is a draw ("Wenn die Space Marines
 * den Garganten zerstören, aber der Gargant es schafft, einen Bunker zu zerstören, endet das
 * Spiel unentschieden", Leich'n Mühla). A scenario gives each side one goal from this small set,
 * or none (it wins by preventing the other's), and says what happens when neither achieves
 * its goal. Ids are game ids: objectives' ids, formations' (`a-sm-assault-detachment-1`) and
 * datasheets'.
 */
const id = z.string().min(1).max(200);
const ids = z.array(id).min(1).max(20);

/** Hold the objectives named (1.14.2's capture: a unit within the capture range and no enemy
 * unit there, checked in the end phase) at `endPhases` end phases in a row: 1 is "hold it at
 * the end of a turn", 2 "capture it and hold it for one full turn". `count` of them at the same
 * time (all when absent); `lastTurn`: the run must end with the last turn's end phase ("hold
 * the ridge at the end of turn 5"). */
export const holdGoalSchema = z.strictObject({
  kind: z.literal('hold'),
  objectives: ids,
  count: z.number().int().min(1).max(20).optional(),
  endPhases: z.number().int().min(1).max(10),
  lastTurn: z.boolean().optional(),
});

/** Destroy every unit of the enemy formations and of the enemy datasheets named; with
 * `halfStrength`, the formations need only be brought to half strength or less (strength as
 * 5.3.2 counts it). Destroyed units never come back, so once achieved it stays achieved. */
export const destroyGoalSchema = z
  .strictObject({
    kind: z.literal('destroy'),
    formations: ids.optional(),
    datasheets: ids.optional(),
    halfStrength: z.boolean().optional(),
  })
  .refine((g) => g.formations !== undefined || g.datasheets !== undefined, {
    message: 'a destroy goal names formations or datasheets',
  });

/** Keep every one of the side's own formations named on the table to the end of the game (at
 * least one unit of each alive); lost as soon as one is wiped out. */
export const keepGoalSchema = z.strictObject({
  kind: z.literal('keep'),
  formations: ids,
});

export const sideGoalSchema = z.union([holdGoalSchema, destroyGoalSchema, keepGoalSchema]);
export type SideGoal = z.infer<typeof sideGoalSchema>;

export const perSideVictorySchema = z.strictObject({
  /** The first player's goal and the second's (a game of two: the text's opposed sides); null:
   * the side has no goal of its own and wins only as `neither` says. */
  goals: z.tuple([sideGoalSchema.nullable(), sideGoalSchema.nullable()]),
  /** What it is when neither side achieves its goal by the end of turn `maxTurns`: a draw, or
   * the named side's win ("wenn sie dies nicht innerhalb des Zeitlimits schaffen, gewinnt der
   * imperiale Spieler"). */
  neither: z.union([z.literal('draw'), z.literal(0), z.literal(1)]),
});
export type PerSideVictory = z.infer<typeof perSideVictorySchema>;
