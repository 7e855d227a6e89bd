import { existsSync, readdirSync, rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AiClient } from '../../main/ai/client';
import { GameService } from '../../main/host/service';
import { CHANNELS } from '../../main/ipc/channels';
import { registerIpc, trustedSender, type IpcEventLike } from '../../main/ipc/handlers';
import { SaveStore } from '../../main/saves/store';
import { tsWorker } from '../host/tsWorker';
import { buildRenderer, CHROMIUM, hookStep, launch, myTurn, state, waitFor } from './helpers';
import { serveStatic } from './server';

/**
 * The desktop app's renderer path in Chromium, without Electron (whose binary cannot be fetched
 * here): the built page, `window.epicSolo` made by the preload's own bridge code, and behind it,
 * in this Node process, main's wiring as main.ts does it: the game service with saves on disk,
 * the AI in a worker thread and the IPC handlers with their sender check and payload schemas.
 * Only the transport differs: Playwright's bindings instead of Electron's IPC.
 */
const WORKER = new URL('../../main/ai/aiWorker.ts', import.meta.url);

async function bridgeScript(): Promise<string> {
  const built = await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      minify: false,
      lib: { entry: resolve('tests/browser/desktopBridge.ts'), formats: ['iife'], name: 'bridge' },
    },
  });
  const output = (Array.isArray(built) ? built[0] : built) as { output: { code?: string }[] };
  return output.output[0]!.code!;
}

describe.skipIf(!existsSync(CHROMIUM))(
  'the desktop renderer against main (needs /usr/bin/chromium)',
  () => {
    let browser: Browser;
    let server: Server;
    let url: string;
    let outDir: string;
    let script: string;
    let userData: string;
    let ai: AiClient;
    let service: GameService;
    let page: Page | null = null;
    const log: string[] = [];
    const handlers = new Map<string, (event: IpcEventLike, ...args: unknown[]) => unknown>();

    beforeAll(async () => {
      outDir = await buildRenderer();
      script = await bridgeScript();
      ({ url, server } = await serveStatic(outDir));
      browser = await launch();
      userData = await mkdtemp(join(tmpdir(), 'epic-solo-desktop-'));
      ai = new AiClient({ startWorker: tsWorker(WORKER), log: (l) => log.push(l) });
      service = new GameService({
        store: new SaveStore(userData),
        ai,
        // main.ts: window.webContents.send(CHANNELS.update, update)
        publish: (update) =>
          void page
            ?.evaluate(
              (u) => (window as unknown as { __ipcUpdate(u: unknown): void }).__ipcUpdate(u),
              update,
            )
            .catch(() => undefined),
        log: (l) => log.push(l),
        newGameId: (() => {
          let n = 0;
          return () => `desk${++n}`;
        })(),
      });
      registerIpc(
        { handle: (c, fn) => handlers.set(c, fn) },
        service,
        trustedSender(new URL('index.html', url).href),
        (l) => log.push(l),
      );
    }, 90_000);

    afterAll(async () => {
      service?.dispose();
      await service?.lastAutosave;
      await ai?.dispose();
      await browser?.close();
      server?.close();
      if (userData) rmSync(userData, { recursive: true, force: true });
    });

    async function openPage(): Promise<{ page: Page; workers: string[]; errors: string[] }> {
      const context = await browser.newContext({ viewport: { width: 1400, height: 850 } });
      const opened = await context.newPage();
      const workers: string[] = [];
      const errors: string[] = [];
      opened.on('worker', (w) => workers.push(w.url()));
      opened.on('pageerror', (e) => errors.push(e.message));
      opened.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      // Electron's ipcMain sees the sending frame; so does this binding.
      await opened.exposeBinding('__ipcInvoke', (source, channel: string, payload: unknown) => {
        const handler = handlers.get(channel);
        const event: IpcEventLike = { senderFrame: { url: source.frame.url() } };
        return handler ? handler(event, payload) : { ok: false, error: [`no channel ${channel}`] };
      });
      await opened.addInitScript({ content: script });
      page = opened;
      return { page: opened, workers, errors };
    }

    it('plays Basic Training through main’s host: new game, save to disk, reload, load, to the result', async () => {
      const { page, workers, errors } = await openPage();
      await page.goto(new URL('index.html?testhook', url).href);
      await page.waitForSelector('[data-testid=start-screen]');
      // The list of saves comes from main, a moment after the screen.
      await page.waitForSelector('text=No saves yet.');

      await page.selectOption('[data-testid=scenario]', 'basic-training');
      await page.selectOption('[data-testid=opponent]', 'ai:normal');
      await page.fill('[data-testid=seed]', '7');
      await page.click('[data-testid=new-game]');
      await page.waitForSelector('[data-testid=battle-screen]');
      await page.selectOption('[data-testid=ai-pace]', '0');
      // The game lives in main: the page holds no host of its own.
      expect(service.current()?.gameId).toBe('desk1');
      expect(workers).toEqual([]);

      // Up to the person's first activation, every decision answered through the page's hook.
      await waitFor(
        'the first activation',
        async () => {
          const s = await myTurn(page);
          if (s.pending.kind === 'activate') return true;
          await hookStep(page);
          return false;
        },
        60_000,
      );
      const before = await state(page);
      expect(before.game.log).toEqual(service.current()!.game.log);

      await page.click('[data-testid=save]');
      await page.waitForSelector('[data-testid=saved]');
      expect(await page.textContent('[data-testid=saved]')).toBe('Saved.');
      const files = readdirSync(join(userData, 'saves'));
      expect(files.some((f) => /^save-turn-1-.*\.json$/.test(f))).toBe(true);
      expect(files).toContain('autosave-desk1.json');

      await page.reload();
      await page.waitForSelector('[data-testid=start-screen]');
      await page.waitForSelector('[data-testid=load-save]');
      expect(await page.textContent('[data-testid=load-save]')).toMatch(/Basic Training, turn 1/);
      await page.click('[data-testid=load-save]');
      await page.waitForSelector('[data-testid=battle-screen]');
      const after = await state(page);
      expect(after.game.log.slice(0, before.game.log.length)).toEqual(before.game.log);
      expect(service.current()!.gameId).toBe('desk2');

      await page.selectOption('[data-testid=ai-pace]', '0');
      await waitFor(
        'the end of the game',
        async () => {
          const s = await myTurn(page);
          if (s.game.result) return true;
          await hookStep(page);
          return false;
        },
        120_000,
      );
      await page.waitForSelector('[data-testid=game-over]');
      expect(service.current()!.game.result).not.toBeNull();
      // Every message came from the page itself and passed main's checks.
      expect(log.filter((l) => /refused|failed/.test(l))).toEqual([]);
      expect(errors).toEqual([]);
      expect(workers).toEqual([]);
    }, 240_000);

    it('refuses a request from a page that is not Epic Solo’s own', async () => {
      const { page } = await openPage();
      await page.goto(new URL('other.html', url).href).catch(() => undefined);
      const answer = await page.evaluate(
        (channel) =>
          (
            window as unknown as { __ipcInvoke(c: string, p: unknown): Promise<unknown> }
          ).__ipcInvoke(channel, undefined),
        CHANNELS.current,
      );
      expect(answer).toEqual({ ok: false, error: ["refused: not sent by Epic Solo's own page"] });
    });
  },
);
