import { describe, expect, it } from 'vitest';
import { formatIssue, importCatalogue } from '../../../engine/netea/armies';
import { catalogueFiles, haveBsdata, readBsdata } from './bsdataFiles';

/**
 * Imports every catalogue of ../shared/bsdata (NetEA's version where offered) and prints, per
 * file, its units, formations and how many unit notes were recognised: as an ability of the data
 * schema with its parameters, or as a special rule the list names. At least 95% of all notes must
 * be recognised; the rest is printed. Skipped without the catalogues, which are not part of this
 * repository (bsdata/SOURCE.md).
 */
describe.skipIf(!haveBsdata)('every BattleScribe catalogue imports', () => {
  it('imports each catalogue and recognises at least 95% of the unit notes', () => {
    const gst = readBsdata('Epic.gst');
    const rows: string[] = [];
    const failures: string[] = [];
    const unread = new Map<string, number>();
    let notes = 0;
    let missed = 0;
    for (const file of catalogueFiles()) {
      const report = importCatalogue(gst, readBsdata(file));
      if (!report.ok) {
        failures.push(...report.error.map(formatIssue));
        continue;
      }
      const { list } = report.value;
      const n = list.units.reduce((s, u) => s + u.noteCount, 0);
      const m = list.units.reduce((s, u) => s + u.unreadNotes.length, 0);
      const other = report.value.unread.filter((i) => i.field !== 'Unit Notes').length;
      for (const u of list.units) {
        for (const text of u.unreadNotes) unread.set(text, (unread.get(text) ?? 0) + 1);
      }
      notes += n;
      missed += m;
      rows.push(
        `${file.padEnd(58)} ${String(list.units.length).padStart(4)} ${String(list.formations.length).padStart(4)} ` +
          `${String(n - m).padStart(5)} ${String(m).padStart(4)} ${String(other).padStart(5)} ` +
          `${String(list.strategyRating ?? '-').padStart(3)}  ${list.community ?? '-'}`,
      );
    }
    const pct = (100 * (notes - missed)) / notes;
    console.log(
      [
        `${'catalogue'.padEnd(58)} unit form. notes miss other  SR  community`,
        '(other: weapon lines, constraints and fields not read, listed by the importer per entry)',
        ...rows,
        `all: ${notes - missed} of ${notes} unit notes recognised (${pct.toFixed(1)}%)`,
        'not recognised (times seen):',
        ...[...unread]
          .sort((a, b) => b[1] - a[1])
          .map(([t, c]) => `  ${String(c).padStart(4)}  ${t.slice(0, 100)}`),
      ].join('\n'),
    );
    expect(failures).toEqual([]);
    expect(rows.length).toBeGreaterThanOrEqual(170);
    expect(pct).toBeGreaterThanOrEqual(95);
  });
});

describe.skipIf(haveBsdata)('without ../shared/bsdata', () => {
  it('says why the catalogue test does not run', () => {
    console.log('../shared/bsdata is absent: the catalogue-wide import test is skipped.');
    expect(haveBsdata).toBe(false);
  });
});
