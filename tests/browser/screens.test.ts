import { existsSync, mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildRenderer,
  CHROMIUM,
  distinctColours,
  hookStep,
  launch,
  myTurn,
  state,
  waitFor,
} from './helpers';
import { serveStatic } from './server';

/**
 * The battle screen as a player sees it at the two sizes players use most, 1280 x 720 and
 * 1920 x 1080, in the middle of a Combined Arms battle: the table with its counters, labels,
 * objectives and the turn panel's victory conditions. Screenshots are in tests/.artifacts/screens
 * (screen-*.png); no internal id may show in the page's text.
 */
// A folder of its own: the battle test empties tests/.artifacts/browser when it starts.
const SHOTS = resolve('tests/.artifacts/screens');

async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => document.body.innerText);
}

describe.skipIf(!existsSync(CHROMIUM))('the battle screen at 1280x720 and 1920x1080', () => {
  let browser: Browser;
  let server: Server;
  let url: string;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    const outDir = await buildRenderer();
    ({ url, server } = await serveStatic(outDir));
    browser = await launch();
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    server?.close();
  });

  for (const [width, height] of [
    [1280, 720],
    [1920, 1080],
  ] as const)
    for (const language of ['en', 'de'] as const) {
      const tag = `${width}x${height}${language === 'en' ? '' : '-de'}`;
      it(`shows the battle in turn 2 at ${width}x${height} (${language})`, async () => {
        const context = await browser.newContext({ viewport: { width, height } });
        const page = await context.newPage();
        await page.goto(`${url}?testhook`);
        await page.waitForSelector('[data-testid=start-screen]');
        // The language is chosen on the start screen (and remembered for the next visit).
        await page.selectOption('[data-testid=language]', language);
        if (language === 'de') {
          await page.waitForSelector('text=Schlacht beginnen');
          expect(await page.evaluate(() => localStorage.getItem('epic-solo.language'))).toBe('de');
          expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
        }
        await page.screenshot({ path: join(SHOTS, `start-${tag}.png`) });
        await page.selectOption('[data-testid=scenario]', 'combined-arms');
        await page.selectOption('[data-testid=side]', '0');
        await page.selectOption('[data-testid=opponent]', 'ai:normal');
        await page.fill('[data-testid=seed]', '3');
        await page.click('[data-testid=new-game]');
        await page.waitForSelector('[data-testid=battle-screen]');
        await page.selectOption('[data-testid=ai-pace]', '0');
        // The person's decisions by the test hook (legal commands) until turn 2's action phase.
        await waitFor(
          'turn 2',
          async () => {
            const s = await myTurn(page);
            if (s.game.result || (s.game.turn === 2 && s.pending.kind === 'activate')) return true;
            await hookStep(page);
            return false;
          },
          120_000,
        );
        const s = await state(page);
        const table = await page.$('[data-testid=battlefield]');
        expect(table).not.toBeNull();
        // The table fits the window: the battlefield is as wide as the space between the panels.
        const box = (await table!.boundingBox())!;
        expect(box.width).toBeGreaterThan(width * 0.5);
        if (language === 'de') {
          const words = await visibleText(page);
          expect(words).toContain('Runde 2');
          expect(words).toContain('Deine Entscheidung');
        }
        // An objective about to be lost: the turn panel says who holds what and when that wins
        // (1.14.2), before the end phase decides it.
        expect(await page.textContent('ul.outlook')).toMatch(
          language === 'de'
            ? /hält \d+ Zielmarker: gewinnt, wenn das am Ende von Runde \d+ noch so ist/
            : /holds \d+ objectives?: wins if it still does at the end of turn \d+/,
        );
        // On a 1280 wide screen the dice log starts folded away, leaving the table the room; its
        // arrow opens it.
        const logOpen = () => page.$eval('aside.right', (el) => !(el as HTMLElement).hidden);
        expect(await logOpen()).toBe(width >= 1500);
        if (!(await logOpen())) {
          await page.click('[data-testid=fold-right]');
          await page.screenshot({ path: join(SHOTS, `screen-${tag}-log-open.png`) });
          expect(await visibleText(page)).toContain(
            language === 'de' ? 'Würfel und Ereignisse' : 'Dice and events',
          );
          await page.click('[data-testid=fold-right]');
        }
        expect(await logOpen()).toBe(width >= 1500);
        const name = `screen-${tag}.png`;
        const png = await page.screenshot({ path: join(SHOTS, name) });
        expect(await distinctColours(page, png)).toBeGreaterThan(8);
        // A unit's tooltip, hovering its counter.
        const unit = Object.values(s.game.units).find((u) => u.status === 'deployed')!;
        const at = await page.evaluate(
          (id) =>
            (
              window as unknown as {
                __epicSolo: { unitScreen(id: string): { x: number; y: number } | null };
              }
            ).__epicSolo.unitScreen(id),
          unit.id,
        );
        await page.mouse.move(at!.x, at!.y);
        await page.waitForSelector('.unit-tooltip');
        await page.screenshot({ path: join(SHOTS, `screen-${tag}-tooltip.png`) });
        // Words, not ids: no unit's or formation's id appears anywhere on the page.
        const text = await visibleText(page);
        const ids = [...Object.keys(s.game.units), ...Object.keys(s.game.formations)];
        expect(ids.filter((id) => text.includes(id))).toEqual([]);
        if (!s.game.result && s.pending.kind === 'activate') {
          // A unit dragged 12cm away from its formation is marked out of formation before the
          // move is confirmed (1.7.4).
          const formation = Object.values(s.game.formations).find(
            (f) => f.side === 0 && !f.activated && f.unitIds.length > 2,
          )!;
          await page.click(`[data-testid="select-${formation.id}"]`);
          await page.click('[data-testid="choice-action.declare-advance"]');
          await waitFor('the advance', async () => {
            const now = await state(page);
            return now.pending.kind === 'carry-out-action' || now.game.result !== null;
          });
          const now = await state(page);
          const mover = formation.unitIds
            .map((id) => now.game.units[id]!)
            .find((u) => u.status === 'deployed' && u.position)!;
          const from = (await page.evaluate(
            (id) =>
              (
                window as unknown as {
                  __epicSolo: { unitScreen(id: string): { x: number; y: number; scale: number } };
                }
              ).__epicSolo.unitScreen(id),
            mover.id,
          ))!;
          const dy = mover.position!.y < now.game.table.height / 2 ? 1 : -1;
          await page.mouse.move(from.x, from.y);
          await page.mouse.down();
          for (let i = 1; i <= 6; i++)
            await page.mouse.move(from.x, from.y + (dy * 12 * from.scale * i) / 6);
          await page.mouse.up();
          const plan = await page.waitForSelector('[data-testid=plan]');
          expect(await plan.textContent()).toMatch(
            language === 'de' ? /außer Formation \(1\.7\.4\)/ : /out of formation \(1\.7\.4\)/,
          );
          const planning = await visibleText(page);
          expect(ids.filter((id) => planning.includes(id))).toEqual([]);
          await page.screenshot({
            path: join(SHOTS, `screen-${tag}-out-of-formation.png`),
          });
          // Confirmed, the move leaves the unit out of formation: the panel asks which group
          // stays (1.7.4), naming units as a player does; the default loses the straggler.
          await page.click('[data-testid=confirm-move]');
          const choice = await page.waitForSelector('[data-testid=out-of-formation]');
          const offered = (await choice.textContent()) ?? '';
          expect(offered).toMatch(language === 'de' ? /Vorgabe, 1\.7\.4/ : /default, 1\.7\.4/);
          expect(ids.filter((id) => offered.includes(id))).toEqual([]);
          await page.screenshot({ path: join(SHOTS, `screen-${tag}-casualty-choice.png`) });
          const before = await state(page);
          await (await choice.$('button:not([disabled])'))!.click();
          const after = await waitFor('the casualties', async () => {
            const now = await state(page);
            return now.game.log.length > before.game.log.length ? now : null;
          });
          expect(after.game.units[mover.id]!.status).toBe('destroyed');
          // Undo takes the casualties back (no die was rolled): the unit stands again where it
          // was moved to, and the dice log loses the lines.
          await page.click('[data-testid=undo]');
          const undone = await waitFor('the undo', async () => {
            const now = await state(page);
            return now.game.log.length === before.game.log.length ? now : null;
          });
          expect(undone.game.units[mover.id]!.status).toBe('deployed');
          await page.screenshot({ path: join(SHOTS, `screen-${tag}-after-undo.png`) });
        }
        await context.close();
      }, 180_000);
    }
});
