import type { FireArc, WeaponAbility } from '../data';
import { parseAmount } from './amount';
import type { RuleNames } from './ruleNames';

/**
 * The notes of a weapon line ("Titan Killer (D3), Forward Arc", "Macro-weapon, +1A") read into
 * its fire arc and weapon abilities (2.2, 5.0 abbreviations). A note that names one of the
 * list's special rules becomes a named special ability; anything else is returned unread.
 */
export interface WeaponNotes {
  readonly arc: FireArc;
  readonly abilities: WeaponAbility[];
  readonly unread: string[];
}

const SIMPLE: Record<string, WeaponAbility> = {
  'macro-weapon': { id: 'macro-weapon' },
  'macro weapon': { id: 'macro-weapon' },
  mw: { id: 'macro-weapon' },
  'ignore cover': { id: 'ignore-cover' },
  'ignores cover': { id: 'ignore-cover' },
  ic: { id: 'ignore-cover' },
  'indirect fire': { id: 'indirect-fire' },
  indirect: { id: 'indirect-fire' },
  ind: { id: 'indirect-fire' },
  disrupt: { id: 'disrupt' },
  'first strike': { id: 'first-strike' },
  fs: { id: 'first-strike' },
  lance: { id: 'lance' },
  'single shot': { id: 'single-shot' },
  'one shot': { id: 'single-shot' },
  'one-shot': { id: 'single-shot' },
  ss: { id: 'single-shot' },
  'slow firing': { id: 'slow-firing' },
  'slow fire': { id: 'slow-firing' },
  'slow-firing': { id: 'slow-firing' },
  sniper: { id: 'sniper' },
  snipers: { id: 'sniper' },
  'guided missile': { id: 'guided-missile' },
  'guided missiles': { id: 'guided-missile' },
};

const ARCS: Record<string, FireArc> = {
  'forward arc': 'forward',
  'forward fire arc': 'forward',
  fwa: 'forward',
  'fixed forward arc': 'fixed-forward',
  'fixed forward': 'fixed-forward',
  'fixed forward fire': 'fixed-forward',
  fxf: 'fixed-forward',
  'left arc': 'left',
  'left fire arc': 'left',
  'right arc': 'right',
  'right fire arc': 'right',
  'rear arc': 'rear',
  'fixed rear arc': 'fixed-rear',
  '360° arc': 'all',
  '360°': 'all',
  'may fire all around': 'all',
};

/** One note as a weapon ability, or undefined. Exported for the unit notes, which may carry them. */
export function weaponAbilityOf(note: string): WeaponAbility | undefined {
  const n = note.trim().toLowerCase().replace(/\s+/g, ' ');
  const simple = SIMPLE[n];
  if (simple) return simple;
  const tk = /^(?:titan killer|tk) ?(?:\((.+)\)|(\S+))?$/.exec(n);
  if (tk) {
    const param = tk[1] ?? tk[2];
    if (param === undefined) return { id: 'titan-killer', damage: 1 };
    const damage = parseAmount(param.toUpperCase());
    return damage === undefined ? undefined : { id: 'titan-killer', damage };
  }
  const ea =
    /^\+(\d*d[236](?:\+\d+)?|\d+) ?a$/.exec(n) ?? /^(?:extra attacks|ea) ?\(\+(.+)\)$/.exec(n);
  if (ea) {
    const attacks = parseAmount((ea[1] ?? '').toUpperCase());
    return attacks === undefined ? undefined : { id: 'extra-attacks', attacks };
  }
  return undefined;
}

export function readWeaponNotes(lines: readonly string[], rules: RuleNames): WeaponNotes {
  let arc: FireArc = 'all';
  const abilities: WeaponAbility[] = [];
  const unread: string[] = [];
  const add = (a: WeaponAbility) => {
    const key = a.id === 'special' ? `special:${a.name}` : a.id;
    if (!abilities.some((b) => (b.id === 'special' ? `special:${b.name}` : b.id) === key)) {
      abilities.push(a);
    }
  };
  for (const note of lines) {
    const n = note.trim().toLowerCase().replace(/\s+/g, ' ');
    if (n === '' || n === '-' || n === 'n/a' || n === '*') continue;
    const a = ARCS[n];
    if (a) {
      arc = a;
      continue;
    }
    const ability = weaponAbilityOf(note);
    if (ability) {
      add(ability);
      continue;
    }
    const rule = rules.find(note);
    if (rule) {
      add({ id: 'special', name: rule, summary: NAMED_RULE_SUMMARY });
      continue;
    }
    unread.push(note.trim());
  }
  return { arc, abilities, unread };
}

/**
 * The summary of a special rule known only by its name. The catalogues' rules prose is not
 * copied (bsdata/SOURCE.md), so the summary says where to read the rule instead.
 */
export const NAMED_RULE_SUMMARY =
  "A special rule of the army list, named in the catalogue; see the list's own rules.";
