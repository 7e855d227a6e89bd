import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createGame } from '../../engine/netea/state/setup';
import { createScenarioSetup, findScenario } from '../../engine/netea/scenarios';
import { getFormation } from '../../engine/netea/data/bundledRegistry';
import { CHROMIUM, hookStep, myTurn, state, browserRig, waitFor } from './helpers';

/**
 * A ladder campaign in Chromium (issue 18, seed 001 5.4.2): started from the start screen, its
 * first battle played to the end (the person's side through the test hook's legal suggestions,
 * deployment through the page), the result recorded and the reward applied to the second
 * battle, the page closed mid-battle and the battle continued from the campaign after reopening,
 * and the journal exported. Screenshots of the campaign screen and the journal at 1280 x 720 and
 * 1920 x 1080 are in tests/.artifacts/campaign.
 */
const SHOTS = resolve('tests/.artifacts/campaign');

/** Play the person's side (side 0) until the game is over or `enough` says stop. */
async function playOn(page: Page, enough: (s: Awaited<ReturnType<typeof state>>) => boolean) {
  for (let i = 0; i < 4000; i++) {
    const s = await myTurn(page);
    if (s.game.result || enough(s)) return s;
    if (s.pending.kind === 'deploy') {
      await page.click('[data-testid=auto-deploy]');
      await page.click(
        'button[data-testid="choice-setup.finishDeployment-setup.finishDeployment"]:not([disabled])',
      );
      await waitFor('the deployment to be finished', async () => {
        const now = await state(page);
        return now.pending.kind !== 'deploy' || !now.pending.sides.includes(0);
      });
    } else await hookStep(page);
  }
  throw new Error('the battle did not end');
}

