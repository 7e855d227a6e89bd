import { z } from 'zod';
import { pointSchema, sideSchema } from '../../commands/primitives';

const id = z.string().min(1).max(200);

/** 4.3.3, 1.9.8: a bombardment gets at most two extra templates (the Barrage table's most). */
export const MAX_BOMBARDMENT_POINTS = 3;

/**
 * 4.3.1: a spacecraft is set up touching its side's table edge, facing any way, and the turn of
 * its arrival declared out loud; its bombardment points are written down secretly. `plan` is
 * absent only where the command log is shown to the other side (view.ts), which never sees it;
 * such a command is refused.
 */
export const spacecraftSetUpCommandSchema = z.strictObject({
  type: z.literal('setup.spacecraft'),
  side: sideSchema,
  formationId: id,
  position: pointSchema,
  facing: z.number(),
  turn: z.number().int().min(1).max(100),
  plan: z
    .strictObject({
      /** 4.3.3: the centre of the bombardment's template, then any extra templates' centres
       * (4.3.3 FAQ: no restrictions on placing them). */
      bombardment: z.array(pointSchema).max(MAX_BOMBARDMENT_POINTS),
      /** 4.4, 4.3.1 FAQ: one drop zone for each formation entering play by planetfall. */
      dropZones: z
        .array(z.strictObject({ formationId: id, position: pointSchema }))
        .max(50)
        .optional(),
    })
    .optional(),
});

/** 4.4: a formation with a drop zone, its units with planetfall placed within 15cm of it
 * (before they scatter). A formation that lands aboard another's transport has no unit of its
 * own to place: its placements are empty. */
export const landingSchema = z.strictObject({
  formationId: id,
  placements: z
    .array(z.strictObject({ unitId: id, position: pointSchema, facing: z.number() }))
    .max(100),
});

/** 4.3.2: the spacecraft takes its action in the normal activation sequence: the action test,
 * then its pin-point attacks and its orbital bombardment at the plotted points. */
export const spacecraftOperateCommandSchema = z.strictObject({
  type: z.literal('spacecraft.operate'),
  side: sideSchema,
  formationId: id,
  /** 4.3.4: the enemy war engine each pin-point attack picks, in the order of the attacks
   * (several may pick the same one); attacks without a target are not made. */
  pinPoints: z.array(id).max(20).optional(),
  /** 4.4: each formation with a drop zone, its units with planetfall placed within 15cm of it
   * (before they scatter), in the order they land (4.3.2 FAQ). A formation that lands aboard
   * another's transport has no unit of its own to place: its placements are empty. */
  landings: z.array(landingSchema).max(50).optional(),
  /** 4.4: "Any units being transported are allowed to disembark immediately on landing, or stay
   * on board and disembark later": `decide` asks the player after each formation has landed
   * (`planetfall.disembark`); `stay` keeps every passenger aboard. Absent (commands written
   * before the choice was offered): `stay`, as those games were played. */
  disembark: z.enum(['decide', 'stay']).optional(),
});

/** 4.4, 1.7.5: the passengers of a formation that has just landed by planetfall get out now,
 * each placed within 5cm of the transport it rode in; those not placed stay aboard. */
export const planetfallDisembarkCommandSchema = z.strictObject({
  type: z.literal('planetfall.disembark'),
  side: sideSchema,
  /** The formation that has just landed (its transports' passengers decide). */
  formationId: id,
  placements: z
    .array(z.strictObject({ unitId: id, position: pointSchema, facing: z.number() }))
    .max(100),
});

export const SPACECRAFT_COMMAND_SCHEMAS = [
  spacecraftSetUpCommandSchema,
  spacecraftOperateCommandSchema,
  planetfallDisembarkCommandSchema,
] as const;
