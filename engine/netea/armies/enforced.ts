/**
 * The abilities the rules engine enforces today, kept in this one place so that every imported
 * unit can say whether all of its abilities are played by the rules or only shown. Keys are the
 * data schema's ability ids; datasheet fields are named `field:…`; a list's named rule is never
 * enforced (`rule:Name`). Update this list when engine/rules learns an ability.
 */
export const ENFORCED = new Set<string>([
  // Unit abilities (engine/rules: moveObstacles, dangerousTerrain, cover, saves, zonesOfControl,
  // formationCoherency, transports).
  'jump-packs',
  'mounted',
  'reinforced-armour',
  'scout',
  'thick-rear-armour',
  'walker',
  'invulnerable-save',
  // Weapon abilities (rollToHit, saves, barrage, shootingOptions).
  'macro-weapon',
  'ignore-cover',
  'indirect-fire',
  'disrupt',
  'titan-killer',
  'extra-attacks',
  // Datasheet fields.
  'field:damage-capacity',
  'field:transport',
]);

export function isEnforced(key: string): boolean {
  return ENFORCED.has(key);
}

/** Whether the engine enforces everything an imported unit's notes and weapons ask of it. */
export function fullyEnforced(unit: { readonly notEnforced: readonly string[] }): boolean {
  return unit.notEnforced.length === 0;
}
