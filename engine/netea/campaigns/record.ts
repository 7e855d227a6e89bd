import { z } from 'zod';
import { effectSchema } from './schema';

/** One battle of a campaign as its journal keeps it (seed 001 5.4.2 campaign journal). */
const side = z.union([z.literal(0), z.literal(1)]);
const date = z.string().max(40);

export const battleRecordSchema = z.strictObject({
  key: z.string().max(80),
  title: z.string().max(200),
  ground: z.string().max(200),
  date,
  seed: z.number().int().min(0),
  /** Who played each side: a party of a story campaign or a league entry, and the player. */
  sides: z.tuple([
    z.strictObject({
      who: z.string().max(80),
      name: z.string().max(200),
      player: z.string().max(40),
    }),
    z.strictObject({
      who: z.string().max(80),
      name: z.string().max(200),
      player: z.string().max(40),
    }),
  ]),
  forces: z.tuple([z.array(z.string().max(200)).max(200), z.array(z.string().max(200)).max(200)]),
  /** The effects earned before and applied to this battle. */
  effects: z.array(effectSchema).max(40),
  winner: side.nullable(),
  decidedBy: z.enum(['conditions', 'points', 'draw', 'forfeit']),
  turns: z.number().int().min(0).max(100),
  reason: z.string().max(500),
  casualties: z.tuple([z.number().int().min(0), z.number().int().min(0)]),
  goals: z.tuple([z.number().int().min(0), z.number().int().min(0)]),
  turningPoints: z.array(z.string().max(500)).max(60),
  saveId: z.string().max(120).optional(),
  notes: z.string().max(20_000),
});
export type BattleRecord = z.infer<typeof battleRecordSchema>;
