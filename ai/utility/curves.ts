/**
 * Response curves: each turns a raw measure (centimetres, expected kills, odds) into a utility
 * between 0 and 1, so that considerations of different kinds can be multiplied together.
 * Every curve clamps its input to its domain and its output to 0..1.
 */
export type Curve = (x: number) => number;

export const clamp01 = (v: number): number => (v < 0 ? 0 : v > 1 ? 1 : Number.isNaN(v) ? 0 : v);

/** Straight line from (x0, y0) to (x1, y1), flat beyond either end. */
export function linear(x0: number, y0: number, x1: number, y1: number): Curve {
  return (x) => {
    if (x0 === x1) return clamp01(x < x0 ? y0 : y1);
    const t = Math.min(1, Math.max(0, (x - x0) / (x1 - x0)));
    return clamp01(y0 + (y1 - y0) * t);
  };
}

/** S-shaped step centred on `mid`; `steepness` > 0 rises with x, < 0 falls. */
export function logistic(mid: number, steepness: number): Curve {
  return (x) => clamp01(1 / (1 + Math.exp(-steepness * (x - mid))));
}

/** Rises from 0 at x0 to 1 at x1 along a power curve (exponent 2: slow start, fast finish). */
export function power(x0: number, x1: number, exponent = 2): Curve {
  const line = linear(x0, 0, x1, 1);
  return (x) => clamp01(line(x) ** exponent);
}

/** 1 minus another curve. */
export function inverse(curve: Curve): Curve {
  return (x) => clamp01(1 - curve(x));
}

/** Squeezes a curve into [lo, hi], so that one consideration cannot veto a candidate alone. */
export function floor(curve: Curve, lo: number, hi = 1): Curve {
  return (x) => lo + (hi - lo) * curve(x);
}

/** Straight lines through the given points (x ascending), flat beyond the first and last. */
export function piecewise(points: readonly (readonly [number, number])[]): Curve {
  return (x) => {
    const first = points[0];
    if (!first) return 0;
    if (x <= first[0]) return clamp01(first[1]);
    for (let i = 1; i < points.length; i++) {
      const [x1, y1] = points[i]!;
      const [x0, y0] = points[i - 1]!;
      if (x <= x1) return clamp01(x1 === x0 ? y1 : y0 + ((y1 - y0) * (x - x0)) / (x1 - x0));
    }
    return clamp01(points[points.length - 1]![1]);
  };
}
