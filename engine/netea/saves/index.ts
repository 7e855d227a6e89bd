export * from './schema';
export { saveBodyOf, type SaveContent } from './body';
export { writeSave, readSave, readSaveMeta, actorFromSave, type LoadedSave } from './format';
export { verifySave } from './verify';
export { MIGRATIONS, migrate, saveBodyV1Schema } from './migrations';
export { inspectTree, SAVE_LIMITS } from '../../kernel/saves/inspect';
