import { t, w } from '../i18n';
import type { ImportedUnit } from '../../../engine/netea/armies';

/**
 * Abilities as a person reads them. The engine names them by key (`invulnerable-save`,
 * `field:void-shields`, `rule:Synapse`); the keys are the rulebook's names in lower case, so
 * they are worded back rather than listed twice.
 */
export function abilityWords(key: string): string {
  if (key.startsWith('rule:')) return key.slice('rule:'.length);
  const words = key.replace(/^field:/, '').replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A unit's abilities with their parameters: "Invulnerable save (6)", "Transport (10)". */
export function unitAbilities(unit: ImportedUnit): string[] {
  const own = unit.abilities.map((ability) => {
    const { id, ...rest } = ability as { id: string } & Record<string, unknown>;
    const values = Object.values(rest).filter(
      (v): v is string | number => typeof v === 'string' || typeof v === 'number',
    );
    return values.length > 0 ? `${abilityWords(id)} (${values.join(', ')})` : abilityWords(id);
  });
  const named = unit.rules.map((r) => (r.parameter ? `${r.name} (${r.parameter})` : r.name));
  const fields = [
    unit.damageCapacity !== undefined
      ? t('Damage capacity {{n}}', { n: unit.damageCapacity })
      : null,
    unit.voidShields !== undefined ? t('{{n}} void shields', { n: unit.voidShields }) : null,
    unit.transport
      ? t('Transport') + (unit.transport.capacity ? ` (${unit.transport.capacity})` : '')
      : null,
    unit.critical ? t('Critical hit: {{effect}}', { effect: unit.critical }) : null,
  ].filter((x): x is string => x !== null);
  return [...own, ...named, ...fields];
}

/** "Infantry", "Armoured vehicle"… from the datasheet's type code (1.1.3). */
const TYPES: Record<string, string> = {
  INF: w('Infantry'),
  LV: w('Light vehicle'),
  AV: w('Armoured vehicle'),
  WE: w('War engine'),
  CH: w('Character'),
  AC: w('Aircraft'),
  SC: w('Spacecraft'),
};

export function unitType(unit: ImportedUnit): string {
  if (!unit.type) return unit.profile;
  const type = TYPES[unit.type];
  const base = type ? t(type) : unit.type;
  return unit.aircraft && unit.type !== 'AC' ? `${base}, ${t('aircraft')}` : base;
}
