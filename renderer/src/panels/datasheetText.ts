import type { UnitDatasheet } from '../../../engine/netea/data';
import type { Firepower } from '../../../engine/netea/data/schema/firepower';
import type { WeaponRange } from '../../../engine/netea/data/schema/range';
import { abilityById } from '../../../engine/netea/abilities/registry';
import { t } from '../i18n';

/** A datasheet's figures as the rulebook prints them (1.1.3): "4+", "-" for none. */
export function score(value: number | '-'): string {
  return value === '-' ? '-' : `${value}+`;
}

export function rangeText(range: WeaponRange): string {
  switch (range.kind) {
    case 'cm':
      return range.minCm ? `${range.minCm}-${range.cm}cm` : `${range.cm}cm`;
    case 'firefight':
      return `(${range.cm}cm)`;
    case 'base-contact':
      return t('(base contact)');
    default:
      return range.kind;
  }
}

export function firepowerText(f: Firepower): string {
  switch (f.type) {
    case 'BP':
      return `${String(f.points)}BP`;
    case 'small-arms':
      return t('small arms');
    case 'assault-weapons':
      return t('assault weapons');
    case 'special':
      return f.name;
    default:
      return `${f.type}${f.toHit}+`;
  }
}

export function weaponLines(sheet: Pick<UnitDatasheet, 'weapons'>): string[] {
  return sheet.weapons.map((w) => {
    const modes = w.modes
      .map((m) => `${rangeText(m.range)} ${m.firepower.map(firepowerText).join('/')}`)
      .join(w.combine === 'and' ? ` ${t('and')} ` : ` ${t('or')} `);
    return `${w.count > 1 ? `${w.count}× ` : ''}${w.name}: ${modes}`;
  });
}

export function speedText(speed: UnitDatasheet['speed']): string {
  return typeof speed === 'number' ? `${speed}cm` : String(speed);
}

/** A datasheet's characteristics on one line, as the rulebook prints them (1.1.3). */
export function datasheetLine(sheet: UnitDatasheet): string {
  return t('{{type}} · speed {{speed}} · armour {{armour}} · CC {{cc}} · FF {{ff}}', {
    type: sheet.type,
    speed: speedText(sheet.speed),
    armour: score(sheet.armour),
    cc: score(sheet.cc),
    ff: score(sheet.ff),
  });
}

export interface AbilityLine {
  readonly name: string;
  /** The rulebook section, or null for an army list's own rule. */
  readonly section: string | null;
  readonly summary: string;
}

/**
 * The specialist abilities of a datasheet (2.1, 2.2) with each one's line of summary and its
 * section, as the engine's abilities describe them; an ability the engine does not enforce yet
 * says so. Unit abilities first, then weapon abilities, each once (2.1 FAQ).
 */
export function abilityLines(sheet: UnitDatasheet): AbilityLine[] {
  const out = new Map<string, AbilityLine>();
  const add = (id: string, special?: { name: string; summary: string }) => {
    if (special) {
      out.set(`special:${special.name}`, {
        name: special.name,
        section: null,
        summary: special.summary,
      });
      return;
    }
    if (out.has(id)) return;
    const a = abilityById(id);
    out.set(
      id,
      a
        ? { name: a.name, section: a.section, summary: a.summary }
        : {
            name: id.replace(/-/g, ' '),
            section: null,
            summary: t('Not enforced by the program yet.'),
          },
    );
  };
  if (sheet.type === 'LV') add('light-vehicle');
  for (const a of sheet.abilities) add(a.id, a.id === 'special' ? a : undefined);
  for (const a of sheet.weaponAbilities) add(a.id, a.id === 'special' ? a : undefined);
  for (const w of sheet.weapons)
    for (const m of w.modes)
      for (const a of m.abilities) add(a.id, a.id === 'special' ? a : undefined);
  return [...out.values()];
}
