import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Footprint, Placement, Pose } from '../../../engine/kernel/geometry';
import {
  BASE_CONTACT_TOLERANCE,
  buildTerrainIndex,
  featuresTouchedBySweep,
  footprintShape,
  insetFootprint,
  motionAlongPath,
  ringFromPoints,
  shapeDistance,
  shapeOf,
  sweepFootprint,
  sweepRingDistance,
  sweepShapeDistance,
  sweepWithin,
  turnBetween,
  ZOC_RANGE,
} from '../../../engine/kernel/geometry';
import { at, box, circle, footprintArb, placementArb, rect, num } from './helpers';

const tank = rect(2, 4);
const straight = [
  { x: 0, y: 0 },
  { x: 20, y: 0 },
];

describe('moving bases (1.7.2 other units, 1.7.3 zones of control)', () => {
  it('1.7.3: passing an enemy enters its zone of control although both ends are clear of it', () => {
    const sweep = sweepFootprint(tank, motionAlongPath(0, straight));
    const enemy = shapeOf(at(10, 6.5, circle(2))); // 6.5 - 1 (half width) - 1 (radius) = 4.5
    expect(shapeDistance(shapeOf(at(0, 0, tank)), enemy)).toBeGreaterThan(ZOC_RANGE);
    expect(shapeDistance(shapeOf(at(20, 0, tank)), enemy)).toBeGreaterThan(ZOC_RANGE);
    expect(sweepShapeDistance(sweep, enemy)).toBeCloseTo(4.5, 12);
    expect(sweepWithin(sweep, enemy, ZOC_RANGE)).toBe(true);
    expect(sweepWithin(sweep, shapeOf(at(10, 7.5, circle(2))), ZOC_RANGE)).toBe(false); // 5.5
  });

  it('the base faces along the path by default, or slides sideways when it keeps its facing', () => {
    const enemy = shapeOf(at(10, 7.5, circle(2)));
    const noseFirst = sweepFootprint(tank, motionAlongPath(90, straight));
    const sideways = sweepFootprint(
      tank,
      motionAlongPath(90, straight, { orientation: 'keep-facing' }),
    );
    // Nose first the base is 2cm across the path; sideways it is 4cm across (half: 1 and 2).
    expect(sweepShapeDistance(noseFirst, enemy)).toBeCloseTo(5.5, 12);
    expect(sweepShapeDistance(sideways, enemy)).toBeCloseTo(4.5, 12);
  });

  it('a turn in place sweeps the corners round: exact, closer than either end', () => {
    // Facing 0 to 90 clockwise, the corner (2, 1) at radius √5 passes the direction of 45°.
    const r = Math.sqrt(5) + 1.5;
    const enemy = shapeOf(at(r * Math.SQRT1_2, r * Math.SQRT1_2, circle(1)));
    const turn: Pose[] = [
      { position: { x: 0, y: 0 }, facing: 0 },
      { position: { x: 0, y: 0 }, facing: 90 },
    ];
    expect(shapeDistance(footprintShape(tank, { x: 0, y: 0 }, 0), enemy)).toBeGreaterThan(1.2);
    expect(sweepShapeDistance(sweepFootprint(tank, turn), enemy)).toBeCloseTo(1, 12);
    // The same turn never sweeps past -45°: there the ends are the closest, 1.2627.
    const behind = shapeOf(at(r * Math.SQRT1_2, -r * Math.SQRT1_2, circle(1)));
    const ends = shapeDistance(footprintShape(tank, { x: 0, y: 0 }, 0), behind);
    expect(sweepShapeDistance(sweepFootprint(tank, turn), behind)).toBeCloseTo(ends, 12);
  });

  it('1.7.2: a move that crosses another base reaches distance 0', () => {
    const sweep = sweepFootprint(circle(2), motionAlongPath(0, straight));
    expect(sweepShapeDistance(sweep, shapeOf(at(10, 5, tank)))).toBeCloseTo(3, 12); // 4 - 1
    expect(sweepShapeDistance(sweep, shapeOf(at(10, 1.5, tank, 30)))).toBe(0);
  });

  it('1.8: crossing impassable terrain, or passing 1cm from it', () => {
    const building = ringFromPoints(box(8, 2, 12, 6));
    const through = sweepFootprint(
      tank,
      motionAlongPath(0, [
        { x: 0, y: 4 },
        { x: 20, y: 4 },
      ]),
    );
    const past = sweepFootprint(
      tank,
      motionAlongPath(0, [
        { x: 0, y: 0 },
        { x: 20, y: 0 },
      ]),
    );
    expect(sweepRingDistance(through, building)).toBe(0);
    expect(sweepRingDistance(past, building)).toBeCloseTo(1, 12);
  });

  it('lists the terrain features a move touches or enters (1.8 impassable, 1.8.1 dangerous)', () => {
    const terrain = buildTerrainIndex([
      { id: 'building', type: 'buildings', polygon: box(8, 2, 12, 6), height: 1 },
      { id: 'marsh', type: 'marsh', polygon: box(8, -12, 12, -1), height: 0 },
      { id: 'woods', type: 'woods', polygon: box(30, -5, 40, 5), height: 1 },
    ]);
    const sweep = sweepFootprint(tank, motionAlongPath(0, straight)); // y from -1 to 1, x to 22
    expect(featuresTouchedBySweep(terrain, sweep)).toEqual([1]);
    const inset = sweepFootprint(
      insetFootprint(tank, BASE_CONTACT_TOLERANCE),
      motionAlongPath(0, straight),
    );
    expect(featuresTouchedBySweep(terrain, inset)).toEqual([]);
  });

  it('a slightly inset base may leave a base it touches without counting the contact', () => {
    const friend = shapeOf(at(0, 2, tank)); // touching the tank's side (y = 1)
    const away = [
      { x: 0, y: 0 },
      { x: 0, y: -10 },
    ];
    const full = sweepFootprint(tank, motionAlongPath(0, away, { orientation: 'keep-facing' }));
    const inset = sweepFootprint(
      insetFootprint(tank, BASE_CONTACT_TOLERANCE),
      motionAlongPath(0, away, { orientation: 'keep-facing' }),
    );
    expect(sweepShapeDistance(full, friend)).toBe(0);
    expect(sweepShapeDistance(inset, friend)).toBeCloseTo(BASE_CONTACT_TOLERANCE, 12);
  });
});

