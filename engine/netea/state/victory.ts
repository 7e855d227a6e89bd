import { z } from 'zod';
import { perSideVictorySchema } from './perSideGoals';

/**
 * A scenario's victory conditions (1.14.2), as data the end phase checks. The training scenarios
 * (1.15) capture an objective with a unit within 15cm in the end phase when the opponent has none
 * there, and win by holding `objectives` of them for one full game turn. `maxTurns` ends a game
 * that nobody wins; the training scenarios name no limit, so scenarios choose one.
 */
export const victoryConditionSchema = z.strictObject({
  /** `tournament`: the five goals of 6.1.7 (engine/netea/rules/6.1-tournament/goals.ts) decide
   * instead; its dice decide how long the game goes on, so maxTurns is not used. */
  kind: z.enum([
    'hold-objectives',
    'tournament',
    'demolition',
    'strike',
    'extraction',
    'escalation',
    'breakthrough',
    'ambush',
    'water-plant',
    'per-side',
  ]),
  /** How many objectives must be held at the same time. */
  objectives: z.number().int().min(1).max(20),
  /** Full game turns they must be held for, after the end phase that captured them. */
  holdTurns: z.number().int().min(0).max(10),
  captureRange: z.number().positive().max(100),
  maxTurns: z.number().int().min(1).max(50),
  /** `demolition` (3.4.1 Korps Grinda Returns!): `attacker` wins by destroying every unit with
   * the `targets` datasheet; the other side wins by destroying every unit with the `spearhead`
   * datasheet while losing none of the targets, and it is a draw if only some were lost. The
   * objectives and hold fields are then unused; `maxTurns` ends the game as a draw. */
  demolition: z
    .strictObject({
      attacker: z.union([z.literal(0), z.literal(1)]),
      targets: z.string().min(1).max(200),
      spearhead: z.string().min(1).max(200),
    })
    .optional(),
  /** `strike` (4.5.1 Death From The Skies!): `attacker` wins by destroying every unit with one
   * of the `targets` datasheets by the end of turn `maxTurns`; otherwise the other side wins. */
  strike: z
    .strictObject({
      attacker: z.union([z.literal(0), z.literal(1)]),
      targets: z.array(z.string().min(1).max(200)).min(1).max(10),
    })
    .optional(),
  /** `extraction` (4.5.2 Thunderhawk Down): `attacker` wins by destroying every unit with the
   * `targets` datasheet in assaults and then flying a unit with the `extract` datasheet off the
   * table aboard one with the `carrier` datasheet; destroying the targets alone is a draw;
   * anything else (by the end of turn `maxTurns`, or once neither can still happen) the other
   * side wins. */
  extraction: z
    .strictObject({
      attacker: z.union([z.literal(0), z.literal(1)]),
      targets: z.string().min(1).max(200),
      extract: z.string().min(1).max(200),
      carrier: z.string().min(1).max(200),
    })
    .optional(),
  /** `escalation` (seed 001 5.3.2 Eskalationsgefecht): victory points are counted at the end of
   * turn `maxTurns` (the text: the fifth), each side scoring the enemy formations destroyed,
   * broken or reduced (engine/netea/rules/5.3-scenarios/escalation.ts); the higher total wins,
   * equal totals are a draw. `formationPoints`: each formation's points value by its id in the
   * game (the army list's value). The objectives and hold fields are then unused. */
  escalation: z
    .strictObject({
      formationPoints: z.record(z.string().min(1).max(200), z.number().min(0).max(10_000)),
    })
    .optional(),
  /** `breakthrough` (seed 001 5.3.5 Durchbruch): `leaver`'s formations may leave the table along
   * a short table edge (engine/netea/rules/5.3-scenarios/leaveTable.ts); at the end of turn
   * `maxTurns` (or once none of its formations is left on the table) it wins if half or more of
   * its formations left, those at half strength or less counting half; otherwise the other side
   * wins. The objectives and hold fields are then unused. */
  breakthrough: z.strictObject({ leaver: z.union([z.literal(0), z.literal(1)]) }).optional(),
  /** `ambush` (seed 001 5.3.7 Hinterhalt): after turn `maxTurns` the `marines` side wins if
   * every formation of the other side is at half strength or less, fewer than four of its own
   * are, and at least one of the `mobs` (the Mekboy Gunzmobs) is destroyed completely (the
   * `scouts` may set up nearer the road: ambushSetup.ts); any
   * other result is the other side's win (engine/netea/rules/5.3-scenarios/ambush.ts). */
  ambush: z
    .strictObject({
      marines: z.union([z.literal(0), z.literal(1)]),
      mobs: z.array(z.string().min(1).max(200)).min(1).max(10),
      /** The Scout formation(s), which may set up within 15cm of the road. */
      scouts: z.array(z.string().min(1).max(200)).max(10),
    })
    .optional(),
  /** `water-plant` (seed 001 5.3.15 Wasser-Aufbereitungs-Anlage 10927): the Orks (every side
   * not in `imperials`) win by destroying all three kinds of building of the plant within
   * `maxTurns` (the text: 12) — every unit of the `tank` datasheet, of the `pump` datasheet and
   * the technicians of the control centre (engine/netea/rules/5.3-scenarios/plantVictory.ts);
   * otherwise the Imperials win. The objectives and hold fields are then unused. */
  waterPlant: z
    .strictObject({
      imperials: z.array(z.number().int().min(0).max(9)).min(1).max(9),
      tank: z.string().min(1).max(200),
      pump: z.string().min(1).max(200),
    })
    .optional(),
  /** `per-side` (seed 001 5.3.3 Unterschiedliche Siegbedingungen): each side its own goal
   * (state/perSideGoals.ts); engine/netea/rules/5.3-scenarios/opposedGoals.ts decides, in the
   * end phase, by the end of turn `maxTurns`. `captureRange` is the hold goals' (1.14.2); the
   * objectives and hold fields are then unused. */
  perSide: perSideVictorySchema.optional(),
});

export type VictoryCondition = z.infer<typeof victoryConditionSchema>;
