import type { UnitDatasheet } from '../../../engine/netea/data';
import type { Firepower } from '../../../engine/netea/data/schema/firepower';
import type { WeaponRange } from '../../../engine/netea/data/schema/range';

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
      return '(base contact)';
    default:
      return range.kind;
  }
}

export function firepowerText(f: Firepower): string {
  switch (f.type) {
    case 'BP':
      return `${String(f.points)}BP`;
    case 'small-arms':
      return 'small arms';
    case 'assault-weapons':
      return 'assault weapons';
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
      .join(w.combine === 'and' ? ' and ' : ' or ');
    return `${w.count > 1 ? `${w.count}× ` : ''}${w.name}: ${modes}`;
  });
}

export function speedText(speed: UnitDatasheet['speed']): string {
  return typeof speed === 'number' ? `${speed}cm` : String(speed);
}

/** A datasheet's characteristics on one line, as the rulebook prints them (1.1.3). */
export function datasheetLine(sheet: UnitDatasheet): string {
  return `${sheet.type} · speed ${speedText(sheet.speed)} · armour ${score(sheet.armour)} · CC ${score(sheet.cc)} · FF ${score(sheet.ff)}`;
}
