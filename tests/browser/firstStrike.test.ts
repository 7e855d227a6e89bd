import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bundledList } from '../../engine/netea/armies';
import { fieldDatasheet } from '../../engine/netea/armies/field/datasheet';
import type { UnitDatasheet } from '../../engine/netea/data';
import { createGameActor } from '../../engine/netea/flow/game';
import { writeSave } from '../../engine/netea/saves';
import type { GameState } from '../../engine/netea/state/schema';
import { createGame, type GameSetup } from '../../engine/netea/state/setup';
import { CHROMIUM, hookStep, myTurn, browserRig, waitFor, type Hook } from './helpers';

declare const window: { __epicSolo: Hook };

/**
 * An assault with first strike (2.2.4) on the page: a save file, built here with the engine, is
 * imported through the start screen's "Import a save file" and loaded. In it a troupe of Howling
 * Banshees (Biel-Tan list; their Banshee Mask strikes first) faces a Tactical detachment (Space
 * Marines list) 12cm away in the action phase of turn 1, the person to act. The person declares
 * the engage action and the assault through the page; the dice log then shows the first strike
 * rolls. Screenshots at 1280 x 720 and 1920 x 1080 are in tests/.artifacts/first-strike.
 */
const SHOTS = resolve('tests/.artifacts/first-strike');

function sheet(listId: string, unitId: string): UnitDatasheet {
  const list = bundledList(listId)!;
  const fielded = fieldDatasheet(
    list,
    list.units.find((u) => u.id === unitId)!,
  );
  if (!fielded.ok) throw new Error(`${listId}/${unitId} cannot be fielded`);
  return fielded.sheet;
}

/** The set-up: one formation a side on a bare table; the game: both placed, turn 1's action phase. */
function firstStrikeSave(): string {
  const banshee = sheet('eldar-biel-tan-ea', 'howling-banshees');
  const marine = sheet('space-marines-ea', 'tactical');
  const units = (prefix: string, sheetId: string) =>
    [1, 2, 3, 4].map((i) => ({ id: `${prefix}${i}`, datasheetId: sheetId }));
  const setup: GameSetup = {
    scenarioId: 'first-strike-drill',
    seed: 7,
    table: { width: 180, height: 120 },
    players: [
      {
        name: 'Biel-Tan',
        strategyRating: 4,
        formations: [
          {
            id: 'banshees',
            name: 'Howling Banshees',
            initiative: 1,
            units: units('b', banshee.id),
          },
        ],
      },
      {
        name: 'Space Marines',
        strategyRating: 5,
        formations: [
          {
            id: 'tacticals',
            name: 'Tactical Detachment',
            initiative: 1,
            units: units('t', marine.id),
          },
        ],
      },
    ],
    datasheets: { [banshee.id]: banshee, [marine.id]: marine },
    terrain: [],
    objectives: [],
    deploymentZones: [],
    victory: {
      kind: 'hold-objectives',
      objectives: 1,
      holdTurns: 1,
      captureRange: 15,
      maxTurns: 6,
    },
  };
  const created = createGame(setup);
  if (!created.ok) throw new Error(created.error.join('\n'));
  const game = created.value;
  // Placed by hand as the conformance suite's situations are: 12cm apart, facing each other.
  const onTable = { ...game.units };
  for (const u of Object.values(onTable)) {
    const i = Number(u.id.slice(1)) - 1;
    onTable[u.id] = {
      ...u,
      status: 'deployed',
      position: { x: 80 + i * 6, y: u.side === 0 ? 72 : 60 },
      facing: u.side === 0 ? 270 : 90,
    };
  }
  const placed: GameState = {
    ...game,
    units: onTable,
    turn: 1,
    phase: 'action',
    turnState: { ...game.turnState, strategyWinner: 0, firstSide: 0, activeSide: 0 },
  };
  const actor = createGameActor({ game: placed });
  actor.start();
  const text = writeSave({
    setup,
    snapshot: actor.getPersistedSnapshot(),
    host: { controllers: ['person', 'computer'], aiPlayer: 'ai:normal', aiSeed: 1 },
    name: 'First strike drill',
    savedAt: '2026-01-01T00:00:00.000Z',
  });
  actor.stop();
  return text;
}

