import { playerName } from '../play/players';
import type { GameEvent } from '../../../engine/netea/events';
import { formatEvent } from '../../../engine/netea/log/format';
import type { GameState } from '../../../engine/netea/state/schema';
import { language, t } from '../i18n';
import { eventGerman, purposeDe, reasonDe } from '../i18n/eventsDe';
import { named } from '../i18n/refusals';

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
  | {
      readonly kind: 'event';
      readonly key: number;
      readonly text: string;
      /** Entries of one group are one line: the units of a formation set up one by one. */
      readonly group?: { readonly id: string; readonly count: number };
    };

export function diceLogEntries(
  events: readonly GameEvent[],
  game: GameState,
  firstKey: number,
): DiceLogEntry[] {
  const german = language() === 'de';
  return events.map((event, i) => {
    const text = ((german ? eventGerman(event, game) : null) ?? formatEvent(event, game)).trim();
    const key = firstKey + i;
    if (event.type === 'setup/unit-deployed') {
      const unit = game.units[event.unitId];
      const formation = unit && game.formations[unit.formationId];
      if (formation)
        return {
          kind: 'event',
          key,
          text: setUpText(game, formation.id, 1),
          group: { id: `set-up:${formation.id}`, count: 1 },
        };
    }
    if (event.type !== 'dice/rolled') return { kind: 'event', key, text };
    const follow = event.followUps?.some((x) => x !== null)
      ? ` ${t('then')} ${event.followUps.filter((x) => x !== null).join(', ')}`
      : '';
    return {
      kind: 'roll',
      key,
      // Rules name units by id in their purposes; the log names them as a player does.
      purpose: german ? purposeDe(event.purpose, game) : named(event.purpose, game),
      dice: event.dice,
      faces: (event.results.join(', ') || t('none')) + follow,
      needed: event.needed !== undefined ? `${event.needed}+` : null,
      modifiers: event.modifiers.map(
        (m) =>
          `${m.value > 0 ? '+' : ''}${m.value} ${german ? reasonDe(m.reason) : m.reason} (${m.section})`,
      ),
      result:
        event.successes !== undefined
          ? event.successes === 1
            ? t('1 success')
            : t('{{count}} successes', { count: event.successes })
          : null,
      section: event.section,
      text,
    };
  });
}

function setUpText(game: GameState, formationId: string, count: number): string {
  const formation = game.formations[formationId]!;
  const of = formation.unitIds.length;
  const values = {
    player: playerName(game, formation.side),
    formation: formation.name,
    count,
    of,
  };
  return of === 1
    ? t('{{player}} sets up {{formation}}: {{count}} of 1 unit', values)
    : t('{{player}} sets up {{formation}}: {{count}} of {{of}} units', values);
}

/**
 * The log with new entries added: an entry of the same group as the last one (another unit of
 * the formation being set up) updates that line instead of adding one, so a whole army's set-up
 * reads as one line per formation rather than a list of coordinates.
 */
export function appendEntries(
  log: readonly DiceLogEntry[],
  added: readonly DiceLogEntry[],
  game: GameState,
): DiceLogEntry[] {
  const out = [...log];
  for (const e of added) {
    const last = out[out.length - 1];
    if (e.kind === 'event' && e.group && last?.kind === 'event' && last.group?.id === e.group.id) {
      const count = last.group.count + e.group.count;
      const formationId = e.group.id.slice('set-up:'.length);
      out[out.length - 1] = {
        ...last,
        text: setUpText(game, formationId, count),
        group: { id: e.group.id, count },
      };
    } else out.push(e);
  }
  return out;
}
