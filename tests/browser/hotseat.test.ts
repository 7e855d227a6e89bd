import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHROMIUM, type Hook, browserRig, waitFor } from './helpers';

declare const window: { __epicSolo: Hook };

/**
 * Hot seat in Chromium (issues 14, 16): a training game of two people at one machine, started
 * from the start screen. The hand-over cover comes first and between the sides' turns; each person
 * confirms it with its button and plays their side (deployment with the page's button, the rest
 * through the test hook's legal suggestions for the side at the machine). Screenshots at 1280 x
 * 720 and 1920 x 1080 are in tests/.artifacts/hotseat.
 */
const SHOTS = resolve('tests/.artifacts/hotseat');

/** What the page shows: the hand-over cover (and to whom), or the battle. */
async function showing(page: Page): Promise<{ handOver: string | null; battle: boolean }> {
  return page.evaluate(() => ({
    handOver: document.querySelector('[data-testid=hand-over] h1')?.textContent ?? null,
    battle: document.querySelector('[data-testid=battle-screen]') !== null,
  }));
}

/** One legal command of the side at the machine through the hook; the refusal, if any. */
async function step(page: Page) {
  return page.evaluate(async () => {
    const hook = window.__epicSolo;
    const seq = hook.state().seq;
    const command = hook.suggest();
    const refusal = command ? await hook.submit(command) : null;
    return { command, refusal, overtaken: hook.state().seq !== seq };
  });
}

describe.skipIf(!existsSync(CHROMIUM))('hot seat in Chromium (needs /usr/bin/chromium)', () => {
  const rig = browserRig(SHOTS);
  const snap = rig.snap;

  it('starts a hot-seat training game, hands the machine over between the sides and plays both', async () => {
    const context = await rig.browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto(`${rig.url}?testhook`);
    await page.waitForSelector('[data-testid=start-screen]');
    await page.selectOption('[data-testid=scenario]', 'basic-training');
    await page.selectOption('[data-testid=opponent]', 'person');
    await page.waitForSelector('[data-testid=hot-seat-hint]');
    await page.fill('[data-testid=seed]', '7');
    expect(await snap(page, 'start-1280.png')).toBeGreaterThan(8);
    await page.click('[data-testid=new-game]');

    // The first hand-over: the cover, and nothing of the battle under it.
    await page.waitForSelector('[data-testid=hand-over]');
    let seen = await showing(page);
    expect(seen.battle).toBe(false);
    expect(seen.handOver).toMatch(/^Pass the machine to Force (Alpha|Beta)$/);
    expect(await page.locator('canvas').count()).toBe(0);
    expect(await snap(page, 'hand-over-1280.png')).toBeGreaterThan(2);
    await page.setViewportSize({ width: 1920, height: 1080 });
    expect(await snap(page, 'hand-over-1920.png')).toBeGreaterThan(2);
    await page.setViewportSize({ width: 1280, height: 720 });

    /** Each hand-over's side, and the sides that gave commands. */
    const handedTo: string[] = [];
    const played = new Set<number>();
    let actions = 0;
    let shotBattle = false;
    await waitFor(
      'both sides to act after hand-overs',
      async () => {
        seen = await showing(page);
        if (seen.handOver) {
          const to = seen.handOver.replace('Pass the machine to ', '');
          handedTo.push(to);
          await page.click('[data-testid=take-seat]');
          await page.waitForSelector('[data-testid=battle-screen]');
          // The battle screen's hook is that of the side now at the machine.
          await waitFor('the battle of the side at the machine', () =>
            page.evaluate((name) => {
              const s = window.__epicSolo.state();
              const at = s.hotSeat?.at;
              return s.hotSeat?.passTo === null && at != null && s.game.players[at]?.name === name;
            }, to),
          );
          // The side at the machine is the one the machine was passed to, and it is "you".
          expect(await page.textContent('[data-testid=at-the-machine]')).toBe(to);
          expect(await page.textContent('[data-testid=turn-panel]')).not.toContain('(computer)');
          return false;
        }
        if (!seen.battle) return false;
        const s = await page.evaluate(() => window.__epicSolo.state());
        if (s.game.result) return true;
        const at = s.hotSeat?.at;
        if (at === null || at === undefined) return false;
        if (!shotBattle && s.game.phase !== 'setup') {
          shotBattle = true;
          expect(await snap(page, 'battle-1280.png')).toBeGreaterThan(8);
          await page.setViewportSize({ width: 1920, height: 1080 });
          expect(await snap(page, 'battle-1920.png')).toBeGreaterThan(8);
          await page.setViewportSize({ width: 1280, height: 720 });
        }
        if (s.pending.kind === 'deploy' && s.pending.sides.includes(at)) {
          // Deployment through the page: the side at the machine sets up, then finishes.
          await page.click('[data-testid=auto-deploy]');
          await page.click(
            'button[data-testid="choice-setup.finishDeployment-setup.finishDeployment"]:not([disabled])',
          );
          played.add(at);
          return false;
        }
        const { command, refusal, overtaken } = await step(page);
        if (!overtaken) expect(refusal).toBeNull();
        if (command && !refusal) {
          played.add(command.side);
          if (command.type.startsWith('action.')) actions++;
        }
        return played.size === 2 && handedTo.length >= 4 && actions >= 4;
      },
      120_000,
    );
    // Both people took the machine in turn, each from the other.
    expect(new Set(handedTo)).toEqual(new Set(['Force Alpha', 'Force Beta']));
    for (let i = 1; i < handedTo.length; i++) expect(handedTo[i]).not.toBe(handedTo[i - 1]);
    expect(shotBattle).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