const logLength = (page: Page) => page.evaluate(() => window.__epicSolo.state().game.log.length);

describe.skipIf(!existsSync(CHROMIUM))('first strike (2.2.4) on the page', () => {
  const rig = browserRig(SHOTS);
  const save = firstStrikeSave();

  const runs = [
    {
      width: 1280,
      height: 720,
      language: 'en',
      line: /first strike close combat: Howling Banshees/,
      attacks: /Biel-Tan first strike attacks: 4 close combat/,
    },
    {
      width: 1920,
      height: 1080,
      language: 'en',
      line: /first strike close combat: Howling Banshees/,
      attacks: /Biel-Tan first strike attacks: 4 close combat/,
    },
    {
      width: 1920,
      height: 1080,
      language: 'de',
      line: /Erstschlag im Nahkampf: Howling Banshees/,
      attacks: /Biel-Tan Attacken mit Erstschlag: 4 Nahkampf/,
    },
  ] as const;
  for (const { width, height, language, line, attacks } of runs) {
    const size = `${width}x${height}`;
    it(`2.2.4: the Howling Banshees' first strike shows in the dice log (${language}), ${size}`, async () => {
      const context = await rig.browser.newContext({ viewport: { width, height } });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${rig.url}?testhook`);
      await page.waitForSelector('[data-testid=start-screen]');
      await page.selectOption('[data-testid=language]', language);
      await page.setInputFiles('[data-testid=import-save]', {
        name: 'first-strike.epicsave',
        mimeType: 'application/json',
        buffer: Buffer.from(save),
      });
      await page.click('[data-testid=load-save]');
      await page.waitForSelector('[data-testid=battle-screen]');
      await page.selectOption('[data-testid=ai-pace]', '0');

      // The person activates the Banshees and declares the engage action and its assault.
      let s = await myTurn(page);
      expect(s.pending.kind).toBe('activate');
      await page.click('[data-testid="select-banshees"]');
      const before = await logLength(page);
      await page.click('[data-testid="choice-action.declare-engage"]:not([disabled])');
      await waitFor('the engage action', async () => (await logLength(page)) > before);
      s = await myTurn(page);
      expect(s.pending.step).toBe('target');
      await page.click('button[data-testid^="choice-assault.declare-"]:not([disabled])');

      // The charge and the counter-charge: the hook's legal suggestions, until the attacks are
      // rolled (the first strike is the first roll of close combat).
      for (let i = 0; i < 50; i++) {
        const text = (await page.textContent('[data-testid=dice-log]')) ?? '';
        if (line.test(text)) break;
        await myTurn(page);
        await hookStep(page);
      }
      const struck = page.locator('[data-testid=dice-log] li.roll', { hasText: line }).first();
      await struck.waitFor({ state: 'attached' });

      // The dice log folds away on a narrow screen: shown, and the first strike scrolled to.
      if ((await page.getAttribute('[data-testid=fold-right]', 'aria-expanded')) === 'false')
        await page.click('[data-testid=fold-right]');
      await struck.scrollIntoViewIfNeeded();
      await struck.evaluate((e) => e.scrollIntoView({ block: 'center' }));
      expect(await struck.isVisible()).toBe(true);
      // 2.2.4: both sides' first strike attacks, then the rest (the Marines have none first).
      expect(await page.textContent('[data-testid=dice-log]')).toMatch(attacks);
      await page.waitForTimeout(200);
      expect(await rig.snap(page, `first-strike-${language}-${size}.png`)).toBeGreaterThan(30);
      expect(errors).toEqual([]);
      await context.close();
    }, 90_000);
  }
});
