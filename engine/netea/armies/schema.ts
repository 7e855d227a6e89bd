import { z } from 'zod';
import {
  amountSchema,
  idSchema,
  nameSchema,
  scoreOrNoneSchema,
  speedSchema,
  unitAbilitySchema,
  unitTypeSchema,
  weaponAbilitySchema,
  weaponSchema,
  wholeNumber,
} from '../data';

/**
 * An army list imported from a BattleScribe catalogue: figures and names only, never the
 * catalogue's rules prose (bsdata/SOURCE.md). The bundled lists are JSON files of this shape,
 * checked by this schema when loaded.
 */

/** Where an imported thing came from: the catalogue file and the entry's name. */
export const importSourceSchema = z.strictObject({ file: z.string().min(1), entry: nameSchema });

/** A special rule the list names (Synapse, Markerlight …); recognised, not a schema ability. */
export const namedRuleSchema = z.strictObject({
  name: nameSchema,
  parameter: z.string().min(1).max(100).optional(),
});

export const importedUnitSchema = z.strictObject({
  id: idSchema,
  name: nameSchema,
  /** The BattleScribe profile type: Unit, War Engine or Structure. */
  profile: z.enum(['Unit', 'War Engine', 'Structure']),
  /** Absent for a structure (bunkers, pillboxes), which has capacities instead. */
  type: unitTypeSchema.optional(),
  /** "War Engine, Aircraft": a war engine that is also an aircraft. */
  aircraft: z.boolean().default(false),
  speed: speedSchema.optional(),
  armour: scoreOrNoneSchema.optional(),
  cc: scoreOrNoneSchema.optional(),
  ff: scoreOrNoneSchema.optional(),
  weapons: z.array(weaponSchema).default([]),
  abilities: z.array(unitAbilitySchema).default([]),
  weaponAbilities: z.array(weaponAbilitySchema).default([]),
  rules: z.array(namedRuleSchema).default([]),
  damageCapacity: wholeNumber(1, 100).optional(),
  /** The critical hit effect's name as the list gives it ("Reactor Damage"). */
  critical: nameSchema.optional(),
  voidShields: wholeNumber(0, 20).optional(),
  powerFields: amountSchema.optional(),
  transport: z
    .strictObject({
      capacity: wholeNumber(1, 100).optional(),
      /** 3.1.3: ids of the list's units a war engine may carry, from the list's Transport rule
       * (transportRules.ts); absent where the note prints only a figure or nothing. */
      carries: z.array(idSchema).max(60).optional(),
      /** Those of them that take more than one space. */
      largeUnits: z
        .array(z.strictObject({ unit: idSchema, spaces: wholeNumber(2, 20) }))
        .max(60)
        .optional(),
    })
    .optional(),
  /** A structure's capacities as printed (Infantry, Vehicle, War Engine columns). */
  structure: z.record(z.string(), z.string().max(200)).optional(),
  /** How many notes the unit has, and those that none of the above could read. */
  noteCount: wholeNumber(0, 100),
  unreadNotes: z.array(z.string().max(500)).default([]),
  /** In a bundled list, how many notes were unread (their text is not shipped: see bundle.ts). */
  unreadNoteCount: wholeNumber(0, 100).optional(),
  /** Abilities and rules of the unit the engine does not enforce yet (see enforced.ts). */
  notEnforced: z.array(z.string()).default([]),
  source: importSourceSchema,
});

/** A list constraint: at least / at most so many, of the entry or of a category. */
export const constraintSchema = z.strictObject({
  kind: z.enum(['min', 'max']),
  /** selections: how many are taken; points: a share of the roster's points (percent). */
  field: z.enum(['selections', 'points']),
  value: z.number().min(0).max(100_000),
  percent: z.boolean().default(false),
  /** parent: within the formation (or group) it sits in; force / roster: in the whole army. */
  scope: z.enum(['parent', 'force', 'roster']),
  /** "One per so many": the limit grows by `add` for every `every` selections of `of`. */
  per: z
    .strictObject({ add: z.number(), every: z.number().positive(), of: z.string().min(1) })
    .optional(),
});

