import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Point } from '../../engine/kernel/geometry/types';
import { createGameActor } from '../../engine/netea/flow/game';
import type { TournamentForce } from '../../engine/netea/scenarios/tournamentArmies';
import { inOwnHalf } from '../../engine/netea/rules/2-specialists/tableHalf';
import { writeSave } from '../../engine/netea/saves';
import type { GameState } from '../../engine/netea/state/schema';
import { withSheet } from '../conformance/entryHelpers';
import { TUNNELING_RHINO } from '../netea/rules/2-specialists/tunnelFixtures';
import {
  play,
  setUpUntil,
  tournamentGame,
  tournamentSetup,
} from '../netea/rules/6.1-tournament/fixture';
import { CHROMIUM, browserRig, myTurn, state, waitFor, type Hook } from './helpers';

declare const window: { __epicSolo: Hook };

/**
 * 2.1.23, 6.1.6 FAQ on the page at 1280 x 720: a tournament game saved at its reserves step (built
 * here with the engine, imported through the start screen) in which the person's mounted
 * Tactical detachment rides Rhinos given the tunneller ability (no bundled army fields a
 * tunneller: the conformance suite's test variant). The person clicks the surfacing point in
 * the opponent's half, sees turn 2 refused with its reason, chooses turn 3, writes it down and
 * keeps the formation in reserve by tunnelling. Screenshots are in tests/.artifacts/reserve-plot.
 */
const SHOTS = resolve('tests/.artifacts/reserve-plot');
const MOUNTED = 'a-sm-tactical-detachment-rhinos-1';
const FORCES: readonly [TournamentForce, TournamentForce] = [
  {
    name: 'Alpha',
    strategyRating: 5,
    formations: [
      { formation: 'sm-tactical-detachment-rhinos', points: 350 },
      { formation: 'sm-tactical-detachment', points: 300 },
    ],
  },
  {
    name: 'Beta',
    strategyRating: 3,
    formations: [{ formation: 'sm-tactical-detachment', points: 300 }],
  },
];

function atReserves(): GameState {
  let game = tournamentGame({ forces: FORCES });
  game = play(game, { type: 'tournament.chooseEdge', side: 0, edge: 'south' });
  game = setUpUntil(game, 'garrisons');
  while (game.tournament?.step === 'garrisons')
    game = play(game, { type: 'tournament.endGarrisons', side: game.tournament.next });
  const rhinos = game.formations[MOUNTED]!.unitIds.filter(
    (id) => game.units[id]!.datasheetId === 'sm-rhino',
  );
  return withSheet(game, TUNNELING_RHINO, rhinos);
}

function reservesSave(game: GameState): string {
  const actor = createGameActor({ game });
  actor.start();
  const text = writeSave({
    setup: tournamentSetup({ forces: FORCES }),
    snapshot: actor.getPersistedSnapshot(),
    host: { controllers: ['person', 'computer'], aiPlayer: 'ai:normal', aiSeed: 1 },
    name: 'Tunnellers in reserve',
    savedAt: '2026-01-01T00:00:00.000Z',
  });
  actor.stop();
  return text;
}

async function clickTable(page: Page, at: Point) {
  const p = await page.evaluate((a) => window.__epicSolo.pointScreen(a), at);
  if (!p) throw new Error('the table is not drawn');
  await page.mouse.click(p.x, p.y);
}

const verdict = (page: Page) => page.textContent('[data-testid=plot-verdict]');

describe.skipIf(!existsSync(CHROMIUM))('a tunneller’s plot written down on the page', () => {
  const rig = browserRig(SHOTS);
  const game = atReserves();
  const save = reservesSave(game);
  // 20cm in from the opponent's (north) edge: a tunneller surfaces there from turn 3.
  const at = { x: 90, y: 20 };

  it('2.1.23: the surfacing point clicked, turn 2 refused, turn 3 written down, kept in reserve by tunnelling, in English and German', async () => {
    for (const language of ['en', 'de'] as const) {
      const context = await rig.browser.newContext({ viewport: { width: 1280, height: 720 } });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${rig.url}?testhook`);
      await page.waitForSelector('[data-testid=start-screen]');
      await page.selectOption('[data-testid=language]', language);
      await page.setInputFiles('[data-testid=import-save]', {
        name: 'tunnellers.epicsave',
        mimeType: 'application/json',
        buffer: Buffer.from(save),
      });
      await page.click('[data-testid=load-save]');
      await page.waitForSelector('[data-testid=battle-screen]');
      await page.selectOption('[data-testid=ai-pace]', '0');
      expect(inOwnHalf(game, 0, at)).toBe(false);
      const s = await myTurn(page);
      expect(s.pending).toMatchObject({ kind: 'tournament', step: 'reserves' });

      await page.click(`[data-testid=plot-start-${MOUNTED}]`);
      await clickTable(page, at);
      await waitFor('the refusal', async () => ((await verdict(page)) ?? '').includes('(2.1.23)'));
      expect(await page.getAttribute('[data-testid=plot-verdict]', 'data-code')).toBe(
        'tunnel/too-early',
      );
      expect(await page.isDisabled('[data-testid=plot-write]')).toBe(true);
      expect(await rig.snap(page, `plot-refused-${language}.png`)).toBeGreaterThan(8);

      await page.selectOption('[data-testid=plot-turn]', '3');
      await waitFor('the plot to be legal', async () =>
        (await page.getAttribute('[data-testid=plot-verdict]', 'data-code')) === '' ? true : null,
      );
      expect(await rig.snap(page, `plot-legal-${language}.png`)).toBeGreaterThan(8);
      await page.click('[data-testid=plot-write]');
      const written = await waitFor('the plot to be written', async () => {
        const now = await state(page);
        return now.game.plots?.find((p) => p.formationId === MOUNTED) ?? null;
      });
      expect(written).toMatchObject({ side: 0, kind: 'tunnel', turn: 3 });
      expect(Math.hypot(written.position.x - at.x, written.position.y - at.y)).toBeLessThan(1);

      // 6.1.6 FAQ: now offered in reserve by tunnelling.
      const option = page.locator(`[data-testid=tournament-reserve-${MOUNTED}] label`, {
        hasText: '(2.1.23)',
      });
      await option.locator('input').check();
      await page.waitForSelector(
        '[data-testid="choice-tournament.declareReserves-reserves"]:not([disabled])',
      );
      expect(await rig.snap(page, `plot-reserve-${language}.png`)).toBeGreaterThan(8);
      await page.click('[data-testid="choice-tournament.declareReserves-reserves"]');
      await waitFor('the reserves to be declared', async () => {
        const now = await state(page);
        return now.game.tournament?.reserves[MOUNTED] === 'tunnelling' ? true : null;
      });
      expect(errors).toEqual([]);
      await context.close();
    }
  }, 240_000);
});
