import { z } from 'zod';
import { pointSchema, sideSchema } from '../../commands/primitives';

/**
 * Secret plots (2.1.23, 4.3.1): what a player writes down before the battle where the opponent
 * cannot see it. Each belongs to one side; a side's view of the game (engine/netea/state/view.ts)
 * holds only its own. A plot leaves the state when it takes effect, and the event that reports
 * it reveals it.
 */
export const PLOT_KINDS = ['tunnel', 'bombardment', 'drop-zone', 'landing-zone'] as const;

export const plotSchema = z.strictObject({
  side: sideSchema,
  /** 2.1.23: a tunneler's surfacing point and turn; 4.3.3: a point an orbital bombardment
   * will fall on (the spacecraft's formation and turn); 4.4: the drop zone of a formation landing
   * by planetfall (that formation, the spacecraft's turn); 2.1.21: the landing point and turn
   * of a formation making a self planetfall. */
  kind: z.enum(PLOT_KINDS),
  formationId: z.string().min(1).max(200),
  position: pointSchema,
  turn: z.number().int().min(1).max(100),
});

export type Plot = z.infer<typeof plotSchema>;
