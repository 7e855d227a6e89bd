/** Army-list rosters fielded as the engine's formations and datasheets. */
export { fieldRoster, fieldFormations, type FieldedArmy } from './roster';
export { fieldFormation, type FieldedFormation } from './formation';
export { fieldDatasheet, fieldedDatasheetId } from './datasheet';
export type { FieldNote } from './notes';
