import { z } from 'zod';
import { idSchema, textSchema, wholeNumber } from './primitives';
import { SIMPLE_UNIT_ABILITIES } from './unitAbility';
import { unitTypeSchema } from './unitType';

/**
 * Which units may board a transport (1.7.5, 3.1.3, 4.2.5): a unit type, optionally excluding
 * units with some abilities ("infantry without jump packs or mounted"), a named datasheet, or
 * any unit with an ability (spacecraft carrying units with planetfall, 4.4).
 */
export const transportMatchSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('unit-type'),
      unitType: unitTypeSchema,
      without: z.array(z.enum(SIMPLE_UNIT_ABILITIES)).optional(),
    }),
    z.strictObject({ kind: z.literal('datasheet'), id: idSchema }),
    z.strictObject({ kind: z.literal('ability'), ability: z.enum(SIMPLE_UNIT_ABILITIES) }),
  ],
  { error: 'expected a transport match with kind "unit-type", "datasheet" or "ability"' },
);

/**
 * Transport capacity (1.7.5): how many units fit, which may board, and which take more than one
 * space (the Thunderhawk counts Terminators and Dreadnoughts as two). Characters ride with their
 * unit without taking a space (2.1.1), which is a rule, not data.
 */
export const transportSchema = z.strictObject({
  capacity: wholeNumber(1, 100),
  carries: z
    .array(transportMatchSchema)
    .min(1, { error: 'a transport names at least one kind of unit it carries' }),
  largeUnits: z
    .array(z.strictObject({ match: transportMatchSchema, spaces: wholeNumber(2, 20) }))
    .default([]),
  /** The capacity as the datasheet words it, in own words. */
  summary: textSchema,
});

export type TransportMatch = z.infer<typeof transportMatchSchema>;
export type Transport = z.infer<typeof transportSchema>;
