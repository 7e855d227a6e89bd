import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import type { Command } from '../../engine/netea/commands/schema';
import type { GameState } from '../../engine/netea/state/schema';
import type { HostState } from '../../renderer/src/host/gameClient';
import { serveStatic } from './server';

/**
 * Debian's Chromium, as CI installs it; the browser tests need nothing else. The GitHub workflow
 * points EPIC_SOLO_CHROMIUM at the runner's own Chrome on Windows, macOS and Ubuntu.
 */
export const CHROMIUM = process.env.EPIC_SOLO_CHROMIUM || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Build the renderer into `outDir` (the same config as `npm run build`). */
async function buildInto(outDir: string): Promise<string> {
  await build({
    configFile: resolve('vite.renderer.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
  return outDir;
}

/**
 * The renderer, built: under vitest one build shared by every test file of the run (in the
 * folder tests/globalSetup.ts provides and removes; the first file to ask builds it, the others
 * wait for it), elsewhere (the UI bench) a fresh folder the caller removes.
 */
export async function buildRenderer(): Promise<string> {
  const shared = process.env['VITEST'] ? inject('rendererDir') : undefined;
  if (!shared) return buildInto(mkdtempSync(join(tmpdir(), 'epic-solo-renderer-')));
  const out = join(shared, 'out');
  const built = join(shared, 'built');
  const failed = join(shared, 'failed');
  try {
    // Atomic: exactly one test file of the run takes the build on.
    mkdirSync(join(shared, 'lock'));
  } catch {
    for (let waited = 0; waited < 180_000; waited += 200) {
      if (existsSync(built)) return out;
      if (existsSync(failed))
        throw new Error(`the renderer build failed: ${readFileSync(failed, 'utf8')}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error('the renderer build of this run did not finish within 3 minutes');
  }
  try {
    await buildInto(out);
    writeFileSync(built, '');
    return out;
  } catch (error) {
    writeFileSync(failed, error instanceof Error ? error.message : String(error));
    throw error;
  }
}

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
}

/**
 * How many distinct colours an image has (quantised to 4 bits a channel), counted in the page
 * itself so that no PNG decoder is needed: a blank or failed drawing has one or two.
 */
export async function distinctColours(page: Page, png: Buffer): Promise<number> {
  return page.evaluate(async (data) => {
    const img = new Image();
    img.src = `data:image/png;base64,${data}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.width;
    canvas.height = img.height;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const pixels = ctx.getImageData(0, 0, img.width, img.height).data;
    const seen = new Set<number>();
    for (let i = 0; i < pixels.length; i += 4)
      seen.add(((pixels[i]! >> 4) << 8) | ((pixels[i + 1]! >> 4) << 4) | (pixels[i + 2]! >> 4));
    return seen.size;
  }, png.toString('base64'));
}

/** The battle screen's test hook (`?testhook`, BattleScreen.tsx). */
export interface Hook {
  state(): HostState;
  submit(command: Command): Promise<unknown>;
  suggest(): Command | null;
  unitScreen(unitId: string): { x: number; y: number; scale: number } | null;
  /** Where a point of the table (cm) is on the page. */
  pointScreen(at: { x: number; y: number }): { x: number; y: number } | null;
}
declare const window: { __epicSolo: Hook };

export const state = (page: Page) =>
  page.evaluate(() => {
    const s = window.__epicSolo.state();
    return { pending: s.pending, game: s.game };
  });

export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | null | false>,
  ms = 20_000,
) {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The person's decision or the end of the game. */
export const myTurn = (page: Page) =>
  waitFor('the person to decide or the game to end', async () => {
    const hooked = await page.evaluate(() => typeof window.__epicSolo !== 'undefined');
    if (!hooked) return null;
    const s = await state(page);
    return s.game.result || s.pending.sides.includes(0) ? s : null;
  });

/** One of the person's decisions answered by the hook with a legal command. */
export async function hookStep(page: Page) {
  const { refusal, overtaken } = await page.evaluate(async () => {
    const seq = window.__epicSolo.state().seq;
    const c = window.__epicSolo.suggest();
    const refusal = c ? await window.__epicSolo.submit(c) : null;
    // A refused command makes no new state: a newer one means the computer acted meanwhile (in
    // a decision both sides make, such as deployment), as a person's click can be overtaken.
    return { refusal, overtaken: window.__epicSolo.state().seq !== seq };
  });
  if (!overtaken) expect(refusal).toBeNull();
}

/**
 * A describe block's browser rig: the renderer built and served, Chromium launched, a folder of
 * screenshots emptied; all gone after the block. `snap` screenshots into the folder and returns
 * the image's distinct colours (a blank page has one or two).
 */
export function browserRig(shots: string) {
  const rig = {
    browser: undefined as unknown as Browser,
    url: '',
    snap: async (page: Page, name: string) =>
      distinctColours(page, await page.screenshot({ path: join(shots, name) })),
    /** A screenshot at 1920 x 1080 (its distinct colours), the page then back at 1280 x 720. */
    wide: async (page: Page, name: string) => {
      await page.setViewportSize({ width: 1920, height: 1080 });
      const colours = await rig.snap(page, name);
      await page.setViewportSize({ width: 1280, height: 720 });
      return colours;
    },
    /** A fresh page on the start screen with the test hook, its page errors collected. */
    open: async (viewport = { width: 1280, height: 720 }) => {
      const context = await rig.browser.newContext({ viewport });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${rig.url}?testhook`);
      await page.waitForSelector('[data-testid=start-screen]');
      return { context, page, errors };
    },
  };
  let server: { close(): unknown } | undefined;
  beforeAll(async () => {
    rmSync(shots, { recursive: true, force: true });
    mkdirSync(shots, { recursive: true });
    const served = await serveStatic(await buildRenderer());
    server = served.server;
    rig.url = served.url;
    rig.browser = await launch();
  }, 90_000);
  afterAll(async () => {
    await rig.browser?.close();
    server?.close();
  });
  return rig;
}

/**
 * A scenario started from the start screen (its choices as the person makes them), then the
 * battle screen with the computer playing at full pace.
 */
export async function startScenario(
  page: Page,
  choices: {
    readonly scenario: string;
    readonly side: number;
    readonly seed: string | number;
    readonly opponent?: string;
    readonly language?: string;
  },
) {
  if (choices.language) await page.selectOption('[data-testid=language]', choices.language);
  await page.selectOption('[data-testid=scenario]', choices.scenario);
  await page.selectOption('[data-testid=side]', String(choices.side));
  await page.selectOption('[data-testid=opponent]', choices.opponent ?? 'ai:normal');
  await page.fill('[data-testid=seed]', String(choices.seed));
  await page.click('[data-testid=new-game]');
  await page.waitForSelector('[data-testid=battle-screen]');
  await page.selectOption('[data-testid=ai-pace]', '0');
}

/** Centre-to-centre distance from a formation's units to the nearest enemy unit on the table. */
export function nearestEnemy(game: GameState, formationId: string): number {
  const mine = Object.values(game.units).filter((u) => u.formationId === formationId && u.position);
  const theirs = Object.values(game.units).filter((u) => u.side !== mine[0]?.side && u.position);
  let best = Infinity;
  for (const m of mine)
    for (const t of theirs)
      best = Math.min(
        best,
        Math.hypot(m.position!.x - t.position!.x, m.position!.y - t.position!.y),
      );
  return best;
}
