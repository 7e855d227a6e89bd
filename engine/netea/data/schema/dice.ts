import { z } from 'zod';
import { wholeNumber } from './primitives';

/**
 * A number that may be rolled: weapon multipliers ("3×", "D3×", 1.1.3), barrage points
 * ("D6+3BP"), extra attacks ("+D3"), titan killer damage ("D3", 3.2.5) and power fields
 * ("D6+6"). 1.0.1: a D3 is a D6 read 1–2 → 1, 3–4 → 2, 5–6 → 3.
 */
export const diceRollSchema = z.strictObject({
  /** How many dice: the 2 of "2D6". */
  dice: wholeNumber(1, 20),
  /** The kind of dice: 6 for D6, 3 for D3 (a halved D6), 2 for D2. */
  sides: z.union([z.literal(2), z.literal(3), z.literal(6)], {
    error: 'expected 2, 3 or 6 (D2, D3, D6)',
  }),
  /** Added afterwards: the +6 of "D6+6"; negative for "D3-1". */
  modifier: wholeNumber(-20, 20).optional(),
});

/** A fixed whole number of at least 1, or a dice roll. */
export const amountSchema = z.union([wholeNumber(1, 1000), diceRollSchema], {
  error: 'expected a whole number of at least 1 or a dice roll such as {"dice":1,"sides":3}',
});

export type DiceRoll = z.infer<typeof diceRollSchema>;
export type Amount = z.infer<typeof amountSchema>;

/** An amount as a datasheet prints it: 3, D3, 2D6, D6+6, D3-1. */
export function formatAmount(amount: Amount): string {
  if (typeof amount === 'number') return String(amount);
  const count = amount.dice === 1 ? '' : String(amount.dice);
  const modifier = amount.modifier ?? 0;
  const tail = modifier === 0 ? '' : modifier > 0 ? `+${modifier}` : String(modifier);
  return `${count}D${amount.sides}${tail}`;
}

/** The least and most an amount can come to. */
export function amountBounds(amount: Amount): { readonly min: number; readonly max: number } {
  if (typeof amount === 'number') return { min: amount, max: amount };
  const modifier = amount.modifier ?? 0;
  return { min: amount.dice + modifier, max: amount.dice * amount.sides + modifier };
}
