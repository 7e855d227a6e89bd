import { z } from 'zod';
import { pointSchema, sideSchema, unitMoveFields } from '../../commands/primitives';
import { plantTableSchema } from './plantState';

/**
 * Seed 001 5.3.15: the commands of the water purification plant's own rules.
 */
const id = z.string().min(1).max(200);

/** Schneestürme: without `table`, the Imperial roll at the start of the turn; with it, the
 * choosing team's table after a 4 (Orks) or a 5 (Imperials). */
export const plantBlizzardCommandSchema = z.strictObject({
  type: z.literal('plant.blizzard'),
  side: sideSchema,
  table: plantTableSchema.optional(),
});

/** Kontrollzentrum: the Imperials set up its entrance on table 1 before the other buildings. */
export const plantCentreCommandSchema = z.strictObject({
  type: z.literal('plant.centre'),
  side: sideSchema,
  position: pointSchema,
});

/** Kontrollzentrum: units of the Ork formation taking an engage action go into the centre (off
 * the table) and attack its technicians. */
export const plantStormCommandSchema = z.strictObject({
  type: z.literal('plant.storm'),
  side: sideSchema,
  formationId: id,
  /** The units going in now; none when only those already inside attack again. */
  unitIds: z.array(id).max(100),
  /** "mit ihren Nahkampf- oder Feuerkampfwerten": the value every unit inside attacks with. */
  attackWith: z.enum(['cc', 'ff']),
});

/** Kontrollzentrum: "Ork Einheiten im Zentrum können sich durch Messen vom Eingang zurück auf
 * den Tisch bewegen": a unit inside makes its move of the action from the entrance. */
export const plantLeaveCommandSchema = z.strictObject({
  type: z.literal('plant.leave'),
  /** As a move.unit's: the path's waypoints after the entrance. */
  ...unitMoveFields,
});

/** Kontrollzentrum with 1.12.3: a unit inside comes out by the charge of its formation's
 * assault, measured from the entrance. */
export const plantChargeOutCommandSchema = z.strictObject({
  type: z.literal('plant.chargeOut'),
  /** As an assault.chargeMove's: the path's waypoints after the entrance. */
  ...unitMoveFields,
});

export const PLANT_COMMAND_SCHEMAS = [
  plantBlizzardCommandSchema,
  plantCentreCommandSchema,
  plantStormCommandSchema,
  plantLeaveCommandSchema,
  plantChargeOutCommandSchema,
] as const;
