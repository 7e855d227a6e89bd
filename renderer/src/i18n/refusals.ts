import type { Refusal } from '../../../engine/kernel/result';
import type { GameState } from '../../../engine/netea/state/schema';
import { unitName } from '../play/movePlan';
import { zoneName } from '../play/words';
import { language, t } from './index';
import { REFUSALS_DE } from './refusalsDe';

/**
 * A refusal in the page's language, worded from its code: the engine's English sentence is
 * matched against the code's patterns to find its values, which go into the German sentence.
 * Unit ids among the values become the names a player knows. A sentence no pattern matches
 * stays in English rather than being guessed at.
 */
export function refusalWords(refusal: Refusal, game?: GameState | null): string {
  if (language() !== 'de') return named(refusal.message, game);
  for (const [en, de] of patterns(refusal.code)) {
    const values = matchPattern(en, refusal.message);
    if (values)
      return de.replace(/\{\{(\w+)\}\}/g, (_, k: string) =>
        k === 'zone' ? zoneName(values[k] ?? '') : labelWords(named(values[k] ?? '', game)),
      );
  }
  return named(refusal.message, game);
}

/** The code's German patterns. An assault's hit allocation refuses with the shooting
 * allocation's sentences under `assault/` codes (1.12.5, engine allocation.ts `asAssault`), so
 * those fall back to the `shooting/` patterns. */
function patterns(code: string): readonly (readonly [string, string])[] {
  return REFUSALS_DE[code] ?? REFUSALS_DE[code.replace(/^assault\//, 'shooting/')] ?? [];
}

/** A unit as the engine labels it in a sentence, "Rhino 2 of Tactical Detachment" (its place
 * in the formation), in the page's words as the renderer names units (movePlan's unitName). */
function labelWords(value: string): string {
  const label = /^(.+) (\d+) of (.+)$/s.exec(value);
  if (!label) return value;
  return t('{{name}} {{n}} of {{formation}}', {
    name: label[1]!,
    n: label[2]!,
    formation: label[3]!,
  });
}

/** The refusal with its section, as panels show it: "… (1.7.2)". */
export function refusalLine(refusal: Refusal, game?: GameState | null): string {
  return `${refusalWords(refusal, game)} (${refusal.section})`;
}

/** The values of `{{name}}` places in `pattern` as they stand in `text`, or null when the
 * text is not that sentence. */
export function matchPattern(pattern: string, text: string): Record<string, string> | null {
  const names: string[] = [];
  const source = pattern
    .split(/(\{\{\w+\}\})/)
    .map((part) => {
      const m = /^\{\{(\w+)\}\}$/.exec(part);
      if (!m) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(m[1]!);
      return '([\\s\\S]*?)';
    })
    .join('');
  const found = new RegExp(`^${source}$`).exec(text);
  if (!found) return null;
  return Object.fromEntries(names.map((n, i) => [n, found[i + 1] ?? '']));
}

/** Unit ids in a sentence replaced by the unit's name (never an id on the page). */
export function named(text: string, game?: GameState | null): string {
  if (!game) return text;
  if (game.units[text]) return unitName(game, text);
  return text.replace(/[\w:.-]+/g, (word) => (game.units[word] ? unitName(game, word) : word));
}
