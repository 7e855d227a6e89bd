import { z } from 'zod';
import type { Footprint } from '../../../kernel/geometry/types';
import { cmSchema } from './primitives';

/**
 * The base or hull a unit occupies on the table (engine/kernel/geometry/types.ts `Footprint`), in
 * centimetres; `length` runs along the facing, `width` across it.
 */
export const footprintSchema = z.discriminatedUnion(
  'shape',
  [
    z.strictObject({ shape: z.literal('circle'), diameter: cmSchema }),
    z.strictObject({ shape: z.literal('rect'), width: cmSchema, length: cmSchema }),
  ],
  { error: 'expected a footprint with shape "circle" or "rect"' },
);

// The schema and the geometry type describe the same thing; this fails to compile if they drift.
type Assignable<T extends Footprint> = T;
export type FootprintData = Assignable<z.infer<typeof footprintSchema>>;

/** 1.1.2: a stand is 0.5–4cm across in every direction and at least 2cm in one. */
export const STAND_MIN_CM = 0.5;
export const STAND_MAX_CM = 4;
export const STAND_MIN_LONG_SIDE_CM = 2;

/** Whether a footprint is a legal stand by 1.1.2 (for infantry). */
export function isLegalStand(footprint: Footprint): boolean {
  const sides =
    footprint.shape === 'circle'
      ? [footprint.diameter, footprint.diameter]
      : [footprint.width, footprint.length];
  const fits = sides.every((s) => s >= STAND_MIN_CM && s <= STAND_MAX_CM);
  return fits && Math.max(...sides) >= STAND_MIN_LONG_SIDE_CM;
}
