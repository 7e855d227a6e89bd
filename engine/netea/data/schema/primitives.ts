import { z } from 'zod';

/**
 * Small building blocks shared by the data schemas. Their error messages are written for the
 * person editing a data file: the loader prefixes each with the file, the unit and the field, and
 * appends what was found (`…: expected a number from 2 to 6, got 7`).
 */

/** Stable kebab-case ids: `sm-tactical`, `ork-great-gargant`. */
export const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const idMessage = 'expected a kebab-case id such as "sm-tactical"';
export const idSchema = z
  .string({ error: idMessage })
  .max(100, { error: idMessage })
  .regex(ID_PATTERN, { error: idMessage });

/**
 * A datasheet's id: a kebab-case id, or (2.1.1) a unit's with the ids of the characters who
 * joined it, each after a `+` (`sm-devastator+sm-captain`), as the game state keeps them.
 */
export const DATASHEET_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\+[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

// The joined form is the game's own, never written in a data file: the message names the plain one.
const datasheetIdMessage = idMessage;
export const datasheetIdSchema = z
  .string({ error: datasheetIdMessage })
  .max(400, { error: datasheetIdMessage })
  .regex(DATASHEET_ID_PATTERN, { error: datasheetIdMessage });

const nameMessage = 'expected a name (1 to 200 characters)';
export const nameSchema = z
  .string({ error: nameMessage })
  .min(1, { error: nameMessage })
  .max(200, { error: nameMessage });

/** Free text written in our own words (summaries, notes, reasoning); never rules prose. */
const textMessage = 'expected a text of 1 to 1000 characters';
export const textSchema = z
  .string({ error: textMessage })
  .min(1, { error: textMessage })
  .max(1000, { error: textMessage });

/** A whole number in [min, max], with one message for every way of missing it. */
export function wholeNumber(min: number, max: number) {
  const message = `expected a whole number from ${min} to ${max}`;
  return z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });
}

/**
 * The D6 score a value needs, written on datasheets as "4+": armour, close combat, firefight and
 * to-hit values (1.1.3). Stored as the number, so 4 means 4+.
 */
const scoreMessage = 'expected a number from 2 to 6';
export const scoreSchema = z
  .number({ error: scoreMessage })
  .int({ error: scoreMessage })
  .min(2, { error: scoreMessage })
  .max(6, { error: scoreMessage });

/** A value a datasheet prints as "-" or "n/a": the unit has none (it cannot make that attack). */
export const NONE = '-';
export const noneSchema = z.literal(NONE);

/** A score, or none: close combat and firefight values, armour of characters and spacecraft. */
export const scoreOrNoneSchema = z.union([scoreSchema, noneSchema], {
  error: 'expected a number from 2 to 6 (for 2+ to 6+) or "-" for none',
});

/** A distance on the table in centimetres, more than zero. */
const cmMessage = 'expected a positive number of centimetres';
export const cmSchema = z
  .number({ error: cmMessage })
  .positive({ error: cmMessage })
  .max(1000, { error: cmMessage });

/** An enumeration whose message lists what is allowed. */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: `expected one of ${values.map((v) => `"${v}"`).join(', ')}` });
}
