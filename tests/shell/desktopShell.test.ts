import { existsSync, readdirSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiDecider } from '../../main/host/gameHost';
import { GameService } from '../../main/host/service';
import type { ShellAction } from '../../main/ipc/api';
import { CHANNELS, SHELL_CHANNELS } from '../../main/ipc/channels';
import {
  registerIpc,
  registerShellIpc,
  trustedSender,
  type IpcEventLike,
} from '../../main/ipc/handlers';
import { SaveStore } from '../../main/saves/store';
import { fileOpeners, fileRouter } from '../../main/shell/openFile';
import { rosterStore } from '../../main/rosters/store';
import { PageChannel } from '../../main/shell/pageChannel';
import { buildRenderer, CHROMIUM, launch, state } from '../browser/helpers';
import { serveStatic } from '../browser/server';
import { damagedSaveText, saveText, tempFolder } from './helpers';

/**
 * The desktop shell seen from the page, in Chromium without Electron: the built page with the
 * preload's bridge, and behind it main's service, shell IPC, file router and page channel, wired
 * as main.ts wires them. A file double-clicked before the window exists opens on the battle
 * screen; a damaged file dropped onto the window is refused with its reason; New Battle goes
 * back to the start screen.
 */
async function bridgeScript(): Promise<string> {
  const built = await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      minify: false,
      lib: { entry: resolve('tests/shell/shellBridge.ts'), formats: ['iife'], name: 'bridge' },
    },
  });
  const output = (Array.isArray(built) ? built[0] : built) as { output: { code?: string }[] };
  return output.output[0]!.code!;
}

/** Both sides are people: the computer is never asked. */
const noAi: AiDecider = {
  decide: () => Promise.reject(new Error('the computer plays no side in this test')),
};

describe.skipIf(!existsSync(CHROMIUM))('the desktop shell in the page (needs Chromium)', () => {
  let browser: Browser;
  let server: Server;
  let url: string;
  let outDir: string;
  let script: string;
  let userData: string;
  let service: GameService;
  let page: Page;
  const refused: { name: string; reasons: readonly string[] }[] = [];
  const errors: string[] = [];
  const channel = new PageChannel();
  const handlers = new Map<string, (event: IpcEventLike, ...args: unknown[]) => unknown>();
  const push = (name: string, payload: unknown) =>
    void page
      ?.evaluate(
        ([c, p]) =>
          (window as unknown as { __ipcPush(c: string, p: unknown): void }).__ipcPush(c, p),
        [name, payload] as const,
      )
      .catch(() => undefined);
  let router: ReturnType<typeof fileRouter>;

  beforeAll(async () => {
    outDir = await buildRenderer();
    script = await bridgeScript();
    ({ url, server } = await serveStatic(outDir));
    browser = await launch();
    userData = await tempFolder('shell-page');
    const store = new SaveStore(userData);
    let games = 0;
    service = new GameService({
      store,
      ai: noAi,
      publish: (update) => push(CHANNELS.update, update),
      newGameId: () => `shell${++games}`,
    });
    router = fileRouter({
      openers: fileOpeners(store, rosterStore(userData)),
      send: (action) => channel.send(action),
      refuse: (name, reasons) => refused.push({ name, reasons }),
    });
    const trusted = trustedSender(new URL('index.html', url).href);
    const ipc = {
      handle: (c: string, fn: (e: IpcEventLike, ...a: unknown[]) => unknown) =>
        void handlers.set(c, fn),
    };
    registerIpc(ipc, service, trusted);
    registerShellIpc(
      ipc,
      {
        [SHELL_CHANNELS.ready]: async () => {
          channel.ready({ send: (c: string, action: ShellAction) => push(c, action) });
          return { ok: true, value: true };
        },
        [SHELL_CHANNELS.openDropped]: async ({ name, bytes }) => {
          const opened = await router.openBytes(name, bytes);
          return opened.ok ? { ok: true, value: true } : opened;
        },
      },
      trusted,
    );
  }, 90_000);

  afterAll(async () => {
    service?.dispose();
    await service?.lastAutosave;
    await browser?.close();
    server?.close();
    if (userData) rmSync(userData, { recursive: true, force: true });
  });

  async function openPage(): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1400, height: 850 } });
    const opened = await context.newPage();
    opened.on('pageerror', (e) => errors.push(e.message));
    await opened.exposeBinding('__ipcInvoke', (source, name: string, payload: unknown) => {
      const handler = handlers.get(name);
      const event: IpcEventLike = { senderFrame: { url: source.frame.url() } };
      const bytes = (payload as { bytes?: unknown } | undefined)?.bytes;
      const carried = Array.isArray(bytes)
        ? { ...(payload as object), bytes: new Uint8Array(bytes) }
        : payload;
      return handler ? handler(event, carried) : { ok: false, error: [`no channel ${name}`] };
    });
    await opened.addInitScript({ content: script });
    page = opened;
    return opened;
  }

  it('a save double-clicked before the window opened is on the battle screen once the page is up', async () => {
    const folder = await tempFolder('downloads');
    const file = join(folder, 'Evening game.epicsave');
    await writeFile(file, saveText('Evening game', 12, true));
    // main.ts routes the command line's files at start, before the page exists.
    expect(await router.openPath(file)).toMatchObject({ ok: true });
    const page = await openPage();
    await page.goto(new URL('index.html?testhook', url).href);
    // Two people play the save (hot seat): the first of them takes the machine.
    await page.click('[data-testid=take-seat]');
    await page.waitForSelector('[data-testid=battle-screen]');
    const shown = await state(page);
    expect(shown.game.scenarioId).toBe('armoured');
    expect(shown.game.log).toEqual(service.current()!.game.log);
    expect(
      readdirSync(join(userData, 'saves')).some((f) => f.startsWith('opened-evening-game-')),
    ).toBe(true);
  }, 60_000);

  it('a damaged file dropped onto the window is refused with its reason; the game goes on', async () => {
    const before = service.current()!.gameId;
    const text = damagedSaveText();
    await page.evaluate((content) => {
      const data = new DataTransfer();
      data.items.add(new File([content], 'Broken.epicsave'));
      document.body.dispatchEvent(
        new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }),
      );
    }, text);
    await expect.poll(() => refused.length, { timeout: 10_000 }).toBe(1);
    expect(refused[0]).toEqual({
      name: 'Broken.epicsave',
      reasons: [
        'save: the checksum does not match the content: the file was damaged or changed after it was saved',
      ],
    });
    expect(service.current()!.gameId).toBe(before);
    expect(await page.isVisible('[data-testid=battle-screen]')).toBe(true);
  });

  it('a good save dropped onto the window opens in its place', async () => {
    const before = service.current()!.gameId;
    await page.evaluate(
      (content) => {
        const data = new DataTransfer();
        data.items.add(new File([content], 'Dropped.epicsave'));
        document.body.dispatchEvent(
          new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }),
        );
      },
      saveText('Dropped', 20, true),
    );
    await expect.poll(() => service.current()!.gameId, { timeout: 10_000 }).not.toBe(before);
    await page.click('[data-testid=take-seat]');
    await page.waitForSelector('[data-testid=battle-screen]');
    expect((await state(page)).game.log.length).toBe(20);
  });

  it('New Battle from the menu goes to the start screen; the language reaches the page', async () => {
    channel.send({ kind: 'new-battle' });
    await page.waitForSelector('[data-testid=start-screen]');
    channel.send({ kind: 'language', language: 'de' });
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('de');
    expect(errors).toEqual([]);
  });
});
