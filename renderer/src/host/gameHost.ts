import type { Command, Side } from '../../../engine/commands/schema';
import type { GameEvent } from '../../../engine/events';
import { createSession, pendingDecision, type GameSession } from '../../../engine/flow/game';
import { parseCommand } from '../../../engine/commands/apply';
import { createGame } from '../../../engine/state/setup';
import type { Player } from '../../../ai/player';
import { createAiPlayer } from './aiChoice';
import type { AiOptions, FromHost, ToHost } from './protocol';

/**
 * The game host without its transport: it holds the phase chart as a session, takes the
 * person's commands, lets the AI answer the AI's decisions one command at a time, and reports
 * every new state with its events. The Web Worker (gameWorker.ts) and tests drive it; Electron's
 * main process can wrap the same class.
 */
export class GameHost {
  private session: GameSession | null = null;
  private humanSide: Side = 0;
  private ai: Player | null = null;
  private aiOptions: AiOptions | null = null;
  private aiScheduled = false;
  private seq = 0;
  /** A new or loaded game invalidates AI steps scheduled for the previous one. */
  private generation = 0;

  constructor(
    private readonly post: (message: FromHost) => void,
    private readonly schedule: (run: () => void, delayMs: number) => void,
  ) {}

  handle(message: ToHost): void {
    switch (message.type) {
      case 'host.new':
        this.start(message.setup, [], message.humanSide, message.ai);
        return;
      case 'host.load':
        this.start(message.setup, message.log, message.humanSide, message.ai);
        return;
      case 'host.aiDelay':
        if (this.aiOptions) this.aiOptions = { ...this.aiOptions, delayMs: message.delayMs };
        return;
      case 'host.command':
        this.human(message.id, message.command);
        return;
    }
  }

  private start(setup: unknown, log: readonly unknown[], humanSide: Side, ai: AiOptions): void {
    this.generation++;
    this.aiScheduled = false;
    const created = createGame(setup);
    if (!created.ok) {
      this.post({
        type: 'host.error',
        message: `The set-up is not valid: ${created.error.join('; ')}`,
      });
      return;
    }
    const session = createSession({ game: created.value });
    const events: GameEvent[] = [];
    // Loading is replaying the command log through the chart (DESIGN: Determinism).
    for (let i = 0; i < log.length; i++) {
      const parsed = parseCommand(log[i]);
      const submitted = parsed.ok ? session.submit(parsed.command) : null;
      if (!parsed.ok || !submitted?.ok) {
        const why = !parsed.ok
          ? parsed.refusal.message
          : submitted && !submitted.ok
            ? `${submitted.refusal.code} (${submitted.refusal.section}) ${submitted.refusal.message}`
            : '';
        this.post({
          type: 'host.error',
          message: `The save does not replay: command ${i + 1} of ${log.length} was refused: ${why}`,
        });
        return;
      }
      events.push(...submitted.events);
    }
    this.session = session;
    this.humanSide = humanSide;
    this.aiOptions = ai;
    this.ai = createAiPlayer(humanSide === 0 ? 1 : 0, ai);
    this.publish(events, null, null);
    this.scheduleAi();
  }

  private human(id: number, command: Command): void {
    const session = this.session;
    if (!session) {
      this.post({ type: 'host.result', id, ok: false, refusal: noGame() });
      return;
    }
    if (command.side !== this.humanSide) {
      this.post({
        type: 'host.result',
        id,
        ok: false,
        refusal: {
          code: 'host/not-your-side',
          section: '-',
          message: `You play player ${this.humanSide + 1}; the computer plays the other side.`,
        },
      });
      return;
    }
    const submitted = session.submit(command);
    if (!submitted.ok) {
      this.post({ type: 'host.result', id, ok: false, refusal: submitted.refusal });
      return;
    }
    this.publish(submitted.events, command.side, null);
    this.post({ type: 'host.result', id, ok: true });
    this.scheduleAi();
  }

  /** The AI answers one command at a time, so the page can draw (and a person follow) each. */
  private scheduleAi(): void {
    if (this.aiScheduled || !this.aiWaits()) return;
    this.aiScheduled = true;
    const generation = this.generation;
    this.schedule(() => {
      if (generation !== this.generation) return;
      this.aiScheduled = false;
      this.aiStep();
    }, this.aiOptions?.delayMs ?? 0);
  }

  private aiWaits(): boolean {
    const session = this.session;
    if (!session || !this.ai) return false;
    const snapshot = session.snapshot();
    if (snapshot.context.game.result) return false;
    return pendingDecision(snapshot).sides.includes(this.aiSide());
  }

  private aiSide(): Side {
    return this.humanSide === 0 ? 1 : 0;
  }

  private aiStep(): void {
    const session = this.session;
    const ai = this.ai;
    if (!session || !ai || !this.aiWaits()) return;
    const snapshot = session.snapshot();
    const side = this.aiSide();
    let decision;
    try {
      decision = ai.decide(snapshot.context.game, pendingDecision(snapshot), side);
    } catch (error) {
      this.post({ type: 'host.error', message: `The AI failed: ${String(error)}` });
      return;
    }
    const submitted = session.submit(decision.command);
    if (!submitted.ok) {
      this.post({
        type: 'host.error',
        message: `The AI sent an illegal ${decision.command.type}: ${submitted.refusal.code} (${submitted.refusal.section}) ${submitted.refusal.message}`,
      });
      return;
    }
    this.publish(submitted.events, side, decision.explanation.summary);
    this.scheduleAi();
  }

  private publish(events: readonly GameEvent[], by: Side | null, explanation: string | null) {
    const snapshot = this.session!.snapshot();
    this.post({
      type: 'host.state',
      seq: ++this.seq,
      game: snapshot.context.game,
      pending: pendingDecision(snapshot),
      chart: snapshot.value,
      events,
      by,
      explanation,
    });
  }
}

function noGame() {
  return { code: 'host/no-game', section: '-', message: 'No game has been started or loaded.' };
}
