import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundledCampaign } from '../../engine/netea/campaigns';
import { browserRig, CHROMIUM } from './helpers';

/**
 * People at the same machine in a league (issue 18, seed 001 5.4.1) in Chromium: a league
 * definition imported (Tom and two AI players), Anna added in the start dialog, the table with
 * both people, and their game started hot seat: the machine is handed over before anyone sees
 * the battle. Screenshots at 1280 x 720 and 1920 x 1080 in tests/.artifacts/campaign-league.
 */
const SHOTS = resolve('tests/.artifacts/campaign-league');

describe.skipIf(!existsSync(CHROMIUM))(
  'people at the same machine in a league, in Chromium (needs /usr/bin/chromium)',
  () => {
    const rig = browserRig(SHOTS);

    it('5.4.1: adds a person at the start and plays the two people’s game hot seat', async () => {
      const { page, errors } = await rig.open();
      const training = bundledCampaign('training-league')!;
      if (training.kind !== 'league') throw new Error('a league');
      const definition = {
        ...training,
        id: 'home-league',
        name: 'The Home League',
        entries: [{ ...training.entries[0]!, name: 'Tom' }, ...training.entries.slice(1, 3)],
      };
      await page.click('[data-testid=open-campaigns]');
      await page.waitForSelector('[data-testid=campaign-list]');
      await page.setInputFiles('[data-testid=import-campaign]', {
        name: 'home-league.epiccampaign',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(definition)),
      });
      const card = page.locator('[data-testid^="campaign-definition-"]');
      await card.waitFor();
      await card.locator('[data-testid=league-person-add]').click();
      await card.locator('[data-testid=league-person-name]').fill('Anna');
      expect(await rig.snap(page, 'start-dialog-1280.png')).toBeGreaterThan(8);
      await card.locator('[data-testid^="start-campaign-"]').click();

      await page.waitForSelector('[data-testid=campaign-screen]');
      const table = (await page.textContent('[data-testid=campaign-standings]')) ?? '';
      for (const name of ['Tom', 'Anna', 'Brother-Captain Aldus', 'Veteran Sergeant Kor'])
        expect(table).toContain(name);
      expect(await page.textContent('[data-testid=campaign-next] h2')).toBe(
        'Next battle: Tom against Anna',
      );
      const next = (await page.textContent('[data-testid=campaign-next]')) ?? '';
      expect(next).toContain('Tom (at this machine)');
      expect(next).toContain('Anna (at this machine)');
      expect(await page.textContent('[data-testid=play-battle]')).toBe(
        'Play the game hot seat: Tom against Anna',
      );
      expect(await rig.snap(page, 'league-1280.png')).toBeGreaterThan(8);
      expect(await rig.wide(page, 'league-1920.png')).toBeGreaterThan(8);

      await page.click('[data-testid=play-battle]');
      await page.waitForSelector('[data-testid=hand-over]');
      expect(await page.textContent('[data-testid=hand-over]')).toMatch(
        /Pass the machine to (Tom|Anna)/,
      );
      expect(await page.locator('canvas').count()).toBe(0);
      expect(await rig.snap(page, 'hand-over-1280.png')).toBeGreaterThan(2);
      expect(errors).toEqual([]);
    }, 180_000);
  },
);
