import type { Actor } from 'xstate';
import { applyCommand, parseCommand } from '../../engine/netea/commands/apply';
import type { Command, Side } from '../../engine/netea/commands/schema';
import type { GameEvent } from '../../engine/netea/events';
import type { gameChart } from '../../engine/netea/flow/chart';
import { createGameActor, pendingDecision, refusalFor } from '../../engine/netea/flow/game';
import type { PendingDecision } from '../../engine/netea/flow/pending';
import { refusal, type Refusal } from '../../engine/kernel/result';
import type { Controller, HostSettings, SaveContent } from '../../engine/netea/saves';
import type { GameState } from '../../engine/netea/state/schema';
import { createGame, type GameSetup } from '../../engine/netea/state/setup';
import type { AiAnswer, AiRequest } from '../ai/protocol';
import type { FieldNote } from '../../engine/netea/armies/field';

/** Who sent a command: the person at the window (IPC) or the computer (the AI worker). */
export type From = 'person' | 'ai';

/** What subscribers (the window, the autosave) see after every change. */
export interface HostSnapshot {
  readonly gameId: string;
  readonly game: GameState;
  /** The phase chart's state (`{ turn: { action: 'nominating' } }`). */
  readonly chartState: unknown;
  readonly pending: PendingDecision;
  readonly controllers: readonly Controller[];
  readonly canUndo: boolean;
  readonly aiThinking: boolean;
  /** Why the computer is not playing, when it failed even with its fallback player. */
  readonly aiProblem: string | null;
  /** Hot seat (two people at one machine): who sits at it; set only in what the window gets. */
  readonly hotSeat?: HotSeatView;
  /** A new tournament game (6.1.1): what was left out of the roster of the side at the window
   * when it was fielded, or fielded but not played; set only in what the window gets. */
  readonly fieldNotes?: readonly FieldNote[];
}

/**
 * Hot seat (issues 14, 16): the side whose person is at the machine, and the side the machine
 * must be passed to before the game goes on (null: no hand-over due).
 */
export interface HotSeatView {
  readonly at: Side | null;
  readonly passTo: Side | null;
}

export type HostChange =
  | { readonly kind: 'start' }
  | {
      readonly kind: 'command';
      readonly from: From;
      readonly command: Command;
      /** The computer's reasons for its command, in a sentence (ai/player Explanation). */
      readonly explanation?: string;
    }
  | { readonly kind: 'undo' }
  | { readonly kind: 'ai' }
  /** Hot seat: the other person took the machine (the window's view changes, not the game). */
  | { readonly kind: 'seat' };

export interface HostUpdate {
  readonly snapshot: HostSnapshot;
  /** What the last command did (dice, moves, hits…); empty for other changes. */
  readonly events: readonly GameEvent[];
  readonly change: HostChange;
}

/** The events of each command of the game, in order (index i: the (i+1)th command). */
export interface GameHistory {
  readonly events: readonly (readonly GameEvent[])[];
}

export type SubmitOutcome =
  | { readonly ok: true; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly refusal: Refusal };

/** The AI as the host sees it: the worker client, or anything that answers the same way. */
export interface AiDecider {
  decide(request: Omit<AiRequest, 'id'>): Promise<AiAnswer>;
}

export interface GameHostOptions {
  readonly gameId: string;
  readonly setup: GameSetup;
  readonly settings: HostSettings;
  /** A new game's first state, or a loaded game's persisted chart snapshot. */
  readonly from: { readonly game: GameState } | { readonly snapshot: unknown };
  /** Needed when a side is the computer's. */
  readonly ai?: AiDecider;
  readonly log?: (message: string) => void;
  /** The least time from asking the computer to playing its answer, so a person can follow
   * its commands one by one (0: at once). */
  readonly aiDelayMs?: number;
}

/** The longest pause the window may ask for between the computer's commands. */
export const MAX_AI_DELAY_MS = 5000;

/** The player the host falls back on when the chosen AI fails or answers illegally. */
export const FALLBACK_AI = 'random';
const MAX_UNDO = 200;

type ChartActor = Actor<typeof gameChart>;

/**
 * One game being played: the phase chart as a running actor, fed by exactly one path for the
 * person's commands and the computer's. Every change is published to subscribers. When the
 * pending decision is the computer's, the host asks the AI and submits its answer through that
 * same path. A person's commands that rolled no die can be taken back ("hand still on the model")
 * until a die is rolled or the computer acts.
 */
