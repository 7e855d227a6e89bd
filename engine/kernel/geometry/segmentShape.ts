import type { Shape } from './shapes';

/**
 * The length of the segment a->b that passes over a base: war engines block a line of fire
 * that passes through them (1.9.2, 3.0). Circles by their chord, convex polygons by clipping
 * the segment against every edge (Cyrus-Beck).
 */
export function segmentLengthInShape(shape: Shape, ax: number, ay: number, bx: number, by: number) {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  if (len2 === 0) return 0;
  let t0 = 0;
  let t1 = 1;
  if (shape.kind === 'circle') {
    const fx = ax - shape.cx;
    const fy = ay - shape.cy;
    const b = fx * dx + fy * dy;
    const c = fx * fx + fy * fy - shape.radius * shape.radius;
    const disc = b * b - len2 * c;
    if (disc <= 0) return 0;
    const root = Math.sqrt(disc);
    t0 = Math.max(0, (-b - root) / len2);
    t1 = Math.min(1, (-b + root) / len2);
  } else {
    const { n, nx, ny, offset } = shape;
    for (let i = 0; i < n && t0 < t1; i++) {
      const ux = nx[i] as number;
      const uy = ny[i] as number;
      const num = (offset[i] as number) - (ux * ax + uy * ay);
      const den = ux * dx + uy * dy;
      if (den === 0) {
        if (num < 0) return 0;
      } else if (den > 0) {
        t1 = Math.min(t1, num / den);
      } else {
        t0 = Math.max(t0, num / den);
      }
    }
  }
  return t1 > t0 ? (t1 - t0) * Math.sqrt(len2) : 0;
}