/** The base at `count` moments of each turn and slide of the motion, as sweep.ts defines it. */
function sampledPoses(poses: readonly Pose[], count: number): Pose[] {
  const out: Pose[] = [poses[0] as Pose];
  for (let k = 1; k < poses.length; k++) {
    const a = poses[k - 1] as Pose;
    const b = poses[k] as Pose;
    const turn = turnBetween(a.facing, b.facing);
    for (let i = 1; i <= count; i++)
      out.push({ position: a.position, facing: a.facing + (turn * i) / count });
    for (let i = 1; i <= count; i++) {
      const t = i / count;
      const position = {
        x: a.position.x + (b.position.x - a.position.x) * t,
        y: a.position.y + (b.position.y - a.position.y) * t,
      };
      out.push({ position, facing: b.facing });
    }
  }
  return out;
}

/** How far any point of the base can move between two samples: the bound on sampling error. */
function sampleStep(footprint: Footprint, poses: readonly Pose[], count: number): number {
  const radius =
    footprint.shape === 'circle'
      ? footprint.diameter / 2
      : Math.hypot(footprint.width, footprint.length) / 2;
  let step = 0;
  for (let k = 1; k < poses.length; k++) {
    const a = poses[k - 1] as Pose;
    const b = poses[k] as Pose;
    const slide = Math.hypot(b.position.x - a.position.x, b.position.y - a.position.y) / count;
    const turn = ((Math.abs(turnBetween(a.facing, b.facing)) * Math.PI) / 180 / count) * radius;
    step = Math.max(step, slide, turn);
  }
  return step;
}

describe('sweep properties (random bases, paths and obstacles)', () => {
  const pointArb = fc.record({
    x: num(-15, 15),
    y: num(-15, 15),
  });

  it('the swept distance is the least distance over the whole motion, exactly', () => {
    fc.assert(
      fc.property(
        footprintArb,
        num(0, 360),
        fc.array(pointArb, { minLength: 1, maxLength: 4 }),
        fc.constantFrom('face-path', 'keep-facing') as fc.Arbitrary<'face-path' | 'keep-facing'>,
        placementArb(15),
        (footprint, facing, path, orientation, other: Placement) => {
          const poses = motionAlongPath(facing, path, { orientation, finalFacing: facing + 100 });
          const obstacle = shapeOf(other);
          const swept = sweepShapeDistance(sweepFootprint(footprint, poses), obstacle);
          const count = 60;
          let sampled = Infinity;
          for (const pose of sampledPoses(poses, count)) {
            sampled = Math.min(
              sampled,
              shapeDistance(footprintShape(footprint, pose.position, pose.facing), obstacle),
            );
          }
          // Never more than a pose the base really takes; never less than sampling error allows.
          expect(swept).toBeLessThanOrEqual(sampled + 1e-9);
          expect(swept).toBeGreaterThanOrEqual(
            sampled - sampleStep(footprint, poses, count) - 1e-9,
          );
        },
      ),
      { numRuns: 150 },
    );
  });

  it('turning in place, either way, is exact too', () => {
    fc.assert(
      fc.property(
        footprintArb,
        num(0, 360),
        num(-180, 180),
        placementArb(6),
        (footprint, facing, turn, other) => {
          const poses: Pose[] = [
            { position: { x: 0, y: 0 }, facing },
            { position: { x: 0, y: 0 }, facing: facing + turn },
          ];
          const obstacle = shapeOf(other);
          const swept = sweepShapeDistance(sweepFootprint(footprint, poses), obstacle);
          const count = 120;
          let sampled = Infinity;
          for (const pose of sampledPoses(poses, count)) {
            sampled = Math.min(
              sampled,
              shapeDistance(footprintShape(footprint, pose.position, pose.facing), obstacle),
            );
          }
          expect(swept).toBeLessThanOrEqual(sampled + 1e-9);
          expect(swept).toBeGreaterThanOrEqual(
            sampled - sampleStep(footprint, poses, count) - 1e-9,
          );
        },
      ),
      { numRuns: 600 },
    );
  });
});
