import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Point } from '../../engine/kernel/geometry/types';
import { createGameActor } from '../../engine/netea/flow/game';
import { writeSave } from '../../engine/netea/saves';
import type { GameState } from '../../engine/netea/state/schema';
import type { GameSetup } from '../../engine/netea/state/setup';
import { molesDue } from '../netea/rules/2-specialists/tunnelFixtures';
import { podsDue } from '../netea/rules/4.3-4.4-spacecraft/spacecraftFixtures';
import { CHROMIUM, browserRig, myTurn, state, waitFor, type Hook } from './helpers';

declare const window: { __epicSolo: Hook };

/**
 * 2.1.23 and 4.3.2/4.4 on the page: saves built here with the engine (the conformance suite's
 * situations) are imported through the start screen. In one the person's tunnelling Rhinos are
 * due to surface at (90, 80) at the start of turn 3; in the other the person's Strike Cruiser is
 * over the battlefield with a drop pod formation to land about (90, 60). The person places the
 * units with clicks on the table, sees a place too far refused with its reason, takes it back,
 * and sends a legal one. Screenshots at 1280 x 720 and 1920 x 1080 are in
 * tests/.artifacts/arrival-placement.
 */
const SHOTS = resolve('tests/.artifacts/arrival-placement');

/** The set-up a save carries beside its snapshot: the game's own formations and sheets. */
function setupOf(game: GameState): GameSetup {
  const player = (side: 0 | 1) => ({
    name: `P${side}`,
    strategyRating: 3,
    formations: Object.values(game.formations)
      .filter((f) => f.side === side)
      .map((f) => ({
        id: f.id,
        name: f.name,
        initiative: f.initiative,
        units: f.unitIds.map((id) => ({ id, datasheetId: game.units[id]!.datasheetId })),
      })),
  });
  return {
    scenarioId: 'shooting-test',
    seed: 7,
    table: { width: 180, height: 120 },
    players: [player(0), player(1)],
    datasheets: { ...game.datasheets },
    terrain: [],
    objectives: [],
    victory: {
      kind: 'hold-objectives',
      objectives: 1,
      holdTurns: 1,
      captureRange: 15,
      maxTurns: 6,
    },
    deploymentZones: [],
  };
}

function saveOf(game: GameState, name: string): string {
  const actor = createGameActor({ game });
  actor.start();
  const text = writeSave({
    setup: setupOf(game),
    snapshot: actor.getPersistedSnapshot(),
    host: { controllers: ['person', 'computer'], aiPlayer: 'ai:normal', aiSeed: 1 },
    name,
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

async function load(rig: ReturnType<typeof browserRig>, save: string) {
  const { context, page, errors } = await rig.open();
  await page.setInputFiles('[data-testid=import-save]', {
    name: 'arrival.epicsave',
    mimeType: 'application/json',
    buffer: Buffer.from(save),
  });
  await page.click('[data-testid=load-save]');
  await page.waitForSelector('[data-testid=battle-screen]');
  await page.selectOption('[data-testid=ai-pace]', '0');
  await myTurn(page);
  return { context, page, errors };
}

const near = (a: Point | null | undefined, b: Point) =>
  a !== null && a !== undefined && Math.hypot(a.x - b.x, a.y - b.y) < 1;

describe.skipIf(!existsSync(CHROMIUM))('arrivals placed by the person on the page', () => {
  const rig = browserRig(SHOTS);

  it('2.1.23: the tunnellers surface where the person clicks; a place beyond 15cm of the point is refused with its reason', async () => {
    const { context, page, errors } = await load(
      rig,
      saveOf(molesDue({ x: 90, y: 80 }, 3), 'Moles'),
    );
    expect((await state(page)).pending.commands).toContain('tunnel.surface');
    await page.click('[data-testid=surface-moles]');
    await clickTable(page, { x: 90, y: 100 });
    await page.waitForSelector('[data-testid=surface-refusal]');
    expect(await page.getAttribute('[data-testid=surface-refusal]', 'data-code')).toBe(
      'tunnel/spread',
    );
    expect(await page.textContent('[data-testid=surface-refusal]')).toContain('15cm');
    expect(await page.isDisabled('[data-testid=confirm-surface]')).toBe(true);
    expect(await rig.snap(page, 'surface-refused.png')).toBeGreaterThan(8);
    expect(await rig.wide(page, 'surface-refused-wide.png')).toBeGreaterThan(8);
    await page.click('[data-testid=surface-undo]');
    await clickTable(page, { x: 94, y: 80 });
    await page.waitForSelector('[data-testid=confirm-surface]:not([disabled])');
    expect(await rig.snap(page, 'surface-legal.png')).toBeGreaterThan(8);
    await page.click('[data-testid=confirm-surface]');
    const surfaced = await waitFor('the moles to surface', async () => {
      const g = (await state(page)).game;
      return g.units.r2?.status === 'deployed' ? g : null;
    });
    expect(near(surfaced.units.r1?.position, { x: 90, y: 80 })).toBe(true);
    expect(near(surfaced.units.r2?.position, { x: 94, y: 80 })).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('4.4: the drop pods are placed about their drop zone by clicks; a place beyond 15cm is refused with its reason', async () => {
    const { context, page, errors } = await load(rig, saveOf(podsDue({ x: 90, y: 60 }), 'Pods'));
    expect((await state(page)).pending.commands).toContain('spacecraft.operate');
    await page.click('[data-testid=operate-ship]');
    await clickTable(page, { x: 90, y: 80 });
    await page.waitForSelector('[data-testid=operation-refusal]');
    expect(await page.getAttribute('[data-testid=operation-refusal]', 'data-code')).toBe(
      'planetfall/too-far',
    );
    expect(await page.isDisabled('[data-testid=confirm-operation]')).toBe(true);
    expect(await rig.snap(page, 'landing-refused.png')).toBeGreaterThan(8);
    expect(await rig.wide(page, 'landing-refused-wide.png')).toBeGreaterThan(8);
    await page.click('[data-testid=operation-undo]');
    await clickTable(page, { x: 85, y: 60 });
    await clickTable(page, { x: 95, y: 62 });
    await page.waitForSelector('[data-testid=confirm-operation]:not([disabled])');
    expect(await rig.snap(page, 'landing-legal.png')).toBeGreaterThan(8);
    await page.click('[data-testid=confirm-operation]');
    const sent = await waitFor('the operation to be carried out', async () => {
      const g = (await state(page)).game;
      return g.log.find((c) => c.type === 'spacecraft.operate') ?? null;
    });
    if (sent.type !== 'spacecraft.operate') throw new Error('not the operation');
    const placed = sent.landings?.[0]?.placements ?? [];
    expect(placed.map((p) => p.unitId)).toEqual(['p1', 'p2']);
    expect(near(placed[0]?.position, { x: 85, y: 60 })).toBe(true);
    expect(near(placed[1]?.position, { x: 95, y: 62 })).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
