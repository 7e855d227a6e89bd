import type { WeaponRange } from '../data';

/**
 * A weapon line's range as army lists print it: "45cm", "(15cm)" (firefight), "(contact)" or
 * "(bc)" (base contact), "15-30cm", "Unlimited", "Template" / "Flame Template". Undefined when
 * the text is none of these (the caller reports it).
 */
export function parseRange(text: string): WeaponRange | undefined {
  const t = text.trim().replace(/\s+/g, '').toLowerCase();
  if (/^\((contact|bc|basecontact)\)$/.test(t) || t === 'contact' || t === 'bc') {
    return { kind: 'base-contact' };
  }
  const bracketed = /^\((\d+)cm\)$/.exec(t);
  if (bracketed) return { kind: 'firefight', cm: Number(bracketed[1]) };
  const plain = /^(\d+)cm$/.exec(t);
  if (plain && Number(plain[1]) > 0) return { kind: 'cm', cm: Number(plain[1]) };
  const between = /^(\d+)-(\d+)cm$/.exec(t);
  if (between && Number(between[1]) < Number(between[2])) {
    return { kind: 'cm', cm: Number(between[2]), minCm: Number(between[1]) };
  }
  if (t === 'unlimited') return { kind: 'unlimited' };
  if (/^\(?(flame)?template\)?$/.test(t)) return { kind: 'template' };
  return undefined;
}
