import type { Refusal, Result } from './result';

/**
 * What the kernel needs of a ruleset (NetEA now, NetEpic 3.0 later) to replay a game from its
 * set-up and command log, and so to verify saves: a game is its set-up, its seed and its
 * commands, whatever rules they follow.
 */
export interface Ruleset<State, Command, Event> {
  /** The ruleset's name, for saves and the title screen. */
  readonly name: string;
  /** A new game from unchecked set-up data, or what is wrong with it. */
  createGame(setup: unknown): Result<State>;
  /** Unchecked input (IPC, a save, a test) as a command, or why it is not one. */
  parseCommand(
    input: unknown,
  ):
    | { readonly ok: true; readonly command: Command }
    | { readonly ok: false; readonly refusal: Refusal };
  /** The command applied: the next state and what happened, or the refusal. */
  applyCommand(
    state: State,
    command: Command,
  ):
    | { readonly ok: true; readonly state: State; readonly events: readonly Event[] }
    | { readonly ok: false; readonly refusal: Refusal };
}
