import { BASE_CONTACT_TOLERANCE } from './constants';
import { penetrationDepth, shapesWithin } from './distance';
import type { Shape } from './shapes';

/**
 * Base contact (1.12 assaults, 1.7.5 transports, 1.8.4 armoured vehicles): the bases touch,
 * meaning their edges are no more than BASE_CONTACT_TOLERANCE apart. Overlapping bases are also
 * within this distance; whether they may overlap is `basesOverlap`'s question.
 */
export function inBaseContact(a: Shape, b: Shape): boolean {
  return shapesWithin(a, b, BASE_CONTACT_TOLERANCE);
}

/**
 * Whether two bases overlap by more than BASE_CONTACT_TOLERANCE, so that one stands on the
 * other rather than touching it (units may not be placed on top of each other).
 */
export function basesOverlap(a: Shape, b: Shape): boolean {
  if (!shapesWithin(a, b, 0)) return false;
  return penetrationDepth(a, b) > BASE_CONTACT_TOLERANCE;
}
