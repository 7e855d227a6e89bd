import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHROMIUM, browserRig, hookStep, myTurn, state } from './helpers';

/**
 * Seed 001 5.3.11.1 (all against all) through the page: the start screen offers a seat per
 * player of the three-player scenario, the person takes player 1 and the computer the other two;
 * the person's decisions are answered through the test hook's legal suggestions until the game
 * ends. Screenshots at 1280 x 720 and 1920 x 1080 in tests/.artifacts/all-against-all, or in
 * EPIC_SOLO_SHOTS when it names a folder.
 */
const SHOTS = process.env.EPIC_SOLO_SHOTS || resolve('tests/.artifacts/all-against-all');

/** The names in the turn panel's list of players, in player order. */
const playerLines = (page: Page) =>
  page.$$eval('[data-testid=players] li', (items) => items.map((li) => li.textContent ?? ''));

describe.skipIf(!existsSync(CHROMIUM))(
  'All against all (seed 001 5.3.11.1) through the page',
  () => {
    const rig = browserRig(SHOTS);

    it('5.3.11: seats a person and two computers, and opens the battle of three', async () => {
      const { context, page, errors } = await rig.open();
      await page.selectOption('[data-testid=scenario]', 'all-against-all');
      // A seat per player; two-player choices are put away.
      await page.waitForSelector('[data-testid=player-seats]');
      expect(await page.isHidden('[data-testid=opponent]')).toBe(true);
      expect(await page.inputValue('[data-testid=seat-0]')).toBe('person');
      expect(await page.inputValue('[data-testid=seat-1]')).toBe('computer');
      expect(await page.inputValue('[data-testid=seat-2]')).toBe('computer');
      await page.selectOption('[data-testid=computer-level]', 'ai:normal');
      await page.fill('[data-testid=seed]', '11');
      expect(await rig.snap(page, 'start-1280.png')).toBeGreaterThan(8);
      expect(await rig.wide(page, 'start-1920.png')).toBeGreaterThan(8);
      await page.click('[data-testid=new-game]');
      await page.waitForSelector('[data-testid=battle-screen]');
      await page.selectOption('[data-testid=ai-pace]', '0');

      const s = await state(page);
      expect(s.game.players).toHaveLength(3);
      expect(await rig.snap(page, 'setup-1280.png')).toBeGreaterThan(8);
      expect(await rig.wide(page, 'setup-1920.png')).toBeGreaterThan(8);
      // No hand-over between one person and two computers: the person stays at the machine.
      expect(await page.$('[data-testid=hand-over]')).toBeNull();
      expect(await playerLines(page)).toEqual([
        expect.stringContaining(`${s.game.players[0]!.name} (you)`),
        expect.stringContaining(`${s.game.players[1]!.name} (computer)`),
        expect.stringContaining(`${s.game.players[2]!.name} (computer)`),
      ]);

      expect(errors).toEqual([]);
      await context.close();
    }, 120_000);

    it('5.3.11: the person and two computers play the game of three to its end', async () => {
      const { context, page, errors } = await rig.open();
      await page.selectOption('[data-testid=scenario]', 'all-against-all');
      await page.selectOption('[data-testid=computer-level]', 'ai:normal');
      await page.fill('[data-testid=seed]', '11');
      await page.click('[data-testid=new-game]');
      await page.waitForSelector('[data-testid=battle-screen]');
      await page.selectOption('[data-testid=ai-pace]', '0');
      let s = await state(page);
      let shotBattle = false;
      let shotLate = false;
      for (let i = 0; i < 3000; i++) {
        s = await myTurn(page);
        if (s.game.result) break;
        if (!shotBattle && s.game.phase === 'action') {
          shotBattle = true;
          expect(await rig.snap(page, 'battle-1280.png')).toBeGreaterThan(8);
          expect(await rig.wide(page, 'battle-1920.png')).toBeGreaterThan(8);
        }
        if (!shotLate && s.game.turn >= 3 && s.game.phase === 'action') {
          shotLate = true;
          expect(await rig.snap(page, 'turn3-1280.png')).toBeGreaterThan(8);
          expect(await rig.wide(page, 'turn3-1920.png')).toBeGreaterThan(8);
        }
        await hookStep(page);
      }
      expect(s.game.result).not.toBeNull();
      expect(shotBattle).toBe(true);
      // The result names the winner (or a draw) and counts every player's casualties.
      await page.waitForSelector('[data-testid=game-over]');
      const rows = await page.$$eval('[data-testid=casualties] tbody tr', (r) =>
        r.map((x) => x.textContent ?? ''),
      );
      expect(rows).toHaveLength(3);
      for (const [i, p] of s.game.players.entries()) expect(rows[i]).toContain(p.name);
      expect(await rig.snap(page, 'result-1280.png')).toBeGreaterThan(8);
      expect(await rig.wide(page, 'result-1920.png')).toBeGreaterThan(8);
      expect(errors).toEqual([]);
      await context.close();
    }, 600_000);
  },
);
