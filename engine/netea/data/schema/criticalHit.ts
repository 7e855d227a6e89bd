import { z } from 'zod';
import { amountSchema } from './dice';
import { textSchema, wholeNumber } from './primitives';

const d6Face = wholeNumber(1, 6);

/** Units within `radius` cm of the war engine, friend and foe, are hit on `hitsOn`+ and save
 * as usual; `macroWeapon` hits allow no armour save (2.2.6, "Massive Explosion"). */
const explosionSchema = z.strictObject({
  radius: wholeNumber(1, 30),
  hitsOn: d6Face,
  macroWeapon: z.boolean().optional(),
});

/** What one face range of a critical's chart does (the Tyranids' "Wounded"): more damage, the
 * war engine destroyed outright, or a hit on `hitsOn`+ for every other unit in base contact. */
const chartOutcomeSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('extra-damage'), amount: amountSchema }),
  z.strictObject({ kind: z.literal('destroyed'), transported: z.enum(['destroyed', 'save']) }),
  z.strictObject({
    kind: z.literal('contact-attack'),
    hitsOn: d6Face,
    macroWeapon: z.boolean().optional(),
  }),
]);

/**
 * A war engine's critical hit effect (3.2.3), structured where the rules engine can act on it,
 * always with a short summary in our own words:
 * - destroyed: the war engine is destroyed outright; `transported` says what happens to units on
 *   board ("destroyed" with it, or "save" as 1.7.5 for a destroyed transport); with an
 *   `explosion` it also hits the units around it ("Explosion", "Massive Explosion").
 * - fire: it catches fire; in each end phase a D6 per fire: `spreadsOn` faces start another fire,
 *   `extinguishedOn` faces put that fire out, and each fire still burning does `damagePerFire`.
 * - extra-damage: it suffers more damage at once.
 * - reactor: its reactor is breached (Titans' "Reactor Damage", "Reactor Breach"); in each end
 *   phase a D6 per breach: `destroyedOn` faces destroy it and every unit within
 *   `explosion.radius` cm is hit on `explosion.hitsOn`+, `damageOn` faces cost one more point of
 *   damage, any other face repairs that breach.
 * - chart: a D6 on the datasheet's chart; `outcomes` say what each face does.
 * - other: anything else; the summary says what.
 */
export const criticalEffectSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('destroyed'),
      transported: z.enum(['destroyed', 'save']),
      explosion: explosionSchema.optional(),
    }),
    z.strictObject({
      kind: z.literal('fire'),
      spreadsOn: z.array(d6Face).min(1),
      extinguishedOn: z.array(d6Face).min(1),
      damagePerFire: wholeNumber(1, 10),
    }),
    z.strictObject({ kind: z.literal('extra-damage'), amount: amountSchema }),
    z.strictObject({
      kind: z.literal('reactor'),
      destroyedOn: z.array(d6Face).min(1),
      damageOn: z.array(d6Face),
      explosion: explosionSchema,
    }),
    z.strictObject({
      kind: z.literal('chart'),
      outcomes: z
        .array(z.strictObject({ faces: z.array(d6Face).min(1), outcome: chartOutcomeSchema }))
        .min(1),
    }),
    z.strictObject({ kind: z.literal('other') }),
  ],
  {
    error:
      'expected a critical effect with kind "destroyed", "fire", "extra-damage", "reactor", "chart" or "other"',
  },
);

export const criticalHitSchema = z.strictObject({
  effect: criticalEffectSchema,
  summary: textSchema,
});

export type CriticalEffect = z.infer<typeof criticalEffectSchema>;
export type ChartOutcome = z.infer<typeof chartOutcomeSchema>;
export type CriticalHit = z.infer<typeof criticalHitSchema>;
