import { z } from 'zod';
import { sideSchema } from '../../commands/primitives';

/** Seed 001 5.3.11.2: in hierarchical team play the team's commander decides which of its
 * players carries out the team's next action. */
export const teamPickCommandSchema = z.strictObject({
  type: z.literal('team.pick'),
  side: sideSchema,
  /** The player of the commander's team who acts (the commander himself, or a team-mate). */
  player: sideSchema,
});
