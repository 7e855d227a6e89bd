/**
 * Segment primitives on raw coordinates. They sit on the hot path of every distance, sweep and
 * line-of-fire query, so they take numbers rather than Point objects and allocate nothing.
 */

/** Squared distance from (px, py) to the segment from (ax, ay) to (bx, by). */
export function pointSegmentDistanceSq(
  px: number,
  py: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
): number {
  const ex = bx - ax;
  const ey = by - ay;
  const len2 = ex * ex + ey * ey;
  let t = len2 > 0 ? ((px - ax) * ex + (py - ay) * ey) / len2 : 0;
  if (t < 0) t = 0;
  else if (t > 1) t = 1;
  const dx = ax + t * ex - px;
  const dy = ay + t * ey - py;
  return dx * dx + dy * dy;
}

/** Twice the signed area of triangle a, b, c (positive when c lies left of a->b in x-right, y-up terms). */
export function orient(ax: number, ay: number, bx: number, by: number, cx: number, cy: number) {
  return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
}

/** Whether two closed segments share at least one point (touching counts). */
export function segmentsIntersect(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cx: number,
  cy: number,
  dx: number,
  dy: number,
): boolean {
  const d1 = orient(cx, cy, dx, dy, ax, ay);
  const d2 = orient(cx, cy, dx, dy, bx, by);
  const d3 = orient(ax, ay, bx, by, cx, cy);
  const d4 = orient(ax, ay, bx, by, dx, dy);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) {
    return true;
  }
  // Collinear or touching configurations: an endpoint lies on the other segment.
  return (
    (d1 === 0 && onSegment(cx, cy, dx, dy, ax, ay)) ||
    (d2 === 0 && onSegment(cx, cy, dx, dy, bx, by)) ||
    (d3 === 0 && onSegment(ax, ay, bx, by, cx, cy)) ||
    (d4 === 0 && onSegment(ax, ay, bx, by, dx, dy))
  );
}

function onSegment(ax: number, ay: number, bx: number, by: number, px: number, py: number) {
  return (
    Math.min(ax, bx) <= px &&
    px <= Math.max(ax, bx) &&
    Math.min(ay, by) <= py &&
    py <= Math.max(ay, by)
  );
}

/**
 * The length of the segment a->b inside the axis-aligned box (slab clipping), 0 when it misses.
 * No more of a line can lie in a terrain feature than lies in the feature's bounding box, so
 * this settles most line-of-fire questions before the outline is looked at.
 */
export function segmentLengthInBox(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  minX: number,
  minY: number,
  maxX: number,
  maxY: number,
): number {
  let t0 = 0;
  let t1 = 1;
  const dx = bx - ax;
  const dy = by - ay;
  if (dx === 0) {
    if (ax < minX || ax > maxX) return 0;
  } else {
    const v0 = (minX - ax) / dx;
    const v1 = (maxX - ax) / dx;
    if (v0 < v1) {
      if (v0 > t0) t0 = v0;
      if (v1 < t1) t1 = v1;
    } else {
      if (v1 > t0) t0 = v1;
      if (v0 < t1) t1 = v0;
    }
    if (t0 >= t1) return 0;
  }
  if (dy === 0) {
    if (ay < minY || ay > maxY) return 0;
  } else {
    const v0 = (minY - ay) / dy;
    const v1 = (maxY - ay) / dy;
    if (v0 < v1) {
      if (v0 > t0) t0 = v0;
      if (v1 < t1) t1 = v1;
    } else {
      if (v1 > t0) t0 = v1;
      if (v0 < t1) t1 = v0;
    }
    if (t0 >= t1) return 0;
  }
  return (t1 - t0) * Math.sqrt(dx * dx + dy * dy);
}
