/**
 * Distances the rules name, and the tolerances the geometry uses to compare floating-point
 * centimetres. Everything is in centimetres.
 */

/**
 * Float slack for "at most this far" comparisons: a computed 5.0000000001 still counts as 5.
 * A thousandth of a micron on the table, far below anything a player could measure.
 */
export const GEOMETRY_EPSILON = 1e-6;

/**
 * Two bases whose edges are at most this far apart are in base contact, and two bases that
 * overlap by at most this much only touch (half a millimetre: what a hand placing models or a
 * pointer dragging them can achieve).
 */
export const BASE_CONTACT_TOLERANCE = 0.05;

/** 1.7.3: a zone of control extends 5cm in every direction from the model. */
export const ZOC_RANGE = 5;

/** 1.2.1: every unit no further than 5cm from another unit of its formation. */
export const COHERENCY_RANGE = 5;

/** 1.9.2: a line of fire may pass through up to 10cm of the feature the shooter or target is in. */
export const LINE_OF_FIRE_TERRAIN_ALLOWANCE = 10;

/** 1.0.1: the Barrage template is 7.4cm across. */
export const BARRAGE_TEMPLATE_DIAMETER = 7.4;

/** 1.0.1, 4.3.3: the Orbital Bombardment template is 12cm across. */
export const ORBITAL_TEMPLATE_DIAMETER = 12;
