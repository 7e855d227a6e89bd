import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSave } from '../../engine/netea/saves';
import { SaveStore } from '../../main/saves/store';
import { fakeElectron, type FakeElectron } from './fakeElectron';
import { damagedSaveText, saveText, tempFolder } from './helpers';

/**
 * main/main.ts itself, run under Node with Electron's module replaced by a fake at the module
 * boundary (fakeElectron.ts): what a person sees when they double-click a file, start Epic Solo
 * twice, use the menu, move the window.
 */

const savedArgv = process.argv;
beforeEach(() => {
  // main.ts's log echoes every line to standard error; the lines are in its log file too.
  vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
});
afterEach(() => {
  vi.restoreAllMocks();
  process.argv = savedArgv;
  vi.doUnmock('electron');
  vi.resetModules();
});

/** Start main.ts as a launch with these command-line arguments would. */
async function launch(
  args: string[],
  options: { userData?: string; lockFree?: boolean } = {},
): Promise<FakeElectron & { userData: string; documents: string }> {
  const userData = options.userData ?? (await tempFolder('userdata'));
  const documents = await tempFolder('documents');
  const electron = fakeElectron({ userData, documents, lockFree: options.lockFree });
  vi.resetModules();
  vi.doMock('electron', () => ({ ...electron.module, default: electron.module }));
  process.argv = ['/opt/Epic Solo/epic-solo', ...args];
  await import('../../main/main');
  process.argv = savedArgv;
  if (options.lockFree !== false) await vi.waitFor(() => expect(electron.windows).toHaveLength(1));
  return { ...electron, userData, documents };
}

/** What the page of the (first) window was sent on the shell's channel. */
const shellActions = (electron: FakeElectron) =>
  electron.windows[0]!.webContents.sent.filter(([c]) => c === 'shell:action').map(([, a]) => a);

/** The page says it listens, as the bridge does when the App subscribes. */
const pageListens = (electron: FakeElectron) => electron.invoke('shell:ready');

async function fileElsewhere(name: string, text: string): Promise<string> {
  const path = join(await tempFolder('downloads'), name);
  await writeFile(path, text);
  return path;
}

describe('double-clicking a file', () => {
  it('a save given on the command line: the page loads it once it listens (the battle screen)', async () => {
    const path = await fileElsewhere('Evening game.epicsave', saveText('Evening game', 12, true));
    const electron = await launch([path]);
    expect(shellActions(electron)).toEqual([]);
    await pageListens(electron);
    await vi.waitFor(() =>
      expect(shellActions(electron)).toContainEqual({
        kind: 'open-save',
        id: expect.stringMatching(/^opened-evening-game-/),
      }),
    );
    // What the page then asks for (App: game.load(id)) is the game from the file.
    const { id } = shellActions(electron).find(
      (a) => (a as { kind: string }).kind === 'open-save',
    ) as {
      id: string;
    };
    const loaded = (await electron.invoke('saves:load', { id })) as {
      ok: boolean;
      value: { snapshot: { game: { scenarioId: string } } };
    };
    expect(loaded.ok).toBe(true);
    expect(loaded.value.snapshot.game.scenarioId).toBe('armoured');
    expect(electron.messageBoxes).toEqual([]);
  });

  it('a damaged save is refused with its reason, and the saves are untouched', async () => {
    const path = await fileElsewhere('Broken.epicsave', damagedSaveText());
    const electron = await launch([path]);
    await vi.waitFor(() =>
      expect(electron.messageBoxes).toEqual([
        expect.objectContaining({
          type: 'warning',
          message: 'Epic Solo cannot open "Broken.epicsave".',
          detail:
            'save: the checksum does not match the content: the file was damaged or changed after it was saved',
        }),
      ]),
    );
    await pageListens(electron);
    expect(
      shellActions(electron).filter((a) => (a as { kind: string }).kind === 'open-save'),
    ).toEqual([]);
    expect(existsSync(join(electron.userData, 'saves'))).toBe(false);
  });

  it('a damaged roster is refused with its reason', async () => {
    const path = await fileElsewhere('Army.ros', '<?xml version="1.0"?>\n<roster name="Army">');
    const electron = await launch([path]);
    await vi.waitFor(() =>
      expect(electron.messageBoxes[0]).toMatchObject({
        message: 'Epic Solo cannot open "Army.ros".',
        detail: expect.stringMatching(/^Army\.ros: /),
      }),
    );
    expect(existsSync(join(electron.userData, 'rosters'))).toBe(false);
  });

  it('on macOS the file comes as an open-file event', async () => {
    const electron = await launch([]);
    await pageListens(electron);
    const path = await fileElsewhere('Mac.epicsave', saveText('Mac', 12, true));
    let prevented = false;
    electron.app.emit('open-file', { preventDefault: () => (prevented = true) }, path);
    expect(prevented).toBe(true);
    await vi.waitFor(() =>
      expect(shellActions(electron)).toContainEqual({
        kind: 'open-save',
        id: expect.stringMatching(/^opened-mac-/),
      }),
    );
  });

  it('a file dropped onto the window opens the same way; a stranger is refused', async () => {
    const electron = await launch([]);
    await pageListens(electron);
    const bytes = new TextEncoder().encode(saveText('Dropped', 12, true));
    expect(
      await electron.invoke('shell:open-dropped', { name: 'Dropped.epicsave', bytes }),
    ).toEqual({ ok: true, value: true });
    expect(
      await electron.invoke('shell:open-dropped', {
        name: 'photo.png',
        bytes: new Uint8Array([137, 80]),
      }),
    ).toMatchObject({ ok: false, error: [expect.stringMatching(/not \.png files$/)] });
    // A name with a folder in it is not a dropped file's name: refused before anything is read.
    expect(
      await electron.invoke('shell:open-dropped', {
        name: '../x.epicsave',
        bytes: new Uint8Array(),
      }),
    ).toMatchObject({ ok: false, error: [expect.stringContaining('without folders')] });
  });
});

