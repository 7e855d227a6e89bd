import { z } from 'zod';
import { idSchema, nameSchema, scoreSchema, textSchema, wholeNumber } from './primitives';
import { provenanceSchema } from './provenance';

/**
 * How a terrain-like structure affects one class of unit, as the Terrain Effects table (1.8.4)
 * words it: a cover save, dangerous, impassable, no effect, or usable (a portal).
 */
export const terrainEffectSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('cover-save'), save: scoreSchema }),
    z.strictObject({ kind: z.literal('cover-save-and-dangerous'), save: scoreSchema }),
    z.strictObject({ kind: z.literal('dangerous') }),
    z.strictObject({ kind: z.literal('impassable') }),
    z.strictObject({ kind: z.literal('no-effect') }),
    z.strictObject({ kind: z.literal('may-use') }),
  ],
  { error: 'expected a terrain effect kind' },
);

/**
 * Fortifications that army lists field as terrain pieces rather than units (trenches, bunkers,
 * barricades, tank traps; BattleScribe's "Structure" profiles): their effect on infantry,
 * vehicles and war engines (1.8.4) and how many units they hold. A building that can be shot at
 * and destroyed, like the Command Bunker, is a unit datasheet instead.
 */
export const fortificationSchema = z.strictObject({
  id: idSchema,
  name: nameSchema,
  infantry: terrainEffectSchema,
  vehicle: terrainEffectSchema,
  warEngine: terrainEffectSchema,
  holds: wholeNumber(1, 100).optional(),
  summary: textSchema.optional(),
  provenance: provenanceSchema,
});

export type TerrainEffect = z.infer<typeof terrainEffectSchema>;
export type Fortification = z.infer<typeof fortificationSchema>;
