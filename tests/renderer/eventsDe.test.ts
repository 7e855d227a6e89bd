import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../engine/netea/events';
import { formatEvent } from '../../engine/netea/log/format';
import { resolveHits } from '../../engine/netea/rules/1.9-shooting/casualties';
import { hitEffect } from '../../engine/netea/rules/1.9-shooting/saves';
import type { GameState } from '../../engine/netea/state/schema';
import { eventGerman, purposeDe, reasonDe } from '../../renderer/src/i18n/eventsDe';
import { fixedDice, row, shootingGame } from '../fixtures/shootingGame';

/** Every .ts file under a folder. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.ts$/.test(name) ? [path] : [];
  });
}

/** The event types the engine declares: `readonly type: 'group/what'` in its unions. */
function engineEventTypes(): Set<string> {
  const found = new Set<string>();
  for (const file of sources('engine'))
    for (const m of readFileSync(file, 'utf8').matchAll(
      /readonly type: '([a-z0-9-]+\/[a-z0-9-]+)'/g,
    ))
      found.add(m[1]!);
  return found;
}

/** The expression after `key:` up to its top-level comma, semicolon or closing bracket. */
function expressionAt(text: string, from: number): string {
  let depth = 0;
  let quote: string | null = null;
  for (let i = from; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote && !(quote === '`' && text.slice(i - 1, i) === '\\')) quote = null;
      else if (quote === '`' && c === '$' && text[i + 1] === '{') {
        // Skip the interpolation, quotes and all.
        let d = 0;
        for (i++; i < text.length; i++) {
          if (text[i] === '{') d++;
          else if (text[i] === '}' && --d === 0) break;
        }
      }
    } else if (c === "'" || c === '"' || c === '`') quote = c;
    else if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') {
      if (depth === 0) return text.slice(from, i);
      depth--;
    } else if ((c === ',' || c === ';') && depth === 0) return text.slice(from, i);
  }
  return text.slice(from);
}