describe('what main accepts from pages', () => {
  it('a page that is not Epic Solo’s own cannot hand main a file', async () => {
    const electron = await launch([]);
    const bytes = new TextEncoder().encode(saveText('Planted', 12, true));
    expect(
      await electron.invoke(
        'shell:open-dropped',
        { name: 'Planted.epicsave', bytes },
        'https://example.org/',
      ),
    ).toEqual({ ok: false, error: ["refused: not sent by Epic Solo's own page"] });
    expect(existsSync(join(electron.userData, 'saves'))).toBe(false);
  });
});

describe('one Epic Solo at a time', () => {
  it('the second launch hands its file to the first, which comes to the front and opens it', async () => {
    const first = await launch([]);
    await pageListens(first);
    first.windows[0]!.minimized = true;
    const path = await fileElsewhere('Second.epicsave', saveText('Second', 12, true));
    const second = await launch([path], { lockFree: false });
    expect(second.quits).toBe(1);
    expect(second.windows).toEqual([]);
    expect(second.lockData).toEqual({ files: [path] });
    // The system delivers the second launch's data to the first.
    first.app.emit('second-instance', {}, ['/opt/Epic Solo/epic-solo', path], '/', second.lockData);
    expect(first.windows[0]!.calls).toEqual(expect.arrayContaining(['restore', 'show', 'focus']));
    await vi.waitFor(() =>
      expect(shellActions(first)).toContainEqual({
        kind: 'open-save',
        id: expect.stringMatching(/^opened-second-/),
      }),
    );
  });
});

