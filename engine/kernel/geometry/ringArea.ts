import type { Ring } from './ring';
import type { PolygonShape } from './shapes';

/**
 * The area of a convex polygon that lies inside a simple polygon: the simple polygon clipped
 * by each edge of the convex one (Sutherland-Hodgman, whose area stays exact for a non-convex
 * subject even where its output folds back on itself).
 */
export function convexRingOverlapArea(p: PolygonShape, ring: Ring): number {
  let xs: number[] = Array.from(ring.xs);
  let ys: number[] = Array.from(ring.ys);
  for (let e = 0; e < p.n && xs.length > 0; e++) {
    const ux = p.nx[e] as number;
    const uy = p.ny[e] as number;
    const o = p.offset[e] as number;
    const ox: number[] = [];
    const oy: number[] = [];
    const m = xs.length;
    for (let i = 0; i < m; i++) {
      const j = i + 1 === m ? 0 : i + 1;
      const sx = xs[i] as number;
      const sy = ys[i] as number;
      const tx = xs[j] as number;
      const ty = ys[j] as number;
      const ds = ux * sx + uy * sy - o;
      const dt = ux * tx + uy * ty - o;
      if (ds <= 0) {
        ox.push(sx);
        oy.push(sy);
      }
      if ((ds < 0 && dt > 0) || (ds > 0 && dt < 0)) {
        const t = ds / (ds - dt);
        ox.push(sx + (tx - sx) * t);
        oy.push(sy + (ty - sy) * t);
      }
    }
    xs = ox;
    ys = oy;
  }
  let area2 = 0;
  for (let i = 0; i < xs.length; i++) {
    const j = i + 1 === xs.length ? 0 : i + 1;
    area2 += (xs[i] as number) * (ys[j] as number) - (xs[j] as number) * (ys[i] as number);
  }
  return Math.abs(area2) / 2;
}
