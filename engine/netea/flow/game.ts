import { createActor, initialTransition, transition } from 'xstate';
import { validateCommand } from '../commands/apply';
import type { Command } from '../commands/schema';
import type { GameEvent } from '../events';
import { refusal, type Refusal } from '../../kernel/result';
import type { GameState } from '../state/schema';
import { gameChart } from './chart';
import { pendingDecision, type ChartSnapshot } from './pending';

/**
 * Driving the phase chart purely: start a game's chart from a state, submit a command and get
 * the next snapshot or the refusal that names the rule. The host wraps the same functions in an
 * actor; simulations and tests call them directly.
 */
export function startChart(game: GameState): ChartSnapshot {
  const [snapshot] = initialTransition(gameChart, game);
  return snapshot;
}

export type SubmitResult =
  | { readonly ok: true; readonly snapshot: ChartSnapshot; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly refusal: Refusal };

/** Why the chart in this snapshot would not take the command, or null if it would. */
export function refusalFor(snapshot: ChartSnapshot, command: Command): Refusal | null {
  const pending = pendingDecision(snapshot);
  if (!pending.sides.includes(command.side) || !pending.commands.includes(command.type)) {
    const reason = validateCommand(snapshot.context.game, command);
    if (reason) return reason;
    return refusal(
      'flow/not-now',
      '1.4',
      pending.kind === 'none'
        ? 'The game is over.'
        : `The game waits for ${pending.kind.replace(/-/g, ' ')} (${pending.commands.join(', ')}) from player ${pending.sides.map((s) => s + 1).join(' or ')}.`,
    );
  }
  return validateCommand(snapshot.context.game, command);
}

/** Submit a command to a snapshot purely: the next snapshot, or the refusal. */
export function submit(snapshot: ChartSnapshot, command: Command): SubmitResult {
  const reason = refusalFor(snapshot, command);
  if (reason) return { ok: false, refusal: reason };
  const [next] = transition(gameChart, snapshot, command);
  return { ok: true, snapshot: next, events: next.context.events };
}

/**
 * A game being played: the chart as a running actor (cheaper per command than pure
 * transitions, which build a fresh actor scope each time), with the same checks as `submit`.
 */
export interface GameSession {
  snapshot(): ChartSnapshot;
  submit(command: Command): SubmitResult;
}

export function createSession(from: { game: GameState } | { snapshot: unknown }): GameSession {
  const actor = createGameActor(from);
  actor.start();
  return {
    snapshot: () => actor.getSnapshot(),
    submit(command) {
      const reason = refusalFor(actor.getSnapshot(), command);
      if (reason) return { ok: false, refusal: reason };
      actor.send(command);
      const next = actor.getSnapshot();
      return { ok: true, snapshot: next, events: next.context.events };
    },
  };
}

/** The chart as a running actor, restored from a persisted snapshot or started from a state. */
export function createGameActor(from: { game: GameState } | { snapshot: unknown }) {
  if ('game' in from) return createActor(gameChart, { input: from.game });
  // A persisted snapshot from getPersistedSnapshot(); saves validate it before it gets here.
  const snapshot = from.snapshot as ChartSnapshot;
  return createActor(gameChart, { snapshot, input: snapshot.context.game });
}

export { pendingDecision };
