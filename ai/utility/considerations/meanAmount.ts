import type { Amount } from '../../../engine/netea/data/schema/dice';

/** The mean of an amount: 3, or D3 = 2, 2D6 = 7. */
export function meanAmount(amount: Amount | undefined): number {
  if (amount === undefined) return 1;
  if (typeof amount === 'number') return amount;
  const faceMean = amount.sides === 6 ? 3.5 : amount.sides === 3 ? 2 : 1.5;
  return Math.max(0, amount.dice * faceMean + (amount.modifier ?? 0));
}