export class GameHost {
  readonly gameId: string;
  readonly setup: GameSetup;
  readonly settings: HostSettings;
  private actor: ChartActor;
  private readonly listeners = new Set<(update: HostUpdate) => void>();
  /** Chart snapshots before each of the person's undoable commands, newest last. */
  private undoable: unknown[] = [];
  /** Bumped on every change, so an AI answer for an older state is recognised and dropped. */
  private version = 0;
  private thinking = false;
  private aiProblem: string | null = null;
  private disposed = false;
  private aiDelayMs: number;
  private readonly log: (message: string) => void;

  constructor(private readonly options: GameHostOptions) {
    this.gameId = options.gameId;
    this.setup = options.setup;
    this.settings = options.settings;
    this.log = options.log ?? (() => undefined);
    this.aiDelayMs = options.aiDelayMs ?? 0;
    if (options.settings.controllers.includes('computer') && !options.ai)
      throw new Error('a side is played by the computer but the host has no AI');
    this.actor = createGameActor(options.from);
    this.actor.start();
  }

  /** Publish the first snapshot and let the computer move if the first decision is its. */
  start(): void {
    this.publish([], { kind: 'start' });
    this.askAi();
  }

  subscribe(listener: (update: HostUpdate) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  snapshot(): HostSnapshot {
    const chart = this.actor.getSnapshot();
    return {
      gameId: this.gameId,
      game: chart.context.game,
      chartState: chart.value,
      pending: pendingDecision(chart),
      controllers: this.settings.controllers,
      canUndo: this.undoable.length > 0,
      aiThinking: this.thinking,
      aiProblem: this.aiProblem,
    };
  }

  /**
   * The one way in for a command, from the person or the computer: parsed, checked against the
   * side it is for and the chart, applied, published, and the computer asked if it is its turn.
   */
  submit(input: unknown, from: From, explanation?: string): SubmitOutcome {
    if (this.disposed) return refused('host/closed', 'The game was closed.');
    const parsed = parseCommand(input);
    if (!parsed.ok) return parsed;
    const command = parsed.command;
    const controller = this.settings.controllers[command.side];
    if (from === 'person' && controller !== 'person')
      return refused('host/not-your-side', `Player ${command.side + 1} is played by the computer.`);
    if (from === 'ai' && controller !== 'computer')
      return refused('host/not-your-side', `Player ${command.side + 1} is played by a person.`);
    const before = this.actor.getSnapshot();
    const reason = refusalFor(before, command);
    if (reason) return { ok: false, refusal: reason };
    const persisted = from === 'person' ? this.actor.getPersistedSnapshot() : null;
    this.actor.send(command);
    const after = this.actor.getSnapshot();
    const events = after.context.events;
    if (persisted && !rolledDice(before.context.game, after.context.game, events)) {
      this.undoable.push(persisted);
      if (this.undoable.length > MAX_UNDO) this.undoable.shift();
    } else {
      this.undoable = [];
    }
    this.version++;
    this.aiProblem = null;
    this.publish(
      events,
      explanation === undefined
        ? { kind: 'command', from, command }
        : { kind: 'command', from, command, explanation },
    );
    this.askAi();
    return { ok: true, events };
  }

  /**
   * What every command of the game so far did, command by command: the game replayed from its
   * set-up (a loaded game's dice log is rebuilt from it; saves keep commands, not events).
   */
  history(): GameHistory {
    const created = createGame(this.setup);
    if (!created.ok) return { events: [] };
    let state = created.value;
    const events: (readonly GameEvent[])[] = [];
    for (const command of this.actor.getSnapshot().context.game.log) {
      const applied = applyCommand(state, command);
      if (!applied.ok) break;
      state = applied.state;
      events.push(applied.events);
    }
    return { events };
  }

  /** Take back the person's last command, if no die was rolled and the computer has not acted. */
  undo(): SubmitOutcome {
    const previous = this.undoable.pop();
    if (previous === undefined)
      return refused(
        'host/no-undo',
        'Nothing to take back: a die has been rolled or the computer has acted since.',
      );
    this.actor.stop();
    this.actor = createGameActor({ snapshot: previous });
    this.actor.start();
    this.version++;
    this.publish([], { kind: 'undo' });
    this.askAi();
    return { ok: true, events: [] };
  }

  /** Ask the computer again after it failed (aiProblem set). */
  retryAi(): void {
    this.aiProblem = null;
    this.askAi();
  }

  /** Pace the computer's commands (takes effect from its next answer). */
  setAiDelay(delayMs: number): void {
    this.aiDelayMs = Math.min(MAX_AI_DELAY_MS, Math.max(0, delayMs));
  }

  /** Everything a save needs; the caller adds the name and the clock. */
  saveContent(name: string | null, savedAt: string): SaveContent {
    return {
      setup: this.setup,
      // The chart has no child actors, so its snapshot is what getPersistedSnapshot() would give,
      // without walking the whole game to look for actors on every autosave.
      snapshot: this.actor.getSnapshot(),
      host: this.settings,
      name,
      savedAt,
    };
  }

  dispose(): void {
    this.disposed = true;
    this.listeners.clear();
    this.actor.stop();
  }

  /** The computer side that should answer now, if any. */
  private computerToAct(pending: PendingDecision): Side | null {
    const computer = pending.sides.filter((s) => this.settings.controllers[s] === 'computer');
    if (computer.length === 0) return null;
    // One command rolls both players' dice here: the person at the table throws them.
    const shared =
      pending.kind === 'roll-off' ||
      pending.kind === 'strategy-roll' ||
      pending.kind === 'turn-start-roll-off';
    if (shared && computer.length < pending.sides.length) return null;
    return computer[0]!;
  }

  private askAi(playerId = this.settings.aiPlayer): void {
    if (this.disposed || this.thinking || this.aiProblem || !this.options.ai) return;
    const chart = this.actor.getSnapshot();
    if (chart.context.game.result) return;
    const pending = pendingDecision(chart);
    const side = this.computerToAct(pending);
    if (side === null) return;
    const version = this.version;
    const asked = Date.now();
    this.thinking = true;
    this.options.ai
      .decide({
        playerId,
        aiSeed: this.settings.aiSeed,
        side,
        game: chart.context.game,
        pending,
      })
      .then(
        (answer) => {
          // Placing units in the set-up (1.15, 6.1.7) is not paced: the pace lets a person follow
          // the computer's actions, and waiting on each of seventy placements only kept him
          // waiting (the water plant's Imperials took over twenty seconds to set up).
          const pace = pending.kind === 'deploy' ? 0 : this.aiDelayMs;
          const wait = pace - (Date.now() - asked);
          if (wait > 0 && !this.disposed)
            setTimeout(() => this.answered(answer, playerId, version), wait);
          else this.answered(answer, playerId, version);
        },
        (error: unknown) => {
          this.thinking = false;
          if (this.disposed) return;
          this.failed(playerId, error instanceof Error ? error.message : String(error));
        },
      );
  }

  private answered(answer: AiAnswer, playerId: string, version: number): void {
    this.thinking = false;
    if (this.disposed) return;
    // The person changed the game meanwhile (deployment, undo): ask about the new state.
    if (this.version !== version) return this.askAi();
    const outcome = this.submit(answer.command, 'ai', answer.explanation.summary);
    if (!outcome.ok) {
      const r = outcome.refusal;
      this.failed(
        playerId,
        `answered with a refused command: ${r.code} (${r.section}) ${r.message}`,
      );
    }
  }

  private failed(playerId: string, problem: string): void {
    this.log(`AI player "${playerId}" ${problem}`);
    if (playerId !== FALLBACK_AI) {
      this.log(`the "${FALLBACK_AI}" player answers this decision instead`);
      this.askAi(FALLBACK_AI);
      return;
    }
    this.aiProblem = `The computer could not decide: ${problem}`;
    this.publish([], { kind: 'ai' });
  }

  private publish(events: readonly GameEvent[], change: HostChange): void {
    const update: HostUpdate = { snapshot: this.snapshot(), events, change };
    for (const listener of this.listeners) {
      try {
        listener(update);
      } catch (error) {
        this.log(`a subscriber failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
}

/** A die was rolled if the generator moved or a roll was reported. */
function rolledDice(before: GameState, after: GameState, events: readonly GameEvent[]): boolean {
  return (
    before.rng.some((word, i) => word !== after.rng[i]) ||
    events.some((e) => e.type === 'dice/rolled')
  );
}

function refused(code: string, message: string): { ok: false; refusal: Refusal } {
  return { ok: false, refusal: refusal(code, '-', message) };
}
