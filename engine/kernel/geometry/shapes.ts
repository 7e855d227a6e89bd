import type { Footprint, Placement, Point } from './types';

/**
 * A placed footprint turned into geometry once, so the thousands of distance, arc and
 * line-of-fire questions asked about it per decision reuse its corners, edge normals and
 * bounding box. Shapes are derived data: build them from placements, never store them in state.
 */

export interface Box {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

interface ShapeCommon extends Box {
  /** The centre of the base (for a polygon built from points, the mean of its vertices). */
  readonly cx: number;
  readonly cy: number;
  /** The facing it was placed with, in degrees (see types.ts). */
  readonly facing: number;
  /** Radius of the smallest circle about the centre holding the whole shape. */
  readonly outerRadius: number;
  /** Radius of the largest circle about the centre held inside the shape. */
  readonly innerRadius: number;
}

export interface CircleShape extends ShapeCommon {
  readonly kind: 'circle';
  readonly radius: number;
}

/**
 * A convex polygon with its vertices in positive orientation (interior to the left of every
 * edge in x-right, y-up terms; shoelace area positive). Per edge i (vertex i to i+1) it keeps
 * the edge vector, its inverse squared length, the outward unit normal and the normal's offset
 * (nx*x + ny*y of the edge's points), which is everything separating-axis tests need.
 */
export interface PolygonShape extends ShapeCommon {
  readonly kind: 'polygon';
  readonly n: number;
  readonly xs: readonly number[];
  readonly ys: readonly number[];
  readonly ex: readonly number[];
  readonly ey: readonly number[];
  readonly invLen2: readonly number[];
  readonly nx: readonly number[];
  readonly ny: readonly number[];
  readonly offset: readonly number[];
  readonly area: number;
}

export type Shape = CircleShape | PolygonShape;

export function circleShape(centre: Point, radius: number, facing = 0): CircleShape {
  if (!(radius > 0)) throw new RangeError(`circle radius must be positive, got ${radius}`);
  return {
    kind: 'circle',
    cx: centre.x,
    cy: centre.y,
    facing,
    radius,
    outerRadius: radius,
    innerRadius: radius,
    minX: centre.x - radius,
    minY: centre.y - radius,
    maxX: centre.x + radius,
    maxY: centre.y + radius,
  };
}

/**
 * A convex polygon from its vertices (either winding, no repeated points, at least three
 * vertices). The centre defaults to the mean of the vertices.
 */
export function convexPolygonShape(
  points: readonly Point[],
  facing = 0,
  centre?: Point,
): PolygonShape {
  const n = points.length;
  if (n < 3) throw new RangeError('a polygon needs at least three vertices');
  // Plain arrays, not typed ones: shapes are built by the thousand per decision (every swept
  // move makes some), and a small typed array costs several times its size to allocate.
  const xs: number[] = [];
  const ys: number[] = [];
  let area2 = 0;
  for (let i = 0; i < n; i++) {
    const p = points[i] as Point;
    const q = points[(i + 1) % n] as Point;
    area2 += p.x * q.y - q.x * p.y;
  }
  // Store in positive orientation whatever the caller's winding.
  for (let i = 0; i < n; i++) {
    const p = points[area2 >= 0 ? i : n - 1 - i] as Point;
    xs.push(p.x);
    ys.push(p.y);
  }
  let cx = 0;
  let cy = 0;
  if (centre) {
    cx = centre.x;
    cy = centre.y;
  } else {
    for (let i = 0; i < n; i++) {
      cx += xs[i] as number;
      cy += ys[i] as number;
    }
    cx /= n;
    cy /= n;
  }
  const ex: number[] = [];
  const ey: number[] = [];
  const invLen2: number[] = [];
  const nx: number[] = [];
  const ny: number[] = [];
  const offset: number[] = [];
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  let outer = 0;
  let inner = Infinity;
  for (let i = 0; i < n; i++) {
    const ax = xs[i] as number;
    const ay = ys[i] as number;
    const j = i + 1 === n ? 0 : i + 1;
    const dx = (xs[j] as number) - ax;
    const dy = (ys[j] as number) - ay;
    const len2 = dx * dx + dy * dy;
    if (!(len2 > 0)) throw new RangeError('polygon has a repeated vertex');
    const len = Math.sqrt(len2);
    ex.push(dx);
    ey.push(dy);
    invLen2.push(1 / len2);
    const ux = dy / len;
    const uy = -dx / len;
    nx.push(ux);
    ny.push(uy);
    const o = ux * ax + uy * ay;
    offset.push(o);
    inner = Math.min(inner, o - (ux * cx + uy * cy));
    outer = Math.max(outer, Math.hypot(ax - cx, ay - cy));
    minX = Math.min(minX, ax);
    minY = Math.min(minY, ay);
    maxX = Math.max(maxX, ax);
    maxY = Math.max(maxY, ay);
  }
  return {
    kind: 'polygon',
    n,
    xs,
    ys,
    ex,
    ey,
    invLen2,
    nx,
    ny,
    offset,
    area: Math.abs(area2) / 2,
    cx,
    cy,
    facing,
    outerRadius: outer,
    innerRadius: Math.max(0, inner),
    minX,
    minY,
    maxX,
    maxY,
  };
}

/**
 * The corners of a rectangular base (1.1.2): `length` along the facing, `width` across it,
 * centred on the position. Order: front-right, back-right, back-left, front-left on screen.
 */
export function rectCorners(position: Point, facing: number, width: number, length: number) {
  const r = (facing * Math.PI) / 180;
  const fx = Math.cos(r);
  const fy = Math.sin(r);
  // Right of the facing on screen (y down) is the facing turned 90 degrees clockwise.
  const rx = -fy;
  const ry = fx;
  const hl = length / 2;
  const hw = width / 2;
  const { x, y } = position;
  return [
    { x: x + fx * hl + rx * hw, y: y + fy * hl + ry * hw },
    { x: x - fx * hl + rx * hw, y: y - fy * hl + ry * hw },
    { x: x - fx * hl - rx * hw, y: y - fy * hl - ry * hw },
    { x: x + fx * hl - rx * hw, y: y + fy * hl - ry * hw },
  ];
}

/** The shape of a footprint placed at a position with a facing. */
export function footprintShape(footprint: Footprint, position: Point, facing: number): Shape {
  if (footprint.shape === 'circle') return circleShape(position, footprint.diameter / 2, facing);
  if (!(footprint.width > 0 && footprint.length > 0)) {
    throw new RangeError('a rectangular base needs a positive width and length');
  }
  const corners = rectCorners(position, facing, footprint.width, footprint.length);
  return convexPolygonShape(corners, facing, position);
}

/** The shape of a placed unit: compute it once per placement and reuse it. */
export function shapeOf(placement: Placement): Shape {
  return footprintShape(placement.footprint, placement.position, placement.facing);
}

/**
 * A footprint shrunk by `inset` on every side (never below a hair's breadth). Sweeping a
 * slightly inset base lets a unit that starts in base contact with something slide along it or
 * away from it without the contact itself counting as "entering" (see sweep.ts).
 */
export function insetFootprint(footprint: Footprint, inset: number): Footprint {
  const min = 1e-3;
  if (footprint.shape === 'circle') {
    return { shape: 'circle', diameter: Math.max(min, footprint.diameter - 2 * inset) };
  }
  return {
    shape: 'rect',
    width: Math.max(min, footprint.width - 2 * inset),
    length: Math.max(min, footprint.length - 2 * inset),
  };
}

/** The vertices of a polygon shape (for drawing and debugging); a circle has none. */
export function shapeVertices(shape: Shape): Point[] {
  if (shape.kind === 'circle') return [];
  const out: Point[] = [];
  for (let i = 0; i < shape.n; i++) {
    out.push({ x: shape.xs[i] as number, y: shape.ys[i] as number });
  }
  return out;
}

/** Whether a point lies in the closed shape (its edge counts). */
export function shapeContainsPoint(shape: Shape, x: number, y: number): boolean {
  if (shape.kind === 'circle') {
    const dx = x - shape.cx;
    const dy = y - shape.cy;
    return dx * dx + dy * dy <= shape.radius * shape.radius;
  }
  const { n, nx, ny, offset } = shape;
  for (let i = 0; i < n; i++) {
    if ((nx[i] as number) * x + (ny[i] as number) * y > (offset[i] as number)) return false;
  }
  return true;
}
