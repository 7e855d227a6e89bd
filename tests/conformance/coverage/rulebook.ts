/**
 * The rulebook's index for the conformance coverage table: every numbered section from 1.2 to
 * 4.5.2 (chapter 4, aerospace, with its training scenarios) and of 6.1 (the tournament game
 * rules), and every FAQ question of their footnotes, read from the NetEA rules text
 * (shared/seeds/000_924fb617de263766.txt). The extracted index is kept in the repository
 * (rulebook-index.json) because the seed is not; coverage.test.ts checks it against the seed
 * when the seed is at hand.
 */

export interface RulebookIndex {
  readonly sections: readonly { readonly id: string; readonly title: string }[];
  readonly faq: readonly {
    readonly footnote: number;
    readonly section: string;
    readonly question: string;
  }[];
}

const SUPERSCRIPTS = /[⁰¹²³⁴⁵⁶⁷⁸⁹]+/g;
const HEADING = /^(\d\.\d+(?:\.\d+)*) (\S.*)$/;
const FOOTNOTE = /^(\d+)\. (\d\.\d+(?:\.\d+)*) (\S.*)$/;

/** Orders section ids as the rulebook does: 1.2 < 1.2.1 < 1.10 < 2.0. */
export function compareSections(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? -1) - (pb[i] ?? -1);
    if (d !== 0) return d;
  }
  return 0;
}

/** 6.1 and its subsections, but not 6.0, 6.2 or chapter 5. */
const inTournament = (id: string) => id === '6.1' || id.startsWith('6.1.');

const inRange = (id: string) =>
  (compareSections(id, '1.2') >= 0 && compareSections(id, '4.5.2') <= 0) || inTournament(id);

/** The last footnote of 6.1 (6.1.7 Victory Conditions); 6.2's army lists come after it. */
const LAST_FOOTNOTE = 77;

/** A footnote some pages of the text mark with a superscript number (`⁶⁹ 4.3.2 …`). */
const SUPERSCRIPT_FOOTNOTE = /^([⁰¹²³⁴⁵⁶⁷⁸⁹]+) (\d\.\d+(?:\.\d+)*) (\S.*)$/;
const fromSuperscript = (s: string) => Number([...s].map((c) => '⁰¹²³⁴⁵⁶⁷⁸⁹'.indexOf(c)).join(''));

export function extractIndex(text: string): RulebookIndex {
  const sections = new Map<string, string>();
  const faq: { footnote: number; section: string; question: string }[] = [];
  let footnote: { n: number; section: string } | null = null;
  // Emphasis marks go (`1.12.10***Intermingled Formations***`), as do footnote marks.
  const lines = text.split('\n').map((l) => {
    const marked = SUPERSCRIPT_FOOTNOTE.exec(l.trim());
    const line = marked ? `${fromSuperscript(marked[1]!)}. ${marked[2]} ${marked[3]}` : l;
    return line.replace(SUPERSCRIPTS, '').replace(/\*+/g, ' ').replace(/\s+/g, ' ').trim();
  });
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i]!;
    // A heading whose number stands on a line of its own (1.8.4): the title is the next line
    // with text.
    if (/^\d\.\d+(?:\.\d+)*$/.test(line)) {
      let j = i + 1;
      while (j < lines.length && lines[j] === '') j++;
      line = `${line} ${lines[j] ?? ''}`.trim();
    }
    const f = FOOTNOTE.exec(line);
    if (f) {
      const n = Number(f[1]);
      footnote = n >= 1 && n <= LAST_FOOTNOTE && inRange(f[2]!) ? { n, section: f[2]! } : null;
      continue;
    }
    if (line.startsWith('Q:') && footnote) {
      faq.push({ footnote: footnote.n, section: footnote.section, question: line.slice(2).trim() });
      continue;
    }
    const h = HEADING.exec(line);
    if (h && inRange(h[1]!) && h[2]!.length < 60 && !sections.has(h[1]!))
      sections.set(h[1]!, h[2]!.trim());
  }
  return {
    sections: [...sections]
      .map(([id, title]) => ({ id, title }))
      .sort((a, b) => compareSections(a.id, b.id)),
    faq,
  };
}
