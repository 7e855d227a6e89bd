import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROMIUM, browserRig, startScenario, state, waitFor } from './helpers';

/**
 * Seed 001 5.3.7 Hinterhalt through the page: the person plays the Orks (side 1 on the start
 * screen's list, the first force) against the computer's Space Marines. The convoy is put in
 * order with clicks (the first Gunzmob moved up, the east end of the road), the Space Marines set
 * up by the computer, then each formation marches on along the road with a click until the
 * volley. Screenshots at 1280 x 720 in tests/.artifacts/ambush.
 */
const SHOTS = resolve('tests/.artifacts/ambush');

describe.skipIf(!existsSync(CHROMIUM))('The Ambush (seed 001 5.3.7) through the page', () => {
  const rig = browserRig(SHOTS);

  it('5.3.7: orders the convoy with clicks and marches it on along the road', async () => {
    const { context, page, errors } = await rig.open();
    await startScenario(page, { scenario: 'ambush', side: 0, seed: 3, opponent: 'ai:normal' });
    await page.waitForSelector('[data-testid=convoy-order]');
    await page.click('[data-testid="convoy-up-a-mekboy-gunzmob-1"]');
    await page.click('[data-testid="convoy-end-east"]');
    expect(await rig.snap(page, 'convoy-order-1280.png')).toBeGreaterThan(8);
    await page.click('[data-testid=convoy-confirm]');
    // The click sends the convoy's order; until it lands the Orks are still deciding it, so wait
    // for the order in the state, not only for the Orks' turn.
    let s = await waitFor('the convoy to come on', async () => {
      const now = await state(page);
      return now.game.result || (now.game.ambush && now.pending.sides.includes(0)) ? now : null;
    });
    expect(s.game.ambush?.end).toBe('east');
    expect(s.game.ambush?.order.indexOf('a-mekboy-gunzmob-1')).toBe(1);
    for (let i = 0; i < 6 && s.pending.commands.includes('ambush.enter'); i++) {
      await page.waitForSelector('[data-testid=convoy-entry]');
      if (i === 2) expect(await rig.snap(page, 'convoy-marching-1280.png')).toBeGreaterThan(8);
      const before = s.game.log.length;
      await page.click('[data-testid=convoy-march-0]:not([disabled])');
      s = await waitFor('the march', async () => {
        const now = await state(page);
        return now.game.log.length > before ? now : null;
      });
      if (!s.pending.sides.includes(0)) break;
    }
    expect(s.game.ambush?.entered).toHaveLength(6);
    expect(await rig.snap(page, 'volley-1280.png')).toBeGreaterThan(8);
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});
