import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { GameState, UnitState } from '../../engine/netea/state/schema';
import { chargeOutlook } from '../../renderer/src/play/chargePlan';
import {
  CHROMIUM,
  hookStep,
  state,
  waitFor,
  browserRig,
  type Hook,
  startScenario,
} from './helpers';

/**
 * Korps Grinda Returns! (3.4.1) played through the page, the person commanding the Orks' Great
 * Gargant (side 1) against the computer's Space Marines, from the start screen to the result; the
 * person's decisions go through the test hook's legal suggestions. Screenshots in
 * tests/.artifacts/korps-grinda, at 1280 x 720 and 1920 x 1080: the Gargant's damage track
 * (3.2.2: a box per point of its starting DC) once it stands on the table, and the fire of a
 * critical hit (3.2.3) with the critical check in the dice log; when they happen in the game, its
 * first damage and an assault on it (3.3). The person charges with the Gargant whenever its
 * charge reaches an enemy (close combat hits get past its power fields), and with seed 8 that
 * brings a critical hit (seeds 9, 12, then 7, did until the AI's moves changed the Space Marines'
 * play; other seeds: EPIC_SOLO_KG_SEED, the fire then not required).
 */
const SHOTS = resolve('tests/.artifacts/korps-grinda');
const SEED = Number(process.env.EPIC_SOLO_KG_SEED ?? 8);

declare const window: { __epicSolo: Hook };

const gargantOf = (game: GameState) =>
  Object.values(game.units).find((u) => u.datasheetId === 'ork-great-gargant');

/** The person plays the Orks (side 1): wait until they decide or the game ends. */
const orksTurn = (page: Page) =>
  waitFor('the Orks to decide or the game to end', async () => {
    const hooked = await page.evaluate(() => typeof window.__epicSolo !== 'undefined');
    if (!hooked) return null;
    const s = await state(page);
    return s.game.result || s.pending.sides.includes(1) ? s : null;
  });

/** The Gargant engages (1.12) the enemy formation with the most units its charge reaches, if
 * it is free to act and reaches any; false when it does not. */
async function charge(page: Page, game: GameState, g: UnitState): Promise<boolean> {
  const f = game.formations[g.formationId];
  if (!f || f.activated || f.broken) return false;
  let best: { id: string; contact: number } | null = null;
  for (const e of Object.values(game.formations).filter((x) => x.side === 0)) {
    if (!e.unitIds.some((id) => game.units[id]?.status === 'deployed')) continue;
    const contact = chargeOutlook(game, f.id, e.id).contact.length;
    if (contact > 0 && (!best || contact > best.contact)) best = { id: e.id, contact };
  }
  if (!best) return false;
  await page.click(`[data-testid="select-${f.id}"]`);
  const engage = await page.$('[data-testid="choice-action.declare-engage"]:not([disabled])');
  if (!engage) return false;
  await engage.click();
  const after = await waitFor('the engage action', async () => {
    const now = await state(page);
    return now.game.log.length > game.log.length ? now : null;
  });
  if (after.pending.step !== 'target') return true;
  const target = await page.$(
    `button[data-testid="choice-assault.declare-${best.id}"]:not([disabled])`,
  );
  if (!target) return true;
  await target.click();
  await waitFor('the charge', async () => {
    const now = await state(page);
    return now.game.log.length > after.game.log.length ? now : null;
  });
  return true;
}

describe.skipIf(!existsSync(CHROMIUM))('Korps Grinda Returns! (3.4.1) through the page', () => {
  const rig = browserRig(SHOTS);

  /** A screenshot at 1280 x 720 and at 1920 x 1080, each more than a blank page. */
  async function snapAt(page: Page, name: string) {
    expect(await rig.snap(page, `${name}-1280.png`)).toBeGreaterThan(8);
    await page.setViewportSize({ width: 1920, height: 1080 });
    expect(await rig.snap(page, `${name}-1920.png`)).toBeGreaterThan(8);
    await page.setViewportSize({ width: 1280, height: 720 });
  }

  it('3.4.1: plays Korps Grinda Returns! as the Orks to a result, with the Gargant’s damage track on the battlefield', async () => {
    const { context, page, errors } = await rig.open();
    await startScenario(page, {
      scenario: 'korps-grinda',
      side: 1,
      seed: SEED,
      opponent: 'ai:normal',
    });

    const shot = new Set<string>();
    const once = async (name: string, when: boolean) => {
      if (!when || shot.has(name)) return;
      shot.add(name);
      await snapAt(page, name);
    };
    let s = await state(page);
    for (let i = 0; i < 6000; i++) {
      s = await orksTurn(page);
      if (s.game.result) break;
      const g = gargantOf(s.game);
      const standing = !!g?.position && g.status !== 'destroyed';
      await once('damage-track', standing && s.game.phase !== 'setup');
      await once('first-damage', standing && (g?.damage ?? 0) > 0);
      if (!shot.has('critical-fire') && standing && (g?.fires ?? 0) > 0) {
        // 3.2.3: the fire on the damage track (an orange pip) and the critical check's 6 in the
        // dice log beside it.
        await page.click('[data-testid=fold-right]');
        const line = () =>
          page.$$eval('[data-testid=dice-log] li', (items) => {
            const hit = items.filter((li) => /critical hit check/.test(li.textContent ?? '')).pop();
            hit?.scrollIntoView({ block: 'center' });
            return hit?.textContent ?? '';
          });
        expect(await line()).toMatch(/critical hit check: Ork Great Gargant/);
        await once('critical-fire', true);
        await page.click('[data-testid=fold-right]');
      }
      const assault = s.game.turnState.assault;
      await once('assault-on-gargant', !!g && !!assault?.defenders.includes(g.formationId));
      // 3.3: the Gargant charges the enemy it can reach best, through the decision panel: their
      // close combat hits get past its power fields (seed 001 5.5.4), so its damage and its
      // critical hits come sooner.
      if (standing && g && s.pending.kind === 'activate' && (await charge(page, s.game, g)))
        continue;
      await hookStep(page);
    }
    s = await state(page);
    expect(s.game.result).not.toBeNull();
    expect(shot.has('damage-track')).toBe(true);
    // With seed 8 the Gargant's charges bring its critical hit: the fire (3.2.3).
    if (SEED === 8) expect(shot.has('critical-fire')).toBe(true);
    await page.waitForSelector('[data-testid=game-over]');
    expect(await page.textContent('h1')).toMatch(/^(Victory|Defeat|A draw)/);
    expect(await rig.snap(page, 'result.png')).toBeGreaterThan(8);
    expect(errors).toEqual([]);
    await context.close();
  }, 900_000);
});
