import { z } from 'zod';
import {
  declarableActionSchema,
  idSchema,
  pointSchema,
  sideSchema,
} from '../../commands/primitives';

/**
 * 2.1.21: on its turn the formation making a self planetfall is activated in the normal
 * sequence: the player nominates its action and it takes the action test; passed, each unit
 * with self planetfall is placed within 15cm of the plotted landing point (before it scatters,
 * 4.4), in the order given, and the action goes on from there.
 */
export const selfPlanetfallCommandSchema = z.strictObject({
  type: z.literal('planetfall.self'),
  side: sideSchema,
  formationId: idSchema,
  action: declarableActionSchema,
  /** 2.1.15: re-roll a failed test with a supreme commander's re-roll (default: yes). */
  reroll: z.boolean().optional(),
  placements: z
    .array(z.strictObject({ unitId: idSchema, position: pointSchema, facing: z.number() }))
    .min(1)
    .max(100),
  /** 2.1.21: landing as a planetfall does, "including loaded units disembarking up to 5cm":
   * `decide` asks the player once the formation has landed (`planetfall.disembark`); `stay`
   * keeps every passenger aboard. Absent (commands written before the choice was offered):
   * `stay`, as those games were played. */
  disembark: z.enum(['decide', 'stay']).optional(),
});
