import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHROMIUM, browserRig, hookStep, myTurn, state, waitFor, type Hook } from './helpers';

declare const window: { __epicSolo: Hook };

/**
 * 4.3.1, 4.4, 6.1.5, 6.1.6: through the page at 1280 x 720, the person's tournament army (the
 * Space Marine list built to 2,000 points; seed 2 fields a Strike Cruiser and a Landing Craft)
 * puts the Landing Craft's drop zone down with a click in the spacecraft plan, and then keeps
 * it in reserve by planetfall in the reserves step. The other set-up steps go through the test
 * hook's legal suggestions. Screenshots are in tests/.artifacts/drop-zone-plot.
 */
const SHOTS = resolve('tests/.artifacts/drop-zone-plot');

async function clickTable(page: Page, at: { x: number; y: number }) {
  const p = await page.evaluate((a) => window.__epicSolo.pointScreen(a), at);
  if (!p) throw new Error('the table is not drawn');
  await page.mouse.click(p.x, p.y);
}

describe.skipIf(!existsSync(CHROMIUM))('a drop zone written down in a tournament game', () => {
  const rig = browserRig(SHOTS);
  const snap = rig.snap;

  it('4.4: the Landing Craft’s drop zone clicked in the spacecraft plan, then kept in reserve by planetfall (6.1.6)', async () => {
    const context = await rig.browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${rig.url}?testhook`);
    await page.waitForSelector('[data-testid=start-screen]');
    await page.selectOption('[data-testid=scenario]', 'tournament');
    await page.fill('[data-testid=points]', '2000');
    await page.waitForSelector('[data-testid=army-0] option[value="list:space-marines-ea"]', {
      state: 'attached',
    });
    await page.selectOption('[data-testid=army-0]', 'list:space-marines-ea');
    await page.selectOption('[data-testid=side]', '0');
    await page.selectOption('[data-testid=opponent]', 'ai:normal');
    await page.fill('[data-testid=seed]', '2');
    await page.click('[data-testid=new-game]');
    await page.waitForSelector('[data-testid=battle-screen]');
    await page.selectOption('[data-testid=ai-pace]', '0');

    let craft = '';
    let declared = false;
    for (let i = 0; i < 400 && !declared; i++) {
      const s = await myTurn(page);
      if (s.game.result) break;
      const step = s.pending.kind === 'tournament' ? s.pending.step : null;
      if (s.pending.commands.includes('setup.spacecraft')) {
        craft = Object.values(s.game.formations).find(
          (f) => f.side === 0 && f.name.startsWith('Landing Craft'),
        )!.id;
        await page.waitForSelector('[data-testid=spacecraft-plan]');
        await page.check(`[data-testid=click-drop-zone-${craft}]`);
        const middle = { x: s.game.table.width / 2, y: s.game.table.height / 2 };
        await clickTable(page, middle);
        await waitFor('the drop zone', async () =>
          /Drop zone of Landing Craft 1 at/.test(
            (await page.textContent(`[data-testid=drop-zone-${craft}]`)) ?? '',
          )
            ? true
            : null,
        );
        expect(await page.textContent('[data-testid=spacecraft-verdict]')).toBe(
          'Legal: ready to send.',
        );
        expect(await snap(page, 'drop-zone.png')).toBeGreaterThan(8);
        await page.click('[data-testid=spacecraft-send]');
        const sent = await waitFor('the spacecraft to be set up', async () => {
          const now = await state(page);
          return now.game.log.find((c) => c.type === 'setup.spacecraft' && c.side === 0) ?? null;
        });
        if (sent.type !== 'setup.spacecraft') throw new Error(sent.type);
        const zone = sent.plan?.dropZones?.[0];
        expect(zone?.formationId).toBe(craft);
        expect(Math.hypot(zone!.position.x - middle.x, zone!.position.y - middle.y)).toBeLessThan(
          1,
        );
        continue;
      }
      if (step === 'reserves' && craft) {
        const set = `[data-testid=tournament-reserve-${craft}]`;
        await page.waitForSelector(set);
        // 6.1.6 FAQ: the drop zone binds it: declared otherwise, the panel gives the reason.
        const option = page.locator(`${set} label`, { hasText: 'by planetfall (4.4)' });
        await option.locator('input').check();
        await page.waitForSelector(
          '[data-testid="choice-tournament.declareReserves-reserves"]:not([disabled])',
        );
        expect(await snap(page, 'reserves.png')).toBeGreaterThan(8);
        await page.click('[data-testid="choice-tournament.declareReserves-reserves"]');
        await waitFor('the reserves to be declared', async () => {
          const now = await state(page);
          return now.game.tournament?.reserves[craft] === 'planetfall' ? true : null;
        });
        declared = true;
        continue;
      }
      await hookStep(page);
    }
    expect(declared).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  }, 600_000);
});
