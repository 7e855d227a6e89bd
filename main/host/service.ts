import type { GameSetup } from '../../engine/netea/state/setup';
import type { GameState } from '../../engine/netea/state/schema';
import type { GameEvent } from '../../engine/netea/events';
import { DEFAULT_TOURNAMENT_GAME } from '../../engine/netea/scenarios/tournamentOptions';
import { tournamentGameSetup } from '../../engine/netea/scenarios/tournamentGame';
import { TOURNAMENT_SCENARIO_ID } from '../../engine/netea/scenarios/tournament';
import { createScenarioSetup, findScenario } from '../../engine/netea/scenarios';
import { err, ok, type Result } from '../../engine/kernel/result';
import type { HostSettings } from '../../engine/netea/saves';
import { createGame } from '../../engine/netea/state/setup';
import type { NewGameRequest } from '../ipc/api';
import { snapshotForWindow, updateForWindow } from './windowView';
import { HotSeat, isHotSeat } from './hotSeat';
import { fieldNotesOf, withFieldNotes, type SideNotes } from './fieldNotes';
import type { Side } from '../../engine/netea/commands/schema';
import { parseCommand } from '../../engine/netea/commands/apply';
import type { SaveLibrary } from '../saves/library';
import type { SaveListing } from '../saves/listing';
import {
  type GameHistory,
  GameHost,
  type AiDecider,
  type HostSnapshot,
  type HostUpdate,
  type SubmitOutcome,
} from './gameHost';

export interface GameServiceOptions {
  readonly store: SaveLibrary;
  readonly ai: AiDecider;
  /** Receives every update of the current game (the window, through IPC). */
  readonly publish: (update: HostUpdate) => void;
  readonly log?: (message: string) => void;
  readonly now?: () => Date;
  /** A fresh id for a new game's autosave. */
  readonly newGameId: () => string;
  /** Autosaves of this many recent games are kept. */
  readonly keepAutosaves?: number;
}

/**
 * What the window asks of the main process, behind IPC: start, load and save games, submit the
 * person's commands and take them back. It owns the current game's host, autosaves after every
 * change and forwards every update to the window.
 */
