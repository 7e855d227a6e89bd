/**
 * Continuous table geometry in centimetres (DESIGN.md: never a grid): bases, edge distances,
 * zones of control, coherency, movement sweeps, terrain, lines of fire, fire arcs, templates.
 * Build a Shape once per placement and a TerrainIndex once per battlefield, then ask away.
 */
export type { Footprint, Placement, Point, TableSize, TerrainFeature, TerrainType } from './types';
export { TERRAIN_TYPES } from './types';
export {
  BARRAGE_TEMPLATE_DIAMETER,
  BASE_CONTACT_TOLERANCE,
  COHERENCY_RANGE,
  GEOMETRY_EPSILON,
  LINE_OF_FIRE_TERRAIN_ALLOWANCE,
  ORBITAL_TEMPLATE_DIAMETER,
  ZOC_RANGE,
} from './constants';
export {
  degToRad,
  distanceBetween,
  facingVector,
  headingBetween,
  normalizeFacing,
  point,
  radToDeg,
  rotateAbout,
  turnBetween,
} from './vector';
export type { Box, CircleShape, PolygonShape, Shape } from './shapes';
export {
  circleShape,
  convexPolygonShape,
  footprintShape,
  insetFootprint,
  rectCorners,
  shapeContainsPoint,
  shapeOf,
  shapeVertices,
} from './shapes';
export { penetrationDepth, pointShapeDistance, shapeDistance, shapesWithin } from './distance';
export { basesOverlap, inBaseContact } from './contact';
export { inZoneOfControl, zonesOfControlAround } from './zoneOfControl';
export type { CoherencyResult } from './coherency';
export { formationCoherency } from './coherency';
export type { Path, PathPosition } from './movePath';
export { pathLength, pointAtDistance, positionAtDistance, truncatePath } from './movePath';
export type { MotionOptions, Orientation, Pose } from './motion';
export { motionAlongPath } from './motion';
export type { Sweep, SweepPiece } from './sweep';
export { finalShape, sweepFootprint } from './sweep';
export { sweepRingDistance, sweepShapeDistance, sweepWithin } from './sweepDistance';
export { featuresTouchedBySweep } from './sweepTerrain';
export type { Ring } from './ring';
export { pointInRing, pointRingDistance, ringFromPoints, shapeRingDistance } from './ring';
export { convexRingOverlapArea } from './ringArea';
export { segmentEntersRing, segmentLengthInRing } from './ringSegment';
export type { IndexedFeature, TerrainIndex } from './terrainIndex';
export { buildTerrainIndex, featuresInBox, featuresNearSegment } from './terrainIndex';
export type { Coverage, FeatureUnder, TerrainSite } from './terrainArea';
export {
  featureCoverage,
  featuresAtPoint,
  featuresUnder,
  standingHeight,
  terrainSite,
} from './terrainArea';
export type { LineOfFireEffect } from './terrainLineOfFire';
export { TERRAIN_LINE_OF_FIRE, terrainBlocksLineOfFire } from './terrainLineOfFire';
export type { LineOfFireOptions, LineOfFireResult, Obstruction } from './lineOfFire';
export { lineOfFire } from './lineOfFire';
export { segmentLengthInShape } from './segmentShape';
export type { FireArc } from './fireArc';
export { FIRE_ARCS, inFireArc } from './fireArc';
export type { TemplateKind } from './template';
export {
  TEMPLATE_DIAMETERS,
  isUnderTemplate,
  isUnderTemplateCentre,
  templateShape,
  unitsUnderTemplate,
} from './template';
export { isWhollyOnTable } from './table';
