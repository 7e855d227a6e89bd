import { describe, expect, it } from 'vitest';
import {
  BUNDLED_DATA_FILES,
  createRegistry,
  parseDataFile,
  resolvePath,
} from '../../engine/netea/data';

/** A fresh, mutable copy of the bundled Space Marine file. */
function spaceMarines(): {
  datasheets: Record<string, unknown>[];
  formations: Record<string, unknown>[];
} {
  const source = BUNDLED_DATA_FILES.find((f) => f.fileName === 'space-marines.json');
  return structuredClone(source?.data) as never;
}

/** Sets (or, with undefined, deletes) the field at a path such as `weapons[1].modes[0].arc`. */
function setPath(root: unknown, path: string, value: unknown): void {
  const keys = (path.match(/[A-Za-z]+|\[\d+\]/g) ?? []).map((k) =>
    k.startsWith('[') ? Number(k.slice(1, -1)) : k,
  );
  const last = keys.pop();
  const parent = keys.reduce<unknown>((at, key) => (at as Record<PropertyKey, unknown>)[key], root);
  if (last === undefined || typeof parent !== 'object' || parent === null) {
    throw new Error(`no field ${path}`);
  }
  if (value === undefined) delete (parent as Record<PropertyKey, unknown>)[last];
  else (parent as Record<PropertyKey, unknown>)[last] = value;
}

/** The Tactical datasheet of a fresh copy with one field changed, parsed: the error lines. */
function errorsAfter(path: string, value: (tactical: unknown) => unknown): string[] {
  const file = spaceMarines();
  const tactical = file.datasheets.find((d) => d.id === 'sm-tactical');
  if (!tactical) throw new Error('no sm-tactical in the bundled data');
  setPath(tactical, path, value(tactical));
  const parsed = parseDataFile(file, 'space-marines.json');
  return parsed.ok ? [] : parsed.error;
}

const to = (value: unknown) => () => value;

