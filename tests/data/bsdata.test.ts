import { describe, expect, it } from 'vitest';
import { importCatalogue, type ImportedList, type ImportedUnit } from '../../engine/netea/armies';
import { allDatasheets, type UnitDatasheet } from '../../engine/netea/data';
import { haveBsdata, readBsdata } from '../netea/armies/bsdataFiles';

/**
 * Cross-checks the bundled datasheets with the BattleScribe catalogues their provenance names
 * (`provenance.crossCheck`), read through the project's importer (engine/netea/armies). NetEA's version of
 * each list. A figure may differ only where the provenance documents it for that field. The
 * catalogues live outside the repository (bsdata/SOURCE.md): without them the test is skipped,
 * since there is nothing to compare against.
 */
const lists = new Map<string, ImportedList>();

function importedUnit(file: string, entry: string): ImportedUnit | undefined {
  let list = lists.get(file);
  if (!list) {
    const report = importCatalogue(readBsdata('Epic.gst'), readBsdata(file));
    if (!report.ok) throw new Error(`${file} does not import: ${report.error[0]?.message ?? ''}`);
    list = report.value.list;
    lists.set(file, list);
  }
  return list.units.find((u) => u.name === entry);
}

/**
 * Weapon names compare without case, punctuation, a plural "s" or a leading "Twin": NetEA's list
 * calls the Land Raider's heavy bolter a "Twin Heavy Bolter" where the training datasheet (seed
 * 001 5.5) prints "Heavy Bolter" with the same figures, which the figures' comparison still checks.
 */
const normalise = (name: string) =>
  name
    .toLowerCase()
    .replace(/^twin[- ]/, '')
    .replace(/[^a-z]/g, '')
    .replace(/s$/, '');

/** Whether the datasheet's provenance documents a figure at `path` (or a field containing it). */
function documented(sheet: UnitDatasheet, path: string): boolean {
  return Object.keys(sheet.provenance.fields).some(
    (key) => path === key || path.startsWith(`${key}.`) || path.startsWith(`${key}[`),
  );
}

interface Mismatch {
  readonly path: string;
  readonly ours: unknown;
  readonly theirs: unknown;
}

function compare(sheet: UnitDatasheet, unit: ImportedUnit): Mismatch[] {
  const out: Mismatch[] = [];
  const check = (path: string, ours: unknown, theirs: unknown) => {
    if (JSON.stringify(ours) !== JSON.stringify(theirs) && !documented(sheet, path)) {
      out.push({ path, ours, theirs });
    }
  };
  check('type', sheet.type, unit.type);
  check('speed', sheet.speed, unit.speed);
  check('armour', sheet.armour, unit.armour);
  check('cc', sheet.cc, unit.cc);
  check('ff', sheet.ff, unit.ff);
  if (unit.damageCapacity !== undefined) {
    check('damageCapacity', sheet.damageCapacity, unit.damageCapacity);
  }

  // Weapons: every weapon of ours appears among theirs, the k-th of a name matching their k-th;
  // count, and range, firepower and arc of the weapon's first line, must agree.
  const used = new Set<number>();
  sheet.weapons.forEach((weapon, w) => {
    const path = `weapons[${w}]`;
    const i = unit.weapons.findIndex(
      (t, k) => normalise(t.name) === normalise(weapon.name) && !used.has(k),
    );
    const match = unit.weapons[i];
    if (!match) {
      if (!documented(sheet, path)) {
        out.push({ path, ours: weapon.name, theirs: unit.weapons.map((t) => t.name) });
      }
      return;
    }
    used.add(i);
    const mode = weapon.modes[0];
    const theirs = match.modes[0];
    if (!mode || !theirs) return;
    check(`${path}.count`, weapon.count, match.count);
    check(`${path}.modes[0].range`, mode.range, theirs.range);
    check(`${path}.modes[0].firepower`, mode.firepower, theirs.firepower);
    check(`${path}.modes[0].arc`, mode.arc, theirs.arc);
  });
  return out;
}

const crossChecked = allDatasheets().filter((s) => s.provenance.crossCheck?.kind === 'bsdata');

describe('datasheets agree with the BattleScribe catalogues', () => {
  it('cross-checks most bundled datasheets', () => {
    expect(crossChecked.length).toBeGreaterThanOrEqual(17);
  });

  // Skipped without ../shared/bsdata: the catalogues are not part of this repository
  // (bsdata/SOURCE.md), so there is nothing to compare with.
  it.skipIf(!haveBsdata).each(crossChecked.map((s) => [s.id, s] as const))(
    '%s matches its catalogue entry, or documents why not',
    (_id, sheet) => {
      const source = sheet.provenance.crossCheck;
      if (source?.kind !== 'bsdata') throw new Error('not cross-checked');
      const unit = importedUnit(source.file, source.entry);
      expect(unit, `${source.file}: no unit "${source.entry}"`).toBeDefined();
      if (unit) expect(compare(sheet, unit)).toEqual([]);
    },
  );

  it.skipIf(!haveBsdata)('finds the Codex Astartes Tactical profile as printed (sanity)', () => {
    const tactical = importedUnit('Space Marines - EA.cat', 'Tactical');
    expect([tactical?.type, tactical?.speed, tactical?.armour, tactical?.cc, tactical?.ff]).toEqual(
      ['INF', 15, 4, 4, 4],
    );
  });

  it.skipIf(!haveBsdata)('notices a figure that differs without a note', () => {
    const rhino = allDatasheets().find((s) => s.id === 'sm-rhino');
    const unit = importedUnit('Space Marines - EA.cat', 'Rhino');
    if (!rhino || !unit) throw new Error('missing Rhino');
    expect(compare({ ...rhino, armour: 4 }, unit)).toEqual([
      { path: 'armour', ours: 4, theirs: 5 },
    ]);
  });
});
