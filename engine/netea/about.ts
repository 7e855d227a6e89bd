/** What the engine enforces, for the title screen and saves. */
export const ENGINE_NAME = 'Epic Solo rules engine';
export const RULESET = 'NetEA Tournament Pack rules 2024-01-04';
