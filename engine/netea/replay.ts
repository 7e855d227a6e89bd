import { applyCommand } from './commands/apply';
import { parseCommand } from './commands/apply';
import type { GameEvent } from './events';
import type { Refusal } from '../kernel/result';
import type { GameState } from './state/schema';
import { createGame } from './state/setup';

export type ReplayResult =
  | { readonly ok: true; readonly state: GameState; readonly events: readonly GameEvent[] }
  | {
      readonly ok: false;
      readonly index: number;
      readonly problem: string;
      readonly refusal?: Refusal;
    };

/**
 * Rebuild a game from its set-up and command log (DESIGN: Determinism). A log that does not
 * replay (a command refused, malformed or from another game) is reported with its position.
 */
export function replay(setup: unknown, log: readonly unknown[]): ReplayResult {
  const created = createGame(setup);
  if (!created.ok) return { ok: false, index: -1, problem: created.error.join('; ') };
  let state = created.value;
  const events: GameEvent[] = [];
  for (let i = 0; i < log.length; i++) {
    const parsed = parseCommand(log[i]);
    if (!parsed.ok)
      return { ok: false, index: i, problem: parsed.refusal.message, refusal: parsed.refusal };
    const applied = applyCommand(state, parsed.command);
    if (!applied.ok) {
      return {
        ok: false,
        index: i,
        problem: `command ${i} (${parsed.command.type}) was refused: ${applied.refusal.message}`,
        refusal: applied.refusal,
      };
    }
    state = applied.state;
    events.push(...applied.events);
  }
  return { ok: true, state, events };
}
