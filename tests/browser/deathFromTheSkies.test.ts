import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { aircraftMissions } from '../../ai/utility/candidates/aircraft';
import { CHROMIUM, browserRig, startScenario, hookStep, state, waitFor } from './helpers';

/**
 * Death From The Skies (4.2) played through the page as the Ork player (side 1) at 1280 x 720:
 * the person flies a ground attack through the decision panel, the approach clicked point by
 * point on the table (the points the computer would fly, so the path is one the engine takes),
 * sends it once the panel says the path is legal, and picks the attack's target in the panel;
 * everything else goes through the test hook's legal suggestions to the result. Screenshots of
 * the approach and the attack at 1280 x 720 and 1920 x 1080 are in
 * tests/.artifacts/death-from-the-skies.
 */
const SHOTS = resolve('tests/.artifacts/death-from-the-skies');
const ORKS = 1;

declare const window: {
  __epicSolo: { pointScreen(at: { x: number; y: number }): { x: number; y: number } | null };
};

const orksDecide = (page: Page) =>
  waitFor('the Orks to decide or the game to end', async () => {
    const hooked = await page.evaluate(() => typeof window.__epicSolo !== 'undefined');
    if (!hooked) return null;
    const s = await state(page);
    return s.game.result || s.pending.sides.includes(ORKS) ? s : null;
  });

describe.skipIf(!existsSync(CHROMIUM))('Death From The Skies (4.2) as the Orks', () => {
  const rig = browserRig(SHOTS);
  const { snap, wide } = rig;

  it('flies a ground attack through the panel, then plays to the result', async () => {
    const { context, page, errors } = await rig.open();
    await startScenario(page, {
      scenario: 'death-from-the-skies',
      side: ORKS,
      seed: '7',
      opponent: 'ai:normal',
    });

    let flown = false;
    let attacked = false;
    let s = await state(page);
    for (let i = 0; i < 3000; i++) {
      s = await orksDecide(page);
      if (s.game.result) break;
      if (!flown && s.pending.commands.includes('aircraft.mission')) {
        const plan = aircraftMissions(s.game, ORKS).find(
          (c) => c.type === 'aircraft.mission' && c.mission === 'ground-attack',
        );
        if (plan?.type === 'aircraft.mission' && plan.approach) {
          await page.waitForSelector('[data-testid=aircraft-mission]');
          await page.selectOption('[data-testid=aircraft-formation]', plan.formationId);
          await page.selectOption('[data-testid=aircraft-mission-type]', 'ground-attack');
          // Nothing clicked yet: the panel says why it cannot fly (4.2.1).
          expect(await page.textContent('[data-testid=aircraft-verdict]')).toMatch(/\(4\.2/);
          for (const at of plan.approach) {
            const p = await page.evaluate((q) => window.__epicSolo.pointScreen(q), at);
            expect(p).not.toBeNull();
            await page.mouse.click(p!.x, p!.y);
          }
          await waitFor('the approach to be legal', async () =>
            (await page.textContent('[data-testid=aircraft-verdict]')) === 'The path is legal.'
              ? true
              : null,
          );
          expect(await snap(page, 'approach.png')).toBeGreaterThan(8);
          expect(await wide(page, 'approach-1920.png')).toBeGreaterThan(8);
          await page.click('[data-testid=aircraft-send]');
          await waitFor('the mission', async () => {
            const now = await state(page);
            return now.game.log.length > s.game.log.length ? now : null;
          });
          flown = true;
          continue;
        }
      }
      if (flown && !attacked && s.pending.kind === 'aircraft' && s.pending.step === 'attack') {
        await page.waitForSelector('[data-testid=aircraft-attack]');
        const target = await page.$eval(
          '[data-testid=aircraft-target]',
          (el) => (el as HTMLSelectElement).value,
        );
        expect(target).not.toBe('');
        expect(await page.textContent('[data-testid=aircraft-verdict]')).toBe(
          'Legal: ready to send.',
        );
        // The attack as the person sees it before sending: the flight's target in the panel.
        expect(await snap(page, 'attack.png')).toBeGreaterThan(8);
        expect(await wide(page, 'attack-1920.png')).toBeGreaterThan(8);
        await page.click('[data-testid=aircraft-send]');
        await waitFor('the attack', async () => {
          const now = await state(page);
          return now.game.log.length > s.game.log.length ? now : null;
        });
        attacked = true;
        expect(await snap(page, 'attack-made.png')).toBeGreaterThan(8);
        continue;
      }
      await hookStep(page);
    }
    s = await state(page);
    expect(flown).toBe(true);
    expect(attacked).toBe(true);
    expect(s.game.result).not.toBeNull();
    await page.waitForSelector('[data-testid=game-over]');
    expect(errors).toEqual([]);
    await context.close();
  }, 600_000);
});
