import type { ImportedUnit } from '../../../engine/netea/armies';

/**
 * Abilities as a person reads them. The engine names them by key (`invulnerable-save`,
 * `field:void-shields`, `rule:Synapse`); the keys are the rulebook's names in lower case, so
 * they are worded back rather than listed twice. (Another issue moves every string to i18next.)
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
    unit.damageCapacity !== undefined ? `Damage capacity ${unit.damageCapacity}` : null,
    unit.voidShields !== undefined ? `${unit.voidShields} void shields` : null,
    unit.transport
      ? `Transport${unit.transport.capacity ? ` (${unit.transport.capacity})` : ''}`
      : null,
    unit.critical ? `Critical hit: ${unit.critical}` : null,
  ].filter((x): x is string => x !== null);
  return [...own, ...named, ...fields];
}

/** "Infantry", "Armoured vehicle"… from the datasheet's type code (1.1.3). */
const TYPES: Record<string, string> = {
  INF: 'Infantry',
  LV: 'Light vehicle',
  AV: 'Armoured vehicle',
  WE: 'War engine',
  CH: 'Character',
  AC: 'Aircraft',
  SC: 'Spacecraft',
};

export function unitType(unit: ImportedUnit): string {
  if (!unit.type) return unit.profile;
  const base = TYPES[unit.type] ?? unit.type;
  return unit.aircraft && unit.type !== 'AC' ? `${base}, aircraft` : base;
}
