import type { GameEvent } from '../../../engine/netea/events';
import { formatEvent } from '../../../engine/netea/log/format';
import type { GameState } from '../../../engine/netea/state/schema';

/**
 * The dice log's entries: every roll with what it was for, the dice, the score needed, each
 * modifier with its reason and section, and the successes; every other event as the battle
 * log's line (engine/netea/log/format.ts), so the two never disagree.
 */
export type DiceLogEntry =
  | {
      readonly kind: 'roll';
      readonly key: number;
      readonly purpose: string;
      readonly dice: string;
      readonly faces: string;
      readonly needed: string | null;
      readonly modifiers: readonly string[];
      readonly result: string | null;
      readonly section: string;
      readonly text: string;
    }
  | { readonly kind: 'event'; readonly key: number; readonly text: string };

export function diceLogEntries(
  events: readonly GameEvent[],
  game: GameState,
  firstKey: number,
): DiceLogEntry[] {
  return events.map((event, i) => {
    const text = formatEvent(event, game).trim();
    const key = firstKey + i;
    if (event.type !== 'dice/rolled') return { kind: 'event', key, text };
    const follow = event.followUps?.some((x) => x !== null)
      ? ` then ${event.followUps.filter((x) => x !== null).join(', ')}`
      : '';
    return {
      kind: 'roll',
      key,
      purpose: event.purpose,
      dice: event.dice,
      faces: (event.results.join(', ') || 'none') + follow,
      needed: event.needed !== undefined ? `${event.needed}+` : null,
      modifiers: event.modifiers.map(
        (m) => `${m.value > 0 ? '+' : ''}${m.value} ${m.reason} (${m.section})`,
      ),
      result:
        event.successes !== undefined
          ? `${event.successes} success${event.successes === 1 ? '' : 'es'}`
          : null,
      section: event.section,
      text,
    };
  });
}
