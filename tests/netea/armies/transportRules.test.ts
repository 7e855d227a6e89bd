import { describe, expect, it } from 'vitest';
import { bundledList, type ImportedList } from '../../../engine/netea/armies';
import { fieldDatasheet } from '../../../engine/netea/armies/field';
import type { ImportedUnitInput } from '../../../engine/netea/armies/schema';
import { readTransportLine } from '../../../engine/netea/armies/transportRules';

/**
 * 3.1.3: war engines whose list prints the capacity only in its Transport rule ("Transport
 * (Ork)") get it from that rule's line: how many, which units, which take two spaces.
 */
const orks = (): ImportedList => {
  const l = bundledList('orks-ghazghkull-thraka-s-war-horde-ea');
  if (!l) throw new Error('no Ork list');
  return l;
};
const unit = (l: ImportedList, name: string) => {
  const u = l.units.find((x) => x.name === name);
  if (!u) throw new Error(`no unit ${name}`);
  return u;
};

const units: ImportedUnitInput[] = [
  ['boyz', 'Boyz', 'INF'],
  ['nobz', 'Nobz', 'INF'],
  ['big-gunz', 'Big Gunz', 'INF'],
  ['big-gunz-soopagun', 'Big Gunz (Soopagun)', 'INF'],
  ['skorcha', 'Skorcha', 'LV'],
  ['dreadnought', 'Dreadnought', 'AV'],
].map(([id, name, type]) => ({
  id: id!,
  name: name!,
  profile: 'Unit' as const,
  type: type as 'INF',
  noteCount: 0,
  source: { file: 'x.cat', entry: name! },
}));

describe('the Transport rule of a list, read for war engines (3.1.3)', () => {
  it('reads every bundled Ork transport war engine: Battlefortress 8, Gunfortress 4, Landa 10 with light vehicles and Dreadnoughts as two', () => {
    const l = orks();
    for (const name of ['Battlefortress', 'Battlefortress (Power Fields)'])
      expect(unit(l, name).transport).toEqual({
        capacity: 8,
        carries: ['boyz', 'kommandos', 'nobz'],
      });
    for (const name of ['Gunfortress', 'Gunfortress (Soopagun)', 'Gunfortress (Supa-Zzap Gun)'])
      expect(unit(l, name).transport).toEqual({
        capacity: 4,
        carries: ['boyz', 'kommandos', 'nobz'],
      });
    const landa = unit(l, 'Landa').transport;
    expect(landa?.capacity).toBe(10);
    expect(landa?.carries).toContain('stormboyz');
    expect(landa?.carries).toContain('killa-kan');
    expect(new Set(landa?.largeUnits?.map((u) => `${u.unit}:${u.spaces}`))).toEqual(
      new Set(['deth-kopta:2', 'buggies-wartraks:2', 'skorcha:2', 'dreadnought:2']),
    );
    // The Gargants print no transport: still none.
    expect(unit(l, 'Gargant').transport).toBeUndefined();
  });

  it('fields the Battlefortress carrying the fielded Boyz, Kommandos and Nobz of the same list', () => {
    const l = orks();
    const fielded = fieldDatasheet(l, unit(l, 'Battlefortress'));
    expect(fielded.ok).toBe(true);
    if (!fielded.ok) return;
    expect(fielded.sheet.transport).toMatchObject({
      capacity: 8,
      carries: [
        { kind: 'datasheet', id: `${l.id}-boyz` },
        { kind: 'datasheet', id: `${l.id}-kommandos` },
        { kind: 'datasheet', id: `${l.id}-nobz` },
      ],
      largeUnits: [],
    });
    expect(fielded.notes.map((n) => n.code)).not.toContain('field/no-transport-capacity');
  });

  it('takes every variant of a named unit and the "(take 2 places)" of a name', () => {
    const issues: string[] = [];
    const read = readTransportLine(
      '12 of the following: Nobz, Big Gunz (take 2 places).',
      units,
      (m) => issues.push(m),
    );
    expect(read).toEqual({
      capacity: 12,
      carries: ['nobz', 'big-gunz', 'big-gunz-soopagun'],
      largeUnits: [
        { unit: 'big-gunz', spaces: 2 },
        { unit: 'big-gunz-soopagun', spaces: 2 },
      ],
      leftOut: [],
    });
    expect(issues).toEqual([]);
  });

  it('leaves out what the capacity cannot hold (one seat another kind may take, units carried in addition) and says so', () => {
    const read = readTransportLine(
      'up to 8 units of Boyz or Nobz. 1 unit transported may be a Big Gunz. May carry 4 Grotz in addition to any other units.',
      units,
      () => undefined,
    );
    expect(read?.carries).toEqual(['boyz', 'nobz']);
    expect(read?.leftOut).toHaveLength(2);
  });

  it('refuses, with a message, a phrasing it cannot read rather than guessing', () => {
    const issues: string[] = [];
    expect(
      readTransportLine('2 Ogryn units or 4 of the following units: Boyz.', units, (m) =>
        issues.push(m),
      ),
    ).toBeUndefined();
    expect(readTransportLine('see codex', units, (m) => issues.push(m))).toBeUndefined();
    expect(
      readTransportLine('4 units of Boyz. Only on Tuesdays.', units, (m) => issues.push(m)),
    ).toBeUndefined();
    expect(issues).toHaveLength(3);
    expect(issues[2]).toMatch(/cannot read "Only on Tuesdays"/);
  });
});
