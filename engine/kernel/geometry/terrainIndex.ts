import type { Box } from './shapes';
import type { Ring } from './ring';
import { ringFromPoints } from './ring';
import type { TerrainFeature } from './types';
import { TERRAIN_TYPES } from './types';

/**
 * The battlefield's terrain prepared once per battle: each feature's outline in flat arrays
 * with its bounding box, and a uniform grid of buckets listing the features whose box touches
 * each cell. The grid is only an acceleration structure; every answer is checked against the
 * exact outline.
 */
export interface IndexedFeature extends Ring {
  readonly feature: TerrainFeature;
  /** Position in the feature list the index was built from. */
  readonly index: number;
  /** Position of the feature's type in TERRAIN_TYPES, for lookups in per-type tables. */
  readonly typeIndex: number;
  /** A circle around the bounding box (its centre and half-diagonal), for quick rejection. */
  readonly bcx: number;
  readonly bcy: number;
  readonly bradius: number;
}

export interface TerrainIndex {
  readonly features: readonly IndexedFeature[];
  readonly cellSize: number;
  readonly originX: number;
  readonly originY: number;
  readonly cols: number;
  readonly rows: number;
  readonly cells: readonly (readonly number[])[];
  /** Per feature: minX, minY, maxX, maxY, then its bounding circle's x, y and radius. */
  readonly bounds: Float64Array;
  /** Scratch for de-duplicating a query's features; queries are synchronous, so it is safe. */
  readonly seen: Uint32Array;
  readonly query: { stamp: number };
}

/** Builds the index; `cellSize` in centimetres (10cm suits a 180x120 table). */
export function buildTerrainIndex(
  features: readonly TerrainFeature[],
  cellSize = 10,
): TerrainIndex {
  if (!(cellSize > 0)) throw new RangeError('cellSize must be positive');
  const indexed = features.map((feature, index): IndexedFeature => {
    const ring = ringFromPoints(feature.polygon);
    const bcx = (ring.minX + ring.maxX) / 2;
    const bcy = (ring.minY + ring.maxY) / 2;
    const bradius = Math.hypot(ring.maxX - bcx, ring.maxY - bcy);
    return {
      n: ring.n,
      xs: ring.xs,
      ys: ring.ys,
      area: ring.area,
      minX: ring.minX,
      minY: ring.minY,
      maxX: ring.maxX,
      maxY: ring.maxY,
      feature,
      index,
      typeIndex: TERRAIN_TYPES.indexOf(feature.type),
      bcx,
      bcy,
      bradius,
    };
  });
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const f of indexed) {
    minX = Math.min(minX, f.minX);
    minY = Math.min(minY, f.minY);
    maxX = Math.max(maxX, f.maxX);
    maxY = Math.max(maxY, f.maxY);
  }
  if (indexed.length === 0) minX = minY = maxX = maxY = 0;
  const cols = Math.max(1, Math.ceil((maxX - minX) / cellSize));
  const rows = Math.max(1, Math.ceil((maxY - minY) / cellSize));
  const cells: number[][] = Array.from({ length: cols * rows }, () => []);
  const index: TerrainIndex = {
    features: indexed,
    cellSize,
    originX: minX,
    originY: minY,
    cols,
    rows,
    cells,
    bounds: new Float64Array(
      indexed.flatMap((f) => [f.minX, f.minY, f.maxX, f.maxY, f.bcx, f.bcy, f.bradius]),
    ),
    seen: new Uint32Array(indexed.length),
    query: { stamp: 0 },
  };
  for (const f of indexed) {
    const [c0, c1] = colRange(index, f.minX, f.maxX);
    const [r0, r1] = rowRange(index, f.minY, f.maxY);
    for (let r = r0; r <= r1; r++)
      for (let c = c0; c <= c1; c++) cells[r * cols + c]?.push(f.index);
  }
  return index;
}

function ascending(a: number, b: number): number {
  return a - b;
}

/** Below this many features a linear scan beats the grid for segment queries. */
const LINEAR_SCAN_LIMIT = 48;

/**
 * Whether feature `i` may come within `radius` of the segment a->b: its box meets `reach` (the
 * segment's box grown by the radius), and its bounding circle comes that close to the segment.
 */
function nearSegment(
  bounds: Float64Array,
  i: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  radius: number,
  reach: Box,
): boolean {
  const o = i * 7;
  if (
    (bounds[o] as number) > reach.maxX ||
    (bounds[o + 2] as number) < reach.minX ||
    (bounds[o + 1] as number) > reach.maxY ||
    (bounds[o + 3] as number) < reach.minY
  ) {
    return false;
  }
  const cx = bounds[o + 4] as number;
  const cy = bounds[o + 5] as number;
  const ex = bx - ax;
  const ey = by - ay;
  const len2 = ex * ex + ey * ey;
  let t = len2 > 0 ? ((cx - ax) * ex + (cy - ay) * ey) / len2 : 0;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  const px = ax + ex * t - cx;
  const py = ay + ey * t - cy;
  const r = (bounds[o + 6] as number) + radius;
  return px * px + py * py <= r * r;
}

