import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  allDatasheets,
  type Firepower,
  type UnitDatasheet,
  type WeaponMode,
} from '../../engine/netea/data';
import { blocks, readProfile, type Characteristics } from './bsdataProfiles';

/**
 * Cross-checks the bundled datasheets with the BattleScribe catalogues their provenance names
 * (`provenance.crossCheck`). A figure may differ only where the provenance documents it for
 * that field. The catalogues live outside the repository (bsdata/SOURCE.md): without them the
 * test is skipped, since there is nothing to compare against.
 */
const BSDATA = fileURLToPath(new URL('../../../shared/bsdata/', import.meta.url));
const haveBsdata = existsSync(BSDATA);

const TYPES: Record<string, string> = {
  Infantry: 'INF',
  'Light Vehicle': 'LV',
  'Armoured Vehicle': 'AV',
  'War Engine': 'WE',
  'War Engine, Aircraft': 'WE',
  Character: 'CH',
  Aircraft: 'AC',
  Spacecraft: 'SC',
};

function score(text: string | undefined): number | string | undefined {
  if (text === undefined) return undefined;
  if (text === 'n/a' || text === '-') return '-';
  const m = /^(\d)\+$/.exec(text);
  return m ? Number(m[1]) : text;
}

function speed(text: string | undefined): number | string | undefined {
  if (text === undefined) return undefined;
  const cm = /^(\d+)cm$/.exec(text);
  if (cm) return Number(cm[1]);
  if (text === 'n/a' || text === '-') return '-';
  return text.toLowerCase().replace(/ /g, '-');
}

const normalise = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .replace(/s$/, '');

function range(text: string): WeaponMode['range'] | string {
  if (/^\((contact|bc)\)$/.test(text)) return { kind: 'base-contact' };
  const bracketed = /^\((\d+)cm\)$/.exec(text);
  if (bracketed) return { kind: 'firefight', cm: Number(bracketed[1]) };
  const plain = /^(\d+)cm$/.exec(text);
  return plain ? { kind: 'cm', cm: Number(plain[1]) } : text;
}

function firepower(text: string): (Firepower | string)[] {
  if (/^small arms$/i.test(text)) return [{ type: 'small-arms' }];
  if (/^assault weapons?$/i.test(text)) return [{ type: 'assault-weapons' }];
  return text.split('/').map((part) => {
    const hit = /^(AP|AT|AA|MW)(\d)\+$/.exec(part);
    if (hit) return { type: hit[1], toHit: Number(hit[2]) } as Firepower;
    const bp = /^(\d+)BP$/.exec(part);
    return bp ? { type: 'BP', points: Number(bp[1]) } : part;
  });
}

function arc(notes: string): string {
  if (/fixed forward/i.test(notes)) return 'fixed-forward';
  if (/left/i.test(notes)) return 'left';
  if (/right/i.test(notes)) return 'right';
  if (/forward/i.test(notes)) return 'forward';
  return 'all';
}

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

function compare(sheet: UnitDatasheet, profile: Characteristics): Mismatch[] {
  const out: Mismatch[] = [];
  const check = (path: string, ours: unknown, theirs: unknown) => {
    if (JSON.stringify(ours) !== JSON.stringify(theirs) && !documented(sheet, path)) {
      out.push({ path, ours, theirs });
    }
  };
  check('type', sheet.type, TYPES[profile.Type ?? ''] ?? profile.Type);
  check('speed', sheet.speed, speed(profile.Speed));
  check('armour', sheet.armour, score(profile.Armour));
  check('cc', sheet.cc, score(profile.CC));
  check('ff', sheet.ff, score(profile.FF));
  if (profile.DC !== undefined) check('damageCapacity', sheet.damageCapacity, Number(profile.DC));

  // Weapons: every weapon of ours appears among theirs, the k-th of a name matching their k-th.
  // When their weapon columns are spelt out (not "*", which points at separate weapon profiles)
  // compare count, range, firepower and arc of the weapon's first line.
  const spelt = profile.Range !== '*';
  const ranges = blocks(profile.Range ?? '');
  const powers = blocks(profile.Firepower ?? '');
  const notes = blocks(profile.Notes ?? '');
  const names = spelt
    ? blocks(profile.Weapons ?? '').map((b) => b[0] ?? '')
    : blocks(profile.Weapons ?? '').flat();
  const theirs = names.map((n, i) => {
    const m = /^(?:(\d+)x\s*)?(.*)$/.exec(n);
    return { name: normalise(m?.[2] ?? n), count: Number(m?.[1] ?? 1), i };
  });
  const used = new Set<number>();
  sheet.weapons.forEach((weapon, w) => {
    const path = `weapons[${w}]`;
    const match = theirs.find((t) => t.name === normalise(weapon.name) && !used.has(t.i));
    if (!match) {
      if (!documented(sheet, path)) out.push({ path, ours: weapon.name, theirs: names });
      return;
    }
    used.add(match.i);
    const mode = weapon.modes[0];
    if (!spelt || !mode) return;
    check(`${path}.count`, weapon.count, match.count);
    check(`${path}.modes[0].range`, mode.range, range(ranges[match.i]?.[0] ?? ''));
    check(`${path}.modes[0].firepower`, mode.firepower, firepower(powers[match.i]?.[0] ?? ''));
    check(`${path}.modes[0].arc`, mode.arc, arc(notes[match.i]?.[0] ?? ''));
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
      const profile = readProfile(BSDATA, source.file, source.entry);
      expect(profile, `${source.file}: no profile "${source.entry}"`).toBeDefined();
      if (profile) expect(compare(sheet, profile)).toEqual([]);
    },
  );

  it.skipIf(!haveBsdata)('finds the Codex Astartes Tactical profile as printed (sanity)', () => {
    const tactical = readProfile(BSDATA, 'Space Marines - EA.cat', 'Tactical');
    expect([tactical?.Type, tactical?.Speed, tactical?.Armour, tactical?.CC, tactical?.FF]).toEqual(
      ['Infantry', '15cm', '4+', '4+', '4+'],
    );
  });

  it.skipIf(!haveBsdata)('notices a figure that differs without a note', () => {
    const rhino = allDatasheets().find((s) => s.id === 'sm-rhino');
    const profile = readProfile(BSDATA, 'Space Marines - EA.cat', 'Rhino');
    if (!rhino || !profile) throw new Error('missing Rhino');
    expect(compare({ ...rhino, armour: 4 }, profile)).toEqual([
      { path: 'armour', ours: 4, theirs: 5 },
    ]);
  });
});
