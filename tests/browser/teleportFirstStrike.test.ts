import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { tournamentDecision } from '../../engine/netea/rules/6.1-tournament/decision';
import { entersPlayAtTurnStart } from '../../engine/netea/rules/2-specialists/offTable';
import type { GameState } from '../../engine/netea/state/schema';
import { CHROMIUM, hookStep, myTurn, state, type Hook, browserRig, waitFor } from './helpers';

declare const window: { __epicSolo: Hook };

/**
 * A tournament game (6.1) started through the page with a chosen bundled list on each side: the
 * person's Biel-Tan keep their teleporting formations in reserve (6.1.6, declared here on
 * purpose) and place them at the start of a turn (2.1.17); the game is then played to its
 * result. Screenshots at 1280 x 720 and 1920 x 1080 are in tests/.artifacts/teleport-first-strike.
 * The assault with a first strike weapon (2.2.4) is shown deterministically in firstStrike.test.ts.
 */
const SHOTS = resolve('tests/.artifacts/teleport-first-strike');
const SEED = process.env.EPIC_SOLO_TFS_SEED ?? '4';

const hooked = (page: Page) =>
  page.evaluate(() => {
    const s = window.__epicSolo.state();
    return { seq: s.seq, game: s.game, pending: s.pending, events: s.events };
  });

describe.skipIf(!existsSync(CHROMIUM))(
  'teleport (2.1.17) and first strike (2.2.4) on the page',
  () => {
    const rig = browserRig(SHOTS);
    const snap = rig.snap;

    for (const viewport of [
      { width: 1280, height: 720 },
      { width: 1920, height: 1080 },
    ]) {
      const size = `${viewport.width}x${viewport.height}`;
      it(`2.1.17: a formation kept in reserve teleports in a tournament game, ${size}`, async () => {
        const context = await rig.browser.newContext({ viewport });
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        await page.goto(`${rig.url}?testhook`);
        await page.waitForSelector('[data-testid=start-screen]');
        await page.selectOption('[data-testid=scenario]', 'tournament');
        await page.fill('[data-testid=points]', '3000');
        await page.selectOption('[data-testid=army-0]', 'list:eldar-biel-tan-ea');
        await page.selectOption('[data-testid=army-1]', 'list:space-marines-ea');
        await page.selectOption('[data-testid=side]', '0');
        await page.selectOption('[data-testid=opponent]', 'ai:normal');
        await page.fill('[data-testid=seed]', SEED);
        await page.click('[data-testid=new-game]');
        await page.waitForSelector('[data-testid=battle-screen]');
        await page.selectOption('[data-testid=ai-pace]', '0');

        // Set-up: the hook's legal suggestions, but the reserves declared on purpose (6.1.6).
        const teleporters: string[] = [];
        for (let i = 0; i < 400; i++) {
          await myTurn(page);
          const s = (await hooked(page)) as unknown as {
            seq: number;
            game: GameState;
            pending: { kind: string };
          };
          if (s.game.result || s.pending.kind !== 'tournament') break;
          const step = tournamentDecision(s.game).step;
          if (step === 'garrisons') {
            // No garrisons: the teleporting formations must stay off the table for the reserves.
            await page.click(
              '[data-testid="choice-tournament.endGarrisons-tournament.endGarrisons"]',
            );
            await waitFor('the garrisons to end', async () => (await hooked(page)).seq !== s.seq);
            continue;
          }
          if (step === 'reserves') {
            const game = s.game;
            for (const f of Object.values(game.formations))
              if (f.side === 0 && entersPlayAtTurnStart(game, f)) teleporters.push(f.id);
            expect(teleporters.length).toBeGreaterThan(0);
            // The rest as the hook suggests (aircraft, and planetfall where a drop zone is
            // written down: 6.1.6 wants those declared too), the teleporters by teleport.
            const refusal = await page.evaluate((ids) => {
              const c = window.__epicSolo.suggest();
              const others =
                c?.type === 'tournament.declareReserves'
                  ? c.reserves.filter((r) => !ids.includes(r.formationId))
                  : [];
              return window.__epicSolo.submit({
                type: 'tournament.declareReserves',
                side: 0,
                reserves: [
                  ...others,
                  ...ids.map((formationId) => ({ formationId, means: 'teleportation' as const })),
                ],
              });
            }, teleporters);
            expect(refusal).toBeNull();
            continue;
          }
          await hookStep(page);
        }
        expect(teleporters.length).toBeGreaterThan(0);

        let teleported = false;
        const watch = () => myTurn(page).then(() => hooked(page));
        for (let i = 0; i < 4000; i++) {
          const s = await watch();
          if (s.game.result) break;
          const waiting = teleporters.some(
            (id) => !Object.values(s.game.units).some((u) => u.formationId === id && u.position),
          );
          if (!teleported && s.pending.kind === 'turn-start' && waiting) {
            // 2.1.17: the waiting formation is placed when the hook's suggestion brings it in.
            const placed = await page.evaluate(async () => {
              const c = window.__epicSolo.suggest();
              if (!c || c.type !== 'teleport.place') return null;
              return { refusal: await window.__epicSolo.submit(c) };
            });
            if (!placed) {
              await hookStep(page);
              continue;
            }
            expect(placed.refusal).toBeNull();
            teleported = true;
            await page.waitForTimeout(300);
            expect(await snap(page, `teleport-${size}.png`)).toBeGreaterThan(8);
            continue;
          }
          await hookStep(page);
        }
        const end = await state(page);
        expect(teleported).toBe(true);
        expect(end.game.result).not.toBeNull();
        await page.waitForSelector('[data-testid=game-over]');
        expect(await snap(page, `result-${size}.png`)).toBeGreaterThan(8);
        expect(errors).toEqual([]);
        await context.close();
      }, 900_000);
    }
  },
);
