import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createGameActor } from '../../engine/netea/flow/game';
import { writeSave } from '../../engine/netea/saves';
import type { GameState } from '../../engine/netea/state/schema';
import { actionPhase, ALPHA, BETA, KEPT, PREDATORS } from '../conformance/portalFixtures';
import { tournamentSetup } from '../netea/rules/6.1-tournament/fixture';
import { browserRig, CHROMIUM, myTurn, state, waitFor, type Hook } from './helpers';

declare const window: { __epicSolo: Hook };

/**
 * 6.1.6 on the page at 1280 x 720 (and one look at 1920 x 1080): a tournament game saved in
 * turn 1's action phase with the person's Tactical detachment in reserve by portal (the portal:
 * a Predator given the ability, the conformance suite's test variant). The person picks the
 * reserve, sees an action offered through each portal, advances through the first, drags two
 * units out of it and ends the move: the four left in the portal are lost, as the log says.
 * Screenshots are in tests/.artifacts/portal.
 */
const SHOTS = resolve('tests/.artifacts/portal');

function save(game: GameState): string {
  const actor = createGameActor({ game });
  actor.start();
  const text = writeSave({
    setup: tournamentSetup({ forces: [ALPHA, BETA] }),
    snapshot: actor.getPersistedSnapshot(),
    host: { controllers: ['person', 'computer'], aiPlayer: 'ai:normal', aiSeed: 1 },
    name: 'Through the portal',
    savedAt: '2026-01-01T00:00:00.000Z',
  });
  actor.stop();
  return text;
}

/** Drags whatever is on top where the unit stands by (dx, dy) cm (the plan then shows). */
async function drag(page: Page, unitId: string, dx: number, dy: number) {
  const from = (await page.evaluate((id) => window.__epicSolo.unitScreen(id), unitId))!;
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let i = 1; i <= 6; i++)
    await page.mouse.move(from.x + (dx * from.scale * i) / 6, from.y + (dy * from.scale * i) / 6);
  await page.mouse.up();
  await page.waitForSelector('[data-testid=plan]');
}

describe.skipIf(!existsSync(CHROMIUM))(
  'a reserve entering play through a portal on the page',
  () => {
    const rig = browserRig(SHOTS);
    const game = actionPhase();
    const portal = game.formations[PREDATORS]!.unitIds[0]!;

    it('6.1.6: the reserve picked, an action through a portal, two units dragged out, the rest lost', async () => {
      const { context, page, errors } = await rig.open();
      await page.setInputFiles('[data-testid=import-save]', {
        name: 'portal.epicsave',
        mimeType: 'application/json',
        buffer: Buffer.from(save(game)),
      });
      await page.click('[data-testid=load-save]');
      await page.waitForSelector('[data-testid=battle-screen]');
      await page.selectOption('[data-testid=ai-pace]', '0');
      const s = await myTurn(page);
      expect(s.pending.kind).toBe('activate');

      // The reserve is among the formations ready to act.
      await page.click(
        `[data-testid=ready-formations] button:has-text("${game.formations[KEPT]!.name}")`,
      );
      const through = `[data-testid="choice-action.declare-advance-portal-${portal}"]`;
      await page.waitForSelector(`${through}:not([disabled])`);
      expect(await page.textContent(through)).toMatch(/through the portal/);
      expect(await rig.snap(page, 'portal-choices.png')).toBeGreaterThan(8);

      await page.click(through);
      await waitFor(
        'the advance',
        async () => (await state(page)).pending.kind === 'carry-out-action',
      );
      const entered = (await state(page)).game;
      const ids = entered.formations[KEPT]!.unitIds;
      const at = entered.units[portal]!.position!;
      for (const id of ids) expect(entered.units[id]!.position).toEqual(at);

      // Two units out of the portal, north (towards the enemy), side by side.
      for (const [i, dx] of [
        [0, -2.5],
        [1, 2.5],
      ] as const) {
        await drag(page, portal, dx, -8);
        if (i === 0) expect(await rig.snap(page, 'portal-drag.png')).toBeGreaterThan(8);
        await page.click('[data-testid=confirm-move]');
        // The units stand on one another in the portal: the one on top is dragged.
        await waitFor('a unit out of the portal', async () => {
          const g = (await state(page)).game;
          const out = ids.filter((id) => g.units[id]!.position!.y < at.y - 5);
          return out.length === i + 1 ? true : null;
        });
      }
      expect(await page.textContent('[data-testid=portal-stuck]')).toMatch(
        /^4 units are still in the portal/,
      );
      expect(await rig.wide(page, 'portal-out-1920.png')).toBeGreaterThan(8);
      await page.click('[data-testid="choice-move.end-move.end"]');
      const after = await waitFor('the move to end', async () => {
        const g = (await state(page)).game;
        return ids.some((id) => g.units[id]!.status === 'destroyed') ? g : null;
      });
      expect(ids.filter((id) => after.units[id]!.status === 'destroyed')).toHaveLength(4);
      expect(
        ids.filter((id) => (after.units[id]!.position?.y ?? Infinity) < at.y - 5),
      ).toHaveLength(2);
      expect(await page.textContent('body')).toMatch(/did not make it out of the portal/);
      expect(await rig.snap(page, 'portal-lost.png')).toBeGreaterThan(8);
      expect(errors).toEqual([]);
      await context.close();
    }, 240_000);
  },
);
