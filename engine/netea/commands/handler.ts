import type { Dice } from '../../kernel/dice/roller';
import type { GameEvent } from '../events';
import type { Refusal } from '../../kernel/result';
import type { GameState } from '../state/schema';
import type { Applied } from '../flow/steps';
import type { Command, CommandType } from './schema';

/** What rule code gets while applying a command: the dice and the list events go to. */
export interface CommandContext {
  readonly dice: Dice;
  readonly events: GameEvent[];
}

/**
 * One command's rules: `validate` answers "is this legal here and now" without rolling anything
 * (the phase chart's guards call it), `apply` performs it on a legal command. `apply` must not
 * mutate `state`; it returns the next state, with what happened when something may follow it
 * (a FlowStep: the flow, engine/netea/flow/next.ts, decides what that is).
 */
export interface CommandHandler<C extends Command = Command> {
  validate(state: GameState, command: C): Refusal | null;
  apply(state: GameState, command: C, context: CommandContext): Applied;
}

export type CommandHandlers = {
  readonly [T in CommandType]: CommandHandler<Extract<Command, { type: T }>>;
};
