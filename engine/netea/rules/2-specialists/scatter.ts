import type { Dice, RollPurpose } from '../../../kernel/dice';
import { facingVector, type Point } from '../../../kernel/geometry';

/**
 * Scatter (4.4 Planetfall, and 2.1.21 self planetfall "as if it were a normal planetfall"): "The
 * unit then scatters 2D6cms in a random direction (we recommend using a Games Workshop scatter
 * dice to determine the direction, but any mutually agreeable method will do)". The method here:
 * two D6 pick one of 36 directions ten degrees apart (the first die the sixty-degree sector, the
 * second the ten degrees within it), measured like facings (0 along +x, clockwise on screen);
 * then 2D6 give the distance. Shared by every rule that scatters a unit.
 */

export interface Scatter {
  /** Degrees, as facings are (engine/kernel/geometry/types.ts). */
  readonly direction: number;
  /** Centimetres. */
  readonly distance: number;
}

/** Directions the two direction dice can give: 36, ten degrees apart. */
export const SCATTER_DIRECTIONS = 36;

/** Roll a scatter: two D6 for the direction, then 2D6 for the distance. */
export function rollScatter(dice: Dice, why: RollPurpose): Scatter {
  const [sector = 1, step = 1] = dice.d6(2, {
    ...why,
    purpose: `${why.purpose}: scatter direction (sector of 60°, then 10° steps)`,
  });
  const distance = dice.twoD6({ ...why, purpose: `${why.purpose}: scatter distance (2D6cm)` });
  return { direction: (sector - 1) * 60 + (step - 1) * 10, distance };
}

/** Where a point lands after the scatter. */
export function scattered(from: Point, scatter: Scatter): Point {
  const v = facingVector(scatter.direction);
  return { x: from.x + v.x * scatter.distance, y: from.y + v.y * scatter.distance };
}
