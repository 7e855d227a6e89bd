/**
 * The IPC channel names, shared by main and the preload (CONVENTIONS, Electron: one module of
 * channel names, free of Electron imports). The payload schemas are in schemas.ts, used by main
 * only; the preload stays a small file with nothing but these names.
 */
export const CHANNELS = {
  /** renderer → main (invoke): the requests of the EpicSoloApi. */
  newGame: 'game:new',
  current: 'game:current',
  history: 'game:history',
  submit: 'game:submit',
  undo: 'game:undo',
  retryAi: 'game:retry-ai',
  aiDelay: 'game:ai-delay',
  /** Hot seat: the person of a side says they are at the machine. */
  takeSeat: 'game:take-seat',
  scenarios: 'scenarios:list',
  listSaves: 'saves:list',
  save: 'saves:save',
  load: 'saves:load',
  removeSave: 'saves:remove',
  renameSave: 'saves:rename',
  exportSave: 'saves:export',
  importSave: 'saves:import',
  /** main → renderer: every change of the current game (a HostUpdate). */
  update: 'game:update',
} as const;

/**
 * The army builder's rosters (main/rosters): answered in Electron's main process and in the
 * browser build's worker alike.
 */
export const ROSTER_CHANNELS = {
  list: 'rosters:list',
  save: 'rosters:save',
  open: 'rosters:open',
  remove: 'rosters:remove',
  /** A roster file the page read (the browser build's file picker): checked and kept. */
  importFile: 'rosters:import',
} as const;

export type RosterChannel = (typeof ROSTER_CHANNELS)[keyof typeof ROSTER_CHANNELS];

/**
 * Campaigns (seed 001 5.4, main/campaigns): answered in Electron's main process and in the
 * browser build's worker alike.
 */
export const CAMPAIGN_CHANNELS = {
  bundled: 'campaigns:bundled',
  list: 'campaigns:list',
  start: 'campaigns:start',
  view: 'campaigns:view',
  /** Play the next battle (its autosave is linked to the campaign). */
  play: 'campaigns:play',
  choose: 'campaigns:choose',
  /** 5.4.2 Map-based: the person's orders for the campaign turn. */
  orders: 'campaigns:orders',
  /** 5.4.2 Map-based: the battle resolved by AI players on both sides, as the person asks. */
  resolve: 'campaigns:resolve',
  /** A battle whose save was lost: replay or forfeit. */
  settle: 'campaigns:settle',
  notes: 'campaigns:notes',
  journal: 'campaigns:journal',
  remove: 'campaigns:remove',
  /** A `.epiccampaign` file's text: a campaign in progress or a definition, checked and kept. */
  importFile: 'campaigns:import',
  /** The person's own campaign definitions (imported or made in the editor). */
  definitions: 'campaigns:definitions',
  saveDefinition: 'campaigns:save-definition',
  removeDefinition: 'campaigns:remove-definition',
  exportDefinition: 'campaigns:export-definition',
} as const;

export type CampaignChannel = (typeof CAMPAIGN_CHANNELS)[keyof typeof CAMPAIGN_CHANNELS];

/**
 * The desktop shell's channels (main/shell), apart from the game's: the browser build's worker
 * has no shell and answers them with "no channel".
 */
export const SHELL_CHANNELS = {
  /** renderer → main (invoke): the page listens for shell actions; main sends what waited. */
  ready: 'shell:ready',
  /** renderer → main (invoke): a file dropped onto the window, to open like a double-clicked one. */
  openDropped: 'shell:open-dropped',
  /** main → renderer: a menu choice or an opened file for the page (a ShellAction). */
  action: 'shell:action',
} as const;

export type ShellInvokeChannel = Exclude<
  (typeof SHELL_CHANNELS)[keyof typeof SHELL_CHANNELS],
  'shell:action'
>;

export type InvokeChannel = Exclude<(typeof CHANNELS)[keyof typeof CHANNELS], 'game:update'>;
