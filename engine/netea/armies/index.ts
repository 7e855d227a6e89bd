/**
 * Army lists from BattleScribe catalogues: the importer (importCatalogue), the imported list's
 * schema, the note reader and the list of abilities the engine enforces.
 */
export * from './schema';
export {
  importCatalogue,
  type CatalogueText,
  type ImportOptions,
  type ImportReport,
} from './importCatalogue';
export { formatIssue, type ImportIssue } from './issues';
export { ENFORCED, fullyEnforced, isEnforced } from './enforced';
export { readUnitNote, type UnitNote } from './unitNotes';
export { parseXml, type XmlElement } from './xml';
export { BUNDLED_CATALOGUES, forBundling } from './bundle';
export { bundledList, bundledLists } from './lists';
export * from './roster';
