import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHROMIUM, browserRig, waitFor } from './helpers';

/**
 * A map-based campaign in Chromium (issue 18, seed 001 5.4.2): the bundled map of Armageddon
 * started from the campaign list, a force ordered by clicking it and then a region, the
 * campaign turn ended, and the battles that follow resolved automatically until the next
 * orders. Screenshots of the map at 1280 x 720 and 1920 x 1080 are in tests/.artifacts/campaign-map.
 */
const SHOTS = resolve('tests/.artifacts/campaign-map');

/** The step's heading: the campaign turn's orders, or the battle or end in the next column. */
const heading = (page: Page) =>
  page
    .locator('[data-testid=campaign-orders] h2, [data-testid=campaign-next] h2')
    .first()
    .textContent();

describe.skipIf(!existsSync(CHROMIUM))(
  'a map-based campaign in Chromium (needs /usr/bin/chromium)',
  () => {
    const rig = browserRig(SHOTS);

    it('5.4.2: orders by clicks, ends the campaign turn, resolves battles automatically', async () => {
      const { page, errors } = await rig.open();
      await page.click('[data-testid=open-campaigns]');
      await page.waitForSelector('[data-testid=campaign-armageddon-map]');
      await page.fill('[data-testid=campaign-armageddon-map] [data-testid=campaign-seed]', '5');
      await page.click('[data-testid=start-campaign-armageddon-map]');
      await page.waitForSelector('[data-testid=campaign-orders]');
      expect(await page.textContent('[data-testid=campaign-orders] h2')).toBe(
        'Campaign turn 1 of 4',
      );
      await page.click('[data-testid=map-force-strike-force]');
      expect(await page.locator('[data-testid^=map-offer-]').count()).toBe(2);
      await page.click('[data-testid=map-spot-helsreach-road]');
      expect(await page.textContent('[data-testid=map-orders]')).toContain(
        'Strike Force Idaeus moves to Helsreach Road',
      );
      expect(await rig.snap(page, 'orders-1280.png')).toBeGreaterThan(8);
      expect(await rig.wide(page, 'orders-1920.png')).toBeGreaterThan(8);

      /** End the campaign turn, then resolve every battle it brings automatically. */
      let resolved = 0;
      const endTurn = async (turn: number) => {
        await page.click('[data-testid=end-campaign-turn]');
        await waitFor(
          'the campaign turn to be carried out',
          async () => (await heading(page)) !== `Campaign turn ${turn} of 4`,
        );
        for (let i = 0; i < 6; i++) {
          if ((await page.locator('[data-testid=resolve-battle]').count()) === 0) break;
          if (resolved === 0) {
            expect(await rig.snap(page, 'battle-1280.png')).toBeGreaterThan(8);
            expect(await rig.wide(page, 'battle-1920.png')).toBeGreaterThan(8);
          }
          const before = await heading(page);
          await page.click('[data-testid=resolve-battle]');
          await waitFor('the battle to be resolved', async () => (await heading(page)) !== before);
          resolved += 1;
        }
      };
      await endTurn(1);
      expect(await heading(page)).toMatch(/Campaign turn 2 of 4|The campaign is over/);
      expect(await rig.wide(page, 'turn-2-1920.png')).toBeGreaterThan(8);
      // Turn 2: on to Hive Tartarus if it can go there; then the forces hold to the end.
      for (const turn of [2, 3, 4]) {
        if ((await page.locator('[data-testid=campaign-orders]').count()) === 0) break;
        if (turn === 2) {
          await page.click('[data-testid=map-force-strike-force]');
          await page.click('[data-testid=map-spot-hive-tartarus]');
        }
        await endTurn(turn);
      }
      await page.waitForSelector('[data-testid=campaign-over]');
      expect(await page.locator('[data-testid=campaign-battles] > li').count()).toBe(resolved);
      expect(await rig.snap(page, 'over-1280.png')).toBeGreaterThan(8);
      expect(errors).toEqual([]);
    }, 180_000);
  },
);
