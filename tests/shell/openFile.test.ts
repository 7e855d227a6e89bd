import { readdir, writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ShellAction } from '../../main/ipc/api';
import type { RosterLibrary } from '../../main/rosters/library';
import { rosterStore } from '../../main/rosters/store';
import { SaveStore } from '../../main/saves/store';
import { fileOpeners, fileRouter, type FileOpeners } from '../../main/shell/openFile';
import { roszBytes, rosText, sampleRoster } from '../rosters/fixtures';
import { savedContent } from '../saves/helpers';
import { bytes, damagedSaveText, saveText, tempFolder, ZIP_HEAD } from './helpers';

/** A router over a save library in a fresh data folder, recording what the person is shown. */
async function setUp(openers?: (store: SaveStore, rosters: RosterLibrary) => FileOpeners) {
  const userData = await tempFolder('open');
  const elsewhere = await tempFolder('downloads');
  const store = new SaveStore(userData);
  const rosters = rosterStore(userData);
  const sent: ShellAction[] = [];
  const refused: { name: string; reasons: readonly string[] }[] = [];
  const router = fileRouter({
    openers: openers ? openers(store, rosters) : fileOpeners(store, rosters),
    send: (action) => sent.push(action),
    refuse: (name, reasons) => refused.push({ name, reasons }),
  });
  const put = async (name: string, content: string | Uint8Array) => {
    const path = join(elsewhere, name);
    await writeFile(path, content);
    return path;
  };
  const savesOnDisk = async () => {
    await mkdir(store.folder, { recursive: true });
    return readdir(store.folder);
  };
  const rostersOnDisk = async () => {
    await mkdir(join(userData, 'rosters'), { recursive: true });
    return readdir(join(userData, 'rosters'));
  };
  return { store, rosters, router, sent, refused, put, savesOnDisk, rostersOnDisk };
}

