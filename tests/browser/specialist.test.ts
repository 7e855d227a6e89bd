import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../engine/netea/state/schema';
import { chargeOutlook } from '../../renderer/src/play/chargePlan';
import {
  CHROMIUM,
  hookStep,
  myTurn,
  state,
  waitFor,
  browserRig,
  nearestEnemy,
  startScenario,
} from './helpers';

/**
 * The Specialist Training scenario (2.3.1) played through the page in German at 1280 x 720, from
 * the start screen to the result: the person engages through the decision panel with the
 * formation whose charge outlook has the most units reaching base contact, at the target with
 * that outlook; everything else (the charge moves too) goes through the test hook's legal
 * suggestions, so the charge may still fall short and the assault be called off (1.12.3). The
 * person's Land Speeders advance popping up (2.1.13), declared through the panel. Screenshots of
 * the pop-up, the assault and the result are in tests/.artifacts/specialist, the pop-up and the
 * assault's result at 1920 x 1080 too. The forces of 2.3.1 (Tactical detachments, Land Raiders,
 * Land Speeders) have no teleporting unit, and no bundled datasheet has a first-strike weapon, so
 * neither appears here.
 */
const SHOTS = resolve('tests/.artifacts/specialist');

/** No unit's or formation's id in the text a player sees. */
async function idsShown(page: Page, game: GameState): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  return [...Object.keys(game.units), ...Object.keys(game.formations)].filter((id) =>
    text.includes(id),
  );
}

/** The person's formation (side 0, free to act) and enemy target with the most units able to
 * reach base contact in a charge, if any can. */
/** The seeded game; another with `EPIC_SOLO_SPEC_SEED` (the pop-up and the assault must happen in it). */
const SEED = process.env.EPIC_SOLO_SPEC_SEED ?? '12';

function bestCharge(game: GameState): { formationId: string; targetId: string } | null {
  let best: { formationId: string; targetId: string; contact: number } | null = null;
  const formations = Object.values(game.formations);
  for (const f of formations.filter((x) => x.side === 0 && !x.activated && !x.broken))
    for (const e of formations.filter((x) => x.side === 1 && nearestEnemy(game, f.id) < 60)) {
      if (!e.unitIds.some((id) => game.units[id]?.status === 'deployed')) continue;
      const contact = chargeOutlook(game, f.id, e.id).contact.length;
      if (contact > 0 && (!best || contact > best.contact))
        best = { formationId: f.id, targetId: e.id, contact };
    }
  return best;
}

