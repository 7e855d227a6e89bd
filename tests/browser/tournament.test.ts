import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { tournamentDecision } from '../../engine/netea/rules/6.1-tournament/decision';
import { tournamentDefault } from '../../engine/netea/rules/6.1-tournament/defaults';
import type { GameState } from '../../engine/netea/state/schema';
import { CHROMIUM, hookStep, myTurn, state, type Hook, browserRig } from './helpers';

declare const window: { __epicSolo: Hook };

/**
 * A tournament game (6.1) set up through the page at 1280 x 720: the start screen's points, table
 * and terrain; the table edge chosen with its button; objectives, garrisons and formations placed
 * by clicking the table; reserves declared with the panel's button. The battle is then played to
 * its result through the test hook's legal suggestions. Screenshots are in
 * tests/.artifacts/tournament.
 */
const SHOTS = resolve('tests/.artifacts/tournament');

async function clickTable(page: Page, at: { x: number; y: number }) {
  const p = await page.evaluate((a) => window.__epicSolo.pointScreen(a), at);
  if (!p) throw new Error('the table is not drawn');
  await page.mouse.click(p.x, p.y);
}

/** Waits until the game has moved on from `seq` (the person's click was taken or refused). */
async function settled(page: Page, seq: number) {
  for (let i = 0; i < 40; i++) {
    const now = await page.evaluate(() => window.__epicSolo.state().seq);
    if (now !== seq) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return false;
}

/** A fixed [0, 1) sequence for the engine's default placings. */
function draws(seed: number) {
  let x = seed + 1;
  return () => {
    x = (x * 16807) % 2147483647;
    return x / 2147483647;
  };
}

/** The middle of a default placing's first row: the panel builds its block around the click. */
function firstRowMiddle(units: readonly { position: { x: number; y: number } }[]) {
  const y0 = units[0]!.position.y;
  const row = units.filter((u) => Math.abs(u.position.y - y0) < 0.01);
  const xs = row.map((u) => u.position.x);
  return { x: (Math.min(...xs) + Math.max(...xs)) / 2, y: y0 };
}

const seqOf = (page: Page) => page.evaluate(() => window.__epicSolo.state().seq);

describe.skipIf(!existsSync(CHROMIUM))('a tournament game (6.1) set up through the page', () => {
  const rig = browserRig(SHOTS);
  const snap = rig.snap;

  it('6.1.2-6.1.6: edge, objectives, garrisons, reserves and deployment by the person, then the battle to its result', async () => {
    const { context, page, errors } = await rig.open();
    await page.selectOption('[data-testid=scenario]', 'tournament');
    await page.fill('[data-testid=points]', '1500');
    // 6.1.1: agreed totals are 2,000-5,000; others are warned about, not refused.
    await page.waitForSelector('[data-testid=points-warning]');
    await page.fill('[data-testid=points]', '2000');
    await page.selectOption('[data-testid=terrain-density]', '2');
    await page.selectOption('[data-testid=side]', '0');
    await page.selectOption('[data-testid=opponent]', 'ai:normal');
    await page.fill('[data-testid=seed]', '12');
    expect(await snap(page, 'start-tournament.png')).toBeGreaterThan(8);
    await page.click('[data-testid=new-game]');
    await page.waitForSelector('[data-testid=battle-screen]');
    await page.selectOption('[data-testid=ai-pace]', '0');

    const steps = new Set<string>();
    let objectivesClicked = 0;
    let formationsClicked = 0;
    // Clicks the engine took (a refused one leaves the state as it was).
    const taken = { objectives: 0, formations: 0 };
    for (let i = 0; i < 400; i++) {
      const s = (await myTurn(page)) as { game: GameState; pending: { kind: string } };
      if (s.game.result || s.pending.kind !== 'tournament') break;
      const step = tournamentDecision(s.game).step;
      const seq = await seqOf(page);
      if (!steps.has(step)) {
        steps.add(step);
        expect(await snap(page, `setup-${step}.png`)).toBeGreaterThan(8);
      }
      const side = 0;
      if (step === 'edge') {
        await page.click('[data-testid="choice-tournament.chooseEdge-south"]');
      } else if (step === 'objectives') {
        // Where the engine's default would put it: the click must reach the same command.
        const c = tournamentDefault(s.game, side, draws(objectivesClicked), false);
        if (c.type !== 'tournament.placeObjective') throw new Error(c.type);
        await clickTable(page, c.position);
        objectivesClicked++;
      } else if (step === 'garrisons') {
        const c = tournamentDefault(s.game, side, draws(formationsClicked), false);
        if (c.type === 'tournament.garrison' && formationsClicked === 0) {
          await page.selectOption('[data-testid=tournament-formation]', c.formationId);
          await clickTable(page, firstRowMiddle(c.units));
          formationsClicked++;
        } else
          await page.click(
            '[data-testid="choice-tournament.endGarrisons-tournament.endGarrisons"]',
          );
      } else if (step === 'reserves') {
        await page.click('[data-testid="choice-tournament.declareReserves-reserves"]');
      } else if (step === 'deploy') {
        const c = tournamentDefault(s.game, side, draws(formationsClicked), false);
        if (c.type !== 'tournament.deployFormation') throw new Error(c.type);
        await page.selectOption('[data-testid=tournament-formation]', c.formationId);
        await clickTable(page, firstRowMiddle(c.units));
        formationsClicked++;
      } else {
        await hookStep(page);
        continue;
      }
      // A click the engine refuses leaves the state as it was: let the hook answer instead.
      if (await settled(page, seq)) {
        if (step === 'objectives') taken.objectives++;
        if (step === 'garrisons' || step === 'deploy') taken.formations++;
      } else await hookStep(page);
    }
    // The edge is chosen by the winner of the roll-off (6.1.2): the person or the computer.
    expect([...steps]).toEqual(
      expect.arrayContaining(['objectives', 'garrisons', 'reserves', 'deploy']),
    );
    expect(taken.objectives).toBeGreaterThan(0);
    expect(taken.formations).toBeGreaterThan(0);
    const battle = await state(page);
    expect(battle.pending.kind).not.toBe('tournament');
    expect(await snap(page, 'battle-starts.png')).toBeGreaterThan(8);

    for (let i = 0; i < 3000; i++) {
      const s = await myTurn(page);
      if (s.game.result) break;
      await hookStep(page);
    }
    const end = await state(page);
    expect(end.game.result).not.toBeNull();
    await page.waitForSelector('[data-testid=game-over]');
    expect(await snap(page, 'result.png')).toBeGreaterThan(8);
    expect(errors).toEqual([]);
    await context.close();
  }, 600_000);
});
