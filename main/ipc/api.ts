import type { TournamentGameOptions } from '../../engine/netea/scenarios/tournamentOptions';
import type { Refusal } from '../../engine/kernel/result';
import type { Controller } from '../../engine/netea/saves';
import type { Side } from '../../engine/netea/commands/schema';
import type { GameSettings } from '../../engine/netea/state/settings';
import type { GameHistory, HostSnapshot, HostUpdate } from '../host/gameHost';
import type { SaveListing } from '../saves/listing';
import type { CampaignListing, ImportedCampaign } from '../campaigns/library';
import type {
  BundledCampaign,
  CampaignView,
  OwnDefinition,
  StartCampaignRequest,
} from '../campaigns/view';
import type { Roster } from '../../engine/netea/armies/roster/schema';
import type { ImportedRoster, OpenedRoster, RosterListing } from '../rosters/listing';

/**
 * The contract between the window and main: what the preload exposes as `window.epicSolo`. It
 * imports nothing of Node, so the page's program can type its side against it.
 */

/** Every answer from main: the value, or the problems that refused the request. */
export type IpcResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: readonly string[]; readonly refusal?: Refusal };

/** A new game of a training scenario (checked in main by schemas.ts). */
export interface NewGameRequest {
  readonly scenarioId: string;
  readonly seed: number;
  /** Who plays each side, one per force of the scenario (two; up to four in seed 001 5.3.11's
   * multiplayer games). */
  readonly controllers: readonly Controller[];
  /** An id of ai/registry.ts. */
  readonly aiPlayer: string;
  /** The warm-up settings (6.1.3); the authors' defaults where absent. */
  readonly settings?: GameSettings;
  /** A tournament game (6.1, scenario id `tournament`): points, table and terrain. */
  readonly tournament?: TournamentGameOptions;
}

export interface ScenarioSummary {
  readonly id: string;
  readonly name: string;
  readonly section: string;
  readonly summary: string;
}

/** The languages of the View menu (the page words everything in the chosen one). */
export type Language = 'en' | 'de';

/**
 * What the desktop shell asks of the page (main/shell): show the start screen for a new battle,
 * load a save that was opened by double-click, the Open menu or a drop, or change language.
 */
export type ShellAction =
  | { readonly kind: 'new-battle' }
  | { readonly kind: 'open-save'; readonly id: string }
  /** A roster file was opened and kept among the rosters: show it in the army builder. */
  | { readonly kind: 'open-roster'; readonly id: string; readonly unmapped: readonly string[] }
  | { readonly kind: 'language'; readonly language: Language };

export type { GameHistory, HostChange, HostSnapshot, HostUpdate } from '../host/gameHost';
export type { SaveListing } from '../saves/listing';
export type { CampaignListing, ImportedCampaign, LinkedBattle } from '../campaigns/library';
export type {
  BundledCampaign,
  CampaignView,
  OwnDefinition,
  StartCampaignRequest,
  StepView,
} from '../campaigns/view';
export type { ImportedRoster, OpenedRoster, RosterListing } from '../rosters/listing';

/**
 * The one API the preload gives the page (`window.epicSolo`): intent-named methods, never
 * ipcRenderer itself (CONVENTIONS, Electron).
 */
