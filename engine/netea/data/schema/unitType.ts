import { z } from 'zod';
import { NONE, oneOf, wholeNumber } from './primitives';

/**
 * Unit types (1.1.1, 2.1.1, 2.1.9, 3.0, 4.1; 5.0 abbreviations): infantry, light vehicle,
 * armoured vehicle, war engine, character, aircraft and spacecraft. Buildings such as the Command
 * Bunker are fielded as units of one of these types (the Command Bunker is a WE with speed
 * "Immobile", seed 000 3.4.1) and carry a `structure` note on their datasheet.
 */
export const UNIT_TYPES = ['INF', 'LV', 'AV', 'WE', 'CH', 'AC', 'SC'] as const;
export const unitTypeSchema = oneOf(UNIT_TYPES);
export type UnitType = z.infer<typeof unitTypeSchema>;

/** 4.1 / 4.2.1: an aircraft's manoeuvre class is noted instead of its speed. */
export const MANOEUVRE_CLASSES = ['fighter', 'bomber', 'fighter-bomber'] as const;
export type ManoeuvreClass = (typeof MANOEUVRE_CLASSES)[number];

export const IMMOBILE = 'immobile';

/**
 * The speed column: centimetres per move (0 allowed), "immobile" (may never move, not even on a
 * road, unlike speed 0: 1.8.4 FAQ), an aircraft's manoeuvre class, or "-" for characters and
 * spacecraft.
 */
export const speedSchema = z.union(
  [wholeNumber(0, 200), z.enum([IMMOBILE, ...MANOEUVRE_CLASSES, NONE] as const)],
  {
    error:
      'expected a speed in whole centimetres (0 or more), "immobile", "fighter", "bomber", "fighter-bomber" or "-"',
  },
);
export type Speed = z.infer<typeof speedSchema>;

export function isManoeuvreClass(speed: Speed): speed is ManoeuvreClass {
  return (MANOEUVRE_CLASSES as readonly unknown[]).includes(speed);
}
