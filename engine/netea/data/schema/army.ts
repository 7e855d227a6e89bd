import { z } from 'zod';
import { idSchema, nameSchema, textSchema, wholeNumber } from './primitives';
import { provenanceSchema } from './provenance';

/**
 * Army-wide special rules used by the bundled forces, each summarised in our own words with the
 * section that defines it. An army list's other rules use `special` with a name and a summary.
 */
export const ARMY_RULES = {
  'they-shall-know-no-fear': {
    section: 'seed 001 5.5.1',
    summary:
      'Space Marines: two Blast markers suppress a unit or kill a unit of a broken formation; a ' +
      'formation breaks only at two Blast markers per unit; assault results count half its Blast ' +
      'markers and half the extra hits when it loses (rounded down); a rallying broken formation ' +
      'keeps one marker per unit; leaders remove two markers instead of one.',
  },
  'mob-rule': {
    section: 'seed 001 5.5.2',
    summary:
      'Orks: formations of more than five Ork units add +1 to rally tests, more than ten add +2; ' +
      'Grots and Big Gunz do not count, war engines count their starting damage capacity.',
  },
  'power-of-the-waaagh': {
    section: 'seed 001 5.5.3',
    summary:
      'Orks: +2 to action tests for double and engage actions; Ork aircraft get +2 for interception ' +
      'and ground attack actions.',
  },
} as const;

export type ArmyRuleId = keyof typeof ARMY_RULES;
const ARMY_RULE_IDS = Object.keys(ARMY_RULES) as [ArmyRuleId, ...ArmyRuleId[]];

export const armyRuleSchema = z.discriminatedUnion(
  'id',
  [
    z.strictObject({ id: z.enum(ARMY_RULE_IDS) }),
    z.strictObject({ id: z.literal('special'), name: nameSchema, summary: textSchema }),
  ],
  {
    error: `expected an army rule, one of ${[...ARMY_RULE_IDS, 'special'].map((r) => `"${r}"`).join(', ')}`,
  },
);

/** A formation an army may field, and how many times (unbounded when `max` is absent). */
export const armyFormationSchema = z
  .strictObject({
    formation: idSchema,
    min: wholeNumber(0, 100).default(0),
    max: wholeNumber(1, 100).optional(),
  })
  .refine((entry) => entry.max === undefined || entry.min <= entry.max, {
    path: ['min'],
    error: 'min may not exceed max',
  });

/**
 * An army (6.2) or a scenario force (1.15 and later): its strategy rating (1.5), the formations
 * it may field and its army-wide rules.
 */
export const armySchema = z.strictObject({
  id: idSchema,
  name: nameSchema,
  strategyRating: wholeNumber(0, 10),
  formations: z
    .array(armyFormationSchema)
    .min(1, { error: 'an army fields at least one formation' }),
  rules: z.array(armyRuleSchema).default([]),
  notes: z.array(textSchema).default([]),
  provenance: provenanceSchema,
});

export type ArmyRule = z.infer<typeof armyRuleSchema>;
export type ArmyFormation = z.infer<typeof armyFormationSchema>;
export type Army = z.infer<typeof armySchema>;
