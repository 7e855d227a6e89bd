import type { Point } from '../../kernel/geometry/types';

/** Polygon helpers for writing battlefields by hand, in centimetres. */

export function rectangle(x: number, y: number, width: number, height: number): Point[] {
  return [
    { x, y },
    { x: x + width, y },
    { x: x + width, y: y + height },
    { x, y: y + height },
  ];
}

/** An irregular oval (hills, woods): `sides` points on an ellipse, each pulled in by a fixed
 * fraction from `dents` so the outline is not a perfect ellipse. */
export function oval(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  dents: readonly number[] = [0],
): Point[] {
  const sides = 12;
  return Array.from({ length: sides }, (_, i) => {
    const a = (i / sides) * 2 * Math.PI;
    const k = 1 - (dents[i % dents.length] ?? 0);
    return { x: round(cx + Math.cos(a) * rx * k), y: round(cy + Math.sin(a) * ry * k) };
  });
}

function round(v: number): number {
  return Math.round(v * 10) / 10;
}
