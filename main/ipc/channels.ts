/**
 * The IPC channel names, shared by main and the preload (CONVENTIONS, Electron: one module of
 * channel names, free of Electron imports). The payload schemas are in schemas.ts, used by main
 * only; the preload stays a small file with nothing but these names.
 */
export const CHANNELS = {
  /** renderer → main (invoke): the requests of the EpicSoloApi. */
  newGame: 'game:new',
  current: 'game:current',
  submit: 'game:submit',
  undo: 'game:undo',
  retryAi: 'game:retry-ai',
  aiDelay: 'game:ai-delay',
  scenarios: 'scenarios:list',
  listSaves: 'saves:list',
  save: 'saves:save',
  load: 'saves:load',
  removeSave: 'saves:remove',
  /** main → renderer: every change of the current game (a HostUpdate). */
  update: 'game:update',
} as const;

export type InvokeChannel = Exclude<(typeof CHANNELS)[keyof typeof CHANNELS], 'game:update'>;
