import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashValue } from '../../engine/kernel/hash';
import { namedId, SaveStore } from '../../main/saves/store';
import { savedContent } from './helpers';

let userData: string;
beforeEach(async () => {
  userData = await mkdtemp(join(tmpdir(), 'epic-solo-store-'));
});
afterEach(async () => {
  await rm(userData, { recursive: true, force: true });
});

function gameHash(content: ReturnType<typeof savedContent>): string {
  return hashValue((content.snapshot as { context: { game: unknown } }).context.game);
}

describe('the save store (main/saves)', () => {
  it('autosaves replace each other and keep the previous version as .bak', async () => {
    const store = new SaveStore(userData);
    const first = savedContent(20);
    const second = savedContent(21);
    const id = await store.autosave('g1', first);
    await store.autosave('g1', second);
    expect((await readdir(store.folder)).sort()).toEqual([`${id}.json`, `${id}.json.bak`]);
    const loaded = await store.load(id);
    expect(loaded.ok && hashValue(loaded.value.save.snapshot.context.game)).toBe(gameHash(second));
    const previous = (await readFile(`${store.fileOf(id)}.bak`, 'utf8')).length;
    expect(previous).toBeGreaterThan(0);
  });

  it('autosaves faster than the disk keep the latest and answer every caller', async () => {
    const store = new SaveStore(userData);
    const contents = Array.from({ length: 12 }, (_, i) => savedContent(10 + i));
    const ids = await Promise.all(contents.map((c) => store.autosave('g2', c)));
    expect(new Set(ids).size).toBe(1);
    const loaded = await store.load(ids[0]!);
    expect(loaded.ok && hashValue(loaded.value.save.snapshot.context.game)).toBe(
      gameHash(contents.at(-1)!),
    );
  });

  it('a list asked for while saves are being written includes them', async () => {
    const store = new SaveStore(userData);
    void store.autosave('g3', savedContent(10));
    void store.saveAs('Mid-write', savedContent(11));
    const listed = await store.list();
    expect(listed.map((s) => s.id).sort()).toEqual(['autosave-g3', namedId('Mid-write')].sort());
  });

  it('named saves: saved, listed with scenario, turn and sides, replaced by name, removed', async () => {
    const store = new SaveStore(userData);
    const a = await store.saveAs('Turn 2: the hill', savedContent(40));
    const b = await store.saveAs('Flank', savedContent(50));
    await store.saveAs('Flank', savedContent(55));
    await store.autosave('g3', savedContent(60));
    expect(a).toBe(namedId('Turn 2: the hill'));
    expect(a).toMatch(/^save-turn-2-the-hill-[0-9a-f]{8}$/);
    const list = await store.list();
    expect(list).toHaveLength(3);
    const flank = list.find((s) => s.id === b)!;
    expect(flank).toMatchObject({
      kind: 'named',
      fromBackup: false,
      meta: {
        name: 'Flank',
        scenarioId: 'armoured',
        commands: 55,
        sides: [{ controller: 'person' }, { controller: 'computer' }],
      },
    });
    expect(list.filter((s) => s.kind === 'autosave')).toHaveLength(1);
    expect((await store.remove(b)).ok).toBe(true);
    expect((await store.list()).map((s) => s.id).sort()).toEqual([a, 'autosave-g3'].sort());
  });

  it('a damaged save loads its previous good version and says why', async () => {
    const store = new SaveStore(userData);
    const good = savedContent(30);
    const id = await store.saveAs('x', good);
    await store.saveAs('x', savedContent(31));
    const text = await readFile(store.fileOf(id), 'utf8');
    await writeFile(store.fileOf(id), text.slice(0, text.length / 2));
    const loaded = await store.load(id);
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    expect(loaded.value.from).toBe('backup');
    expect(loaded.value.problems[0]).toMatch(/truncated or damaged/);
    expect(hashValue(loaded.value.save.snapshot.context.game)).toBe(gameHash(good));
    const [listing] = await store.list();
    expect(listing).toMatchObject({ id, fromBackup: true });
  });

  it('refuses ids that are not save names (no way out of the saves folder)', async () => {
    const store = new SaveStore(userData);
    for (const id of ['../secrets', 'a/b', '', 'UPPER', '.hidden', 'x'.repeat(200)]) {
      const loaded = await store.load(id);
      expect(loaded.ok).toBe(false);
      if (!loaded.ok) expect(loaded.error[0]).toMatch(/is not a save's name/);
    }
  });

  it('a save that is missing says so', async () => {
    const loaded = await new SaveStore(userData).load('save-none');
    expect(loaded.ok ? null : loaded.error).toEqual([
      'save: no such file',
      'previous version: save: no such file',
    ]);
  });
});

describe('old autosaves', () => {
  it('only the autosaves of the most recent games are kept; named saves stay', async () => {
    const store = new SaveStore(userData);
    for (let g = 1; g <= 4; g++)
      await store.autosave(`g${g}`, { ...savedContent(5), savedAt: `2026-11-2${g}T10:00:00.000Z` });
    const named = await store.saveAs('keep', savedContent(5));
    await store.pruneAutosaves(2);
    expect((await store.list()).map((s) => s.id).sort()).toEqual(
      ['autosave-g3', 'autosave-g4', named].sort(),
    );
  });
});
