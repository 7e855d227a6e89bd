import type { Amount, Firepower } from '../data';
import { parseAmount } from './amount';

/**
 * A weapon line's firepower as army lists print it: "AP5+/AT6+", "4x AP4+/AT4+", "D3x MW4+",
 * "3BP", "D6+3BP", "BP2", "Small Arms", "Assault Weapons". The multiplier applies to every value
 * of the line (1.1.3). A score printed without its "+" ("AP5") is read as the score it names.
 * Undefined when any part is unreadable (the caller reports it, nothing is guessed).
 */
export function parseFirepower(text: string): Firepower[] | undefined {
  const t = text.trim().replace(/×/g, 'x');
  if (/^\(?small arms\)?$/i.test(t)) return [{ type: 'small-arms' }];
  if (/^assault weapons?$/i.test(t)) return [{ type: 'assault-weapons' }];
  const multiplied = /^(\d+|\d*D[236](?:[+-]\d+)?)\s*x\s*(.*)$/i.exec(t);
  let shots: Amount | undefined;
  let rest = t;
  if (multiplied) {
    shots = parseAmount(multiplied[1] ?? '');
    if (shots === undefined) return undefined;
    rest = multiplied[2] ?? '';
  }
  const values: Firepower[] = [];
  for (const raw of rest.split('/')) {
    const part = raw.trim().replace(/\s+/g, '');
    const value = parseValue(part, shots);
    if (!value || values.some((v) => v.type === value.type)) return undefined;
    values.push(value);
  }
  return values.length >= 1 && values.length <= 4 ? values : undefined;
}

function parseValue(part: string, shots: Amount | undefined): Firepower | undefined {
  const withShots = shots === undefined || shots === 1 ? {} : { shots };
  const hit = /^(AP|AT|AA|MW)([2-6])\+?$/i.exec(part);
  if (hit) {
    const type = (hit[1] ?? '').toUpperCase() as 'AP' | 'AT' | 'AA' | 'MW';
    return { type, toHit: Number(hit[2]), ...withShots };
  }
  const bp = /^(.+?)BPs?$/i.exec(part) ?? /^BP(\d+)$/i.exec(part);
  if (bp) {
    const points = parseAmount(bp[1] ?? '');
    return points === undefined ? undefined : { type: 'BP', points, ...withShots };
  }
  return undefined;
}
