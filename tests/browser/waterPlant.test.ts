import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROMIUM, browserRig, hookStep, myTurn } from './helpers';

/**
 * Seed 001 5.3.15 through the page, as the text has it: five players in simultaneous team play.
 * The person takes player 1 (the Imperial command of table 1, which holds the plant), the
 * computer the other four; the person's set-up is answered through the test hook until the Orks
 * have come on at the north edges of tables 2 and 3. The three tables stay numbered and the
 * seats name the teams. Screenshots at 1280 x 720 and 1920 x 1080 in tests/.artifacts/water-plant
 * (or EPIC_SOLO_SHOTS).
 */
const SHOTS = process.env.EPIC_SOLO_SHOTS || resolve('tests/.artifacts/water-plant');

describe.skipIf(!existsSync(CHROMIUM))('The water plant (seed 001 5.3.15) through the page', () => {
  const rig = browserRig(SHOTS);

  it('5.3.15: five seats in two teams; the Orks come on at tables 2 and 3 in the first turn', async () => {
    const { context, page, errors } = await rig.open();
    await page.selectOption('[data-testid=scenario]', 'water-plant-10927');
    await page.waitForSelector('[data-testid=player-seats]');
    expect(await page.textContent('[data-testid=seat-team-0]')).toContain('team 1');
    expect(await page.textContent('[data-testid=seat-team-4]')).toContain('team 2');
    // Random computer players: the test is about the page, not the computer's skill.
    await page.selectOption('[data-testid=computer-level]', 'random');
    await page.fill('[data-testid=seed]', '3');
    expect(await rig.snap(page, 'start-1280.png')).toBeGreaterThan(8);
    await page.click('[data-testid=new-game]');
    await page.waitForSelector('[data-testid=battle-screen]');
    await page.selectOption('[data-testid=ai-pace]', '0');
    let s = await myTurn(page);
    const orksOn = () =>
      Object.values(s.game.units).some((u) => u.side >= 3 && u.status === 'deployed');
    for (let i = 0; i < 600 && !s.game.result; i++) {
      if (s.game.phase === 'action' && orksOn()) break;
      await hookStep(page);
      s = await myTurn(page);
    }
    expect(s.game.players).toHaveLength(5);
    expect(s.game.turn).toBe(1);
    expect(orksOn()).toBe(true);
    // The control centre's entrance stands on table 1 (x 90 to 270, y 120 to 240 here).
    const entrance = s.game.plant?.centre?.entrance;
    expect(entrance && entrance.y >= 120).toBe(true);
    expect(await rig.snap(page, 'turn1-1280.png')).toBeGreaterThan(8);
    expect(await rig.wide(page, 'turn1-1920.png')).toBeGreaterThan(8);
    expect(errors).toEqual([]);
    await context.close();
  }, 600_000);
});
