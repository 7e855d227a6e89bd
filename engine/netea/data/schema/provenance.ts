import { z } from 'zod';
import { nameSchema, oneOf, textSchema } from './primitives';

/**
 * Where a figure came from. Every bundled datasheet, formation and army names its sources so a
 * reader can check each figure against them.
 * - seed: a section of one of the project's rule texts (`../shared/seeds`): 000 the NetEA rules
 *   (the authority), 001 the German edition with the training datasheets (5.5), 002 and 004 older
 *   drafts.
 * - bsdata: an entry (profile) of a BattleScribe catalogue in `../shared/bsdata`, read as data.
 * - judgement: no printed source; the reasoning says how the figure was chosen.
 */
export const SEEDS = ['000', '001', '002', '004'] as const;

export const sourceSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('seed'), seed: oneOf(SEEDS), section: nameSchema }),
    z.strictObject({
      kind: z.literal('bsdata'),
      file: z.string().regex(/^[^/\\]+\.(cat|gst)$/, {
        error: 'expected a catalogue file name ending .cat or .gst',
      }),
      entry: nameSchema,
    }),
    z.strictObject({ kind: z.literal('judgement'), reasoning: textSchema }),
  ],
  { error: 'expected a source with kind "seed", "bsdata" or "judgement"' },
);

/**
 * A figure taken from somewhere other than the datasheet's main source, or corrected: the field
 * path (`ff`, `weapons[0].modes[0].range`), the source used, what the main source printed (if
 * anything) and why the figure differs.
 */
export const fieldSourceSchema = z.strictObject({
  source: sourceSchema,
  printed: z.string().max(200).optional(),
  note: textSchema,
});

/** A field path into a datasheet: names and [indexes], e.g. `weapons[1].modes[0].firepower`. */
export const FIELD_PATH_PATTERN = /^[A-Za-z]+(?:\[\d+\]|\.[A-Za-z]+)*$/;

export const datasheetProvenanceSchema = z.strictObject({
  /** Where the datasheet's figures come from unless `fields` says otherwise. */
  source: sourceSchema,
  /** The matching BattleScribe entry, compared with the datasheet by the tests. */
  crossCheck: sourceSchema.optional(),
  fields: z
    .record(
      z.string().regex(FIELD_PATH_PATTERN, {
        error: 'expected a field path such as "weapons[0].modes[0].range"',
      }),
      fieldSourceSchema,
    )
    .default({}),
  /** Remarks on the sources, e.g. where a seed table is garbled. */
  notes: z.array(textSchema).default([]),
  /** Why the footprint has its size; absent with the footprint (characters, spacecraft). */
  footprint: z.strictObject({ source: sourceSchema.optional(), reasoning: textSchema }).optional(),
});

/** Provenance of a formation or army: the scenario or list it comes from. */
export const provenanceSchema = z.strictObject({
  source: sourceSchema,
  alsoIn: z.array(sourceSchema).default([]),
  notes: z.array(textSchema).default([]),
});

export type Source = z.infer<typeof sourceSchema>;
export type FieldSource = z.infer<typeof fieldSourceSchema>;
export type DatasheetProvenance = z.infer<typeof datasheetProvenanceSchema>;
export type Provenance = z.infer<typeof provenanceSchema>;
