import { GEOMETRY_EPSILON } from './constants';
import type { Ring } from './ring';
import { pointInRing, ringBoundaryDistanceSq } from './ring';
import { convexRingOverlapArea } from './ringArea';
import type { Shape } from './shapes';
import type { IndexedFeature, TerrainIndex } from './terrainIndex';
import { featuresInBox } from './terrainIndex';
import type { Point, TerrainFeature } from './types';

/**
 * How much of a base lies in a terrain feature (1.8: cover, dangerous and impassable terrain;
 * 1.7.5 FAQ "completely within"). A base that only touches the outline is not in it; a base
 * touching the outline from inside is wholly in it (both within GEOMETRY_EPSILON).
 */
export type Coverage = 'none' | 'partly' | 'wholly';

export function featureCoverage(ring: Ring, shape: Shape): Coverage {
  if (
    shape.maxX <= ring.minX ||
    shape.minX >= ring.maxX ||
    shape.maxY <= ring.minY ||
    shape.minY >= ring.maxY
  ) {
    return 'none';
  }
  if (shape.kind === 'circle') {
    const inside = pointInRing(ring, shape.cx, shape.cy);
    const clear =
      Math.sqrt(ringBoundaryDistanceSq(ring, shape.cx, shape.cy)) >=
      shape.radius - GEOMETRY_EPSILON;
    if (clear) return inside ? 'wholly' : 'none';
    return 'partly';
  }
  // Area in the feature, compared with a sliver GEOMETRY_EPSILON wide along the base's outline.
  const area = convexRingOverlapArea(shape, ring);
  const sliver = GEOMETRY_EPSILON * 2 * (shape.maxX - shape.minX + shape.maxY - shape.minY);
  if (area <= sliver) return 'none';
  return area >= shape.area - sliver ? 'wholly' : 'partly';
}

export interface FeatureUnder {
  readonly index: number;
  readonly feature: TerrainFeature;
  readonly coverage: 'partly' | 'wholly';
}

/** The features a base stands in, at least partly, in ascending index order. */
export function featuresUnder(terrain: TerrainIndex, shape: Shape): FeatureUnder[] {
  const out: FeatureUnder[] = [];
  for (const i of featuresInBox(terrain, shape)) {
    const f = terrain.features[i] as IndexedFeature;
    const coverage = featureCoverage(f, shape);
    if (coverage !== 'none') out.push({ index: i, feature: f.feature, coverage });
  }
  return out;
}

/** Indices (ascending) of the features whose area holds the point. */
export function featuresAtPoint(terrain: TerrainIndex, at: Point): number[] {
  const box = { minX: at.x, minY: at.y, maxX: at.x, maxY: at.y };
  return featuresInBox(terrain, box).filter((i) =>
    pointInRing(terrain.features[i] as IndexedFeature, at.x, at.y),
  );
}

/**
 * The height class a unit stands at (types.ts: "a unit standing on a feature stands at that
 * feature's height"; 1.8.4 Hills, 1.9.2): the greatest height of the features under the
 * centre of its base, 0 in the open. The centre decides, so a base straddling the foot of a
 * hill stands on the hill only once its centre is on it.
 */
export function standingHeight(terrain: TerrainIndex, at: Point): number {
  let h = 0;
  for (const i of featuresAtPoint(terrain, at)) {
    h = Math.max(h, (terrain.features[i] as IndexedFeature).feature.height);
  }
  return h;
}

/** Where a unit is on the terrain, as line-of-fire and cover rules need it. */
export interface TerrainSite {
  /** Height class the unit stands at (see standingHeight). */
  readonly height: number;
  /** Features holding the centre of the base. */
  readonly standingOn: readonly number[];
  /** Features the base is at least partly in (1.9.2: "units that are in the terrain itself"). */
  readonly within: readonly number[];
}

export function terrainSite(terrain: TerrainIndex, shape: Shape): TerrainSite {
  const standingOn = featuresAtPoint(terrain, { x: shape.cx, y: shape.cy });
  const height = standingHeight(terrain, { x: shape.cx, y: shape.cy });
  const within = featuresUnder(terrain, shape).map((f) => f.index);
  for (const i of standingOn) if (!within.includes(i)) within.push(i);
  within.sort((a, b) => a - b);
  return { height, standingOn, within };
}
