import { z } from 'zod';
import { pointSchema, sideSchema } from '../../commands/primitives';

/**
 * 4.3.1: a spacecraft as set up before the battle: where its model stands at its own table edge,
 * facing any way, and the turn it arrives on, declared openly ("the turn the spacecraft will
 * arrive is not a secret"). Its drop zones and bombardment points are secret plots
 * (engine/netea/rules/2-specialists/plotState.ts). `turn` moves on when it is delayed (4.3.2);
 * `done` once it has carried out its operation and its model is removed.
 */
export const spacecraftStateSchema = z.strictObject({
  side: sideSchema,
  formationId: z.string().min(1).max(200),
  position: pointSchema,
  facing: z.number(),
  turn: z.number().int().min(1).max(100),
  done: z.boolean(),
});

export type SpacecraftState = z.infer<typeof spacecraftStateSchema>;
