import type { Ring } from './ring';
import { pointInRing, ringBoundaryDistanceSq } from './ring';
import { orient } from './segment';

/**
 * Lines against terrain outlines: how much of a line of fire runs inside a feature (1.9.2), and
 * the quicker question of whether it enters the feature at all.
 */

let scratch = new Float64Array(64);

/** Squared distance within which a point counts as on the outline (a nanometre). */
const ON_OUTLINE_SQ = 1e-14;

/** Sorts the first `count` entries of `a` in place (few entries: insertion sort). */
function sortPrefix(a: Float64Array, count: number) {
  for (let i = 1; i < count; i++) {
    const v = a[i] as number;
    let j = i - 1;
    while (j >= 0 && (a[j] as number) > v) {
      a[j + 1] = a[j] as number;
      j--;
    }
    a[j + 1] = v;
  }
}

/**
 * The length of the segment a->b that lies inside the polygon (1.9.2: the 10cm a line of fire
 * may pass through the feature its shooter or target is in). The segment is cut at every
 * crossing of the outline and each piece is tested at its midpoint.
 */
export function segmentLengthInRing(ring: Ring, ax: number, ay: number, bx: number, by: number) {
  const rx = bx - ax;
  const ry = by - ay;
  const length = Math.sqrt(rx * rx + ry * ry);
  if (length === 0) return 0;
  const { n, xs, ys } = ring;
  if (scratch.length < 2 * n + 1) scratch = new Float64Array(4 * n + 1);
  const ts = scratch;
  let count = 0;
  // Crossings through a vertex or along an edge break the in/out alternation.
  let degenerate = false;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const cx = xs[j] as number;
    const cy = ys[j] as number;
    const sx = (xs[i] as number) - cx;
    const sy = (ys[i] as number) - cy;
    const denom = rx * sy - ry * sx;
    const qx = cx - ax;
    const qy = cy - ay;
    if (denom !== 0) {
      const t = (qx * sy - qy * sx) / denom;
      const u = (qx * ry - qy * rx) / denom;
      if (t >= 0 && t <= 1 && u >= 0 && u <= 1) {
        if (u === 0 || u === 1 || t === 0 || t === 1) degenerate = true;
        if (t > 0 && t < 1) ts[count++] = t;
      }
    } else if (qx * ry - qy * rx === 0) {
      // Collinear edge: its ends split the segment.
      degenerate = true;
      const len2 = length * length;
      const t0 = (qx * rx + qy * ry) / len2;
      const t1 = ((qx + sx) * rx + (qy + sy) * ry) / len2;
      if (t0 > 0 && t0 < 1) ts[count++] = t0;
      if (t1 > 0 && t1 < 1) ts[count++] = t1;
    }
  }
  if (count === 0) {
    return pointInRing(ring, ax + rx / 2, ay + ry / 2) ? length : 0;
  }
  sortPrefix(ts, count);
  ts[count++] = 1;
  let inside = 0;
  let prev = 0;
  if (!degenerate) {
    // Every crossing is transversal: in and out alternate from the state at the start.
    let isIn = pointInRing(ring, ax, ay);
    for (let k = 0; k < count; k++) {
      const t = ts[k] as number;
      if (isIn) inside += t - prev;
      isIn = !isIn;
      prev = t;
    }
    return inside * length;
  }
  // A piece running along the outline grazes the feature: it is not inside.
  for (let k = 0; k < count; k++) {
    const t = ts[k] as number;
    if (t > prev) {
      const mx = ax + rx * ((prev + t) / 2);
      const my = ay + ry * ((prev + t) / 2);
      if (pointInRing(ring, mx, my) && ringBoundaryDistanceSq(ring, mx, my) > ON_OUTLINE_SQ) {
        inside += t - prev;
      }
      prev = t;
    }
  }
  return inside * length;
}

/**
 * Whether the segment a->b passes through the polygon's interior. Fast path for lines of fire:
 * a transversal crossing of any edge settles it; with none, the segment is wholly in or out
 * unless it touches the outline, where the exact length decides.
 */
export function segmentEntersRing(ring: Ring, ax: number, ay: number, bx: number, by: number) {
  return segmentEntryEdge(ring, ax, ay, bx, by, 0) !== NO_ENTRY;
}

/** segmentEntryEdge's answer for a segment that does not enter the polygon. */
export const NO_ENTRY = -1;
/** segmentEntryEdge's answer for a segment that enters without crossing an edge transversally. */
export const ENTERS = -2;

/**
 * Whether the segment a->b enters the polygon, as the index of an edge it crosses
 * transversally, ENTERS, or NO_ENTRY. Edges are tried from `firstEdge` on: lines of fire
 * between neighbouring points tend to cross the same edge, so passing the last answer back in
 * usually settles the next line at the first edge tried.
 */
export function segmentEntryEdge(
  ring: Ring,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  firstEdge: number,
): number {
  const { n, xs, ys } = ring;
  const rx = bx - ax;
  const ry = by - ay;
  let touches = false;
  // Edge k runs from vertex k-1 to vertex k; each vertex's side of the line is reused.
  let k = firstEdge > 0 && firstEdge < n ? firstEdge : 0;
  let cx = xs[k === 0 ? n - 1 : k - 1] as number;
  let cy = ys[k === 0 ? n - 1 : k - 1] as number;
  let d1 = rx * (cy - ay) - ry * (cx - ax);
  for (let step = 0; step < n; step++) {
    const dx = xs[k] as number;
    const dy = ys[k] as number;
    const d2 = rx * (dy - ay) - ry * (dx - ax);
    if ((d1 <= 0 || d2 <= 0) && (d1 >= 0 || d2 >= 0)) {
      const d3 = orient(cx, cy, dx, dy, ax, ay);
      const d4 = orient(cx, cy, dx, dy, bx, by);
      if ((d3 <= 0 || d4 <= 0) && (d3 >= 0 || d4 >= 0)) {
        if (d1 !== 0 && d2 !== 0 && d3 !== 0 && d4 !== 0) return k;
        touches = true;
      }
    }
    cx = dx;
    cy = dy;
    d1 = d2;
    k = k + 1 === n ? 0 : k + 1;
  }
  if (touches) return segmentLengthInRing(ring, ax, ay, bx, by) > 0 ? ENTERS : NO_ENTRY;
  return pointInRing(ring, ax + rx / 2, ay + ry / 2) ? ENTERS : NO_ENTRY;
}