const INTERPOLATION = /\$\{((?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*)\}/g;
const QUOTED = /'(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*"|`(?:\\.|[^`\\])*`/g;

/** The sentences a literal can give: each value as "1", a `c ? 'a' : 'b'` as both words. */
function sentences(literal: string): string[] {
  let out = [literal.slice(1, -1)];
  for (;;) {
    const next: string[] = [];
    let changed = false;
    for (const s of out) {
      const m = INTERPOLATION.exec(s);
      INTERPOLATION.lastIndex = 0;
      if (!m) {
        next.push(s);
        continue;
      }
      changed = true;
      const choice = /\?\s*(['"])(.*?)\1\s*:\s*(['"])(.*?)\3\s*$/.exec(m[1]!);
      const values = choice ? [choice[2]!, choice[4]!] : ['1'];
      for (const v of values) next.push(s.slice(0, m.index) + v + s.slice(m.index + m[0].length));
    }
    out = next;
    if (!changed) return out;
  }
}

/** The words the engine gives under `key:` (a roll's purpose, a modifier's reason, a cause). */
function engineWords(key: string, sentence = false): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sources('engine')) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(new RegExp(`(?<![\\w.])${key}:`, 'g'))) {
      const expression = expressionAt(text, m.index + m[0].length);
      // The literals of the expression itself, not those inside its interpolations.
      const outer = expression.replace(INTERPOLATION, (x) => x.replace(/['"`]/g, '_'));
      for (const q of outer.match(QUOTED) ?? []) {
        const raw = expression.slice(outer.indexOf(q), outer.indexOf(q) + q.length);
        for (const s of sentences(q.startsWith('`') ? raw : q))
          // Values alone ("1: 1 (1+)") carry no words to put into German; a purpose is a
          // sentence, a single word beside it is a value compared ('edge').
          if (/[a-z]{3}/i.test(s) && (!sentence || s.includes(' '))) found.set(s, file);
      }
    }
  }
  return found;
}

function gargant(): GameState {
  return shootingGame([
    { id: 'sm', side: 0, units: row('dev', 'sm-devastator', 4, 60, 20) },
    { id: 'we', side: 1, units: [{ id: 'gg', sheet: 'ork-great-gargant', x: 60, y: 50 }] },
  ]);
}

const ctx = { targetFormationId: 'we', cover: {}, crossfire: false };
const at = hitEffect('AT', []);

describe('the battle log in German, every event of the engine (issue 17)', () => {
  it('finds the engine’s event types (the scan itself works)', () => {
    const types = engineEventTypes();
    expect(types.has('war-engine/damaged')).toBe(true);
    expect(types.has('tournament/goals')).toBe(true);
    expect(types.has('dice/rolled')).toBe(true);
    expect(types.size).toBeGreaterThan(60);
  });

  it('has a German line for every event type the engine declares', () => {
    const table = readFileSync('renderer/src/i18n/eventsDe.ts', 'utf8');
    const missing = [...engineEventTypes()].filter((t) => !table.includes(`case '${t}':`));
    expect(missing).toEqual([]);
  });

  it('finds the engine’s purposes and reasons (the scan itself works)', () => {
    const purposes = engineWords('purpose', true);
    expect(purposes.has('critical hit check: 1')).toBe(true);
    expect(purposes.has('to hit: 1 shot 11+')).toBe(true);
    expect(purposes.has('dice for who places the first objective (player 1, player 2)')).toBe(true);
    expect(engineWords('reason').has('damage from fire')).toBe(true);
    expect(engineWords('cause').has('unsaved hit')).toBe(true);
  });

  it('words every purpose of a die roll the engine gives in German', () => {
    const game = gargant();
    const english = [...engineWords('purpose', true).keys()].filter(
      (p) => purposeDe(p, game) === p,
    );
    expect(english).toEqual([]);
  });

  it('words every reason and cause the engine gives in German', () => {
    const words = [...engineWords('reason').keys(), ...engineWords('cause').keys()];
    const english = words.filter((r) => [r, r.replace(/-/g, ' ')].includes(reasonDe(r)));
    expect(english).toEqual([]);
  });

  it('3.2.2, 5.5.4: a power field stopping a hit, in German', () => {
    const s = gargant();
    // Power fields D6+6: 3 → 9, the first stops the hit.
    const r = resolveHits(s, fixedDice(3).dice, [{ unitId: 'gg', effect: at }], ctx);
    const shield = r.events.find((e) => e.type === 'war-engine/shield')!;
    expect(eventGerman(shield, s)).toBe(
      '  ein Schpezialkraftfeld von Ork Great Gargant 1 von we hält den Treffer auf, 8 übrig (5.5.4)',
    );
    expect(purposeDe('power fields of Ork Great Gargant', s)).toBe(
      'Schpezialkraftfelder von Ork Great Gargant',
    );
  });

  it('3.2.2, 3.2.3: a war engine damaged and a critical hit with its fire, in German', () => {
    const s = gargant();
    const down = { ...s, units: { ...s.units, gg: { ...s.units.gg!, shields: 0 } } };
    // Save 4+: 1, re-roll 2 → a point of damage; critical check 6 → the Gargant catches fire.
    const r = resolveHits(
      down,
      fixedDice(1, 2, 6, 4, 4, 4).dice,
      [{ unitId: 'gg', effect: at }],
      ctx,
    );
    const lines = r.events.map((e: GameEvent) => eventGerman(e, s));
    expect(lines[0]).toBe(
      '  Ork Great Gargant 1 von we verliert einen Punkt Schadenskapazität (nicht geretteter Treffer): 1 von 12 (3.2.2)',
    );
    expect(lines[1]).toMatch(
      /^ {2}Ork Great Gargant 1 von we erleidet einen KRITISCHEN TREFFER \(Feuer\): .+ \(3\.2\.3\)$/,
    );
    expect(lines[2]).toBe(
      '  Ork Great Gargant 1 von we: ein Feuer bricht aus, 1 Feuer brennt (3.2.3)',
    );
    expect(purposeDe('critical hit check: Ork Great Gargant', s)).toBe(
      'Wurf auf kritischen Treffer: Ork Great Gargant',
    );
    // The English line has the same facts.
    expect(formatEvent(r.events[0]!, s)).toContain('(unsaved hit): 1 of 12 (3.2.2)');
  });

  it('words a modifier’s reason with its section, a re-roll and scatter in German', () => {
    const s = gargant();
    expect(reasonDe('2 inspiring unit(s) involved (2.1.5)')).toBe(
      '2 inspirierende Einheit(en) beteiligt (2.1.5)',
    );
    expect(reasonDe('achieved Blitzkrieg, Take And Hold (2 goals to 1)')).toBe(
      'erfüllte Blitzkrieg, Sichern Und Halten (2 Siegbedingungen zu 1)',
    );
    expect(purposeDe('re-roll invulnerable save: gg', s)).toBe(
      'Wiederholung: unmodifizierter Rettungswurf: Ork Great Gargant 1 von we',
    );
    expect(purposeDe('fire 1 of 2 on Ork Great Gargant', s)).toBe(
      'Feuer 1 von 2 auf Ork Great Gargant',
    );
  });
});
