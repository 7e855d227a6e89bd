import type { Point } from './types';

/** Small helpers over points and facings (degrees, 0 along +x, clockwise on screen; see types.ts). */

const DEG = Math.PI / 180;

export function point(x: number, y: number): Point {
  return { x, y };
}

export function distanceBetween(a: Point, b: Point): number {
  return Math.hypot(b.x - a.x, b.y - a.y);
}

export function degToRad(degrees: number): number {
  return degrees * DEG;
}

export function radToDeg(radians: number): number {
  return radians / DEG;
}

/** A facing folded into [0, 360). */
export function normalizeFacing(degrees: number): number {
  const f = degrees % 360;
  return f < 0 ? f + 360 : f === 0 ? 0 : f;
}

/**
 * The signed turn from one facing to another the shorter way, in (-180, 180]; positive is
 * clockwise on screen. A half turn is taken clockwise so the answer is unique.
 */
export function turnBetween(from: number, to: number): number {
  const d = normalizeFacing(to - from);
  return d > 180 ? d - 360 : d;
}

/** The facing that points from `from` to `to`; 0 when the two points coincide. */
export function headingBetween(from: Point, to: Point): number {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  if (dx === 0 && dy === 0) return 0;
  return normalizeFacing(Math.atan2(dy, dx) / DEG);
}

/** The unit vector a facing points along. */
export function facingVector(degrees: number): Point {
  const r = degrees * DEG;
  return { x: Math.cos(r), y: Math.sin(r) };
}

/** `p` rotated about `centre` by `degrees` (clockwise on screen for positive angles). */
export function rotateAbout(p: Point, centre: Point, degrees: number): Point {
  const r = degrees * DEG;
  const c = Math.cos(r);
  const s = Math.sin(r);
  const dx = p.x - centre.x;
  const dy = p.y - centre.y;
  return { x: centre.x + dx * c - dy * s, y: centre.y + dx * s + dy * c };
}
