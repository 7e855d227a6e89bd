import { z } from 'zod';
import { idSchema, pointSchema, sideSchema } from '../../commands/primitives';

/**
 * 3.1.3: the acting formation mounts up in a war engine of another formation as one move: every
 * unit of it moves into base contact with the war engine and goes aboard. Its action then ends.
 */
export const mountWarEngineCommandSchema = z.strictObject({
  type: z.literal('move.mountWarEngine'),
  side: sideSchema,
  transportId: idSchema,
  /** One move per unit of the formation, each along waypoints from where it stands. */
  moves: z
    .array(
      z.strictObject({
        unitId: idSchema,
        path: z.array(pointSchema).min(1).max(50),
        facing: z.number().optional(),
        orientation: z.enum(['face-path', 'keep-facing']).optional(),
      }),
    )
    .min(1)
    .max(50),
});

export const WE_TRANSPORT_COMMAND_SCHEMAS = [mountWarEngineCommandSchema] as const;
