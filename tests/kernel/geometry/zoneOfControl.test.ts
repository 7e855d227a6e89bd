import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GEOMETRY_EPSILON,
  inZoneOfControl,
  shapeDistance,
  shapeOf,
  ZOC_RANGE,
  zonesOfControlAround,
} from '../../../engine/kernel/geometry';
import { at, circle, placementArb, rect } from './helpers';

describe('zones of control (1.7.3)', () => {
  const unit = shapeOf(at(0, 0, rect(2, 4))); // x from -2 to 2

  it('extends 5cm in every direction from the model', () => {
    expect(ZOC_RANGE).toBe(5);
    expect(inZoneOfControl(unit, shapeOf(at(0, 6.5, rect(2, 4))))).toBe(true); // 6.5 - 1 - 1 = 4.5
    expect(inZoneOfControl(unit, shapeOf(at(0, 7.5, rect(2, 4))))).toBe(false); // 5.5
    expect(inZoneOfControl(unit, shapeOf(at(-6, -4, circle(2))))).toBe(true); // corner: √(16+9) - 1 = 4
  });

  it('FAQ "Can a unit be exactly 5cm away from an enemy unit? No": exactly 5cm is inside the zone', () => {
    const enemy = shapeOf(at(9, 0, rect(2, 4))); // 9 - 2 - 2 = 5
    expect(shapeDistance(unit, enemy)).toBeCloseTo(5, 12);
    expect(inZoneOfControl(unit, enemy)).toBe(true);
  });

  it('FAQ: "the unit must be more than 5cm away": 5.01cm is outside the zone', () => {
    expect(inZoneOfControl(unit, shapeOf(at(9.01, 0, rect(2, 4))))).toBe(false);
  });

  it('exactly 5cm computed through rotations (float noise) still counts as inside', () => {
    // Facing 90 and 270 turn the bases with cos(90°) ~ 6e-17 of noise; 5 - 1e-9 or 5 + 1e-9 alike.
    const a = shapeOf(at(0, 0, rect(2, 4), 90)); // x from -1 to 1
    const b = shapeOf(at(7, 0, rect(2, 4), 270)); // x from 6 to 8
    expect(inZoneOfControl(a, b)).toBe(true);
    expect(
      inZoneOfControl(shapeOf(at(0, 0, circle(2))), shapeOf(at(0.1 + 0.2 + 6.7, 0, circle(2)))),
    ).toBe(true);
  });

  it('lists the enemies whose zone of control a unit is in', () => {
    const enemies = [
      shapeOf(at(9, 0, rect(2, 4))),
      shapeOf(at(9.5, 0, rect(2, 4))),
      shapeOf(at(0, -7, circle(2))), // 7 - 1 - 1 = 5
    ];
    expect(zonesOfControlAround(unit, enemies)).toEqual([0, 2]);
  });

  it('agrees with the edge distance for random bases (property)', () => {
    fc.assert(
      fc.property(placementArb(10), placementArb(10), (a, b) => {
        const sa = shapeOf(a);
        const sb = shapeOf(b);
        expect(inZoneOfControl(sa, sb)).toBe(shapeDistance(sa, sb) <= ZOC_RANGE + GEOMETRY_EPSILON);
        expect(inZoneOfControl(sa, sb)).toBe(inZoneOfControl(sb, sa));
      }),
    );
  });
});
