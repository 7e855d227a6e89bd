/* eslint-disable @typescript-eslint/no-explicit-any -- the hand edits below put wrong types into a body on purpose */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSave, SAVE_VERSION, saveBodyOf, writeSave } from '../../engine/netea/saves';
import { SaveStore } from '../../main/saves/store';
import { fileAround, savedContent } from './helpers';
import { fingerprint } from './faults';

/**
 * A corpus of damaged, hand-edited, future and hostile save files, generated from one good save.
 * Every one must be refused with a message naming its problem, without an exception and without
 * any file on disk changing. Files with a recomputed checksum test what lies past the checksum.
 */
const content = savedContent(50);
const good = writeSave(content);
const goodBody = () => structuredClone(saveBodyOf(content)) as ReturnType<typeof saveBodyOf>;
/** The body with one change and a checksum that fits it (a deliberate hand edit). */
function edited(change: (body: any) => void, version = SAVE_VERSION): string {
  const body = goodBody();
  change(body);
  return fileAround(body, version);
}
function bitFlip(text: string, seed: number): string {
  const at = Math.floor((((seed * 2654435761) >>> 0) / 0x100000000) * text.length);
  const bit = 1 << (seed % 7);
  return text.slice(0, at) + String.fromCharCode(text.charCodeAt(at) ^ bit) + text.slice(at + 1);
}
const firstUnit = (body: any) =>
  body.snapshot.context.game.units[Object.keys(body.snapshot.context.game.units)[0]!];

