import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Point } from '../../../engine/kernel/geometry';
import {
  motionAlongPath,
  pathLength,
  pointAtDistance,
  positionAtDistance,
  truncatePath,
} from '../../../engine/kernel/geometry';
import { distanceToPolyline, num } from './helpers';

// 3-4-5 then 6 straight down (screen y grows downwards).
const path: Point[] = [
  { x: 0, y: 0 },
  { x: 3, y: 4 },
  { x: 3, y: 10 },
];

describe('movement paths (1.7: moves are measured along the path the unit takes)', () => {
  it('a path is as long as its segments together: 5 + 6', () => {
    expect(pathLength(path)).toBeCloseTo(11, 12);
    expect(pathLength([{ x: 1, y: 1 }])).toBe(0);
  });

  it('finds the point and heading at a distance along the path, clamped to its ends', () => {
    expect(pointAtDistance(path, 2.5)).toEqual({ x: 1.5, y: 2 });
    expect(pointAtDistance(path, 8)).toEqual({ x: 3, y: 7 });
    expect(pointAtDistance(path, -1)).toEqual({ x: 0, y: 0 });
    expect(pointAtDistance(path, 20)).toEqual({ x: 3, y: 10 });
    expect(positionAtDistance(path, 8).heading).toBeCloseTo(90, 12);
    expect(positionAtDistance(path, 8).segment).toBe(1);
  });

  it('cuts a path at a unit speed (1.7: up to the Speed value)', () => {
    expect(truncatePath(path, 8)).toEqual([
      { x: 0, y: 0 },
      { x: 3, y: 4 },
      { x: 3, y: 7 },
    ]);
    expect(truncatePath(path, 5)).toEqual([
      { x: 0, y: 0 },
      { x: 3, y: 4 },
    ]);
    expect(truncatePath(path, 50)).toEqual(path);
  });

  it("turns the base to face along each segment, or keeps its facing (1.7: units 'may turn freely')", () => {
    const facing = motionAlongPath(200, path).map((p) => Math.round(p.facing * 1000) / 1000);
    expect(facing).toEqual([200, 53.13, 90]);
    const sliding = motionAlongPath(200, path, { orientation: 'keep-facing', finalFacing: 10 });
    expect(sliding.map((p) => p.facing)).toEqual([200, 200, 200, 10]);
    expect(sliding[3]?.position).toEqual({ x: 3, y: 10 });
  });

  const pathArb = fc.array(
    fc.record({
      x: num(-50, 50),
      y: num(-50, 50),
    }),
    { minLength: 1, maxLength: 6 },
  );

  it('the point at any distance lies on the path, that far along it (property)', () => {
    fc.assert(
      fc.property(pathArb, num(0, 1), (points, f) => {
        const length = pathLength(points);
        const d = f * length;
        const p = pointAtDistance(points, d);
        expect(distanceToPolyline(p, points)).toBeLessThan(1e-9);
        expect(Math.abs(pathLength(truncatePath(points, d)) - d)).toBeLessThan(1e-9);
      }),
    );
  });
});
