/**
 * Army data: the schemas of datasheets, formations and armies (types inferred from them), the
 * loader that turns unchecked JSON into checked data, and the registry of the bundled data.
 */
export * from './schema/army';
export * from './schema/criticalHit';
export * from './schema/dataFile';
export * from './schema/dice';
export * from './schema/firepower';
export * from './schema/footprint';
export * from './schema/formation';
export * from './schema/fortification';
export * from './schema/primitives';
export * from './schema/provenance';
export * from './schema/range';
export * from './schema/transport';
export * from './schema/unit';
export * from './schema/unitAbility';
export * from './schema/unitType';
export * from './schema/weapon';
export * from './schema/weaponAbility';
export { formatPath, resolvePath } from './paths';
export { formatDataIssues } from './issues';
export { parseDataFile } from './load';
export { createRegistry, type DataFileSource, type DataRegistry } from './registry';
export { BUNDLED_DATA_FILES } from './bundled';
export {
  allArmies,
  allDatasheets,
  allFormations,
  bundledRegistry,
  getArmy,
  getDatasheet,
  getFormation,
} from './bundledRegistry';
