/**
 * Rosters: the model (a roster's formations and selections), points and validation against an
 * army list, Epic Solo's own roster file, BattleScribe's .ros / .rosz, and a text export.
 */
export * from './schema';
export {
  choicesOf,
  formationPoints,
  newFormation,
  requiredSelections,
  rosterPoints,
  selectionPoints,
} from './tree';
export { validateRoster, type RosterCheck, type RosterProblem } from './validate';
export { countsAsProblems, countsAsUnit } from './countsAs';
export {
  readRoster,
  writeRoster,
  ROSTER_FILE,
  ROSTER_FORMAT,
  ROSTER_VERSION,
  MAX_ROSTER_CHARS,
} from './format';
export { readRos, readRosz, type RosterImport } from './battlescribe';
export { rosterText } from './text';
export { readRosterFile } from './open';
