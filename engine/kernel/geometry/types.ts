/**
 * Geometric vocabulary shared by every rule. All lengths are centimetres on the table; the
 * table's origin is its top-left corner as a player sees it on screen, x to the right, y down.
 * Facing is in degrees, 0 pointing along +x and growing clockwise on screen (towards +y), the
 * same convention as Konva's `rotation`, so the renderer draws a unit without conversion.
 */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** The base a unit stands on (1.1.2). `length` runs along the facing, `width` across it. */
export type Footprint =
  | { readonly shape: 'circle'; readonly diameter: number }
  | { readonly shape: 'rect'; readonly width: number; readonly length: number };

/** Where a unit is: the centre of its base, its facing and its base. */
export interface Placement {
  readonly position: Point;
  readonly facing: number;
  readonly footprint: Footprint;
}

export interface TableSize {
  readonly width: number;
  readonly height: number;
}

/** The terrain types of the Terrain Effects table (1.8.4). */
export const TERRAIN_TYPES = [
  'open',
  'hill',
  'buildings',
  'cliffs',
  'fortifications',
  'jungle',
  'marsh',
  'river',
  'road',
  'ruins',
  'scrub',
  'woods',
  // Seed 001 5.3.15: ground off the tables of a battlefield laid out from several (sea or worse),
  // impassable to every unit; last, so the other types keep their positions.
  'off-table',
] as const;
export type TerrainType = (typeof TERRAIN_TYPES)[number];

/**
 * A terrain feature: a simple polygon (no self-intersection, either winding) of one type.
 * `height` is a height class, not centimetres: 0 lies flat on the table (roads, rivers, marsh),
 * 1 is as tall as a unit (woods, buildings, ruins), 2 and more are hills and higher ground.
 * A unit standing on a feature stands at that feature's height (1.8.4 Hills, 1.9.2).
 */
export interface TerrainFeature {
  readonly id: string;
  readonly type: TerrainType;
  readonly polygon: readonly Point[];
  readonly height: number;
}
