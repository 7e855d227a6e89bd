import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  bundledList,
  bundledLists,
  formatIssue,
  importCatalogue,
  readRos,
  readRoster,
  readRosz,
  writeRoster,
  MAX_ROSTER_CHARS,
  ROSTER_FILE,
  type ImportedList,
} from '../../../engine/netea/armies';
import { writeEnvelope } from '../../../engine/kernel/saves/envelope';
import { fixture } from './fixtures';

/**
 * Malformed and hostile files, each refused quickly with a message naming the problem: the
 * importer, our roster file, BattleScribe rosters. Big inputs are generated here, never committed.
 * "Quickly" is a generous bound (the machine may be busy); the point is that nothing expands,
 * recurses or inflates without limit.
 */
const QUICK_MS = 3000;
const gst = fixture('mini.gst');
const cat = fixture('mini.cat');
const sm = bundledList('space-marines-ea') as ImportedList;

function refusedCatalogue(text: string, asGameSystem = false): string {
  const started = performance.now();
  const report = asGameSystem
    ? importCatalogue({ file: 'bad.gst', text }, cat)
    : importCatalogue(gst, { file: 'bad.cat', text });
  expect(performance.now() - started).toBeLessThan(QUICK_MS);
  if (report.ok) throw new Error('accepted a bad file');
  return report.error.map(formatIssue).join('\n');
}

const billionLaughs = `<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
<!ENTITY lol9 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">]>
<catalogue id="x" name="&lol9;" gameSystemId="gs-1"/>`;
const externalEntity = `<?xml version="1.0"?>
<!DOCTYPE catalogue [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<catalogue id="x" name="&xxe;" gameSystemId="gs-1"/>`;
const edit = (find: string, replace: string) => {
  expect(cat.text).toContain(find);
  return cat.text.replace(find, replace);
};

describe('hostile catalogues are refused', () => {
  const cases: [string, () => string, RegExp][] = [
    ['an empty file', () => '', /expected one root element|not well-formed/],
    ['a truncated file', () => cat.text.slice(0, cat.text.length / 2), /not well-formed XML/],
    ['binary garbage', () => '\u0000\u0001\u0002PK\u0003\u0004', /not well-formed XML/],
    [
      'a wrong root element',
      () => '<roster id="r"/>',
      /expected a <catalogue> root element, found <roster>/,
    ],
    [
      'two root elements',
      () => '<catalogue id="a"/><catalogue id="b"/>',
      /not well-formed|one root/,
    ],
    ['mismatched tags', () => '<catalogue id="a"><profiles></catalogue>', /not well-formed XML/],
    ['an unclosed attribute', () => '<catalogue id="a name="b"/>', /not well-formed XML/],
    ['the billion laughs', () => billionLaughs, /entity expansion is refused/],
    ['an external entity', () => externalEntity, /entity expansion is refused/],
    ['a lower-case doctype', () => `<!doctype catalogue>${cat.text}`, /document type/],
    [
      '50 MB of nesting',
      () => `${'<selectionEntry>'.repeat(3_200_000)}`,
      /over the limit of 16000000/,
    ],
    [
      'nesting deeper than any catalogue',
      () => `<catalogue>${'<a>'.repeat(100_000)}${'</a>'.repeat(100_000)}</catalogue>`,
      /nested more than 200 deep/,
    ],
    [
      'non-numeric points',
      () => edit('value="850.0"', 'value="lots"'),
      /Warlord Titan: cost: the points "lots" are not a number/,
    ],
    [
      'a link to an entry that does not exist',
      () =>
        edit(
          'targetId="e-predators" type="selectionEntry"',
          'targetId="e-missing" type="selectionEntry"',
        ),
      /links entry e-missing, which is not/,
    ],
    [
      'a link to a profile that does not exist',
      () => edit('targetId="p-tactical"', 'targetId="p-gone"'),
      /Tactical: infoLink: links profile p-gone, which is not defined/,
    ],
    [
      'a cycle of entry links',
      () =>
        edit(
          '<entryLink id="l-rhinos" name="Rhinos" hidden="false" targetId="e-rhinos" type="selectionEntry"/>',
          '<entryLink id="l-loop" name="Loop" hidden="false" targetId="g-upgrades" type="selectionEntryGroup"/>',
        ),
      /links back to itself/,
    ],
    [
      'a catalogue of another game system',
      () => edit('gameSystemId="gs-1"', 'gameSystemId="other"'),
      /belongs to game system other/,
    ],
    [
      'a catalogue link to a catalogue not supplied',
      () =>
        edit(
          '<infoLinks>',
          '<catalogueLinks><catalogueLink id="cl" name="Allies" targetId="elsewhere" type="catalogue"/></catalogueLinks><infoLinks>',
        ),
      /links catalogue Allies, which was not supplied/,
    ],
    [
      'a catalogue without formations',
      () => '<catalogue id="c" name="Empty" gameSystemId="gs-1"></catalogue>',
      /holds no formation/,
    ],
  ];

  it.each(cases)('%s', (_name, make, expected) => {
    expect(refusedCatalogue(make())).toMatch(expected);
  });

  it('a game system file that is a catalogue', () => {
    expect(refusedCatalogue(cat.text, true)).toMatch(/expected a <gameSystem> root element/);
  });

  it('a game system with an external entity', () => {
    expect(refusedCatalogue(externalEntity.replace(/catalogue/g, 'gameSystem'), true)).toMatch(
      /bad.gst: .*entity expansion is refused/,
    );
  });
});

