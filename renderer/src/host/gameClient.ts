import { TOURNAMENT_SCENARIO_ID } from '../../../engine/netea/scenarios/tournament';
import type { TournamentGameOptions } from '../../../engine/netea/scenarios/tournamentOptions';
import type { PlayerId } from '../../../ai/registry';
import type { Command, Side } from '../../../engine/netea/commands/schema';
import type { GameEvent } from '../../../engine/netea/events';
import type { PendingDecision } from '../../../engine/netea/flow/pending';
import type { Refusal } from '../../../engine/kernel/result';
import type { Controller } from '../../../engine/netea/saves';
import { ALL_SCENARIOS } from '../../../engine/netea/scenarios';
import type { GameSettings } from '../../../engine/netea/state/settings';
import type { GameState } from '../../../engine/netea/state/schema';
import type { HotSeatView } from '../../../main/host/gameHost';
import type {
  EpicSoloApi,
  HostSnapshot,
  HostUpdate,
  IpcResult,
  SaveListing,
} from '../../../main/ipc/api';

/** The game as the screens see it after each change. */
export interface HostState {
  /** Counts the states the page has seen, so that a newer one is recognised. */
  readonly seq: number;
  readonly gameId: string;
  readonly game: GameState;
  readonly pending: PendingDecision;
  /** What the last command did (dice, moves, hits…). */
  readonly events: readonly GameEvent[];
  /** Who sent the command that led here (null: a new or loaded game, or an undo). */
  readonly by: Side | null;
  /** The computer's reasons for its last command, when it sent it. */
  readonly explanation: string | null;
  /** The person may take back their last command ("hand still on the model"). */
  readonly canUndo: boolean;
  readonly aiThinking: boolean;
  /** Why the computer stopped playing, when it failed even with its fallback player. */
  readonly aiProblem: string | null;
  /** Hot seat (two people at one machine): who sits at it, and whom it must be passed to. */
  readonly hotSeat?: HotSeatView;
  /** Who plays each side (a person or the computer), indexed by side. */
  readonly controllers?: readonly Controller[];
  /** 6.1.1: what was left out of the roster of the side at the window when it was fielded. */
  readonly fieldNotes?: HostSnapshot['fieldNotes'];
}

/** The computer's pace a game starts with: slow enough to follow, quick enough not to wait. */
export const DEFAULT_AI_DELAY_MS = 120;

export interface NewGameOptions {
  readonly scenarioId: string;
  readonly seed: number;
  /** The warm-up settings (6.1.3). */
  readonly settings: GameSettings;
  readonly humanSide: Side;
  /** Who plays the other side: the computer (the default) or a second person at this machine
   * (hot seat; then `humanSide` means nothing, the machine goes to whoever decides first). */
  readonly opponent?: 'computer' | 'person';
  /** Who plays each side, one per force, for a scenario of three or four players (seed 001
   * 5.3.11); when given, `humanSide` and `opponent` are not read. */
  readonly controllers?: readonly Controller[];
  /** The computer player's id (ai/registry.ts). */
  readonly aiPlayer: PlayerId;
  /** A tournament game's points, table and terrain (6.1; scenario id `tournament`). */
  readonly tournament?: TournamentGameOptions;
}

/** What the person is playing, for the screens. */
export interface GameInfo {
  /** The first side a person plays (the first player's when computers play them all). */
  readonly humanSide: Side;
  readonly scenarioName: string;
  /** Said when a damaged save's previous version was loaded instead. */
  readonly warnings: readonly string[];
}

/** One save as the start screen lists it; a damaged one says why it cannot be loaded. */
export interface SaveEntry {
  readonly id: string;
  readonly autosave: boolean;
  readonly name: string;
  readonly savedAt: string | null;
  readonly scenarioName: string;
  readonly turn: number | null;
  readonly over: boolean;
  readonly problem: string | null;
}

export type Outcome<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: string };

/**
 * What the page needs of the game, whichever carries it: Electron's preload bridge to the main
 * process, or the browser build's Web Worker running the same service (both are `EpicSoloApi`,
 * main/ipc/api.ts). Screens depend on this interface only.
 */
