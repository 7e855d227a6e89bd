import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createGameActor } from '../../engine/netea/flow/game';
import { writeSave } from '../../engine/netea/saves';
import type { GameState } from '../../engine/netea/state/schema';
import {
  play,
  setUpUntil,
  tournamentGame,
  tournamentSetup,
} from '../netea/rules/6.1-tournament/fixture';
import { CHROMIUM, browserRig, myTurn } from './helpers';

/**
 * Objective labels over units on the page (6.1.4, 6.1.7): a tournament game in its first turn,
 * one of the person's Tactical detachments standing in a row across an objective in the
 * opponent's half and another formation beside a second one. Who holds each objective must
 * stay readable: the labels keep off the units' bases where there is room and are drawn above
 * them. Screenshots at 1280 x 720 and 1920 x 1080 are in tests/.artifacts/objective-labels.
 */
const SHOTS = resolve('tests/.artifacts/objective-labels');

function crowded(): GameState {
  const game = setUpUntil(
    play(tournamentGame(), { type: 'tournament.chooseEdge', side: 0, edge: 'south' }),
    'battle',
  );
  const theirs = game.tournament!.objectives.filter((o) => o.half === 1);
  const at = (i: number) => game.objectives.find((o) => o.id === theirs[i]!.objectiveId)!.position;
  const units = { ...game.units };
  const row = (formationId: string, centre: { x: number; y: number }) =>
    game.formations[formationId]!.unitIds.forEach((id, i) => {
      units[id] = {
        ...units[id]!,
        status: 'deployed',
        position: { x: centre.x - 6 + i * 3, y: centre.y },
        facing: 90,
      };
    });
  row('a-sm-tactical-detachment-1', at(0));
  row('a-sm-tactical-detachment-2', { x: at(1).x + 4, y: at(1).y + 2 });
  return { ...game, units };
}

function saveOf(game: GameState): string {
  const actor = createGameActor({ game });
  actor.start();
  const text = writeSave({
    setup: tournamentSetup(),
    snapshot: actor.getPersistedSnapshot(),
    host: { controllers: ['person', 'computer'], aiPlayer: 'ai:normal', aiSeed: 1 },
    name: 'Crowded objectives',
    savedAt: '2026-01-01T00:00:00.000Z',
  });
  actor.stop();
  return text;
}

describe.skipIf(!existsSync(CHROMIUM))('objective labels over units on the page', () => {
  const rig = browserRig(SHOTS);

  it('the objectives units stand on keep their names and holders readable, 1280 x 720 and 1920 x 1080', async () => {
    const { context, page, errors } = await rig.open();
    await page.setInputFiles('[data-testid=import-save]', {
      name: 'crowded.epicsave',
      mimeType: 'application/json',
      buffer: Buffer.from(saveOf(crowded())),
    });
    await page.click('[data-testid=load-save]');
    await page.waitForSelector('[data-testid=battle-screen]');
    await page.selectOption('[data-testid=ai-pace]', '0');
    await myTurn(page);
    expect(await rig.snap(page, 'objective-labels-1280.png')).toBeGreaterThan(8);
    expect(await rig.wide(page, 'objective-labels-1920.png')).toBeGreaterThan(8);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
