import type { Ruleset } from '../kernel/ruleset';
import { RULESET } from './about';
import { applyCommand, parseCommand } from './commands/apply';
import type { Command } from './commands/schema';
import type { GameEvent } from './events';
import type { GameState } from './state/schema';
import { createGame } from './state/setup';

/** The NetEA Tournament Pack rules, as the kernel sees them. */
export const NETEA: Ruleset<GameState, Command, GameEvent> = {
  name: RULESET,
  createGame,
  parseCommand,
  applyCommand: (state, command) => applyCommand(state, command),
};