export interface GameClient {
  newGame(options: NewGameOptions): Promise<Outcome<GameInfo>>;
  loadSave(id: string): Promise<Outcome<GameInfo>>;
  /** Every save, newest first. */
  listSaves(): Promise<Outcome<readonly SaveEntry[]>>;
  /** Delete a save (and its previous version). */
  removeSave(id: string): Promise<Outcome<true>>;
  /** Give a save a new name; resolves with its new id. */
  renameSave(id: string, name: string): Promise<Outcome<string>>;
  /** A save's file text, for the person to keep (export). */
  exportSave(id: string): Promise<Outcome<string>>;
  /** Keep a save file the person chose, checked as any save is; resolves with its id. */
  importSave(text: string): Promise<Outcome<string>>;
  /** Save the game under a name; resolves with the save's id. */
  save(name: string): Promise<Outcome<string>>;
  /** Submit one of the person's commands; resolves with the refusal, or null when done. */
  submit(command: Command): Promise<Refusal | null>;
  /** Take back the person's last command, while no die has been rolled since. */
  undo(): Promise<Refusal | null>;
  /** Hot seat: the person of `side` has taken the machine (after the hand-over cover). */
  takeSeat(side: Side): Promise<Refusal | null>;
  /** What each command of the current game did, in order: a loaded game's log. */
  history(): Promise<Outcome<readonly (readonly GameEvent[])[]>>;
  /** Ask the computer again after it failed to decide (HostState.aiProblem). */
  retryAi(): void;
  /** Pause between the computer's commands, so a person can follow them (0: no pause). */
  setAiDelay(delayMs: number): void;
  /** Every new state, in order; returns the unsubscribe function. */
  onState(listener: (state: HostState) => void): () => void;
  onError(listener: (message: string) => void): () => void;
  /** Tell the error listeners what the transport could not deliver (a stopped worker). */
  reportFailure(message: string): void;
  dispose(): void;
}

/** An answer from main as an Outcome: the value, or the problems in one sentence. */
export async function asOutcome<T>(
  request: () => Promise<IpcResult<T>>,
  who: string,
): Promise<Outcome<T>> {
  try {
    const result = await request();
    return result.ok ? result : { ok: false, problem: result.error.join('; ') };
  } catch (error) {
    return { ok: false, problem: `${who} did not answer: ${String(error)}` };
  }
}

