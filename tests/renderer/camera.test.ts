import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampToTable,
  fitTable,
  keyCamera,
  toScreen,
  toTable,
  wheelFactor,
  zoomAt,
} from '../../renderer/src/battlefield/camera';

describe('the battlefield camera', () => {
  it('fits a 180 x 120 table into the view at true proportions, centred', () => {
    const c = fitTable({ width: 180, height: 120 }, { width: 1000, height: 800 }, 10);
    expect(c.scale).toBeCloseTo(980 / 180);
    // Same scale both ways: the table keeps its 3:2 shape; centred vertically.
    expect(toScreen(c, { x: 0, y: 0 }).x).toBeCloseTo(10);
    expect(toScreen(c, { x: 90, y: 60 }).y).toBeCloseTo(400);
  });

  it('zooms about the pointer: the table point under it stays under it', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 20, noNaN: true }),
        fc.double({ min: 0, max: 1000, noNaN: true }),
        fc.double({ min: 0, max: 800, noNaN: true }),
        fc.double({ min: -500, max: 500, noNaN: true }),
        (scale, px, py, delta) => {
          const c = { scale, x: 30, y: -40 };
          const before = toTable(c, { x: px, y: py });
          const after = toScreen(zoomAt(c, { x: px, y: py }, wheelFactor(delta)), before);
          expect(after.x).toBeCloseTo(px, 6);
          expect(after.y).toBeCloseTo(py, 6);
        },
      ),
    );
  });

  it('pans with the arrow keys, zooms with + and -, ignores other keys', () => {
    const c = { scale: 5, x: 0, y: 0 };
    const view = { width: 1000, height: 500 };
    expect(keyCamera(c, 'ArrowLeft', view)).toEqual({ scale: 5, x: 100, y: 0 });
    expect(keyCamera(c, 'ArrowDown', view)).toEqual({ scale: 5, x: 0, y: -100 });
    expect(keyCamera(c, '+', view)!.scale).toBeCloseTo(6.25);
    expect(keyCamera(c, '-', view)!.scale).toBeCloseTo(4);
    expect(keyCamera(c, 'x', view)).toBeNull();
  });

  it('keeps the table in view: the middle of the view never leaves the table, at any zoom', () => {
    const table = { width: 180, height: 120 };
    const view = { width: 1280, height: 720 };
    fc.assert(
      fc.property(
        fc.double({ min: 0.5, max: 80, noNaN: true }),
        fc.double({ min: -1e5, max: 1e5, noNaN: true }),
        fc.double({ min: -1e5, max: 1e5, noNaN: true }),
        (scale, x, y) => {
          const c = clampToTable({ scale, x, y }, table, view);
          const middle = toTable(c, { x: 640, y: 360 });
          expect(middle.x).toBeGreaterThanOrEqual(-1e-6);
          expect(middle.x).toBeLessThanOrEqual(180 + 1e-6);
          expect(middle.y).toBeGreaterThanOrEqual(-1e-6);
          expect(middle.y).toBeLessThanOrEqual(120 + 1e-6);
          expect(c.scale).toBe(scale);
        },
      ),
    );
    // A view already over the table is left as it is.
    const fitted = fitTable(table, view);
    expect(clampToTable(fitted, table, view)).toBe(fitted);
  });
});
