import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { extractIndex, type RulebookIndex } from './coverage/rulebook';
import {
  citesQuestion,
  citesSection,
  coverageTable,
  testNames,
  type NamedTest,
} from './coverage/table';

const TESTS = fileURLToPath(new URL('..', import.meta.url));
const HERE = fileURLToPath(new URL('.', import.meta.url));
const COVERAGE = join(HERE, 'COVERAGE.md');
const INDEX = join(HERE, 'coverage', 'rulebook-index.json');
/** The rules text lives outside the repository (like the BattleScribe data): checked when here. */
const SEED = fileURLToPath(
  new URL('../../../shared/seeds/000_924fb617de263766.txt', import.meta.url),
);

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? e.name === 'node_modules'
        ? []
        : testFiles(join(dir, e.name))
      : /\.test\.tsx?$/.test(e.name)
        ? [join(dir, e.name)]
        : [],
  );
}

function allTests(): NamedTest[] {
  return testFiles(TESTS)
    .sort()
    .flatMap((f) =>
      testNames(readFileSync(f, 'utf8')).map((name) => ({
        file: relative(TESTS, f).split('\\').join('/'),
        name,
      })),
    );
}

const index = JSON.parse(readFileSync(INDEX, 'utf8')) as RulebookIndex;

describe('the conformance coverage table (tests/conformance/COVERAGE.md)', () => {
  it('is what the rulebook index and the test names make of it', () => {
    const table = coverageTable(index, allTests());
    if (process.env['UPDATE_COVERAGE'] === '1') writeFileSync(COVERAGE, table);
    expect(readFileSync(COVERAGE, 'utf8')).toBe(table);
  });

  it.skipIf(!existsSync(SEED))('its index is the one the rules text gives', () => {
    expect(extractIndex(readFileSync(SEED, 'utf8'))).toEqual(index);
  });

  it('takes the tournament chapter and its footnotes 73–77 into the index, but not the bulleted warm-up list of footnote 73', () => {
    const text = [
      '6.1.3 The Five Minute Warm Up⁷³',
      '73. 6.1.3 The Five Minute Warm Up',
      'Q: Is there a complete list of what to cover in the five minute warm up?',
      '- A:',
      '- Should you dice for each ability used at the start of the turn?',
      ' - Where should measurements for capturing/contesting an objective be made from?',
      '6.1.7 Victory Conditions⁷⁷',
      '⁷⁷ 6.1.7 Victory Conditions',
      'Q: If a formation rallies in the end phase can it deny the opponent the They Shall Not Pass goal?',
      '6.2 TOURNAMENT ARMY LISTS',
      '5.3 Scenarios',
    ].join('\n');
    const read = extractIndex(text);
    expect(read.sections.map((s) => s.id)).toEqual(['6.1.3', '6.1.7']);
    expect(read.faq.map((f) => [f.footnote, f.section])).toEqual([
      [73, '6.1.3'],
      [77, '6.1.7'],
    ]);
    expect(index.sections.filter((s) => s.id.startsWith('6.')).length).toBe(8);
    expect(index.faq.filter((f) => f.footnote >= 73).length).toBe(20);
  });

  it('reads names, sections and FAQ questions as they are written', () => {
    expect(testNames(`it('2.1.8: a \\'leader\\'', () => {}); it.skipIf(x)("b", f)`)).toEqual([
      "2.1.8: a 'leader'",
      'b',
    ]);
    expect(citesSection('2.1.12, 2.1.10: scouts', '2.1.1')).toBe(false);
    expect(citesSection('2.1.12, 2.1.10: scouts', '2.1.10')).toBe(true);
    expect(citesSection('2.1.8 FAQ: …', '2.1.8')).toBe(false);
    const q = 'Can infiltrators double their counter-charge move?';
    expect(
      citesQuestion('2.1.4 FAQ: Can infiltrators double their counter-charge move? No', '2.1.4', q),
    ).toBe(true);
    expect(
      citesQuestion('2.1.4: Can infiltrators double their counter-charge move? No', '2.1.4', q),
    ).toBe(false);
  });
});