const CORPUS: { name: string; text: string; problem: RegExp }[] = [
  { name: 'empty file', text: '', problem: /not valid JSON/ },
  {
    name: 'truncated to half',
    text: good.slice(0, good.length / 2),
    problem: /truncated or damaged/,
  },
  { name: 'last brace cut', text: good.slice(0, -2), problem: /truncated or damaged/ },
  { name: 'cut after the header', text: good.slice(0, 90), problem: /truncated or damaged/ },
  ...[1, 2, 3, 4, 5, 6, 7, 8].map((seed) => ({
    name: `bit flip ${seed}`,
    text: bitFlip(good, seed),
    problem: /checksum does not match|not valid JSON|not an Epic Solo save|save: /,
  })),
  { name: 'not JSON', text: 'Epic Solo save, honest', problem: /not valid JSON/ },
  {
    name: 'random bytes',
    text: String.fromCharCode(...Array.from({ length: 300 }, (_, i) => (i * 97 + 13) % 256)),
    problem: /not valid JSON/,
  },
  { name: 'a JSON list', text: '[]', problem: /not an Epic Solo save/ },
  { name: 'JSON null', text: 'null', problem: /not an Epic Solo save/ },
  {
    name: "another program's file",
    text: fileAround({}, 1, 'other-app/config'),
    problem: /is a "other-app\/config", not an Epic Solo game save/,
  },
  {
    name: 'future version',
    text: fileAround(goodBody(), SAVE_VERSION + 7),
    problem: /newer Epic Solo \(format version 9/,
  },
  { name: 'version 0', text: fileAround(goodBody(), 0), problem: /version: Too small/ },
  {
    name: 'version as text',
    text: good.replace(`"version":${SAVE_VERSION}`, `"version":"${SAVE_VERSION}"`),
    problem: /version: Invalid input: expected number/,
  },
  {
    name: 'no checksum',
    text: JSON.stringify({ format: 'epic-solo/game', version: SAVE_VERSION, body: goodBody() }),
    problem: /checksum: Invalid input/,
  },
  {
    name: 'checksum not hex',
    text: good.replace(/"checksum":"[0-9a-f]{16}"/, '"checksum":"zzzzzzzzzzzzzzzz"'),
    problem: /checksum: expected 16 hexadecimal digits/,
  },
  {
    name: 'no body',
    text: JSON.stringify({
      format: 'epic-solo/game',
      version: SAVE_VERSION,
      checksum: '0123456789abcdef',
    }),
    problem: /no body/,
  },
  {
    name: 'hand edit without checksum',
    text: good.replace('"turn":', '"turn":1'),
    problem: /checksum does not match/,
  },
  {
    name: '__proto__ at the top',
    text: `{"__proto__":{"polluted":true},${good.slice(1)}`,
    problem: /the key "__proto__" is not allowed/,
  },
  {
    name: '__proto__ among the units',
    text: edited((b) => {
      b.snapshot.context.game.units = JSON.parse(`{"__proto__":{"isAdmin":true}}`);
    }),
    problem: /body\.snapshot\.context\.game\.units: the key "__proto__"/,
  },
  {
    name: 'constructor in a record',
    text: edited((b) => {
      b.snapshot.context.game.formations.constructor = { prototype: {} };
    }),
    problem: /the key "constructor" is not allowed/,
  },
  {
    name: 'huge list',
    text: edited((b) => {
      b.commands = new Array(100_001).fill(0);
    }),
    problem: /body\.commands: a list of 100001 items/,
  },
  {
    name: 'deep nesting',
    text: `{"format":"epic-solo/game","version":2,"checksum":"0123456789abcdef","body":${'['.repeat(5000)}${']'.repeat(5000)}}`,
    problem: /nested more than 48 levels/,
  },
  {
    name: 'huge text',
    text: edited((b) => {
      b.meta.name = 'x'.repeat(200_000);
    }),
    problem: /body\.meta\.name: a text of 200000 characters/,
  },
  {
    name: 'infinite number',
    text: good.replace(/"turn":(\d+)/, '"turn":1e999'),
    problem: /a number out of range/,
  },
  {
    name: 'turn as a word',
    text: edited((b) => {
      b.snapshot.context.game.turn = 'three';
    }),
    problem: /snapshot\.context\.game\.turn: Invalid input: expected number/,
  },
  {
    name: 'units as a list',
    text: edited((b) => {
      b.snapshot.context.game.units = [];
    }),
    problem: /snapshot\.context\.game\.units: Invalid input: expected record/,
  },
  {
    name: 'an unknown member',
    text: edited((b) => {
      b.cheats = true;
    }),
    problem: /Unrecognized key: "cheats"/,
  },
  {
    name: 'negative blast markers',
    text: edited((b) => {
      const f = Object.values(b.snapshot.context.game.formations)[0] as any;
      f.blastMarkers = -3;
    }),
    problem: /blastMarkers: Too small/,
  },
  {
    name: 'unit on side 2 of a two-player game',
    text: edited((b) => {
      firstUnit(b).side = 2;
    }),
    problem: /units\.[^ ]+\.side: this game has no player 3/,
  },
  {
    // Six players is the most a game holds (team play, seed 001 5.3.11.2): a seventh is no side.
    name: 'unit on side 7',
    text: edited((b) => {
      firstUnit(b).side = 6;
    }),
    problem: /\.side: Invalid input/,
  },
  {
    name: 'unknown command',
    text: edited((b) => {
      b.commands[3] = { type: 'cheat.win', side: 0 };
    }),
    problem: /commands\.3\.type: Invalid discriminator value/,
  },
  {
    name: 'summary disagrees',
    text: edited((b) => {
      b.meta.commands += 1;
    }),
    problem: /meta\.commands says 51 commands but the log holds 50/,
  },
  {
    name: 'not a chart state',
    text: edited((b) => {
      b.snapshot.value = { turn: 'nonsense' };
    }),
    problem: /is not a state of the phase chart/,
  },
  {
    name: 'two scenarios',
    text: edited((b) => {
      b.setup.scenarioId = 'basic-training';
    }),
    problem: /snapshot is of scenario "armoured" but the set-up of "basic-training"/,
  },
  {
    name: 'done but still playing',
    text: edited((b) => {
      b.snapshot.status = 'done';
    }),
    problem: /status "done" does not fit a game in phase/,
  },
  {
    name: 'version 1 log that does not replay',
    text: fileAround(
      {
        setup: goodBody().setup,
        commands: [{ type: 'strategy.roll', side: 0 }],
        savedAt: '2026-01-01T00:00:00.000Z',
      },
      1,
    ),
    problem: /command log does not replay: command 0/,
  },
  {
    name: 'version 1 with a snapshot',
    text: fileAround(goodBody(), 1),
    problem: /save \(version 1\) body: \(top level\): Unrecognized keys/,
  },
];

let userData: string;
beforeAll(async () => {
  userData = await mkdtemp(join(tmpdir(), 'epic-solo-malformed-'));
});
afterAll(async () => {
  await rm(userData, { recursive: true, force: true });
});

describe(`a corpus of ${CORPUS.length} malformed save files`, () => {
  it('has at least 30 distinct files', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(CORPUS.map((c) => c.text)).size).toBe(CORPUS.length);
  });

  it.each(CORPUS)('refuses "$name", naming the problem', ({ text, problem }) => {
    const read = readSave(text);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error.join('\n')).toMatch(problem);
  });

  it('loading them from disk refuses each, lists them as damaged and changes no file', async () => {
    const store = new SaveStore(userData);
    const keep = await store.saveAs('keep me', content);
    await store.saveAs('keep me', content);
    for (const [i, entry] of CORPUS.entries())
      await writeFile(join(store.folder, `bad-${i}.json`), entry.text);
    const before = await fingerprint(store.folder);
    for (const i of CORPUS.keys()) {
      const loaded = await store.load(`bad-${i}`);
      expect(loaded.ok).toBe(false);
    }
    const list = await store.list();
    expect(list.filter((s) => 'problem' in s)).toHaveLength(
      // A few files keep a readable summary although the game in them is refused.
      list.filter((s) => s.id.startsWith('bad-') && !('meta' in s)).length,
    );
    expect(list.find((s) => s.id === keep)).toMatchObject({ meta: { name: 'keep me' } });
    expect(await fingerprint(store.folder)).toBe(before);
    expect((await store.load(keep)).ok).toBe(true);
  });
});