describe.skipIf(!existsSync(CHROMIUM))('Specialist Training (2.3.1) in German', () => {
  const rig = browserRig(SHOTS);
  const { snap, wide } = rig;

  it('plays 2.3.1 to a result with an assault declared through the page', async () => {
    const { context, page, errors } = await rig.open();
    await startScenario(page, {
      scenario: 'specialist',
      side: 0,
      seed: SEED,
      opponent: 'ai:normal',
      language: 'de',
    });

    let assaulted = false;
    let poppedUp = false;
    let resultShown = false;
    let s = await state(page);
    for (let i = 0; i < 4000; i++) {
      s = await myTurn(page);
      if (s.game.result) break;
      // 2.1.13: the Land Speeders advance popping up, chosen in the panel, once.
      const speeders = Object.values(s.game.formations).find(
        (f) =>
          f.side === 0 &&
          !f.activated &&
          !f.broken &&
          f.unitIds.some((id) => s.game.units[id]?.datasheetId === 'sm-land-speeder'),
      );
      if (!poppedUp && s.pending.kind === 'activate' && speeders) {
        await page.click(`[data-testid="select-${speeders.id}"]`);
        const popUp = await page.$(
          '[data-testid="choice-action.declare-advance-pop-up"]:not([disabled])',
        );
        if (popUp) {
          await popUp.click();
          const up = await waitFor('the pop-up', async () => {
            const now = await state(page);
            return now.game.log.length > s.game.log.length ? now : null;
          });
          poppedUp = true;
          if (Object.values(up.game.units).some((u) => u.poppedUp)) {
            await page.click('[data-testid=fold-right]');
            await page.$eval('[data-testid=dice-log] li.end', (el) => el.scrollIntoView());
            expect(await page.textContent('[data-testid=dice-log]')).toMatch(/2\.1\.13/);
            expect(await snap(page, 'pop-up.png')).toBeGreaterThan(8);
            expect(await idsShown(page, up.game)).toEqual([]);
            // The same moment on a large screen.
            expect(await wide(page, 'pop-up-1920.png')).toBeGreaterThan(8);
            await page.click('[data-testid=fold-right]');
          }
          continue;
        }
      }
      if (!assaulted && s.pending.kind === 'activate') {
        // A formation that may engage with units able to reach base contact (1.12.3), as the
        // panel's outlook tells the person, through the panel (1.12).
        const best = bestCharge(s.game);
        if (best) {
          const ready = s.game.formations[best.formationId]!;
          await page.click(`[data-testid="select-${ready.id}"]`);
          const engage = await page.$(
            '[data-testid="choice-action.declare-engage"]:not([disabled])',
          );
          if (engage) {
            // The action's name as the German edition gives it (6.1: Offensive).
            expect(await engage.textContent()).toBe('Offensive');
            await engage.click();
            const after = await waitFor('the engage action', async () => {
              const now = await state(page);
              return now.game.log.length > s.game.log.length ? now : null;
            });
            if (after.pending.step === 'target') {
              const target = await page.waitForSelector(
                `button[data-testid="choice-assault.declare-${best.targetId}"]:not([disabled])`,
              );
              expect(await target.textContent()).toMatch(/ angreifen$/);
              // 1.12.3: each target says before the charge how many units can reach base
              // contact, how many only firefight range (a charge falling short), and the odds.
              const plan = await target.evaluate(
                (b) => b.parentElement?.querySelector('.detail')?.textContent ?? '',
              );
              expect(plan).toMatch(
                /^(\d+ erreichen Basenkontakt, \d+ nur Feuergefechtsreichweite, \d+ keines von beidem · etwa \d+ % Siegchance|⚠ keine Einheit erreicht ihn, nicht einmal auf Feuergefechtsreichweite)/,
              );
              await target.click();
              await waitFor('the charge', async () => {
                const now = await state(page);
                return now.game.log.length > after.game.log.length ? now : null;
              });
              assaulted = true;
              expect(await snap(page, 'assault-declared.png')).toBeGreaterThan(8);
              expect(await idsShown(page, (await state(page)).game)).toEqual([]);
            }
            continue;
          }
        }
      }
      // Once the assault is resolved (1.12.7), its result in the dice log, in German.
      if (assaulted && !resultShown && !s.game.turnState.assault) {
        await page.click('[data-testid=fold-right]');
        await page.$eval('[data-testid=dice-log] li.end', (el) => el.scrollIntoView());
        // Resolved with its result roll, or called off when no charging unit reached (1.12.3).
        expect(await page.textContent('[data-testid=dice-log]')).toMatch(
          /Angriffsergebnis|findet nicht statt/,
        );
        expect(await snap(page, 'assault-result.png')).toBeGreaterThan(8);
        expect(await wide(page, 'assault-result-1920.png')).toBeGreaterThan(8);
        await page.click('[data-testid=fold-right]');
        resultShown = true;
      }
      await hookStep(page);
    }
    s = await state(page);
    expect(s.game.result).not.toBeNull();
    expect(assaulted).toBe(true);
    expect(poppedUp).toBe(true);
    expect(resultShown).toBe(true);
    await page.waitForSelector('[data-testid=game-over]');
    const headline = await page.textContent('h1');
    expect(headline).toMatch(/^(Sieg|Niederlage|Unentschieden)/);
    expect(await page.textContent('[data-testid=casualties]')).toContain('Verlorene Einheiten');
    expect(await snap(page, 'result.png')).toBeGreaterThan(8);
    expect(await idsShown(page, s.game)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 600_000);
});