/** A file whose body was changed, with a checksum that matches it: only the schemas can refuse it. */
const rechecksummed = (text: string) =>
  writeEnvelope(ROSTER_FILE, (JSON.parse(text) as { body: unknown }).body);

describe('hostile roster files are refused', () => {
  const good = writeRoster({
    list: sm.id,
    listRevision: sm.source.revision,
    name: 'Good',
    pointsLimit: 3000,
    formations: [],
  });
  const cases: [string, () => string, RegExp][] = [
    ['not JSON', () => '{"format": ', /roster: not valid JSON/],
    ['JSON of the wrong kind', () => '[1, 2, 3]', /not an Epic Solo roster/],
    [
      'another format',
      () => good.replace('epic-solo/roster', 'epic-solo/game'),
      /is a "epic-solo\/game", not an Epic Solo roster/,
    ],
    [
      'a newer version',
      () => good.replace('"version":1', '"version":99'),
      /newer Epic Solo \(format version 99/,
    ],
    [
      'a damaged checksum',
      () => good.replace('"name":"Good"', '"name":"Bad"'),
      /checksum does not match/,
    ],
    ['a missing checksum', () => good.replace(/"checksum":"[0-9a-f]+",/, ''), /checksum/],
    [
      'a negative count',
      () =>
        rechecksummed(
          good.replace(
            '"formations":[]',
            '"formations":[{"formation":"tactical","selections":[{"count":-3,"entry":"x","selections":[]}]}]',
          ),
        ),
      /roster: formations\.0\.selections\.0\.count/,
    ],
    [
      'a key reaching the prototype (__proto__)',
      () => good.replace('"name":"Good",', '"name":"Good","__proto__":{"polluted":true},'),
      /__proto__/,
    ],
    [
      'a file over the size limit',
      () => ' '.repeat(MAX_ROSTER_CHARS + 1),
      /more than any army builder writes \(at most 2000000\)/,
    ],
    [
      'a roster of a list not bundled',
      () =>
        writeRoster({
          list: 'squats-ea',
          listRevision: '1',
          name: 'S',
          pointsLimit: 0,
          formations: [],
        }),
      /army list "squats-ea", which is not bundled/,
    ],
  ];

  it.each(cases)('%s', (_name, make, expected) => {
    const started = performance.now();
    const read = readRoster(make(), bundledLists());
    expect(performance.now() - started).toBeLessThan(QUICK_MS);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error.join('\n')).toMatch(expected);
  });
});

describe('hostile BattleScribe rosters are refused', () => {
  const ros = (body: string) =>
    `<roster id="r" name="R" xmlns="http://www.battlescribe.net/schema/rosterSchema">${body}</roster>`;
  const force = (name: string) =>
    `<forces><force id="f" name="Epic Armageddon" catalogueName="${name}" catalogueRevision="1"><selections/></force></forces>`;

  const rosCases: [string, () => string, RegExp][] = [
    ['a wrong root element', () => '<catalogue id="c"/>', /expected a <roster> root element/],
    ['a roster without forces', () => ros(''), /the roster has no force/],
    [
      'a roster of a list not bundled',
      () => ros(force('Squats')),
      /"Squats", which is not bundled/,
    ],
    [
      'a billion laughs roster',
      () => billionLaughs.replace(/catalogue/g, 'roster'),
      /entity expansion is refused/,
    ],
    [
      'a truncated roster',
      () => ros(force('Space Marines: Codex Astartes')).slice(0, 60),
      /not well-formed/,
    ],
  ];
  it.each(rosCases)('.ros: %s', (_name, make, expected) => {
    const read = readRos(make(), 'bad.ros', bundledLists());
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error.join('\n')).toMatch(expected);
  });

  const roszCases: [string, () => Uint8Array, RegExp][] = [
    [
      'not a zip',
      () => strToU8('this is not a zip archive at all'),
      /not a readable zip archive|expected one \.ros/,
    ],
    [
      'a zip bomb over the size limit',
      () => zipSync({ 'bomb.ros': new Uint8Array(9_000_000) }, { level: 9 }),
      /would inflate to 9000000 bytes, over the limit/,
    ],
    [
      'a zip bomb by its compression ratio',
      () => zipSync({ 'bomb.ros': new Uint8Array(4_000_000) }, { level: 9 }),
      /compressed \d+ to 1, which only a zip bomb is/,
    ],
    [
      'a zip that declares fewer bytes than it holds',
      () => {
        const zip = zipSync({ 'a.ros': new Uint8Array(5_000_000) }, { level: 0 });
        const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
        // Uncompressed size: offset 22 of the local header and 24 of the central directory entry.
        view.setUint32(22, 1000, true);
        for (let i = zip.length - 22; i >= 0; i -= 1) {
          if (view.getUint32(i, true) === 0x02014b50) {
            view.setUint32(i + 24, 1000, true);
            break;
          }
        }
        return zip;
      },
      /declares 1000 bytes but holds \d+ compressed/,
    ],
    [
      'an archive with two rosters',
      () => zipSync({ 'a.ros': strToU8(ros('')), 'b.ros': strToU8(ros('')) }),
      /expected one \.ros roster inside the archive, found 2/,
    ],
    ['an archive without a roster', () => zipSync({ 'readme.txt': strToU8('hello') }), /found 0/],
  ];
  it.each(roszCases)('.rosz: %s', (_name, make, expected) => {
    const data = make();
    const started = performance.now();
    const read = readRosz(data, 'bad.rosz', bundledLists());
    expect(performance.now() - started).toBeLessThan(QUICK_MS);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error.join('\n')).toMatch(expected);
  });
});
