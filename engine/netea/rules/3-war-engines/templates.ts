import type { Point } from '../../../kernel/geometry';
import { shapeContainsPoint } from '../../../kernel/geometry';
import type { Placed } from '../1.9-shooting/geometry';
import { isWarEngine, startingCapacity } from './capacity';

/**
 * 3.2.1: a template attacks each unit under it once; a war engine lying under the centre of a
 * template is attacked half its starting damage capacity times, rounding up. 3.2.1 FAQ: several
 * templates of one barrage never attack it more than that.
 */
export function barrageAttacks(unit: Placed, centres: readonly Point[]): number {
  if (!isWarEngine(unit.sheet)) return 1;
  const underCentre = centres.some((c) => shapeContainsPoint(unit.shape, c.x, c.y));
  return underCentre ? Math.ceil(startingCapacity(unit.sheet) / 2) : 1;
}
