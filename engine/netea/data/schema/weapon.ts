import { z } from 'zod';
import { firepowerSchema } from './firepower';
import { idSchema, nameSchema, oneOf, wholeNumber } from './primitives';
import { rangeSchema } from './range';
import { fireArcSchema, weaponAbilitySchema } from './weaponAbility';

/**
 * One line of a weapon on a datasheet: its range, firepower (the "/"-separated values, one used
 * per attack), fire arc and abilities. A weapon with several lines joined by "and"/"or" (the
 * Land Speeder's multi-melta: "15cm MW5+ and (15cm) small arms, MW") has several modes.
 */
export const weaponModeSchema = z
  .strictObject({
    range: rangeSchema,
    firepower: z
      .array(firepowerSchema, { error: 'expected a list of firepower values' })
      .min(1, { error: 'a weapon line needs at least one firepower value' })
      .max(4, { error: 'a weapon line has at most four firepower values' }),
    /** 1.9.2 Weapon Fire Arcs; all round when the datasheet notes none. */
    arc: fireArcSchema.default('all'),
    abilities: z.array(weaponAbilitySchema).max(10).default([]),
  })
  .superRefine((mode, ctx) => {
    const types = mode.firepower.map((f) => f.type);
    if (new Set(types).size !== types.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['firepower'],
        message: 'a firepower type is repeated',
      });
    }
    const assault = types.includes('assault-weapons');
    if (assault && (types.length > 1 || mode.range.kind !== 'base-contact')) {
      ctx.addIssue({
        code: 'custom',
        path: ['range'],
        message: 'assault weapons stand alone on a line whose range is base contact (1.12)',
      });
    }
    if (!assault && mode.range.kind === 'base-contact') {
      ctx.addIssue({
        code: 'custom',
        path: ['firepower'],
        message: 'a base-contact line is an assault weapon (1.12)',
      });
    }
    if (types.includes('small-arms') && mode.range.kind !== 'firefight') {
      ctx.addIssue({
        code: 'custom',
        path: ['range'],
        message: 'small arms have a bracketed firefight range such as "(15cm)" (1.12)',
      });
    }
    const ids = mode.abilities.map((a) => (a.id === 'special' ? `special:${a.name}` : a.id));
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: 'custom', path: ['abilities'], message: 'an ability is repeated' });
    }
  });

/**
 * A weapon as the datasheet lists it. `count` is the multiplier by its name ("2× Missile
 * Launcher", 1.1.3). With several modes, `combine` says how they work together (1.1.3 FAQ):
 * "or" chooses one mode each time the weapon is used, "and" uses them all at once.
 */
export const weaponSchema = z
  .strictObject({
    name: nameSchema,
    count: wholeNumber(1, 99).default(1),
    modes: z
      .array(weaponModeSchema, { error: 'expected a list of weapon lines' })
      .min(1, { error: 'a weapon needs at least one line of range and firepower' })
      .max(6, { error: 'a weapon has at most six lines' }),
    combine: oneOf(['or', 'and']).optional(),
  })
  .superRefine((weapon, ctx) => {
    if (weapon.modes.length > 1 && weapon.combine === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['combine'],
        message: 'a weapon with several lines needs "combine": "or" or "and" (1.1.3 FAQ)',
      });
    }
    if (weapon.modes.length === 1 && weapon.combine !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['combine'],
        message: '"combine" applies only to a weapon with several lines',
      });
    }
  });

/**
 * A choice of armament made when the armies are picked (1.1.3 FAQ), such as the Dreadnought's
 * "missile launcher and twin lascannon, or assault cannon and power fist". Exactly one choice of
 * each group is taken; its weapons are added to the datasheet's fixed weapons.
 */
export const weaponOptionGroupSchema = z.strictObject({
  id: idSchema,
  label: nameSchema,
  choices: z
    .array(
      z.strictObject({
        id: idSchema,
        label: nameSchema,
        weapons: z.array(weaponSchema).min(1, { error: 'a choice adds at least one weapon' }),
      }),
    )
    .min(2, { error: 'an option group offers at least two choices' }),
});

export type WeaponMode = z.infer<typeof weaponModeSchema>;
export type Weapon = z.infer<typeof weaponSchema>;
export type WeaponOptionGroup = z.infer<typeof weaponOptionGroupSchema>;