describe('opening a file', () => {
  it('a save from elsewhere is kept among the saves and the page is told to load it', async () => {
    const { store, router, sent, refused, put } = await setUp();
    const path = await put('Evening game.epicsave', saveText('Evening game'));
    const opened = await router.openPath(path);
    expect(refused).toEqual([]);
    expect(opened.ok).toBe(true);
    expect(sent).toEqual([
      { kind: 'open-save', id: expect.stringMatching(/^opened-evening-game-/) },
    ]);
    const id = (sent[0] as { id: string }).id;
    const loaded = await store.load(id);
    expect(loaded.ok && loaded.value.save.meta.name).toBe('Evening game');
    expect((await store.list()).map((s) => s.id)).toEqual([id]);
  });

  it('the same file opened twice is kept once; another game of the same name is kept apart', async () => {
    const { store, router, sent, put } = await setUp();
    await router.openPath(await put('a.epicsave', saveText('Evening game', 12)));
    await router.openPath(await put('a.epicsave', saveText('Evening game', 12)));
    await router.openPath(await put('b.epicsave', saveText('Evening game', 20)));
    const ids = sent.map((a) => (a as { id: string }).id);
    expect(ids[0]).toBe(ids[1]);
    expect(ids[2]).not.toBe(ids[0]);
    expect((await store.list()).length).toBe(2);
  });

  it('a damaged save is refused with its reason, and nothing is written', async () => {
    const { router, sent, refused, put, savesOnDisk } = await setUp();
    const opened = await router.openPath(await put('Broken.epicsave', damagedSaveText()));
    expect(opened.ok).toBe(false);
    expect(sent).toEqual([]);
    expect(refused).toEqual([
      {
        name: 'Broken.epicsave',
        reasons: [
          'save: the checksum does not match the content: the file was damaged or changed after it was saved',
        ],
      },
    ]);
    expect(await savesOnDisk()).toEqual([]);
  });

  it('a truncated save is refused as such', async () => {
    const { router, refused, put } = await setUp();
    await router.openPath(await put('Cut.epicsave', saveText().slice(0, 500)));
    expect(refused[0]!.reasons[0]).toMatch(
      /^save: not valid JSON \(the file is truncated or damaged\)/,
    );
  });

  it('opening a file never replaces a save of the same name already kept', async () => {
    const { store, router, put } = await setUp();
    const kept = await store.saveAs('Evening game', savedContent(30, 3, 'Evening game'));
    await router.openPath(await put('a.epicsave', saveText('Evening game', 12)));
    const ids = (await store.list()).map((s) => s.id).sort();
    expect(ids).toEqual([expect.stringMatching(/^opened-evening-game-/), kept]);
    const still = await store.load(kept);
    expect(still.ok && still.value.save.commands.length).toBe(30);
  });

  it('a BattleScribe roster is kept among the rosters, naming what it could not map', async () => {
    const { rosters, router, sent, refused, put } = await setUp();
    const roster = sampleRoster('space-marines-ea', ['tactical', 'land-raiders'], 'Saturday');
    await router.openPath(await put('Saturday.rosz', roszBytes(roster, ['Squat Thunderers'])));
    expect(refused).toEqual([]);
    expect(sent).toEqual([
      {
        kind: 'open-roster',
        id: expect.stringMatching(/^opened-saturday-/),
        unmapped: ['Squat Thunderers: no such formation in Space Marines: Codex Astartes'],
      },
    ]);
    const opened = await rosters.open((sent[0] as { id: string }).id);
    expect(opened.ok && opened.value.roster).toEqual(roster);
    // The same army as a .ros opens as well.
    await router.openPath(await put('Saturday.ros', rosText(roster)));
    expect(sent[1]).toMatchObject({ kind: 'open-roster', unmapped: [] });
  });

  it('a damaged roster or one of a list not bundled is refused, and nothing is written', async () => {
    const { router, sent, refused, put, rostersOnDisk } = await setUp();
    await router.openPath(await put('Army.rosz', new Uint8Array([...ZIP_HEAD, 0, 0])));
    const squats = rosText(sampleRoster('space-marines-ea', [])).replace(
      'Space Marines: Codex Astartes',
      'Squats',
    );
    await router.openPath(await put('Squats.ros', squats));
    expect(sent).toEqual([]);
    expect(refused.map((r) => r.reasons[0])).toEqual([
      expect.stringMatching(/^Army\.rosz: not a readable zip archive/),
      'Squats.ros: the roster is for the army list "Squats", which is not bundled with this program',
    ]);
    expect(await rostersOnDisk()).toEqual([]);
  });

  it('a campaign is refused: campaigns are not supported yet', async () => {
    const { router, refused, put } = await setUp();
    await router.openPath(await put('War.epiccampaign', '{"format":"epic-solo/campaign"}'));
    expect(refused[0]!.reasons).toEqual(['campaigns are not supported yet']);
  });

  it('the extension point: a roster opener, once built, receives the recognised file', async () => {
    const seen: string[] = [];
    const { router, sent } = await setUp((store, rosters) => ({
      ...fileOpeners(store, rosters),
      roster: async (file) => {
        seen.push(`${file.name} ${file.recognised.format} ${file.bytes.length}`);
        return { ok: true, value: { kind: 'new-battle' } };
      },
    }));
    await router.openBytes('Army.rosz', new Uint8Array([...ZIP_HEAD, 9]));
    expect(seen).toEqual(['Army.rosz battlescribe 5']);
    expect(sent).toEqual([{ kind: 'new-battle' }]);
  });

  it('a missing file, a folder and a stranger are refused with what is wrong', async () => {
    const { router, refused, put } = await setUp();
    await router.openPath('/no/such/place/game.epicsave');
    await router.openPath(await tempFolder('folder.epicsave'));
    await router.openPath(await put('notes.txt', 'hello'));
    expect(refused.map((r) => r.reasons[0])).toEqual([
      'there is no such file',
      'it is a folder, not a file',
      expect.stringMatching(/^Epic Solo opens saved games .*, not \.txt files$/),
    ]);
  });

  it('a dropped file (its bytes) opens as a double-clicked one does', async () => {
    const { router, sent } = await setUp();
    const opened = await router.openBytes('Dropped.epicsave', bytes(saveText('Dropped')));
    expect(opened).toEqual({ ok: true, value: sent[0] });
    expect(sent[0]).toMatchObject({
      kind: 'open-save',
      id: expect.stringMatching(/^opened-dropped-/),
    });
  });
});