export interface EpicSoloApi {
  /** Where main's part runs: Electron's main process, or a Web Worker in the browser build. */
  readonly runtime: 'electron' | 'browser';
  readonly version: string;
  newGame(request: NewGameRequest): Promise<IpcResult<HostSnapshot>>;
  current(): Promise<IpcResult<HostSnapshot | null>>;
  /** What each command of the current game did, to rebuild the log of a loaded game. */
  history(): Promise<IpcResult<GameHistory | null>>;
  submitCommand(command: unknown): Promise<IpcResult<true>>;
  undo(): Promise<IpcResult<true>>;
  retryAi(): Promise<IpcResult<true>>;
  /** Pause between the computer's commands so that a person can follow them. */
  setAiDelay(delayMs: number): Promise<IpcResult<true>>;
  /** Hot seat: the person of `side` is at the machine now, after a hand-over. */
  takeSeat(side: Side): Promise<IpcResult<true>>;
  scenarios(): Promise<IpcResult<readonly ScenarioSummary[]>>;
  listSaves(): Promise<IpcResult<readonly SaveListing[]>>;
  saveGame(name: string): Promise<IpcResult<string>>;
  loadGame(id: string): Promise<IpcResult<{ snapshot: HostSnapshot; warnings: readonly string[] }>>;
  removeSave(id: string): Promise<IpcResult<true>>;
  /** Give a save a new name; resolves with its new id. */
  renameSave(id: string, name: string): Promise<IpcResult<string>>;
  /** A save's file text, to download or share. */
  exportSave(id: string): Promise<IpcResult<string>>;
  /** Keep a save file the person chose among the saves, once checked; resolves with its id. */
  importSave(text: string): Promise<IpcResult<string>>;
  /** The army builder's rosters (main/rosters). */
  listRosters(): Promise<IpcResult<readonly RosterListing[]>>;
  saveRoster(roster: Roster): Promise<IpcResult<string>>;
  openRoster(id: string): Promise<IpcResult<OpenedRoster>>;
  removeRoster(id: string): Promise<IpcResult<true>>;
  /** A roster file's name and bytes (.ros, .rosz, .epicroster): checked, mapped and kept. */
  importRosterFile(name: string, bytes: Uint8Array): Promise<IpcResult<ImportedRoster>>;
  /** Campaigns (seed 001 5.4, main/campaigns). */
  bundledCampaigns(): Promise<IpcResult<readonly BundledCampaign[]>>;
  listCampaigns(): Promise<IpcResult<readonly CampaignListing[]>>;
  startCampaign(request: StartCampaignRequest): Promise<IpcResult<string>>;
  viewCampaign(id: string): Promise<IpcResult<CampaignView>>;
  /** Play the campaign's next battle: the save of the game opened, linked to the campaign, to
   * load (null: a game between AI players, played out and recorded). */
  playCampaignBattle(id: string): Promise<IpcResult<{ saveId: string | null }>>;
  chooseCampaignOption(id: string, option: string): Promise<IpcResult<true>>;
  /** 5.4.2 Map-based: the person's orders for the campaign turn (a force not named holds). */
  orderCampaignMap(
    id: string,
    orders: readonly { force: string; to: string }[],
  ): Promise<IpcResult<true>>;
  /** 5.4.2 Map-based: the battle resolved by AI players on both sides under its seed. */
  resolveCampaignBattle(id: string): Promise<IpcResult<true>>;
  settleCampaignBattle(id: string, choice: 'replay' | 'forfeit'): Promise<IpcResult<true>>;
  setCampaignNotes(id: string, notes: string): Promise<IpcResult<true>>;
  campaignJournal(id: string, format: 'md' | 'html'): Promise<IpcResult<string>>;
  removeCampaign(id: string): Promise<IpcResult<true>>;
  /** A `.epiccampaign` file's text: checked, then kept as a campaign or a definition. */
  importCampaignFile(text: string): Promise<IpcResult<ImportedCampaign>>;
  /** The person's own campaign definitions (imported or made in the editor). */
  campaignDefinitions(): Promise<IpcResult<readonly OwnDefinition[]>>;
  /** Keep a definition made in the editor (replacing `replace`); resolves with its id. */
  saveCampaignDefinition(definition: unknown, replace?: string): Promise<IpcResult<string>>;
  removeCampaignDefinition(id: string): Promise<IpcResult<true>>;
  /** A definition's file text, to share as a `.epiccampaign`. */
  exportCampaignDefinition(id: string): Promise<IpcResult<string>>;
  /** Every change of the current game; returns the function that stops listening. */
  onUpdate(listener: (update: HostUpdate) => void): () => void;
  /**
   * The desktop shell's menu choices and opened files, in order; main holds them back until the
   * page listens (a file double-clicked before the window was ready). Returns the function that
   * stops listening. The browser build has no shell: nothing arrives.
   */
  onShellAction(listener: (action: ShellAction) => void): () => void;
  /** A file dropped onto the window: main checks and opens it as if it were double-clicked. */
  openDroppedFile(name: string, bytes: Uint8Array): Promise<IpcResult<true>>;
}
