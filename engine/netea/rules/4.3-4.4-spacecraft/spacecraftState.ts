import { z } from 'zod';
import { pointSchema, sideSchema } from '../../commands/primitives';
import { landingSchema } from './commandSchemas';

/**
 * 4.3.1: a spacecraft as set up before the battle: where its model stands at its own table edge,
 * facing any way, and the turn it arrives on, declared openly ("the turn the spacecraft will
 * arrive is not a secret"). Its drop zones and bombardment points are secret plots
 * (engine/netea/rules/2-specialists/plotState.ts). `turn` moves on when it is delayed (4.3.2);
 * `done` once it has carried out its operation and its model is removed.
 */
const id = z.string().min(1).max(200);

export const spacecraftStateSchema = z.strictObject({
  side: sideSchema,
  formationId: id,
  position: pointSchema,
  facing: z.number(),
  turn: z.number().int().min(1).max(100),
  done: z.boolean(),
  /** 4.3.2 FAQ step 2, 4.4: the operation's planetfall under way, paused while the player of a
   * formation just landed decides whether its passengers get out; absent otherwise (and in
   * every save written before). */
  landing: z
    .strictObject({
      /** 4.4: the player decides after each landing whether passengers get out (the
       * operation's `disembark: 'decide'`); absent: they stay aboard. */
      decide: z.literal(true).optional(),
      /** The formations still to land, in the order given. */
      landings: z.array(landingSchema).max(50),
      /** The formation just landed whose passengers' player decides now, with its transports
       * that landed carrying units. */
      deciding: z.strictObject({ formationId: id, transportIds: z.array(id).max(100) }).optional(),
      /** 4.3.2 FAQ step 3: the formations attacked, checked for breaking once all have landed. */
      attacked: z.array(id).max(200),
    })
    .optional(),
  /** 1.13.3 with seed 001 5.3.11: the owners still to decide whether the formations the
   * operation broke withdraw, each after the one before has done so, round the table from the
   * spacecraft's owner (withdrawals.ts); absent when no other owner is left to ask (and in every
   * game of two, where the one opponent is asked at once). */
  withdrawals: z
    .array(z.strictObject({ side: sideSchema, formationIds: z.array(id).min(1).max(200) }))
    .min(1)
    .max(10)
    .optional(),
});

export type SpacecraftState = z.infer<typeof spacecraftStateSchema>;
