import { z } from 'zod';
import { resolvePath } from '../paths';
import { criticalHitSchema } from './criticalHit';
import { amountSchema } from './dice';
import { footprintSchema, isLegalStand } from './footprint';
import {
  datasheetIdSchema,
  nameSchema,
  scoreOrNoneSchema,
  textSchema,
  wholeNumber,
} from './primitives';
import { datasheetProvenanceSchema } from './provenance';
import { transportSchema } from './transport';
import { unitAbilitySchema } from './unitAbility';
import { isManoeuvreClass, speedSchema, unitTypeSchema } from './unitType';
import { weaponOptionGroupSchema, weaponSchema } from './weapon';
import { weaponAbilitySchema } from './weaponAbility';

/**
 * A unit datasheet (1.1.3): type, speed, armour, close combat, firefight, weapons and notes, plus
 * what war engines (3.0) and aircraft (4.0) need, the unit's footprint on the table and where each
 * figure came from. Scores are stored as numbers: armour 4 means 4+.
 */
export const unitDatasheetSchema = z
  .strictObject({
    // 2.1.1: a unit with characters joined keeps their ids after a `+` (joinedDatasheet).
    id: datasheetIdSchema,
    name: nameSchema,
    /** Other names the unit goes by: the rules' wording, army lists, the German edition. */
    aliases: z.array(nameSchema).default([]),
    type: unitTypeSchema,
    speed: speedSchema,
    armour: scoreOrNoneSchema,
    cc: scoreOrNoneSchema,
    ff: scoreOrNoneSchema,
    /** The weapons every unit of this kind carries. */
    weapons: z.array(weaponSchema).max(20),
    /** Armament chosen when the armies are picked (1.1.3 FAQ). */
    weaponOptions: z.array(weaponOptionGroupSchema).max(5).default([]),
    abilities: z.array(unitAbilitySchema).max(20),
    /** Weapon abilities noted on the unit itself: they apply to all its attacks (2.0 FAQ). */
    weaponAbilities: z.array(weaponAbilitySchema).max(10).default([]),
    /** 3.2.2 DC: war engines only. */
    damageCapacity: wholeNumber(1, 100).optional(),
    criticalHit: criticalHitSchema.optional(),
    /** Void shields (3.0): each stops one hit until knocked down. */
    voidShields: wholeNumber(1, 20).optional(),
    /** Ork power fields (seed 001 5.5.4), fixed or rolled ("D6+6"). */
    powerFields: amountSchema.optional(),
    transport: transportSchema.optional(),
    /** A building fielded as a unit (the Command Bunker); `enterable` false: no unit may enter. */
    structure: z.strictObject({ enterable: z.boolean(), summary: textSchema }).optional(),
    footprint: footprintSchema.optional(),
    provenance: datasheetProvenanceSchema,
  })
  .superRefine((sheet, ctx) => {
    const issue = (path: PropertyKey[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    const { type, speed } = sheet;

    if (type === 'CH') {
      for (const key of ['speed', 'armour', 'cc', 'ff'] as const) {
        if (sheet[key] !== '-')
          issue([key], 'a character has no value of its own here: "-" (2.1.1)');
      }
      if (sheet.footprint) issue(['footprint'], "a character joins another unit's base (2.1.1)");
    } else if (type !== 'SC' && !sheet.footprint) {
      issue(['footprint'], 'a unit on the table needs a footprint (1.1.2)');
    }
    if (type === 'AC' && !isManoeuvreClass(speed)) {
      issue(['speed'], 'an aircraft notes its manoeuvre class instead of a speed (4.2.1)');
    }
    if ((type === 'INF' || type === 'LV') && (speed === '-' || isManoeuvreClass(speed))) {
      issue(['speed'], 'expected a speed in centimetres or "immobile"');
    }
    if (type === 'INF' && sheet.footprint && !isLegalStand(sheet.footprint)) {
      issue(['footprint'], 'an infantry stand is 0.5–4cm across and at least 2cm one way (1.1.2)');
    }
    if (type === 'WE' && sheet.damageCapacity === undefined) {
      issue(['damageCapacity'], 'a war engine needs its damage capacity (3.2.2)');
    }
    if (type !== 'WE' && sheet.damageCapacity !== undefined) {
      issue(['damageCapacity'], 'only war engines have a damage capacity (3.0)');
    }
    if (sheet.criticalHit && type !== 'WE') {
      issue(['criticalHit'], 'only war engines suffer critical hits (3.2.3)');
    }
    if (Boolean(sheet.footprint) !== Boolean(sheet.provenance.footprint)) {
      issue(['provenance', 'footprint'], 'a footprint and its reasoning go together');
    }

    const abilityKeys = sheet.abilities.map((a) =>
      a.id === 'special' ? `special:${a.name}` : a.id,
    );
    if (new Set(abilityKeys).size !== abilityKeys.length) {
      issue(['abilities'], 'an ability is listed twice (2.1 FAQ: duplicates count once)');
    }
    const groupIds = sheet.weaponOptions.map((g) => g.id);
    if (new Set(groupIds).size !== groupIds.length) {
      issue(['weaponOptions'], 'option group ids repeat');
    }
    for (const path of Object.keys(sheet.provenance.fields)) {
      if (resolvePath(sheet, path) === undefined) {
        issue(['provenance', 'fields', path], `names a field the datasheet does not have`);
      }
    }
  });

export type UnitDatasheet = z.infer<typeof unitDatasheetSchema>;
/** The datasheet as written in a data file, before defaults are filled in. */
export type UnitDatasheetInput = z.input<typeof unitDatasheetSchema>;