export type EntryNode = {
  id: string;
  name: string;
  kind: 'unit' | 'model' | 'upgrade';
  points: number;
  /** Ids of the units (profiles) one selection of the entry puts on the table. */
  units: string[];
  /** An upgrade that puts no unit on the table but arms one (a Titan's weapon): its weapons. */
  weapons?: z.infer<typeof weaponSchema>[];
  constraints: z.infer<typeof constraintSchema>[];
  entries: EntryNode[];
  groups: GroupNode[];
};
export type GroupNode = {
  id: string;
  name: string;
  constraints: z.infer<typeof constraintSchema>[];
  defaultEntry?: string;
  entries: EntryNode[];
  groups: GroupNode[];
};

export const entryNodeSchema: z.ZodType<EntryNode> = z.lazy(() =>
  z.strictObject({
    id: z.string().min(1),
    name: nameSchema,
    kind: z.enum(['unit', 'model', 'upgrade']),
    points: z.number().min(-10_000).max(100_000),
    units: z.array(idSchema),
    weapons: z.array(weaponSchema).max(10).optional(),
    constraints: z.array(constraintSchema),
    entries: z.array(entryNodeSchema),
    groups: z.array(groupNodeSchema),
  }),
);
export const groupNodeSchema: z.ZodType<GroupNode> = z.lazy(() =>
  z.strictObject({
    id: z.string().min(1),
    name: nameSchema,
    constraints: z.array(constraintSchema),
    defaultEntry: z.string().optional(),
    entries: z.array(entryNodeSchema),
    groups: z.array(groupNodeSchema),
  }),
);

/** A formation of the list: its entry tree (units, options, upgrades), category and initiative. */
export const importedFormationSchema = z.strictObject({
  id: idSchema,
  name: nameSchema,
  /** The category it is filed under ("Formations", "1 per Formation", "One Third - 33%" …). */
  category: nameSchema,
  initiative: wholeNumber(1, 6).optional(),
  /** The list's initiative statement the value comes from (see initiative.ts). */
  initiativeFrom: z.string().max(200).optional(),
  entry: entryNodeSchema,
  source: importSourceSchema,
});

/** A category's limits in the army (the game system's force entry). */
export const categoryRuleSchema = z.strictObject({
  category: nameSchema,
  constraints: z.array(constraintSchema),
});

export const importedListSchema = z.strictObject({
  format: z.literal('epic-solo/army-list'),
  version: z.literal(1),
  id: idSchema,
  name: nameSchema,
  community: nameSchema.optional(),
  communities: z.array(nameSchema),
  source: z.strictObject({
    file: z.string().min(1),
    revision: z.string().max(20),
    gameSystem: z.string().min(1),
    gameSystemRevision: z.string().max(20),
  }),
  strategyRating: wholeNumber(0, 10).optional(),
  /** Initiative by who it applies to, as the list's Strategy Rating & Initiative rule gives it. */
  initiative: z.array(z.strictObject({ who: z.string().max(200), value: wholeNumber(1, 6) })),
  units: z.array(importedUnitSchema),
  formations: z.array(importedFormationSchema),
  categories: z.array(categoryRuleSchema),
});

export type ImportSource = z.infer<typeof importSourceSchema>;
export type NamedRule = z.infer<typeof namedRuleSchema>;
export type ImportedUnit = z.infer<typeof importedUnitSchema>;
export type ImportedUnitInput = z.input<typeof importedUnitSchema>;
export type Constraint = z.infer<typeof constraintSchema>;
export type ImportedFormation = z.infer<typeof importedFormationSchema>;
export type CategoryRule = z.infer<typeof categoryRuleSchema>;
export type ImportedList = z.infer<typeof importedListSchema>;
