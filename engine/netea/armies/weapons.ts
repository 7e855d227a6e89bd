import {
  weaponModeSchema,
  weaponSchema,
  type Weapon,
  type WeaponMode,
  type WeaponRange,
} from '../data';
import { blocks, normaliseName } from './characteristics';
import { parseFirepower } from './firepower';
import { issue, type ImportIssue } from './issues';
import { parseRange } from './range';
import type { RuleNames } from './ruleNames';
import { readWeaponNotes } from './weaponNotes';

/**
 * A unit's weapons from the Weapons, Range, Firepower and Notes columns of its profile. Each
 * weapon is a block; each line of a block is one mode, joined to the one before by "and" or "or"
 * (1.1.3 FAQ). When the columns print "*", the weapons are separate Weapon profiles of the same
 * entry, matched by name.
 */
export interface WeaponColumns {
  readonly Weapons?: string;
  readonly Range?: string;
  readonly Firepower?: string;
  readonly Notes?: string;
}

export interface WeaponProfile {
  readonly name: string;
  readonly Range?: string;
  readonly Firepower?: string;
  readonly Notes?: string;
}

const JOIN = /^(and|or)\s+/i;

/** 4.3: a spacecraft's weapons are fired from orbit, so their lists print no range ("n/a"). */
function orbitalRange(text: string): WeaponRange | undefined {
  const t = text.replace(JOIN, '').trim().toLowerCase();
  return t === 'n/a' || t === '-' ? { kind: 'orbital' } : undefined;
}

function mode(
  range: string,
  firepower: string,
  notes: string,
  rules: RuleNames,
  where: (field: string, message: string) => void,
  spacecraft: boolean,
): WeaponMode | undefined {
  const r = (spacecraft ? orbitalRange(range) : undefined) ?? parseRange(range.replace(JOIN, ''));
  const f = parseFirepower(firepower.replace(JOIN, ''));
  if (!r) where('Range', `cannot read the range "${range}"`);
  if (!f) where('Firepower', `cannot read the firepower "${firepower}"`);
  if (!r || !f) return undefined;
  const n = readWeaponNotes(
    notes
      .replace(JOIN, '')
      .split(',')
      .map((s) => s.trim()),
    rules,
  );
  for (const u of n.unread) where('Notes', `cannot read the weapon note "${u}"`);
  const checked = weaponModeSchema.safeParse({
    range: r,
    firepower: f,
    arc: n.arc,
    abilities: n.abilities,
  });
  if (!checked.success) {
    where(
      'Firepower',
      `"${range}" / "${firepower}": ${checked.error.issues[0]?.message ?? 'not a weapon line'}`,
    );
    return undefined;
  }
  return checked.data;
}

function nameAndCount(text: string): { name: string; count: number } {
  const m = /^(\d+)\s*[x×]\s*(.+)$/i.exec(text.trim());
  return m ? { name: (m[2] ?? '').trim(), count: Number(m[1]) } : { name: text.trim(), count: 1 };
}

export function readWeapons(
  file: string,
  entry: string,
  columns: WeaponColumns,
  weaponProfiles: readonly WeaponProfile[],
  rules: RuleNames,
  issues: ImportIssue[],
  spacecraft = false,
): Weapon[] {
  const names = blocks(columns.Weapons ?? '');
  const starred = /^\s*\*/.test(columns.Range ?? '') || /^\s*\*/.test(columns.Firepower ?? '');
  const ranges = blocks(columns.Range ?? '');
  const powers = blocks(columns.Firepower ?? '');
  const notes = blocks(columns.Notes ?? '');
  const out: Weapon[] = [];
  names.forEach((lines, i) => {
    const first = lines[0] ?? '';
    if (first === '-' || first.toLowerCase() === 'n/a' || first === '') return;
    const { name, count } = nameAndCount(first);
    const where = (field: string, message: string) =>
      issues.push(issue(file, `${name}: ${message}`, entry, field));
    let rangeLines = ranges[i] ?? [];
    let powerLines = powers[i] ?? [];
    let noteLines = notes[i] ?? [];
    if (starred) {
      const profile = weaponProfiles.find((p) => normaliseName(p.name) === normaliseName(name));
      if (!profile) {
        where('Weapons', 'no Weapon profile of that name on the entry');
        return;
      }
      rangeLines = blocks(profile.Range ?? '').flat();
      powerLines = blocks(profile.Firepower ?? '').flat();
      noteLines = blocks(profile.Notes ?? '').flat();
    }
    if (rangeLines.length === 0 || rangeLines.length !== powerLines.length) {
      where(
        'Range',
        `has ${rangeLines.length} range lines for ${powerLines.length} firepower lines`,
      );
      return;
    }
    const modes: WeaponMode[] = [];
    let combine: 'and' | 'or' | undefined;
    for (let k = 0; k < rangeLines.length; k += 1) {
      const join = JOIN.exec(rangeLines[k] ?? '')?.[1]?.toLowerCase() as 'and' | 'or' | undefined;
      const joinName = JOIN.exec(lines[k] ?? '')?.[1]?.toLowerCase() as 'and' | 'or' | undefined;
      if (k > 0) combine = join ?? joinName ?? combine;
      const m = mode(
        rangeLines[k] ?? '',
        powerLines[k] ?? '',
        noteLines[k] ?? '',
        rules,
        where,
        spacecraft,
      );
      if (!m) return;
      modes.push(m);
    }
    if (modes.length > 1 && combine === undefined) {
      where('Weapons', 'several lines without "and" or "or" between them');
      return;
    }
    if (modes.length > 6) {
      where('Weapons', 'more than six lines');
      return;
    }
    const weapon = weaponSchema.safeParse(
      modes.length > 1 ? { name, count, modes, combine } : { name, count, modes },
    );
    if (weapon.success) out.push(weapon.data);
    else where('Weapons', weapon.error.issues[0]?.message ?? 'not a weapon');
  });
  return out;
}
