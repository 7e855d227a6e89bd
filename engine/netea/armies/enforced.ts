import { ABILITIES } from '../abilities/registry';

/**
 * The abilities the rules engine enforces today, so that every imported unit can say whether all
 * of its abilities are played by the rules or only shown. Keys are the data schema's ability ids
 * (the ability seam's registry is the one list of them); datasheet fields are named `field:…`; a
 * list's named rule is never enforced (`rule:Name`). Damage capacity is read only for war
 * engines' coherency until the war-engine rules (3.x) arrive, so it does not count as enforced.
 */
export const ENFORCED = new Set<string>([
  ...ABILITIES.filter((a) => a.kind === 'unit' || a.kind === 'weapon').map((a) => a.id),
  // 1.7.5: transport capacity and what may be carried.
  'field:transport',
]);

export function isEnforced(key: string): boolean {
  return ENFORCED.has(key);
}

/** Whether the engine enforces everything an imported unit's notes and weapons ask of it. */
export function fullyEnforced(unit: { readonly notEnforced: readonly string[] }): boolean {
  return unit.notEnforced.length === 0;
}
