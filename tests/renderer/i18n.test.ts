// @vitest-environment happy-dom
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { refusal } from '../../engine/kernel/result';
import { ALL_SCENARIOS } from '../../engine/netea/scenarios';
import { i18n, setLanguage, t } from '../../renderer/src/i18n';
import { DE } from '../../renderer/src/i18n/de';
import { matchPattern, refusalWords } from '../../renderer/src/i18n/refusals';
import { REFUSALS_DE } from '../../renderer/src/i18n/refusalsDe';

/** Every .ts/.tsx file under a folder. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** A string literal's text as the program sees it (quotes and escapes of the source undone). */
function literal(quoted: string): string {
  const body = quoted.slice(1, -1);
  return body
    .replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\\(['"`\\])/g, '$1')
    .replace(/\\n/g, '\n');
}

const QUOTED = /'(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*"|`(?:\\.|[^`\\$])*`/g;

/** The text of a call's first argument: up to its first comma or closing bracket outside
 * quotes and brackets. */
function firstArgument(text: string, from: number): string {
  let depth = 0;
  let quote: string | null = null;
  for (let i = from; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === "'" || c === '"' || c === '`') quote = c;
    else if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') {
      if (depth === 0) return text.slice(from, i);
      depth--;
    } else if (c === ',' && depth === 0) return text.slice(from, i);
  }
  return text.slice(from);
}

/** The sentences the renderer puts into words: the literals in the first argument of `t(…)`
 * and of `w(…)` (sentences kept in tables for a later `t`). */
function renderedSentences(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sources('renderer/src')) {
    if (file.includes(join('src', 'i18n'))) continue;
    const text = readFileSync(file, 'utf8');
    for (const call of text.matchAll(/(?<![\w.])[tw]\(/g)) {
      const argument = firstArgument(text, call.index + call[0].length);
      for (const q of argument.match(QUOTED) ?? []) found.set(literal(q), file);
    }
  }
  return found;
}

/** What the renderer words from the engine's data: the training scenarios' names and
 * summaries (the start screen shows them through `t`), and their maps' words (seed 001 5.3.9):
 * terrain features' names, objectives and areas with names of their own (those not in the
 * "Objective (north)" and "within 15cm of the north table edge" forms play/words.ts words). */
function dataSentences(): Map<string, string> {
  return new Map(
    ALL_SCENARIOS.flatMap((s) => [
      [s.name, `scenario ${s.id}`],
      [s.summary, `scenario ${s.id}`],
      ...s.terrain.flatMap((f) => (f.name ? [[f.name, `scenario ${s.id}`] as const] : [])),
      ...s.objectives
        .filter((o) => !/^Objective \(/.test(o.label))
        .map((o) => [o.label, `scenario ${s.id}`] as const),
      ...[...s.deploymentZones, ...(s.formationZones ?? [])]
        .filter((z) => !/^within \d+cm of the /.test(z.label))
        .map((z) => [z.label, `scenario ${s.id}`] as const),
    ]),
  );
}

/** The refusal codes the engine gives, found in its source: `refusal('code', …)`. */
function engineRefusals(): Map<string, string[]> {
  const codes = new Map<string, string[]>();
  for (const file of sources('engine')) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(
      // The section a string or a constant (SECTION): both are refusals a person reads.
      /refusal\(\s*(['"`])([^'"`]+)\1\s*,\s*(?:(['"`])[^'"`]*\3|[A-Za-z_][\w.]*)\s*,\s*([\s\S]*?)\)\s*[;,\n]/g,
    )) {
      const list = codes.get(m[2]!) ?? [];
      list.push(m[4]!);
      codes.set(m[2]!, list);
    }
  }
  return codes;
}

afterEach(() => setLanguage('en'));

describe('the renderer in English and German (issue 17)', () => {
  it('finds the sentences of the renderer (the scan itself works)', () => {
    const sentences = renderedSentences();
    expect(sentences.has('Start the battle')).toBe(true);
    expect(sentences.has('Your decision: {{what}}')).toBe(true);
    expect(sentences.size).toBeGreaterThan(150);
  });

  it('has a German entry for every sentence of the renderer, with the same values in it', () => {
    const missing: string[] = [];
    const values = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [sentence, file] of [...renderedSentences(), ...dataSentences()]) {
      const german = DE[sentence];
      if (german === undefined) missing.push(`${file}: ${sentence}`);
      else expect(values(german), `the values of "${sentence}"`).toEqual(values(sentence));
    }
    expect(missing).toEqual([]);
  });

  it('keeps no German entry that the renderer no longer says', () => {
    const sentences = new Map([...renderedSentences(), ...dataSentences()]);
    expect(Object.keys(DE).filter((k) => !sentences.has(k))).toEqual([]);
  });

  it('switches the words of the page and remembers the choice', () => {
    expect(t('Start the battle')).toBe('Start the battle');
    setLanguage('de');
    expect(i18n.language).toBe('de');
    expect(t('Start the battle')).toBe('Schlacht beginnen');
    expect(t('Turn {{turn}}', { turn: 3 })).toBe('Runde 3');
    expect(localStorage.getItem('epic-solo.language')).toBe('de');
  });
});

describe('refusals in German, worded from their code', () => {
  it('finds the engine’s refusal codes (the scan itself works)', () => {
    const codes = engineRefusals();
    expect(codes.has('move/too-far')).toBe(true);
    expect(codes.has('flow/not-now')).toBe(true);
    expect(codes.size).toBeGreaterThan(100);
  });

  it('has a German entry for every refusal code in engine/', () => {
    const missing = [...engineRefusals().keys()].filter((code) => !REFUSALS_DE[code]);
    expect(missing).toEqual([]);
  });

  it('matches every refusal sentence the engine can give with one of its code’s patterns', () => {
    const unmatched: string[] = [];
    for (const [code, messages] of engineRefusals()) {
      for (const source of messages) {
        // The engine's sentence with each of its values as a made-up one.
        const quoted = source.trim().match(QUOTED);
        const sentences = (quoted ?? []).map((q) =>
          literal(q.replace(/\$\{(?:[^{}]|\{[^{}]*\})*\}/g, 'X1')),
        );
        const sentence = sentences.find((s) => /[a-z]/.test(s) && s.length > 12);
        if (!sentence || /^\w+$/.test(sentence)) continue;
        const patterns = REFUSALS_DE[code] ?? [];
        if (!sentences.some((s) => patterns.some(([en]) => matchPattern(en, s))))
          unmatched.push(`${code}: ${sentence}`);
      }
    }
    expect(unmatched).toEqual([]);
  });

  it('puts a refusal’s values into the German sentence and falls back to English', () => {
    const tooFar = refusal(
      'move/too-far',
      '1.7',
      'Rhino may move 30cm in this move; the path is 31.5cm.',
    );
    expect(refusalWords(tooFar)).toBe('Rhino may move 30cm in this move; the path is 31.5cm.');
    setLanguage('de');
    expect(refusalWords(tooFar)).toBe(
      'Rhino darf sich in dieser Bewegung 30 cm bewegen; der Weg ist 31.5 cm lang.',
    );
    const unknown = refusal('made-up/code', '1.1', 'A sentence without a German entry.');
    expect(refusalWords(unknown)).toBe('A sentence without a German entry.');
  });
});
