import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROMIUM, browserRig, hookStep, myTurn, state, waitFor } from './helpers';

/**
 * Seed 001 5.3.11.2 and 5.3.11.3 (team play) through the page: the person takes player 1, the
 * computer the other three. Hierarchical: the seats name the teams and their commanders; the
 * person, commander of team 1, is asked which of his team's players acts, picks his computer
 * team-mate, and that player's formation acts next. Simultaneous: the game of four is played to
 * its end through the test hook and the result names the winning team's players. Screenshots at
 * 1280 x 720 and 1920 x 1080 in tests/.artifacts/team-battle (or EPIC_SOLO_SHOTS).
 */
const SHOTS = process.env.EPIC_SOLO_SHOTS || resolve('tests/.artifacts/team-battle');

describe.skipIf(!existsSync(CHROMIUM))('Team play (seed 001 5.3.11.2-3) through the page', () => {
  const rig = browserRig(SHOTS);

  it('5.3.11.2: the commander picks his computer team-mate, who then acts', async () => {
    const { context, page, errors } = await rig.open();
    await page.selectOption('[data-testid=scenario]', 'team-battle-hierarchical');
    await page.waitForSelector('[data-testid=player-seats]');
    expect(await page.textContent('[data-testid=seat-team-0]')).toContain('team 1, commander');
    expect(await page.textContent('[data-testid=seat-team-2]')).toContain('team 1');
    expect(await page.textContent('[data-testid=seat-team-1]')).toContain('team 2, commander');
    await page.selectOption('[data-testid=computer-level]', 'ai:normal');
    await page.fill('[data-testid=seed]', '5');
    expect(await rig.snap(page, 'start-1280.png')).toBeGreaterThan(8);
    await page.click('[data-testid=new-game]');
    await page.waitForSelector('[data-testid=battle-screen]');
    await page.selectOption('[data-testid=ai-pace]', '0');
    // Set-up and the strategy roll through the hook, until the commander's pick.
    let s = await myTurn(page);
    for (let i = 0; i < 400 && !s.game.result; i++) {
      if (s.pending.kind === 'team-pick' && s.pending.sides.includes(0)) break;
      await hookStep(page);
      s = await myTurn(page);
    }
    expect(s.pending.kind).toBe('team-pick');
    await page.waitForSelector('[data-testid=team-pick]');
    expect(await rig.snap(page, 'pick-1280.png')).toBeGreaterThan(8);
    expect(await rig.wide(page, 'pick-1920.png')).toBeGreaterThan(8);
    const acted = (g: typeof s.game) =>
      Object.values(g.formations).filter((f) => f.side === 2 && f.activated).length;
    const before = acted(s.game);
    await page.click('[data-testid="choice-team.pick-player-2"]');
    // Player 3 (side 2, the computer) acts: one more of its formations has taken its action.
    await waitFor('player 3 to act', async () => {
      const now = await state(page);
      return acted(now.game) > before ? now : null;
    });
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);

  it('5.3.11.3: a person and three computers play the team battle to its end', async () => {
    const { context, page, errors } = await rig.open();
    await page.selectOption('[data-testid=scenario]', 'team-battle-simultaneous');
    await page.selectOption('[data-testid=computer-level]', 'ai:normal');
    await page.fill('[data-testid=seed]', '5');
    await page.click('[data-testid=new-game]');
    await page.waitForSelector('[data-testid=battle-screen]');
    await page.selectOption('[data-testid=ai-pace]', '0');
    let s = await state(page);
    let shot = false;
    for (let i = 0; i < 4000; i++) {
      s = await myTurn(page);
      if (s.game.result) break;
      if (!shot && s.game.phase === 'action' && s.game.turn >= 2) {
        shot = true;
        expect(await rig.snap(page, 'battle-1280.png')).toBeGreaterThan(8);
        expect(await rig.wide(page, 'battle-1920.png')).toBeGreaterThan(8);
      }
      await hookStep(page);
    }
    expect(s.game.result).not.toBeNull();
    await page.waitForSelector('[data-testid=game-over]');
    const headline = (await page.textContent('[data-testid=game-over]')) ?? '';
    const winningTeam = s.game.result!.winningTeam;
    if (s.game.result!.winner === null) expect(headline).toContain('A draw');
    else expect(headline).toContain(`team ${winningTeam! + 1} wins`);
    expect(await rig.snap(page, 'result-1280.png')).toBeGreaterThan(8);
    expect(await rig.wide(page, 'result-1920.png')).toBeGreaterThan(8);
    expect(errors).toEqual([]);
    await context.close();
  }, 900_000);
});
