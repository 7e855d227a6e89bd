import { z } from 'zod';
import { declarableActionSchema, sideSchema } from '../../commands/primitives';

const id = z.string().min(1).max(200);

/** Seed 001 5.3.11.3: a team-mate's formation named to join an action's attack, with the
 * action it takes in it (all shoot or all assault; see combinedAttack.ts). */
export const partnerSchema = z.strictObject({
  formationId: id,
  action: declarableActionSchema,
});

/** Seed 001 5.3.11.3: a team-mate's player agrees (or not) that his formations named as partners
 * join the declared combined fire or assault. One answer for all his formations named. */
export const teamJoinCommandSchema = z.strictObject({
  type: z.literal('team.join'),
  side: sideSchema,
  accept: z.boolean(),
});