describe('malformed data is refused with the file, the unit and the field', () => {
  // Each case: what is broken, the field, its new value, and the message expected
  // (file: unit: field: problem).
  const cases: [string, string, (t: unknown) => unknown, string][] = [
    [
      'armour 7 (1.1.3 armour is a D6 score)',
      'armour',
      to(7),
      'space-marines.json: unit "sm-tactical": armour: expected a number from 2 to 6',
    ],
    [
      'a to-hit of 7 (the brief example)',
      'weapons[1].modes[0].firepower[0].toHit',
      to(7),
      'space-marines.json: unit "sm-tactical": weapons[1].modes[0].firepower[0].toHit: expected a number from 2 to 6, got 7',
    ],
    [
      'armour written as "4+" instead of 4',
      'armour',
      to('4+'),
      'space-marines.json: unit "sm-tactical": armour: expected a number from 2 to 6 (for 2+ to 6+) or "-" for none, got "4+"',
    ],
    [
      'a weapon with no firepower',
      'weapons[1].modes[0].firepower',
      to([]),
      'space-marines.json: unit "sm-tactical": weapons[1].modes[0].firepower: a weapon line needs at least one firepower value',
    ],
    [
      'a weapon with no lines at all',
      'weapons[1].modes',
      to([]),
      'space-marines.json: unit "sm-tactical": weapons[1].modes: a weapon needs at least one line',
    ],
    [
      'an unknown ability',
      'abilities',
      to([{ id: 'flying' }]),
      'space-marines.json: unit "sm-tactical": abilities[0].id: expected a unit ability, one of "commander"',
    ],
    [
      'an unknown weapon ability',
      'weapons[1].modes[0].abilities',
      to([{ id: 'armour-piercing' }]),
      'space-marines.json: unit "sm-tactical": weapons[1].modes[0].abilities[0].id: expected a weapon ability',
    ],
    [
      'a negative range',
      'weapons[1].modes[0].range.cm',
      to(-45),
      'space-marines.json: unit "sm-tactical": weapons[1].modes[0].range.cm: expected a positive number of centimetres, got -45',
    ],
    [
      "unit type 'XX'",
      'type',
      to('XX'),
      'space-marines.json: unit "sm-tactical": type: expected one of "INF", "LV", "AV", "WE", "CH", "AC", "SC", got "XX"',
    ],
    [
      'a firepower type that does not exist',
      'weapons[1].modes[0].firepower[0].type',
      to('XP'),
      'space-marines.json: unit "sm-tactical": weapons[1].modes[0].firepower[0].type: expected a firepower type',
    ],
    [
      'a missing figure',
      'ff',
      to(undefined),
      'space-marines.json: unit "sm-tactical": ff: expected a number from 2 to 6 (for 2+ to 6+) or "-" for none (missing)',
    ],
    [
      'a misspelt field',
      'armor',
      to(4),
      'space-marines.json: unit "sm-tactical": unknown field "armor"',
    ],
    [
      'two lines without and/or (1.1.3 FAQ)',
      'weapons[1].modes[1]',
      (t) => structuredClone(resolvePath(t, 'weapons[1].modes[0]')),
      'space-marines.json: unit "sm-tactical": weapons[1].combine: a weapon with several lines needs "combine"',
    ],
    [
      'small arms with an ordinary range (1.12)',
      'weapons[0].modes[0].range',
      to({ kind: 'cm', cm: 15 }),
      'space-marines.json: unit "sm-tactical": weapons[0].modes[0].range: small arms have a bracketed firefight range',
    ],
    [
      'an infantry stand larger than 1.1.2 allows',
      'footprint',
      to({ shape: 'rect', width: 5, length: 1.2 }),
      'space-marines.json: unit "sm-tactical": footprint: an infantry stand is 0.5–4cm across',
    ],
    [
      'a damage capacity on a non-war engine (3.0)',
      'damageCapacity',
      to(2),
      'space-marines.json: unit "sm-tactical": damageCapacity: only war engines have a damage capacity',
    ],
    [
      'an aircraft speed on infantry (4.2.1)',
      'speed',
      to('fighter'),
      'space-marines.json: unit "sm-tactical": speed: expected a speed in centimetres or "immobile"',
    ],
    [
      'provenance for a field that does not exist',
      'provenance.fields',
      to({
        'weapons[5]': {
          source: { kind: 'judgement', reasoning: 'made up' },
          note: 'no such weapon',
        },
      }),
      'space-marines.json: unit "sm-tactical": provenance.fields["weapons[5]"]: names a field the datasheet does not have',
    ],
  ];

  it.each(cases)('%s', (_what, path, value, expected) => {
    const errors = errorsAfter(path, value);
    expect(
      errors.some((e) => e.startsWith(expected)),
      errors.join('\n'),
    ).toBe(true);
  });

  it('names a unit without an id by its position', () => {
    const errors = errorsAfter('id', to(undefined));
    expect(errors).toContain(
      'space-marines.json: unit #0: id: expected a kebab-case id such as "sm-tactical" (missing)',
    );
  });

  it('refuses the same id twice in a file', () => {
    const file = spaceMarines();
    file.datasheets.push(structuredClone(file.datasheets[0]!));
    const parsed = parseDataFile(file, 'space-marines.json');
    expect(parsed.ok ? [] : parsed.error).toEqual([
      'space-marines.json: unit "sm-tactical": id: is used twice',
    ]);
  });

  it('refuses a formation naming a datasheet no file defines', () => {
    const file = spaceMarines();
    const formation = file.formations[0] as { units: { datasheet: string }[] };
    formation.units[0]!.datasheet = 'sm-tactikal';
    const created = createRegistry([{ fileName: 'space-marines.json', data: file }]);
    expect(created.ok ? [] : created.error).toEqual([
      'space-marines.json: formation "sm-tactical-detachment": units[0].datasheet: names datasheet "sm-tactikal", which no data file defines',
    ]);
  });

  it('refuses an id defined in two files', () => {
    const created = createRegistry([
      ...BUNDLED_DATA_FILES,
      {
        ...BUNDLED_DATA_FILES.find((f) => f.fileName === 'structures.json')!,
        fileName: 'copy.json',
      },
    ]);
    expect(created.ok ? [] : created.error).toContain(
      'copy.json: unit "command-bunker": id: is already defined in structures.json',
    );
  });

  it('does not throw for data that is not even an object', () => {
    for (const input of [null, 42, 'orks', [], undefined]) {
      const parsed = parseDataFile(input, 'odd.json');
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.error[0]).toMatch(/^odd\.json: /);
    }
  });
});