describe('the menu', () => {
  it('Save and Save As, greyed until a game is open; Save As also writes the chosen file', async () => {
    const path = await fileElsewhere('Start.epicsave', saveText('Start', 12, true));
    const electron = await launch([path]);
    expect(electron.menuItem('save').enabled).toBe(false);
    await pageListens(electron);
    await vi.waitFor(() => expect(shellActions(electron).length).toBe(2));
    const { id } = shellActions(electron)[1] as { id: string };
    await electron.invoke('saves:load', { id });
    expect(electron.menuItem('save').enabled).toBe(true);

    (electron.menuItem('save').click as () => void)();
    const store = new SaveStore(electron.userData);
    await vi.waitFor(async () =>
      expect((await store.list()).map((s) => ('meta' in s ? s.meta.name : null))).toContainEqual(
        expect.stringMatching(/^Turn \d+, /),
      ),
    );

    electron.dialogAnswers.save = join(electron.documents, 'For Bob');
    (electron.menuItem('save-as').click as () => void)();
    const copy = join(electron.documents, 'For Bob.epicsave');
    await vi.waitFor(() => expect(existsSync(copy)).toBe(true));
    const read = readSave(await readFile(copy, 'utf8'));
    expect(read.ok && read.value.meta.name).toBe('For Bob');
  });

  it('Save As to a place that cannot be written says so, and the game is still saved', async () => {
    const path = await fileElsewhere('Start.epicsave', saveText('Start', 12, true));
    const electron = await launch([path]);
    await pageListens(electron);
    await vi.waitFor(() => expect(shellActions(electron).length).toBe(2));
    const { id } = shellActions(electron)[1] as { id: string };
    expect(await electron.invoke('saves:load', { id })).toMatchObject({ ok: true });
    electron.dialogAnswers.save = join(electron.documents, 'no such folder', 'Copy.epicsave');
    (electron.menuItem('save-as').click as () => void)();
    await vi.waitFor(() =>
      expect(electron.messageBoxes).toEqual([
        expect.objectContaining({
          type: 'error',
          message: `The game was saved in Epic Solo, but not to ${electron.dialogAnswers.save}.`,
          detail: expect.stringContaining('ENOENT'),
        }),
      ]),
    );
    const names = (await new SaveStore(electron.userData).list()).map((s) =>
      'meta' in s ? s.meta.name : null,
    );
    expect(names).toContain('Copy');
  });

  it('New Battle sends the page to the start screen; Open opens the chosen file', async () => {
    const electron = await launch([]);
    await pageListens(electron);
    (electron.menuItem('new-battle').click as () => void)();
    electron.dialogAnswers.open = await fileElsewhere('Chosen.epicsave', saveText('Chosen'));
    (electron.menuItem('open').click as () => void)();
    await vi.waitFor(() =>
      expect(shellActions(electron).slice(1)).toEqual([
        { kind: 'new-battle' },
        { kind: 'open-save', id: expect.stringMatching(/^opened-chosen-/) },
      ]),
    );
  });

  it('the language chosen is told to the page and remembered for the next start', async () => {
    const userData = await tempFolder('userdata');
    const electron = await launch([], { userData });
    await pageListens(electron);
    expect(shellActions(electron)).toEqual([{ kind: 'language', language: 'en' }]);
    (electron.menuItem('language-de').click as () => void)();
    expect(shellActions(electron).at(-1)).toEqual({ kind: 'language', language: 'de' });
    await vi.waitFor(async () =>
      expect(JSON.parse(await readFile(join(userData, 'settings.json'), 'utf8'))).toMatchObject({
        language: 'de',
      }),
    );
    const again = await launch([], { userData });
    await vi.waitFor(() => expect(again.menuItem('language-de').checked).toBe(true));
    await pageListens(again);
    expect(shellActions(again)).toEqual([{ kind: 'language', language: 'de' }]);
  });

  it('Open Data Folder opens the per-user folder; Show Log File shows the log', async () => {
    const electron = await launch([]);
    (electron.menuItem('open-data-folder').click as () => void)();
    (electron.menuItem('show-log').click as () => void)();
    expect(electron.opened).toEqual([
      electron.userData,
      join(electron.userData, 'logs', 'epic-solo.log'),
    ]);
  });

  it('About shows the version and the rules', async () => {
    const electron = await launch([]);
    (electron.menuItem('about').click as () => void)();
    expect(electron.messageBoxes[0]).toMatchObject({
      message: 'Epic Solo 0.1.0',
      detail: expect.stringContaining('NetEA Tournament Pack rules 2024-01-04'),
    });
  });
});

describe('the window', () => {
  it('opens where it was closed, maximised if it was', async () => {
    const userData = await tempFolder('userdata');
    const first = await launch([], { userData });
    expect(first.windows[0]!.options).toMatchObject({ width: 1400, height: 900 });
    first.windows[0]!.options.x = 200;
    first.windows[0]!.options.y = 150;
    first.windows[0]!.maximized = true;
    first.windows[0]!.close();
    await vi.waitFor(async () => expect(await readdir(userData)).toContain('window-state.json'));
    const again = await launch([], { userData });
    expect(again.windows[0]!.options).toMatchObject({ x: 200, y: 150, width: 1400, height: 900 });
    expect(again.windows[0]!.maximized).toBe(true);
  });
});
