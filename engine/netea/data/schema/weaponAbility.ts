import { z } from 'zod';
import { amountSchema } from './dice';
import { nameSchema, oneOf, textSchema } from './primitives';

/**
 * Weapon abilities (2.2 and the 5.0 abbreviations). They sit on the weapon line they belong to
 * (2.0 FAQ); the same abilities noted on a unit apply to all of its attacks.
 * Anti-aircraft (2.2.1) is not an ability here but the AA firepower type.
 * Army lists' "One Shot" is the rules' single shot (2.2.7).
 */
export const SIMPLE_WEAPON_ABILITIES = [
  'macro-weapon', // 2.2.6 MW
  'ignore-cover', // 2.2.5 IC
  'indirect-fire', // 2.2.10 Ind
  'disrupt', // 2.2.2 D
  'first-strike', // 2.2.4 FS
  'lance', // 5.0 L
  'single-shot', // 2.2.7 SS
  'slow-firing', // 2.2.8 Slw
  'sniper', // 2.1.14 S, on a weapon line (2.0 FAQ)
  'guided-missile', // 5.0 GM
] as const;

export const WEAPON_ABILITY_IDS = [
  ...SIMPLE_WEAPON_ABILITIES,
  'titan-killer',
  'extra-attacks',
  'special',
] as const;

export const weaponAbilitySchema = z.discriminatedUnion(
  'id',
  [
    z.strictObject({ id: z.enum(SIMPLE_WEAPON_ABILITIES) }),
    /** 2.2.9 / 3.2.5 TK(x): damage to a war engine per hit; 1 when the datasheet gives none. */
    z.strictObject({ id: z.literal('titan-killer'), damage: amountSchema.default(1) }),
    /** 2.2.3 EA(+x): extra attacks, fixed or rolled. */
    z.strictObject({ id: z.literal('extra-attacks'), attacks: amountSchema }),
    /** An army list's own named weapon rule (e.g. "Shield Piercer"), summarised in own words. */
    z.strictObject({ id: z.literal('special'), name: nameSchema, summary: textSchema }),
  ],
  {
    error: `expected a weapon ability, one of ${WEAPON_ABILITY_IDS.map((a) => `"${a}"`).join(', ')}`,
  },
);

export type WeaponAbility = z.infer<typeof weaponAbilitySchema>;
export type WeaponAbilityId = WeaponAbility['id'];

/**
 * Fire arcs (1.9.2 Weapon Fire Arcs, 5.0 abbreviations): all round when none is noted; forward,
 * rear, left and right are 180° arcs; fixed forward is 45° either side of the facing. Fixed rear
 * (the same to the rear) appears in some army lists.
 */
export const FIRE_ARCS = [
  'all',
  'forward',
  'fixed-forward',
  'left',
  'right',
  'rear',
  'fixed-rear',
] as const;
export const fireArcSchema = oneOf(FIRE_ARCS);
export type FireArc = z.infer<typeof fireArcSchema>;
