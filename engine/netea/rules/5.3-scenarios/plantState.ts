import { z } from 'zod';
import { pointSchema } from '../../commands/primitives';

/**
 * Seed 001 5.3.15: what the defence of water purification plant 10927 remembers during the game.
 * Absent in every other game, so older saves load unchanged.
 */
const id = z.string().min(1).max(200);
export const plantTableSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

export const plantStateSchema = z.strictObject({
  /** Which table's command each formation belongs to ("drei ungefähr gleich große Kommandos",
   * "zwei … Kommandos"), by formation id; set when the formation first sets up or comes on
   * (plantCommands.ts), so that the rules hold whether the commands are players or not. */
  commands: z.record(id, plantTableSchema),
  /** The control centre (underground): its entrance, set up by the Imperials on table 1; the
   * hits scored on its technicians so far (six kill them all); the Ork units inside. */
  centre: z
    .strictObject({
      entrance: pointSchema,
      hits: z.number().int().min(0).max(100),
      inside: z.array(id).max(200),
    })
    .optional(),
  /** Schneestürme: this turn's roll and the tables it struck (empty while the choice of a 4 or a
   * 5 is still to be made). */
  blizzard: z
    .strictObject({
      turn: z.number().int().min(1),
      roll: z.number().int().min(1).max(6),
      tables: z.array(plantTableSchema).max(3),
    })
    .optional(),
});

export type PlantState = z.infer<typeof plantStateSchema>;