export function createGameClient(api: EpicSoloApi): GameClient {
  const stateListeners = new Set<(state: HostState) => void>();
  const errorListeners = new Set<(message: string) => void>();
  const fail = (message: string) => errorListeners.forEach((l) => l(message));
  let seq = 0;
  let lastGameId: string | null = null;
  const emit = (update: HostUpdate) => {
    lastGameId = update.snapshot.gameId;
    const state = toHostState(update, ++seq);
    stateListeners.forEach((l) => l(state));
    if (state.aiProblem) fail(state.aiProblem);
  };
  const offUpdate = api.onUpdate(emit);
  // The first state of a game normally comes as an update; if it was missed, the answer has it.
  const opened = (snapshot: HostSnapshot, warnings: readonly string[]): Outcome<GameInfo> => {
    if (snapshot.gameId !== lastGameId) emit({ snapshot, events: [], change: { kind: 'start' } });
    return { ok: true, value: { ...infoOf(snapshot), warnings } };
  };
  const call = <T>(request: () => Promise<IpcResult<T>>) => asOutcome(request, 'the game host');
  const command = async (request: () => Promise<IpcResult<true>>): Promise<Refusal | null> => {
    try {
      const result = await request();
      if (result.ok) return null;
      return (
        result.refusal ?? { code: 'host/invalid', section: '-', message: result.error.join('; ') }
      );
    } catch (error) {
      return {
        code: 'host/closed',
        section: '-',
        message: `The game host did not answer: ${String(error)}`,
      };
    }
  };

  return {
    async newGame(options) {
      const result = await call(() =>
        api.newGame({
          scenarioId: options.scenarioId,
          seed: options.seed,
          controllers: controllersOf(options),
          aiPlayer: options.aiPlayer,
          settings: options.settings,
          ...(options.tournament ? { tournament: options.tournament } : {}),
        }),
      );
      return result.ok ? opened(result.value, []) : result;
    },
    async loadSave(id) {
      const result = await call(() => api.loadGame(id));
      return result.ok ? opened(result.value.snapshot, result.value.warnings) : result;
    },
    async listSaves() {
      const result = await call(() => api.listSaves());
      return result.ok ? { ok: true, value: result.value.map(toEntry) } : result;
    },
    save: (name) => call(() => api.saveGame(name)),
    submit: (c) => command(() => api.submitCommand(c)),
    undo: () => command(() => api.undo()),
    takeSeat: (side) => command(() => api.takeSeat(side)),
    removeSave: (id) => call(() => api.removeSave(id)),
    renameSave: (id, name) => call(() => api.renameSave(id, name)),
    exportSave: (id) => call(() => api.exportSave(id)),
    importSave: (text) => call(() => api.importSave(text)),
    history: async () => {
      const got = await call(() => api.history());
      return got.ok ? { ok: true, value: got.value?.events ?? [] } : got;
    },
    retryAi() {
      void call(() => api.retryAi()).then((r) => {
        if (!r.ok) fail(`The computer could not be asked again: ${r.problem}`);
      });
    },
    setAiDelay(delayMs) {
      void call(() => api.setAiDelay(delayMs)).then((r) => {
        if (!r.ok) fail(`The computer's pace could not be set: ${r.problem}`);
      });
    },
    onState(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    onError(listener) {
      errorListeners.add(listener);
      return () => errorListeners.delete(listener);
    },
    reportFailure: fail,
    dispose() {
      offUpdate();
      stateListeners.clear();
      errorListeners.clear();
    },
  };
}

export function toHostState(update: HostUpdate, seq: number): HostState {
  const { snapshot, change } = update;
  const byCommand = change.kind === 'command';
  return {
    seq,
    gameId: snapshot.gameId,
    game: snapshot.game,
    pending: snapshot.pending,
    events: update.events,
    by: byCommand ? change.command.side : null,
    explanation: byCommand && change.from === 'ai' ? (change.explanation ?? null) : null,
    canUndo: snapshot.canUndo,
    aiThinking: snapshot.aiThinking,
    aiProblem: snapshot.aiProblem,
    ...(snapshot.hotSeat ? { hotSeat: snapshot.hotSeat } : {}),
    controllers: snapshot.controllers,
    ...(snapshot.fieldNotes ? { fieldNotes: snapshot.fieldNotes } : {}),
  };
}

function infoOf(snapshot: HostSnapshot): Omit<GameInfo, 'warnings'> {
  const person = snapshot.controllers.indexOf('person');
  return {
    // A game watched between computers only is shown from the first player's side.
    humanSide: person > 0 ? (person as Side) : 0,
    scenarioName: scenarioName(snapshot.game.scenarioId),
  };
}

/** Who plays each side of a new game: as chosen per player, or (two players) the person's side
 * against the computer or a second person. */
export function controllersOf(options: NewGameOptions): Controller[] {
  if (options.controllers) return [...options.controllers];
  if (options.opponent === 'person') return ['person', 'person'];
  return options.humanSide === 0 ? ['person', 'computer'] : ['computer', 'person'];
}

function scenarioName(id: string): string {
  if (id === TOURNAMENT_SCENARIO_ID) return 'Tournament game';
  return ALL_SCENARIOS.find((s) => s.id === id)?.name ?? id;
}

function toEntry(listing: SaveListing): SaveEntry {
  const autosave = listing.kind === 'autosave';
  if ('problem' in listing)
    return {
      id: listing.id,
      autosave,
      name: listing.id,
      savedAt: null,
      scenarioName: '',
      turn: null,
      over: false,
      problem: listing.problem,
    };
  const { meta } = listing;
  return {
    id: listing.id,
    autosave,
    name: meta.name ?? 'Autosave',
    savedAt: meta.savedAt,
    scenarioName: scenarioName(meta.scenarioId),
    turn: meta.turn,
    over: meta.result !== null,
    problem: null,
  };
}
