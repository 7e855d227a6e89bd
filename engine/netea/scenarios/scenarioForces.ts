/**
 * Forces of a fixed composition for the bundled seed 001 5.3 scenarios (5.3.6: "eine
 * Auflistung welche Verbände im Szenario verwendet werden sollen"), one place for each kind:
 * Space Marine detachments from the bundled datasheet formations (engine/netea/data), and Ork
 * formations whose every unit is a datasheet of Ghazghkull's War Horde list, initiative 3+ as
 * the list's (the bundled datasheet formations have no Ork ground formations).
 */
export const ORK_LIST = 'orks-ghazghkull-thraka-s-war-horde-ea';

/** Seed 001 5.5.2 Mob Rule, 5.5.3 Power of the Waaagh!. */
export const ORK_ARMY_RULES = ['mob-rule', 'power-of-the-waaagh'] as const;
/** Seed 001 5.5.1 They Shall Know No Fear. */
export const MARINE_ARMY_RULES = ['they-shall-know-no-fear'] as const;

export function orkFormation(key: string, name: string, units: [string, number][]) {
  return {
    list: ORK_LIST,
    key,
    name,
    initiative: 3,
    units: units.map(([unit, count]) => ({ unit, count })),
  };
}

/** A warband of Nobz, Boyz and Grotz. */
export const orkWarband = (name: string) =>
  orkFormation('warband', name, [
    ['nobz', 2],
    ['boyz', 6],
    ['grotz', 2],
  ]);

export const ORK_KULT_OF_SPEED = orkFormation('kult-of-speed', 'Kult of Speed', [
  ['warbikes', 3],
  ['buggies-wartraks', 3],
]);

export const ORK_GUNZMOB = orkFormation('mekboy-gunzmob', 'Mekboy Gunzmob', [['big-gunz', 4]]);

/** A Space Marine battle group of six detachments, with any others the scenario adds. */
export function marineDetachments(...more: string[]) {
  return [
    { formation: 'sm-tactical-detachment', count: 2 },
    ...[
      'sm-assault-detachment',
      'sm-devastator-detachment',
      'sm-predator-destructor-detachment',
      'sm-land-raider-detachment',
      ...more,
    ].map((formation) => ({ formation, count: 1 })),
  ];
}
