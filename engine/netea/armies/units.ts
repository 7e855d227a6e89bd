import type { UnitAbility, UnitType, WeaponAbility } from '../data';
import { splitNotes } from './characteristics';
import { isEnforced } from './enforced';
import { issue, type ImportIssue } from './issues';
import type { RuleNames } from './ruleNames';
import type { ImportedUnitInput, NamedRule } from './schema';
import { readUnitNote } from './unitNotes';
import { readWeapons, type WeaponProfile } from './weapons';

/**
 * One unit profile (Unit, War Engine or Structure) read into an imported unit: type, speed,
 * armour, CC, FF, weapons, notes as abilities with their parameters, DC and critical effect.
 * Whatever cannot be read is reported by file, entry and field and left out of the unit.
 */
export type Characteristics = Readonly<Record<string, string>>;

const TYPES: Record<string, { type: UnitType; aircraft?: true; ability?: 'support-craft' }> = {
  infantry: { type: 'INF' },
  'light vehicle': { type: 'LV' },
  'armoured vehicle': { type: 'AV' },
  'armored vehicle': { type: 'AV' },
  'war engine': { type: 'WE' },
  character: { type: 'CH' },
  aircraft: { type: 'AC' },
  spacecraft: { type: 'SC' },
  spaceship: { type: 'SC' },
  'war engine, aircraft': { type: 'WE', aircraft: true },
  'armoured vehicle, aircraft': { type: 'AV', aircraft: true },
  'war engine, support craft': { type: 'WE', ability: 'support-craft' },
};

function score(text: string): number | '-' | undefined {
  const t = text.trim().toLowerCase();
  if (t === 'n/a' || t === '-' || t === 'none' || t === '') return '-';
  const m = /^([2-6])\+?$/.exec(t);
  return m ? Number(m[1]) : undefined;
}

function speed(text: string): number | string | undefined {
  const t = text.trim().toLowerCase().replace(/\s+/g, ' ');
  const cm = /^(\d+) ?cm$/.exec(t);
  if (cm) return Number(cm[1]);
  if (t === 'n/a' || t === '-') return '-';
  if (t === 'immobile') return 'immobile';
  if (t === 'fighter' || t === 'bomber') return t;
  if (/^fighter[- ]bomber$/.test(t)) return 'fighter-bomber';
  return undefined;
}

const key = (a: UnitAbility | WeaponAbility) => (a.id === 'special' ? `special:${a.name}` : a.id);

export function readUnit(
  file: string,
  id: string,
  name: string,
  profileType: string,
  c: Characteristics,
  weaponProfiles: readonly WeaponProfile[],
  rules: RuleNames,
  issues: ImportIssue[],
): ImportedUnitInput | undefined {
  const where = (field: string, message: string) => issues.push(issue(file, message, name, field));
  if (profileType !== 'Unit' && profileType !== 'War Engine' && profileType !== 'Structure') {
    return undefined;
  }
  const notes = splitNotes(c['Unit Notes'] ?? '');
  const unit: ImportedUnitInput = {
    id,
    name,
    profile: profileType,
    weapons: [],
    noteCount: notes.length,
    source: { file, entry: name },
  };
  const abilities: UnitAbility[] = [];
  const weaponAbilities: WeaponAbility[] = [];
  const named: NamedRule[] = [];
  const unread: string[] = [];
  const notEnforced = new Set<string>();

  if (profileType === 'Structure') {
    unit.structure = {};
    for (const col of ['Infantry', 'Vehicle', 'War Engine']) {
      if (c[col] !== undefined) unit.structure[col] = c[col].slice(0, 200);
    }
  } else {
    const t = TYPES[(c.Type ?? '').trim().toLowerCase()];
    if (t) {
      unit.type = t.type;
      if (t.aircraft) unit.aircraft = true;
      if (t.ability) abilities.push({ id: t.ability });
    } else where('Type', `cannot read the unit type "${c.Type ?? ''}"`);
    for (const field of ['Armour', 'CC', 'FF'] as const) {
      const s = score(c[field] ?? '');
      if (s === undefined) where(field, `cannot read "${c[field] ?? ''}" as a score`);
      else if (field === 'Armour') unit.armour = s;
      else if (field === 'CC') unit.cc = s;
      else unit.ff = s;
    }
    const sp = speed(c.Speed ?? '');
    if (sp === undefined) where('Speed', `cannot read the speed "${c.Speed ?? ''}"`);
    else unit.speed = sp as ImportedUnitInput['speed'];
    // 4.3: a spacecraft's "n/a" range is its orbital bombardment or pin-point attack.
    unit.weapons = readWeapons(file, name, c, weaponProfiles, rules, issues, unit.type === 'SC');
    if (profileType === 'War Engine') {
      const dc = /^\s*(\d+)\s*$/.exec(c.DC ?? '');
      if (dc && Number(dc[1]) >= 1) unit.damageCapacity = Number(dc[1]);
      else where('DC', `cannot read the damage capacity "${c.DC ?? ''}"`);
      const crit = (c.Crit ?? '').trim();
      if (crit !== '' && crit !== '-') unit.critical = crit.slice(0, 200);
    }
  }

  for (const text of notes) {
    const note = readUnitNote(text, rules);
    switch (note.kind) {
      case 'ability':
        if (!abilities.some((a) => key(a) === key(note.ability))) abilities.push(note.ability);
        break;
      case 'weapon-ability':
        if (!weaponAbilities.some((a) => key(a) === key(note.ability))) {
          weaponAbilities.push(note.ability);
        }
        break;
      case 'void-shields':
        unit.voidShields = note.count;
        notEnforced.add('field:void-shields');
        break;
      case 'power-fields':
        unit.powerFields = note.amount;
        notEnforced.add('field:power-fields');
        break;
      case 'damage-capacity':
        unit.damageCapacity = note.dc;
        break;
      case 'transport':
        unit.transport = note.capacity === undefined ? {} : { capacity: note.capacity };
        break;
      case 'army-rule':
        named.push(
          note.parameter ? { name: note.name, parameter: note.parameter } : { name: note.name },
        );
        notEnforced.add(`rule:${note.name}`);
        break;
      case 'unread':
        unread.push(text.slice(0, 500));
        where('Unit Notes', `cannot read the note "${text.slice(0, 120)}"`);
        break;
    }
  }
  for (const a of [...abilities, ...weaponAbilities]) {
    if (a.id === 'special') notEnforced.add(`rule:${a.name}`);
    else if (!isEnforced(a.id)) notEnforced.add(a.id);
  }
  for (const w of unit.weapons ?? []) {
    for (const m of w.modes) {
      for (const a of m.abilities ?? []) {
        if (a.id === 'special') notEnforced.add(`rule:${a.name}`);
        else if (!isEnforced(a.id)) notEnforced.add(a.id);
      }
    }
  }
  if (unit.critical !== undefined) notEnforced.add('field:critical-hit');
  unit.abilities = abilities;
  unit.weaponAbilities = weaponAbilities;
  unit.rules = named;
  unit.unreadNotes = unread;
  unit.notEnforced = [...notEnforced].sort();
  return unit;
}