function clampCell(v: number, count: number): number {
  return v < 0 ? 0 : v >= count ? count - 1 : v;
}

function colRange(index: TerrainIndex, x0: number, x1: number): [number, number] {
  const s = index.cellSize;
  return [
    clampCell(Math.floor((x0 - index.originX) / s), index.cols),
    clampCell(Math.floor((x1 - index.originX) / s), index.cols),
  ];
}

function rowRange(index: TerrainIndex, y0: number, y1: number): [number, number] {
  const s = index.cellSize;
  return [
    clampCell(Math.floor((y0 - index.originY) / s), index.rows),
    clampCell(Math.floor((y1 - index.originY) / s), index.rows),
  ];
}

function nextStamp(index: TerrainIndex): number {
  index.query.stamp = (index.query.stamp + 1) >>> 0;
  if (index.query.stamp === 0) {
    index.seen.fill(0);
    index.query.stamp = 1;
  }
  return index.query.stamp;
}

function collectRow(
  index: TerrainIndex,
  r: number,
  c0: number,
  c1: number,
  stamp: number,
  out: number[],
) {
  for (let c = c0; c <= c1; c++) {
    const cell = index.cells[r * index.cols + c];
    if (!cell) continue;
    for (const f of cell) {
      if (index.seen[f] !== stamp) {
        index.seen[f] = stamp;
        out.push(f);
      }
    }
  }
}

function overlapsGrid(index: TerrainIndex, box: Box): boolean {
  const s = index.cellSize;
  return !(
    box.maxX < index.originX ||
    box.maxY < index.originY ||
    box.minX > index.originX + index.cols * s ||
    box.minY > index.originY + index.rows * s
  );
}

/** Indices (ascending) of the features whose bounding box meets the box. */
export function featuresInBox(index: TerrainIndex, box: Box): number[] {
  const out: number[] = [];
  if (index.features.length === 0 || !overlapsGrid(index, box)) return out;
  const stamp = nextStamp(index);
  const [c0, c1] = colRange(index, box.minX, box.maxX);
  const [r0, r1] = rowRange(index, box.minY, box.maxY);
  for (let r = r0; r <= r1; r++) collectRow(index, r, c0, c1, stamp, out);
  const filtered = out.filter((i) => {
    const f = index.features[i] as IndexedFeature;
    return f.maxX >= box.minX && f.minX <= box.maxX && f.maxY >= box.minY && f.minY <= box.maxY;
  });
  return filtered.sort(ascending);
}

/**
 * Indices (ascending) of the features whose bounding box may come within `radius` of the
 * segment a->b: a superset of the features a line of fire from anywhere within `radius` of the
 * segment can meet. Only the grid cells along the segment are visited.
 */
export function featuresNearSegment(
  index: TerrainIndex,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  radius: number,
): number[] {
  const out: number[] = [];
  const box = {
    minX: Math.min(ax, bx) - radius,
    minY: Math.min(ay, by) - radius,
    maxX: Math.max(ax, bx) + radius,
    maxY: Math.max(ay, by) + radius,
  };
  const features = index.features;
  if (features.length === 0 || !overlapsGrid(index, box)) return out;
  if (features.length <= LINEAR_SCAN_LIMIT) {
    // A handful of features: checking each costs less than walking the grid.
    for (let i = 0; i < features.length; i++) {
      if (nearSegment(index.bounds, i, ax, ay, bx, by, radius, box)) out.push(i);
    }
    return out;
  }
  const stamp = nextStamp(index);
  const [r0, r1] = rowRange(index, box.minY, box.maxY);
  const s = index.cellSize;
  const dy = by - ay;
  for (let r = r0; r <= r1; r++) {
    // The part of the segment within this row's band (widened by the radius), then its x-span.
    const y0 = index.originY + r * s - radius;
    const y1 = y0 + s + 2 * radius;
    let t0 = 0;
    let t1 = 1;
    if (dy === 0) {
      if (ay < y0 || ay > y1) continue;
    } else {
      const u0 = (y0 - ay) / dy;
      const u1 = (y1 - ay) / dy;
      t0 = Math.max(0, Math.min(u0, u1));
      t1 = Math.min(1, Math.max(u0, u1));
      if (t0 > t1) continue;
    }
    const xa = ax + (bx - ax) * t0;
    const xb = ax + (bx - ax) * t1;
    const [c0, c1] = colRange(index, Math.min(xa, xb) - radius, Math.max(xa, xb) + radius);
    collectRow(index, r, c0, c1, stamp, out);
  }
  let kept = 0;
  for (let k = 0; k < out.length; k++) {
    const i = out[k] as number;
    if (nearSegment(index.bounds, i, ax, ay, bx, by, radius, box)) out[kept++] = i;
  }
  out.length = kept;
  return kept > 1 ? out.sort(ascending) : out;
}
