import { z } from 'zod';
import { nameSchema, scoreSchema, textSchema } from './primitives';

/**
 * Specialist abilities of units (2.1, 4.4), as the Notes column lists them. Two entries of 2.1 are
 * unit types rather than notes: characters (2.1.1) are type CH and light vehicles (2.1.9) type LV.
 * Transport capacity, damage capacity, critical hits, void shields and power fields have fields of
 * their own on the datasheet.
 */
export const SIMPLE_UNIT_ABILITIES = [
  'commander', // 2.1.2
  'fearless', // 2.1.3
  'infiltrator', // 2.1.4
  'inspiring', // 2.1.5
  'jump-packs', // 2.1.7
  'leader', // 2.1.8
  'mounted', // 2.1.10
  'reinforced-armour', // 2.1.11
  'scout', // 2.1.12
  'skimmer', // 2.1.13
  'sniper', // 2.1.14
  'supreme-commander', // 2.1.15
  'thick-rear-armour', // 2.1.16
  'teleport', // 2.1.17
  'walker', // 2.1.18
  'slow-and-steady', // 2.1.19
  'support-craft', // 2.1.20
  'self-planetfall', // 2.1.21
  'expendable', // 2.1.22
  'tunneler', // 2.1.23
  'planetfall', // 4.4
  // The Necron lists' Portal: formations in reserve enter play through the unit (6.1.6 FAQ).
  'portal',
  'drop-pod', // 4.4, the Space Marine list's Drop Pod rule
] as const;

export const UNIT_ABILITY_IDS = [...SIMPLE_UNIT_ABILITIES, 'invulnerable-save', 'special'] as const;

export const unitAbilitySchema = z.discriminatedUnion(
  'id',
  [
    z.strictObject({ id: z.enum(SIMPLE_UNIT_ABILITIES) }),
    /** 2.1.6: a second, unmodified save; 6+ in the rules, better in a few army lists. */
    z.strictObject({ id: z.literal('invulnerable-save'), save: scoreSchema.default(6) }),
    /** An army list's own named unit rule, summarised in own words. */
    z.strictObject({ id: z.literal('special'), name: nameSchema, summary: textSchema }),
  ],
  { error: `expected a unit ability, one of ${UNIT_ABILITY_IDS.map((a) => `"${a}"`).join(', ')}` },
);

export type UnitAbility = z.infer<typeof unitAbilitySchema>;
export type UnitAbilityId = UnitAbility['id'];
export type SimpleUnitAbilityId = (typeof SIMPLE_UNIT_ABILITIES)[number];
