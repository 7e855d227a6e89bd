import { z } from 'zod';
import { amountSchema } from './dice';
import { nameSchema, scoreSchema } from './primitives';

/**
 * One value of a weapon line's firepower column. A line such as "AP5+/AT6+" holds several values
 * separated by "/": the weapon uses one of them each time it attacks (1.1.3; AA only against
 * aircraft, 2.2.1 and 4.2.3).
 * - AP, AT, AA, MW: the score to hit (2.2.6 for MW); `shots` is a multiplier such as "3×" or
 *   "D3×" (1.1.3), one attack when absent.
 * - BP: barrage points (1.9.8), fixed or rolled ("D6+3BP"); `shots` for lines such as "3× 2BP".
 * - small-arms: used only in a firefight, its effect is in the unit's FF value (1.12).
 * - assault-weapons: used only in close combat, its effect is in the unit's CC value (1.12).
 * - special: an army-list oddity with its own rule ("1 Mark"), named and summarised.
 */
const hitFirepower = <T extends 'AP' | 'AT' | 'AA' | 'MW'>(type: T) =>
  z.strictObject({ type: z.literal(type), toHit: scoreSchema, shots: amountSchema.optional() });

export const FIREPOWER_TYPES = [
  'AP',
  'AT',
  'AA',
  'MW',
  'BP',
  'small-arms',
  'assault-weapons',
  'special',
] as const;

export const firepowerSchema = z.discriminatedUnion(
  'type',
  [
    hitFirepower('AP'),
    hitFirepower('AT'),
    hitFirepower('AA'),
    hitFirepower('MW'),
    z.strictObject({ type: z.literal('BP'), points: amountSchema, shots: amountSchema.optional() }),
    z.strictObject({ type: z.literal('small-arms') }),
    z.strictObject({ type: z.literal('assault-weapons') }),
    z.strictObject({ type: z.literal('special'), name: nameSchema }),
  ],
  { error: `expected a firepower type, one of ${FIREPOWER_TYPES.map((t) => `"${t}"`).join(', ')}` },
);

export type Firepower = z.infer<typeof firepowerSchema>;
export type FirepowerType = Firepower['type'];
