import { ZOC_RANGE } from './constants';
import { shapesWithin } from './distance';
import type { Shape } from './shapes';

/**
 * 1.7.3: a zone of control extends 5cm in every direction from the model. FAQ: "Can a unit be
 * exactly 5cm away from an enemy unit? No ... otherwise it would be in the enemy's zone of
 * control", so an edge distance of 5cm or less (with GEOMETRY_EPSILON of float slack) is inside.
 */
export function inZoneOfControl(unit: Shape, enemy: Shape): boolean {
  return shapesWithin(unit, enemy, ZOC_RANGE);
}

/** The indices of the enemies whose zone of control the unit is in (1.7.3). */
export function zonesOfControlAround(unit: Shape, enemies: readonly Shape[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < enemies.length; i++) {
    if (shapesWithin(unit, enemies[i] as Shape, ZOC_RANGE)) out.push(i);
  }
  return out;
}