/** Both screen sizes of what the page shows now. */
async function shots(
  page: Page,
  snap: (page: Page, name: string) => Promise<number>,
  name: string,
) {
  expect(await snap(page, `${name}-1280.png`)).toBeGreaterThan(8);
  await page.setViewportSize({ width: 1920, height: 1080 });
  expect(await snap(page, `${name}-1920.png`)).toBeGreaterThan(8);
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** How many formations of a name a side fields in a scenario as the rulebook sets it up. */
function scenarioCount(scenario: string, side: 0 | 1, name: string): number {
  const setup = createScenarioSetup(findScenario(scenario)!, { seed: 1 });
  if (!setup.ok) throw new Error(setup.error.join('; '));
  const game = createGame(setup.value);
  if (!game.ok) throw new Error(game.error.join('; '));
  return Object.values(game.value.formations).filter((f) => f.side === side && named(f.name, name))
    .length;
}

/** A formation on the table is named after its kind, numbered when there are several. */
function named(fielded: string, kind: string): boolean {
  // The table writes the kind's name in sentence case ("Assault detachment 1").
  fielded = fielded.toLowerCase();
  kind = kind.toLowerCase();
  const number = fielded.slice(kind.length + 1);
  return fielded === kind || (fielded.startsWith(`${kind} `) && /^\d+$/.test(number));
}

describe.skipIf(!existsSync(CHROMIUM))(
  'a ladder campaign in Chromium (needs /usr/bin/chromium)',
  () => {
    const rig = browserRig(SHOTS);
    const snap = rig.snap;

    it('5.4.2: plays the first battle, applies its reward to the second, continues a battle after the page was closed, exports the journal', async () => {
      const context = await rig.browser.newContext({
        viewport: { width: 1280, height: 720 },
        acceptDownloads: true,
      });
      let page = await context.newPage();
      const errors: string[] = [];
      const watch = (p: Page) => {
        p.on('pageerror', (e) => errors.push(e.message));
        p.on('console', (m) => {
          if (m.type() === 'error') errors.push(m.text());
        });
      };
      watch(page);
      await page.goto(`${rig.url}?testhook`);
      await page.click('[data-testid=open-campaigns]');
      await page.waitForSelector('[data-testid=campaign-spaceport-ladder]');
      await page.fill('[data-testid=campaign-spaceport-ladder] [data-testid=campaign-seed]', '3');
      await page.click('[data-testid=start-campaign-spaceport-ladder]');
      await page.waitForSelector('[data-testid=campaign-screen]');
      expect(await page.textContent('[data-testid=campaign-next] h2')).toBe(
        'Next battle: The Landing Fields',
      );
      expect(await page.textContent('[data-testid=campaign-battles]')).toBe('');

      // The first battle, played to its end.
      await page.click('[data-testid=play-battle]');
      await page.waitForSelector('[data-testid=battle-screen]');
      await page.selectOption('[data-testid=ai-pace]', '0');
      const first = await playOn(page, () => false);
      const result = first.game.result!;
      // 5.4.2: this ladder's first battle rewards a win or a loss; a draw earns nothing.
      expect(result.winner).not.toBeNull();
      await page.click('[data-testid=back-to-start]');
      await page.waitForSelector('[data-testid=campaign-screen]');
      await waitFor('the second battle', async () =>
        (await page.textContent('[data-testid=campaign-next] h2'))?.includes(
          'Breakout on the Highway',
        ),
      );
      expect(await page.textContent('[data-testid=campaign-battles]')).toContain(
        result.winner === 0 ? 'The Landing Fields: won' : 'The Landing Fields: lost',
      );

      // The reward, applied to the second battle: shown, and fielded.
      const reward =
        result.winner === 0
          ? { side: 0 as const, formation: getFormation('sm-land-speeder-detachment')!.name }
          : { side: 1 as const, formation: getFormation('sm-assault-detachment')!.name };
      expect(await page.textContent('[data-testid=campaign-effects]')).toContain(
        `reinforced by 1 × ${reward.formation}`,
      );
      await shots(page, snap, 'campaign-screen');

      await page.click('[data-testid=play-battle]');
      await page.waitForSelector('[data-testid=battle-screen]');
      await page.selectOption('[data-testid=ai-pace]', '0');
      const second = await state(page);
      expect(second.game.scenarioId).toBe('fast-attack');
      const fielded = Object.values(second.game.formations).filter(
        (f) => f.side === reward.side && named(f.name, reward.formation),
      ).length;
      expect(fielded).toBe(scenarioCount('fast-attack', reward.side, reward.formation) + 1);

      // Mid-battle: deployed and a few commands in, then the page is closed.
      const mid = await playOn(page, (s) => s.game.phase !== 'setup' && s.game.log.length > 12);
      expect(mid.game.result).toBeNull();
      const gameId = await page.evaluate(
        () =>
          (window as unknown as { __epicSolo: { state(): { gameId: string } } }).__epicSolo.state()
            .gameId,
      );
      const commands = mid.game.log.length;
      // The autosave is written after every change; let the last one land before closing.
      await page.waitForTimeout(500);
      await page.close();

      // Reopened: the campaign offers the battle under way, which continues where it was.
      page = await context.newPage();
      watch(page);
      await page.goto(`${rig.url}?testhook`);
      await page.click('[data-testid=open-campaigns]');
      await page.click('[data-testid=open-campaign]');
      await page.waitForSelector('[data-testid=continue-battle]');
      await page.click('[data-testid=continue-battle]');
      await page.waitForSelector('[data-testid=battle-screen]');
      const resumed = await waitFor('the battle to be back', async () => {
        const s = await page.evaluate(() =>
          (
            window as unknown as {
              __epicSolo: { state(): { gameId: string; game: { log: unknown[] } } };
            }
          ).__epicSolo.state(),
        );
        return s.game.log.length >= commands ? s : null;
      });
      expect(resumed.gameId).toBe(gameId);
      await page.selectOption('[data-testid=ai-pace]', '0');
      await hookStep(page);
      expect((await state(page)).game.log.length).toBeGreaterThan(commands);

      // Back on the campaign screen: the battle is still under way; the journal is exported.
      await page.click('[data-testid=menu]');
      await page.waitForSelector('[data-testid=continue-battle]');
      const [md] = await Promise.all([
        page.waitForEvent('download'),
        page.click('[data-testid=export-journal-md]'),
      ]);
      const markdown = readFileSync((await md.path())!, 'utf8');
      expect(md.suggestedFilename()).toBe('The Road to the Spaceport journal.md');
      expect(markdown).toContain('The Landing Fields');
      expect(markdown).toContain('Captain Idaeus');
      const [html] = await Promise.all([
        page.waitForEvent('download'),
        page.click('[data-testid=export-journal-html]'),
      ]);
      const journal = readFileSync((await html.path())!, 'utf8');
      expect(journal).toContain('<svg');
      const reader = await context.newPage();
      await reader.setContent(journal);
      await shots(reader, snap, 'journal');
      expect(errors).toEqual([]);
      await context.close();
    }, 300_000);
  },
);
