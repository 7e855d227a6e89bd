import type { Refusal } from './result';
import type { Ruleset } from './ruleset';

export type ReplayResult<State, Event> =
  | { readonly ok: true; readonly state: State; readonly events: readonly Event[] }
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
export function replayWith<State, Command extends { readonly type: string }, Event>(
  ruleset: Ruleset<State, Command, Event>,
  setup: unknown,
  log: readonly unknown[],
): ReplayResult<State, Event> {
  const created = ruleset.createGame(setup);
  if (!created.ok) return { ok: false, index: -1, problem: created.error.join('; ') };
  let state = created.value;
  const events: Event[] = [];
  for (let i = 0; i < log.length; i++) {
    const parsed = ruleset.parseCommand(log[i]);
    if (!parsed.ok)
      return { ok: false, index: i, problem: parsed.refusal.message, refusal: parsed.refusal };
    const applied = ruleset.applyCommand(state, parsed.command);
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
