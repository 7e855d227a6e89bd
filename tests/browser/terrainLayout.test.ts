import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  readTerrainLayout,
  writeTerrainLayout,
  type TerrainLayout,
} from '../../engine/netea/scenarios/terrainLayout';
import { browserRig, CHROMIUM, type Hook } from './helpers';

declare const window: { __epicSolo: Hook };

/**
 * Terrain set up by hand for a tournament game (6.1.2) through the page: two pieces placed on
 * the table view, one dragged, the layout saved to a file, the table cleared, the file opened
 * again, and the game started on exactly that terrain. Screenshots (1280 x 720 and 1920 x 1080)
 * are in tests/.artifacts/terrain.
 */
const SHOTS = resolve('tests/.artifacts/terrain');

/** Where a point of the table (cm) is on the page, in the terrain panel's table view. */
async function tablePoint(page: Page, at: { x: number; y: number }) {
  const box = await page.locator('[data-testid=terrain-table] canvas').first().boundingBox();
  if (!box) throw new Error('the table view is not drawn');
  const scale = box.width / 180;
  return { x: box.x + at.x * scale, y: box.y + at.y * scale };
}

/** A press at one point of the table, moved in steps to another, and let go. */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const a = await tablePoint(page, from);
  const b = await tablePoint(page, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 4 });
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up();
}

function bounds(polygon: readonly { x: number; y: number }[]) {
  const xs = polygon.map((c) => c.x);
  const ys = polygon.map((c) => c.y);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

describe.skipIf(!existsSync(CHROMIUM))('terrain placed by hand (6.1.2)', () => {
  const rig = browserRig(SHOTS);

  it('6.1.2: two pieces placed by hand, saved, opened again, and the game starts on them', async () => {
    const { context, page, errors } = await rig.open();
    await page.selectOption('[data-testid=scenario]', 'tournament');
    await page.fill('[data-testid=seed]', '21');
    await page.click('[data-testid=terrain-open]');
    expect(await rig.snap(page, 'generated.png')).toBeGreaterThan(8);
    await page.check('[data-testid=terrain-by-hand]');

    await page.click('[data-testid=terrain-tool-woods]');
    let p = await tablePoint(page, { x: 60, y: 50 });
    await page.mouse.click(p.x, p.y);
    await page.click('[data-testid=terrain-tool-buildings]');
    p = await tablePoint(page, { x: 120, y: 70 });
    await page.mouse.click(p.x, p.y);
    await page.click('[data-testid=terrain-tool-buildings]');
    expect(await page.textContent('[data-testid=terrain-selected]')).toBe('Piece 2: buildings');
    // The buildings (15cm square about 120, 70) stretched 5cm east by their handle.
    await drag(page, { x: 127.5, y: 70 }, { x: 132.5, y: 70 });
    // A third piece placed and taken away again with the Delete key.
    await page.click('[data-testid=terrain-tool-scrub]');
    p = await tablePoint(page, { x: 90, y: 90 });
    await page.mouse.click(p.x, p.y);
    await page.click('[data-testid=terrain-tool-scrub]');
    expect(await page.textContent('[data-testid=terrain-selected]')).toBe('Piece 3: scrub');
    await page.keyboard.press('Delete');
    expect(await page.textContent('[data-testid=terrain-selected]')).toBe('No piece selected');
    // The woods dragged 10cm to the right.
    await drag(page, { x: 60, y: 50 }, { x: 70, y: 50 });
    expect(await page.textContent('[data-testid=terrain-selected]')).toBe('Piece 1: woods');
    expect(await rig.snap(page, 'placed.png')).toBeGreaterThan(8);
    expect(await rig.wide(page, 'placed-wide.png')).toBeGreaterThan(8);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.click('[data-testid=terrain-save]'),
    ]);
    expect(download.suggestedFilename()).toBe('terrain-180x120.epicterrain');
    const text = readFileSync((await download.path())!, 'utf8');
    const read = readTerrainLayout(text);
    if (!read.ok) throw new Error(read.error.map((p) => p.message).join('; '));
    const saved: TerrainLayout = read.value;
    expect(saved.pieces.map((piece) => piece.type)).toEqual(['woods', 'buildings']);
    // To within a pixel of the view (about 0.25cm).
    const near = (got: number[], want: number[]) =>
      got.forEach((v, i) => expect(Math.abs(v - want[i]!)).toBeLessThan(0.5));
    near(bounds(saved.pieces[0]!.polygon), [60, 40, 80, 60]);
    near(bounds(saved.pieces[1]!.polygon), [112.5, 62.5, 132.5, 77.5]);

    await page.click('[data-testid=terrain-clear]');
    await page.setInputFiles('[data-testid=terrain-file]', {
      name: 'broken.epicterrain',
      mimeType: 'application/json',
      buffer: Buffer.from(
        writeTerrainLayout({
          ...saved,
          pieces: saved.pieces.map((piece, i) => (i === 1 ? { ...piece, type: 'lava' } : piece)),
        }),
      ),
    });
    await page.waitForSelector('[data-testid=terrain-file-problem]');
    expect(await page.textContent('[data-testid=terrain-file-problem]')).toContain(
      'Piece 2 is of a terrain type "lava" that 1.8.4 does not know.',
    );
    await page.setInputFiles('[data-testid=terrain-file]', {
      name: 'terrain-180x120.epicterrain',
      mimeType: 'application/json',
      buffer: Buffer.from(text),
    });
    await page.waitForSelector('[data-testid=terrain-file-problem]', { state: 'detached' });
    expect(await rig.snap(page, 'reopened.png')).toBeGreaterThan(8);
    await page.click('[data-testid=terrain-done]');
    expect(await page.textContent('[data-testid=terrain-summary]')).toBe('2 pieces placed by hand');
    expect(await rig.snap(page, 'start.png')).toBeGreaterThan(8);
    // The panel in German, at both sizes.
    await page.selectOption('[data-testid=language]', 'de');
    await page.click('[data-testid=terrain-open]');
    expect(await page.textContent('[data-testid=terrain-dialog] h2')).toBe('Geländeaufbau (6.1.2)');
    expect(await rig.snap(page, 'placed-de.png')).toBeGreaterThan(8);
    expect(await rig.wide(page, 'placed-de-wide.png')).toBeGreaterThan(8);
    await page.click('[data-testid=terrain-done]');
    await page.selectOption('[data-testid=language]', 'en');

    await page.click('[data-testid=new-game]');
    await page.waitForSelector('[data-testid=battle-screen]');
    const terrain = await page.evaluate(() => window.__epicSolo.state().game.terrain);
    expect(terrain.map((f) => [f.type, f.polygon])).toEqual(
      saved.pieces.map((piece) => [piece.type, piece.polygon]),
    );
    expect(await rig.snap(page, 'battle.png')).toBeGreaterThan(8);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
