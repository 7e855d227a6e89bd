import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROMIUM, browserRig, hookStep, myTurn, startScenario, state } from './helpers';

/**
 * Seed 001 5.3.3–5.3.9 through the page: the start screen lists each side's force (a fixed
 * force, or a list to the points and what it leaves out: 5.3.4, 5.3.6); the Sulphur River's map
 * (5.3.9) is drawn with its named features, in German; Signal Hill's turn panel says each side's
 * goal (5.3.3). Screenshots at 1280 x 720 in tests/.artifacts/scenarios53.
 */
const SHOTS = resolve('tests/.artifacts/scenarios53');

describe.skipIf(!existsSync(CHROMIUM))('the 5.3.3–5.3.9 scenarios through the page', () => {
  const rig = browserRig(SHOTS);

  it('5.3.4, 5.3.6: the start screen says what each side fields', async () => {
    const { context, page, errors } = await rig.open();
    await page.selectOption('[data-testid=scenario]', 'company-against-horde');
    await page.waitForFunction(() =>
      document.querySelector('[data-testid=scenario-forces]')?.textContent?.includes('Ghazghkull'),
    );
    const forces = await page.textContent('[data-testid=scenario-forces]');
    expect(forces).toContain('Space Marine company: a fixed force of 8 formations');
    expect(forces).toContain('to 2000 points, drawn at random');
    await page.selectOption('[data-testid=scenario]', 'fuel-dump-raid');
    expect(await page.textContent('[data-testid=scenario-forces]')).toContain('without skimmers');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('5.3.9: plays the Sulphur River in German, its map drawn with its names', async () => {
    const { context, page, errors } = await rig.open();
    await startScenario(page, {
      scenario: 'sulphur-river',
      side: 0,
      seed: 2,
      opponent: 'ai:normal',
      language: 'de',
    });
    const s = await state(page);
    expect(s.game.terrain.find((f) => f.id === 'iron-bridge')?.name).toBe('Iron Bridge');
    expect(await rig.snap(page, 'sulphur-river-de-1280.png')).toBeGreaterThan(8);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('5.3.3: Signal Hill’s turn panel says each side’s goal once the battle begins', async () => {
    const { context, page, errors } = await rig.open();
    await startScenario(page, { scenario: 'signal-hill', side: 0, seed: 2, opponent: 'ai:normal' });
    // The person's set-up is answered by the test hook with legal commands, until the battle.
    let s = await myTurn(page);
    for (let i = 0; i < 200 && s.game.phase === 'setup' && !s.game.result; i++) {
      await hookStep(page);
      s = await myTurn(page);
    }
    expect(s.game.phase).not.toBe('setup');
    const panel = await page.textContent('[data-testid=turn-panel]');
    expect(panel).toContain('must hold the vox relay at 2 end phases in a row');
    expect(panel).toContain('One side achieving its goal wins');
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
