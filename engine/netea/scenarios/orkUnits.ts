/**
 * Ork formations of a fixed composition for the bundled scenarios (seed 001 5.3.6: "eine
 * Auflistung welche Verbände im Szenario verwendet werden sollen"), each unit a datasheet of
 * Ghazghkull's War Horde list, initiative 3+ as the list's. The bundled datasheet formations
 * (engine/netea/data) have no Ork ground formations, so the scenarios field them from the list.
 */
export const ORK_LIST = 'orks-ghazghkull-thraka-s-war-horde-ea';

export function orkFormation(key: string, name: string, units: [string, number][]) {
  return {
    list: ORK_LIST,
    key,
    name,
    initiative: 3,
    units: units.map(([unit, count]) => ({ unit, count })),
  };
}