export class GameService {
  private host: GameHost | null = null;
  /** Two people at one machine: who sits at it (null in a game against the computer). */
  private seat: HotSeat | null = null;
  /** 6.1.1: what fielding the rosters of the game just started left out (not kept in saves). */
  private notes: SideNotes | null = null;
  private aiDelayMs = 0;
  private readonly log: (message: string) => void;
  private readonly now: () => Date;
  /** The autosaves that old games' pruning leaves alone (the battles campaigns link to). */
  private spared: () => Promise<ReadonlySet<string>> = async () => new Set();
  /** The latest autosave, for tests and an orderly shutdown. */
  lastAutosave: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: GameServiceOptions) {
    this.log = options.log ?? (() => undefined);
    this.now = options.now ?? (() => new Date());
  }

  /** The current game as the window may see it. */
  current(): HostSnapshot | null {
    const snapshot = this.host?.snapshot();
    return snapshot ? this.forWindow(snapshot) : null;
  }

  private forWindow(snapshot: HostSnapshot): HostSnapshot {
    const seen = this.seat ? this.seat.snapshot(snapshot) : snapshotForWindow(snapshot);
    return withFieldNotes(seen, this.notes);
  }

  private updateForWindow(update: HostUpdate): HostUpdate {
    const seen = this.seat ? this.seat.update(update) : updateForWindow(update);
    return { ...seen, snapshot: withFieldNotes(seen.snapshot, this.notes) };
  }

  async newGame(request: NewGameRequest): Promise<Result<HostSnapshot>> {
    const setup = this.setupFor(request);
    if (!setup.ok) return setup;
    // One controller per force: two, or up to four in the multiplayer games of seed 001 5.3.11.
    const forces = setup.value.players.length;
    if (request.controllers.length !== forces)
      return err([
        `the scenario has ${forces} players but ${request.controllers.length} were given who plays them`,
      ]);
    const settings: HostSettings = {
      controllers: [...request.controllers],
      aiPlayer: request.aiPlayer,
      aiSeed: request.seed >>> 0,
    };
    return this.newGameFrom(setup.value, settings, fieldNotesOf(request));
  }

  /** A new game from a set-up made elsewhere (a campaign's battle, main/campaigns). */
  async newGameFrom(
    setup: GameSetup,
    settings: HostSettings,
    notes: SideNotes | null = null,
  ): Promise<Result<HostSnapshot>> {
    const game = createGame(setup);
    if (!game.ok) return game;
    this.open(
      new GameHost(
        this.hostOptions(this.options.newGameId(), setup, settings, { game: game.value }),
      ),
      notes,
    );
    await this.spared()
      .then((spare) => this.options.store.pruneAutosaves(this.options.keepAutosaves ?? 5, spare))
      .catch((e: unknown) => this.log(`could not prune old autosaves: ${String(e)}`));
    return ok(this.current()!);
  }

  /** Never prune these autosaves with old games' (main/campaigns: a campaign's battle under way). */
  spareAutosaves(spared: () => Promise<ReadonlySet<string>>): void {
    this.spared = spared;
  }

  /** A training scenario (1.15, 2.3) by its id, or a tournament game (6.1) with its options. */
  private setupFor(request: NewGameRequest): Result<GameSetup> {
    const settings = request.settings ? { settings: request.settings } : {};
    if (request.scenarioId === TOURNAMENT_SCENARIO_ID)
      return tournamentGameSetup(
        request.seed,
        request.tournament ?? DEFAULT_TOURNAMENT_GAME,
        request.settings,
      );
    const scenario = findScenario(request.scenarioId);
    if (!scenario) return err([`no scenario "${request.scenarioId}"`]);
    return createScenarioSetup(scenario, { seed: request.seed, ...settings });
  }

  submit(command: unknown): SubmitOutcome {
    if (!this.host) return noGame();
    if (this.seat) {
      const parsed = parseCommand(command);
      if (!parsed.ok) return parsed;
      const away = this.seat.mayCommand(parsed.command, this.host.snapshot());
      if (away) return { ok: false, refusal: away };
    }
    return this.host.submit(command, 'person');
  }

  undo(): SubmitOutcome {
    if (!this.host) return noGame();
    if (this.seat && !this.seat.mayUndo(this.host.snapshot()))
      return {
        ok: false,
        refusal: {
          code: 'host/no-undo',
          section: '-',
          message: 'Nothing to take back: the last command was the other player’s.',
        },
      };
    return this.host.undo();
  }

  /** Hot seat: the person of `side` is at the machine now (after a hand-over). */
  takeSeat(side: Side): SubmitOutcome {
    if (!this.host) return noGame();
    if (!this.seat)
      return {
        ok: false,
        refusal: {
          code: 'host/not-hot-seat',
          section: '-',
          message: 'Only in a game of two people at one machine is the machine handed over.',
        },
      };
    const snapshot = this.host.snapshot();
    const refused = this.seat.take(side, snapshot);
    if (refused) return { ok: false, refusal: refused };
    this.options.publish(this.updateForWindow({ snapshot, events: [], change: { kind: 'seat' } }));
    return { ok: true, events: [] };
  }

  /** The current game whole (not as the window sees it) with every event so far: what a
   * campaign keeps of a finished battle (main/campaigns). */
  played(): { gameId: string; game: GameState; events: GameEvent[] } | null {
    if (!this.host) return null;
    return {
      gameId: this.host.gameId,
      game: this.host.snapshot().game,
      events: this.host.history().events.flat(),
    };
  }

  /** The current game's events command by command, or null when no game is open. */
  history(): GameHistory | null {
    return this.host?.history() ?? null;
  }

  retryAi(): void {
    this.host?.retryAi();
  }

  /** Pace the computer's commands, in this game and the next. */
  setAiDelay(delayMs: number): void {
    this.aiDelayMs = delayMs;
    this.host?.setAiDelay(delayMs);
  }

  async save(name: string): Promise<Result<string>> {
    if (!this.host) return err(['no game to save']);
    return ok(
      await this.options.store.saveAs(name, this.host.saveContent(name, this.now().toISOString())),
    );
  }

  list(): Promise<SaveListing[]> {
    return this.options.store.list();
  }

  remove(id: string): Promise<Result<true>> {
    return this.options.store.remove(id);
  }

  rename(id: string, name: string): Promise<Result<string>> {
    return this.options.store.rename(id, name);
  }

  exportSave(id: string): Promise<Result<string>> {
    return this.options.store.exportText(id);
  }

  importSave(text: string): Promise<Result<string>> {
    return this.options.store.importSave(text);
  }

  /** Load a save and play on from it; an autosave goes on under its own game id. */
  async load(id: string): Promise<Result<{ snapshot: HostSnapshot; warnings: readonly string[] }>> {
    const loaded = await this.options.store.load(id);
    if (!loaded.ok) return loaded;
    const { save, problems } = loaded.value;
    const gameId = id.startsWith('autosave-')
      ? id.slice('autosave-'.length)
      : this.options.newGameId();
    this.open(
      new GameHost(this.hostOptions(gameId, save.setup, save.host, { snapshot: save.snapshot })),
    );
    const warnings =
      problems.length > 0
        ? [`the save was damaged; its previous version was loaded (${problems.join('; ')})`]
        : [];
    return ok({ snapshot: this.current()!, warnings });
  }

  dispose(): void {
    this.host?.dispose();
    this.host = null;
    this.seat = null;
    this.notes = null;
  }

  private hostOptions(
    gameId: string,
    setup: GameHost['setup'],
    settings: HostSettings,
    from: { game: HostSnapshot['game'] } | { snapshot: unknown },
  ) {
    return {
      gameId,
      setup,
      settings,
      from,
      ai: this.options.ai,
      log: this.log,
      aiDelayMs: this.aiDelayMs,
    };
  }

  private open(host: GameHost, notes: SideNotes | null = null): void {
    this.host?.dispose();
    this.host = host;
    this.seat = isHotSeat(host.settings.controllers) ? new HotSeat() : null;
    this.notes = notes;
    host.subscribe((update) => {
      this.autosave(host);
      // The window sees the side at the machine, never the other side's secrets.
      this.options.publish(this.updateForWindow(update));
    });
    host.start();
  }

  private autosave(host: GameHost): void {
    const content = host.saveContent(null, this.now().toISOString());
    this.lastAutosave = this.options.store
      .autosave(host.gameId, content)
      .catch((error: unknown) => {
        this.log(`autosave failed: ${error instanceof Error ? error.message : String(error)}`);
      });
  }
}

function noGame(): SubmitOutcome {
  return {
    ok: false,
    refusal: { code: 'host/no-game', section: '-', message: 'No game is open.' },
  };
}
