import { Dice, SeededDieSource, type DieSource } from '../../kernel/dice/roller';
import type { GameEvent } from '../events';
import { refusal, type Refusal } from '../../kernel/result';
import type { GameState } from '../state/schema';
import { formatIssues } from '../../kernel/issues';
import type { CommandHandler } from './handler';
import { proceed } from '../flow/next';
import { HANDLERS } from './registry';
import { commandSchema, type Command } from './schema';

export type ApplyResult =
  | { readonly ok: true; readonly state: GameState; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly refusal: Refusal };

export interface ApplyOptions {
  /** Faces to use instead of the game's generator: for tests that need particular dice. */
  readonly dice?: DieSource;
}

/** Parse unchecked input (from IPC, a save, a test) into a command, or say what is wrong. */
export function parseCommand(
  input: unknown,
): { ok: true; command: Command } | { ok: false; refusal: Refusal } {
  const parsed = commandSchema.safeParse(input);
  if (parsed.success) return { ok: true, command: parsed.data };
  return {
    ok: false,
    refusal: refusal(
      'command/malformed',
      '-',
      formatIssues('command', parsed.error.issues).join('; '),
    ),
  };
}

function handlerFor(command: Command): CommandHandler {
  // The registry is keyed by command type, so this pairing is sound.
  return HANDLERS[command.type] as CommandHandler;
}

/**
 * Answers already given for a state and a command object. The host, the chart's guard and
 * applyCommand each ask about the same command in the same state; states and commands are
 * immutable, so the answer is computed once.
 */
const verdicts = new WeakMap<GameState, WeakMap<Command, Refusal | null>>();

/** Is this command legal here and now? null when it is, else the refusal. Rolls nothing. */
export function validateCommand(state: GameState, command: Command): Refusal | null {
  let known = verdicts.get(state);
  const cached = known?.get(command);
  if (cached !== undefined) return cached;
  const verdict =
    state.phase === 'game-over'
      ? refusal('flow/game-over', '1.14.2', 'The game is over; no further commands are taken.')
      : command.side >= state.players.length
        ? refusal(
            'command/no-such-player',
            '-',
            `This game has ${state.players.length} players: there is no player ${command.side + 1}.`,
          )
        : handlerFor(command).validate(state, command);
  if (!known) {
    known = new WeakMap();
    verdicts.set(state, known);
  }
  known.set(command, verdict);
  return verdict;
}

/**
 * Apply a checked command: the new state with the command appended to the log and the generator
 * advanced, and the events in the order they happened; or the refusal, with `state` untouched.
 */
export function applyCommand(
  state: GameState,
  command: Command,
  options: ApplyOptions = {},
): ApplyResult {
  const refused = validateCommand(state, command);
  if (refused) return { ok: false, refusal: refused };
  const events: GameEvent[] = [];
  const dice = new Dice(options.dice ?? new SeededDieSource(state.rng), events);
  const context = { dice, events };
  const next = proceed(handlerFor(command).apply(state, command, context), context);
  return {
    ok: true,
    state: { ...next, rng: dice.rngState(), log: [...state.log, command] },
    events,
  };
}

/** Parse and apply unchecked input in one step (the path for IPC and saved logs). */
export function applyInput(
  state: GameState,
  input: unknown,
  options: ApplyOptions = {},
): ApplyResult {
  const parsed = parseCommand(input);
  if (!parsed.ok) return parsed;
  return applyCommand(state, parsed.command, options);
}
