import { z } from 'zod';
import { idSchema, nameSchema, textSchema, wholeNumber } from './primitives';
import { provenanceSchema } from './provenance';

/** So many units of one datasheet. */
export const formationUnitSchema = z.strictObject({
  datasheet: idSchema,
  count: wholeNumber(1, 100),
});

/**
 * Optional extras of a formation, chosen when the armies are picked: a group offers choices, of
 * which between `min` and `max` are taken (the Specialist Training Scenario's "may include a
 * Space Marine Commander"; army lists' upgrades with their points).
 */
export const formationOptionGroupSchema = z
  .strictObject({
    id: idSchema,
    label: nameSchema,
    min: wholeNumber(0, 20).default(0),
    max: wholeNumber(1, 20),
    choices: z
      .array(
        z.strictObject({
          id: idSchema,
          label: nameSchema,
          units: z.array(formationUnitSchema).min(1, { error: 'a choice adds at least one unit' }),
          points: wholeNumber(0, 10_000).optional(),
        }),
      )
      .min(1, { error: 'an option group offers at least one choice' }),
  })
  .refine((group) => group.min <= group.max, {
    path: ['min'],
    error: 'min may not exceed max',
  });

/**
 * A formation (1.2): its units, optional extras, initiative value (1.2.2: 1 for "1+") and, in an
 * army list, its points. Training-scenario formations have no points.
 */
export const formationSchema = z.strictObject({
  id: idSchema,
  name: nameSchema,
  units: z.array(formationUnitSchema).min(1, { error: 'a formation has at least one unit' }),
  options: z.array(formationOptionGroupSchema).default([]),
  initiative: wholeNumber(1, 6),
  points: wholeNumber(0, 10_000).optional(),
  notes: z.array(textSchema).default([]),
  provenance: provenanceSchema,
});

export type FormationUnit = z.infer<typeof formationUnitSchema>;
export type FormationOptionGroup = z.infer<typeof formationOptionGroupSchema>;
export type Formation = z.infer<typeof formationSchema>;
