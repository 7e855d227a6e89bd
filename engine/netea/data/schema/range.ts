import { z } from 'zod';
import { cmSchema } from './primitives';

/**
 * The range column of a weapon line (1.1.3, 5.0 abbreviations):
 * - `cm`: an ordinary range, "45cm"; `minCm` for the rare "15-30cm" lines of some army lists.
 * - `base-contact`: "(bc)" / "(contact)", assault weapons used in close combat (1.12).
 * - `firefight`: a bracketed range such as "(15cm)", small arms and other weapons used only in an
 *   assault's firefight (1.12 design concept: Assault Weapons and Small Arms).
 * - `unlimited`: the whole table (army-list missiles such as the Deathstrike).
 * - `template`: the weapon lays a template instead of measuring a range (army lists).
 * - `orbital`: a spacecraft's orbital bombardment or pin-point attack, which has no range (4.3).
 */
export const rangeSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('cm'), cm: cmSchema, minCm: cmSchema.optional() }),
    z.strictObject({ kind: z.literal('base-contact') }),
    z.strictObject({ kind: z.literal('firefight'), cm: cmSchema }),
    z.strictObject({ kind: z.literal('unlimited') }),
    z.strictObject({ kind: z.literal('template') }),
    z.strictObject({ kind: z.literal('orbital') }),
  ],
  {
    error:
      'expected a range with kind "cm", "base-contact", "firefight", "unlimited", "template" or "orbital"',
  },
);

export type WeaponRange = z.infer<typeof rangeSchema>;
