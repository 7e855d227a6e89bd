import { BUNDLED_DATA_FILES } from './bundled';
import { createRegistry, type DataRegistry } from './registry';
import type { Army } from './schema/army';
import type { Formation } from './schema/formation';
import type { UnitDatasheet } from './schema/unit';

let cached: DataRegistry | undefined;

/**
 * The bundled data, validated the first time it is asked for. Invalid bundled data is a
 * programmer mistake (the data tests catch it), so this throws with every problem listed.
 */
export function bundledRegistry(): DataRegistry {
  if (cached === undefined) {
    const created = createRegistry(BUNDLED_DATA_FILES);
    if (!created.ok) throw new Error(`Bundled data is invalid:\n${created.error.join('\n')}`);
    cached = created.value;
  }
  return cached;
}

export const getDatasheet = (id: string): UnitDatasheet | undefined =>
  bundledRegistry().getDatasheet(id);
export const allDatasheets = (): readonly UnitDatasheet[] => bundledRegistry().allDatasheets();
export const getFormation = (id: string): Formation | undefined =>
  bundledRegistry().getFormation(id);
export const allFormations = (): readonly Formation[] => bundledRegistry().allFormations();
export const getArmy = (id: string): Army | undefined => bundledRegistry().getArmy(id);
export const allArmies = (): readonly Army[] => bundledRegistry().allArmies();
