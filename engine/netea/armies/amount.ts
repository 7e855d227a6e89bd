import type { Amount } from '../data';

/**
 * An amount as army lists print it: "3", "D3", "2D6", "D6+3", "1D3-1", "3+D3". Undefined when the
 * text is not one of these.
 */
export function parseAmount(text: string): Amount | undefined {
  const t = text.replace(/\s+/g, '');
  if (/^\d+$/.test(t)) {
    const n = Number(t);
    return n >= 1 && n <= 1000 ? n : undefined;
  }
  const dice = /^(\d*)D([236])(?:([+-])(\d+))?$/i.exec(t) ?? /^(\d+)\+(\d*)D([236])$/i.exec(t);
  if (!dice) return undefined;
  const swapped = /^\d+\+/.test(t);
  const count = Number((swapped ? dice[2] : dice[1]) || '1');
  const sides = Number(swapped ? dice[3] : dice[2]) as 2 | 3 | 6;
  const modifier = swapped
    ? Number(dice[1])
    : dice[4] === undefined
      ? 0
      : Number(dice[4]) * (dice[3] === '-' ? -1 : 1);
  if (count < 1 || count > 20) return undefined;
  return modifier === 0 ? { dice: count, sides } : { dice: count, sides, modifier };
}
