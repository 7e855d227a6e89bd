import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Point } from '../../engine/kernel/geometry/types';
import { createGameActor } from '../../engine/netea/flow/game';
import { writeSave } from '../../engine/netea/saves';
import type { GameState } from '../../engine/netea/state/schema';
import type { GameSetup } from '../../engine/netea/state/setup';
import { landPods, podsDue } from '../netea/rules/4.3-4.4-spacecraft/spacecraftFixtures';
import { go } from '../conformance/helpers';
import { withSheet } from '../conformance/entryHelpers';
import { ORK_BOYZ } from '../fixtures/shootingGame';
import { withAbilities } from '../fixtures/specialists';
import { CHROMIUM, browserRig, myTurn, state, waitFor, type Hook } from './helpers';

declare const window: { __epicSolo: Hook };

/**
 * 4.4 and the Space Marine list's Drop Pod rule on the page: a save built here with the engine
 * (the conformance suite's situation) in which the person's drop pod has just landed at (90, 60)
 * with two Tacticals aboard, Ork Boyz 12cm away. The person places the Tacticals by hand, sees a
 * place out of the 5cm chain refused with its reason, takes it back and sends a legal one; the
 * pod is removed. Screenshots at 1280 x 720 and 1920 x 1080 are in tests/.artifacts/drop-pod.
 */
const SHOTS = resolve('tests/.artifacts/drop-pod');

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

const POD = withAbilities('sm-rhino', 'test-browser-drop-pod', [
  { id: 'planetfall' },
  { id: 'drop-pod' },
]);

/** The pod p1 landed at (90, 60) carrying m1, m2 (its attack found no enemy in reach); the
 * person's decision waits. The log is left empty: the save starts from here. */
function landedPod(): GameState {
  const s = podsDue({ x: 90, y: 60 }, [
    { id: 'near', side: 1, units: [{ id: 'n1', sheet: ORK_BOYZ.id, x: 90, y: 90 }] },
  ]);
  const landed = go(
    withSheet(s, POD, ['p1']),
    landPods({ x: 88, y: 60 }, { x: 82, y: 50 }),
    ...[6, 1, 1, 1, 1, 2, 4, 3, 3],
  ).state;
  return { ...landed, log: [] };
}

describe.skipIf(!existsSync(CHROMIUM))(
  "a drop pod's troops placed by the person on the page",
  () => {
    const rig = browserRig(SHOTS);

    it('4.4 Drop Pod: each click places a Tactical; a place out of the 5cm chain is refused with its reason; then they get out and the pod is removed', async () => {
      const { context, page, errors } = await load(rig, saveOf(landedPod(), 'Drop pod'));
      expect((await state(page)).pending.commands).toContain('planetfall.disembark');
      expect(await page.textContent('[data-testid=planetfall-drop-pods]')).toContain('15cm');
      expect(await page.$('[data-testid=planetfall-stay-aboard]')).toBeNull();
      await page.click('[data-testid=disembark-by-hand-start]');
      await clickTable(page, { x: 88, y: 64 });
      await clickTable(page, { x: 100, y: 70 });
      await page.waitForSelector('[data-testid=disembark-by-hand-refusal]');
      expect(await page.getAttribute('[data-testid=disembark-by-hand-refusal]', 'data-code')).toBe(
        'drop-pod/not-chained',
      );
      expect(await page.isDisabled('[data-testid=confirm-disembark-by-hand]')).toBe(true);
      expect(await rig.snap(page, 'drop-pod-refused.png')).toBeGreaterThan(8);
      expect(await rig.wide(page, 'drop-pod-refused-wide.png')).toBeGreaterThan(8);
      await page.click('[data-testid=disembark-by-hand-undo]');
      await clickTable(page, { x: 88, y: 69 });
      await page.waitForSelector('[data-testid=confirm-disembark-by-hand]:not([disabled])');
      expect(await rig.snap(page, 'drop-pod-legal.png')).toBeGreaterThan(8);
      await page.click('[data-testid=confirm-disembark-by-hand]');
      const out = await waitFor('the Tacticals to get out', async () => {
        const g = (await state(page)).game;
        return g.units.m2?.status === 'deployed' ? g : null;
      });
      expect(near(out.units.m1?.position, { x: 88, y: 64 })).toBe(true);
      expect(near(out.units.m2?.position, { x: 88, y: 69 })).toBe(true);
      expect(out.units.p1).toBeUndefined();
      expect(await rig.snap(page, 'drop-pod-out.png')).toBeGreaterThan(8);
      expect(errors).toEqual([]);
      await context.close();
    }, 120_000);
  },
);
