import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROMIUM, browserRig, hookStep, myTurn, state, waitFor, type Hook } from './helpers';

declare const window: { __epicSolo: Hook };

/**
 * The spacecraft plan (4.3.1, 6.1.5) through the page at 1280 x 720: a tournament game with the
 * Space Marine list built to 2,000 points (seed 2 fields a Strike Cruiser) for the person; the
 * set-up before it goes through the test hook's legal suggestions, then the person clicks a
 * bombardment point on the table and sends the plan. Screenshots at 1280 x 720 and
 * 1920 x 1080 are in tests/.artifacts/spacecraft-plan.
 */
const SHOTS = resolve('tests/.artifacts/spacecraft-plan');

describe.skipIf(!existsSync(CHROMIUM))('the spacecraft plan (4.3.1) in a tournament game', () => {
  const rig = browserRig(SHOTS);
  const { snap, wide } = rig;

  it('4.3.1: the Strike Cruiser planned by clicking a bombardment point, then set up', async () => {
    const { context, page, errors } = await rig.open();
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

    let planned = false;
    for (let i = 0; i < 400 && !planned; i++) {
      const s = await myTurn(page);
      if (s.game.result) break;
      if (!s.pending.commands.includes('setup.spacecraft')) {
        await hookStep(page);
        continue;
      }
      await page.waitForSelector('[data-testid=spacecraft-plan]');
      // The first draft plots no bombardment (4.3.3: the points are the person's to choose).
      expect(await page.$$('[data-testid=spacecraft-points] li')).toHaveLength(0);
      const middle = { x: s.game.table.width / 2, y: s.game.table.height / 2 };
      const p = await page.evaluate((q) => window.__epicSolo.pointScreen(q), middle);
      expect(p).not.toBeNull();
      await page.mouse.click(p!.x, p!.y);
      await waitFor('the bombardment point', async () =>
        (await page.$$('[data-testid=spacecraft-points] li')).length === 1 ? true : null,
      );
      await waitFor('the plan to be legal', async () =>
        (await page.textContent('[data-testid=spacecraft-verdict]')) === 'Legal: ready to send.'
          ? true
          : null,
      );
      expect(await snap(page, 'spacecraft-plan.png')).toBeGreaterThan(8);
      expect(await wide(page, 'spacecraft-plan-1920.png')).toBeGreaterThan(8);
      await page.click('[data-testid=spacecraft-send]');
      const sent = await waitFor('the spacecraft to be set up', async () => {
        const now = await state(page);
        return now.game.log.find((c) => c.type === 'setup.spacecraft' && c.side === 0) ?? null;
      });
      // The clicked point is the bombardment the plan holds (4.3.3), where it was clicked.
      if (sent.type !== 'setup.spacecraft') throw new Error(sent.type);
      expect(sent.plan?.bombardment).toHaveLength(1);
      const at = sent.plan!.bombardment[0]!;
      expect(Math.hypot(at.x - middle.x, at.y - middle.y)).toBeLessThan(1);
      planned = true;
    }
    expect(planned).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  }, 600_000);
});
