import { createActor, initialTransition, transition } from 'xstate';
import { validateCommand } from '../commands/apply';
import type { Command } from '../commands/schema';
import type { GameEvent } from '../events';
import { refusal, type Refusal } from '../result';
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

export function submit(snapshot: ChartSnapshot, command: Command): SubmitResult {
  const pending = pendingDecision(snapshot);
  if (!pending.sides.includes(command.side) || !pending.commands.includes(command.type)) {
    const reason = validateCommand(snapshot.context.game, command);
    if (reason) return { ok: false, refusal: reason };
    return {
      ok: false,
      refusal: refusal(
        'flow/not-now',
        '1.4',
        pending.kind === 'none'
          ? 'The game is over.'
          : `The game waits for ${pending.kind.replace(/-/g, ' ')} (${pending.commands.join(', ')}) from player ${pending.sides.map((s) => s + 1).join(' or ')}.`,
      ),
    };
  }
  const reason = validateCommand(snapshot.context.game, command);
  if (reason) return { ok: false, refusal: reason };
  const [next] = transition(gameChart, snapshot, command);
  return { ok: true, snapshot: next, events: next.context.events };
}

/** The chart as a running actor, restored from a persisted snapshot or started from a state. */
export function createGameActor(from: { game: GameState } | { snapshot: unknown }) {
  if ('game' in from) return createActor(gameChart, { input: from.game });
  // A persisted snapshot from getPersistedSnapshot(); saves validate it before it gets here.
  const snapshot = from.snapshot as ChartSnapshot;
  return createActor(gameChart, { snapshot, input: snapshot.context.game });
}

export { pendingDecision };
