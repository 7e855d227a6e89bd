import type { CommandContext } from '../../commands/handler';
import type { Refusal } from '../../../kernel/result';
import type { Applied } from '../../flow/steps';
import type { GameState } from '../../state/schema';

/**
 * The shape of engine/netea/commands/handler.ts's CommandHandler for the assault commands, which are
 * not in the command union yet; once they are, each handler is a CommandHandler as it stands.
 */
export interface AssaultCommandHandler<C> {
  validate(state: GameState, command: C): Refusal | null;
  apply(state: GameState, command: C, context: CommandContext): Applied;
}
