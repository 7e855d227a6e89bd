import type { Point, TableSize } from '../../../kernel/geometry';
import type { TournamentEdge } from './state';

/**
 * 6.1.2 Set-up: the table, its edges and halves. A player picks a long edge or a corner (half
 * way up each long and short edge); the opponent sets up on the opposite one. The table's long
 * side runs along x. A corner's half of the table is the triangle cut off by the diagonal
 * between the two other corners.
 */

/** 6.1.2: "tables that are 90–150cm wide by 150–240cm long"; "ideal … 120cm by 180cm". */
export const TABLE_WIDTH_RANGE = [90, 150] as const;
export const TABLE_LENGTH_RANGE = [150, 240] as const;
export const DEFAULT_TOURNAMENT_TABLE: TableSize = { width: 180, height: 120 };

/** 6.1.6: remaining formations set up within 15cm of their own table edge. */
export const EDGE_DEPTH = 15;

export const OPPOSITE: Record<TournamentEdge, TournamentEdge> = {
  north: 'south',
  south: 'north',
  'north-west': 'south-east',
  'south-east': 'north-west',
  'north-east': 'south-west',
  'south-west': 'north-east',
};

/** 6.1.2: a warning (not a refusal) for a table outside the sizes the rules were made for. */
export function tableWarnings(table: TableSize): string[] {
  const short = Math.min(table.width, table.height);
  const long = Math.max(table.width, table.height);
  const out: string[] = [];
  if (short < TABLE_WIDTH_RANGE[0] || short > TABLE_WIDTH_RANGE[1])
    out.push(`The table is ${short}cm wide; the tournament rules are made for 90–150cm (6.1.2).`);
  if (long < TABLE_LENGTH_RANGE[0] || long > TABLE_LENGTH_RANGE[1])
    out.push(`The table is ${long}cm long; the tournament rules are made for 150–240cm (6.1.2).`);
  return out;
}

/** The table edge as a polyline: a whole edge, or the two half edges meeting at a corner (a
 * scenario's own edge may be a short one: 4.2.1). */
export function edgeLine(table: TableSize, edge: TournamentEdge | 'west' | 'east'): Point[] {
  const { width: w, height: h } = table;
  switch (edge) {
    case 'west':
      return [
        { x: 0, y: 0 },
        { x: 0, y: h },
      ];
    case 'east':
      return [
        { x: w, y: 0 },
        { x: w, y: h },
      ];
    case 'north':
      return [
        { x: 0, y: 0 },
        { x: w, y: 0 },
      ];
    case 'south':
      return [
        { x: 0, y: h },
        { x: w, y: h },
      ];
    case 'north-west':
      return [
        { x: w / 2, y: 0 },
        { x: 0, y: 0 },
        { x: 0, y: h / 2 },
      ];
    case 'north-east':
      return [
        { x: w / 2, y: 0 },
        { x: w, y: 0 },
        { x: w, y: h / 2 },
      ];
    case 'south-west':
      return [
        { x: w / 2, y: h },
        { x: 0, y: h },
        { x: 0, y: h / 2 },
      ];
    case 'south-east':
      return [
        { x: w / 2, y: h },
        { x: w, y: h },
        { x: w, y: h / 2 },
      ];
  }
}

/** The half of the table on the side of `edge`. */
export function halfPolygon(table: TableSize, edge: TournamentEdge): Point[] {
  const { width: w, height: h } = table;
  switch (edge) {
    case 'north':
      return [p(0, 0), p(w, 0), p(w, h / 2), p(0, h / 2)];
    case 'south':
      return [p(0, h / 2), p(w, h / 2), p(w, h), p(0, h)];
    case 'north-west':
      return [p(0, 0), p(w, 0), p(0, h)];
    case 'south-east':
      return [p(w, 0), p(w, h), p(0, h)];
    case 'north-east':
      return [p(0, 0), p(w, 0), p(w, h)];
    case 'south-west':
      return [p(0, 0), p(w, h), p(0, h)];
  }
}

/** 6.1.6: the ground within 15cm of the edge (an L along both half edges at a corner). */
export function edgeZonePolygon(table: TableSize, edge: TournamentEdge): Point[] {
  const { width: w, height: h } = table;
  const d = EDGE_DEPTH;
  switch (edge) {
    case 'north':
      return [p(0, 0), p(w, 0), p(w, d), p(0, d)];
    case 'south':
      return [p(0, h - d), p(w, h - d), p(w, h), p(0, h)];
    case 'north-west':
      return [p(0, 0), p(w / 2, 0), p(w / 2, d), p(d, d), p(d, h / 2), p(0, h / 2)];
    case 'north-east':
      return [p(w / 2, 0), p(w, 0), p(w, h / 2), p(w - d, h / 2), p(w - d, d), p(w / 2, d)];
    case 'south-west':
      return [p(0, h / 2), p(d, h / 2), p(d, h - d), p(w / 2, h - d), p(w / 2, h), p(0, h)];
    case 'south-east':
      return [p(w - d, h / 2), p(w, h / 2), p(w, h), p(w / 2, h), p(w / 2, h - d), p(w - d, h - d)];
  }
}

/** Distance from a point to the edge (to its nearest part). */
export function distanceToEdge(
  table: TableSize,
  edge: TournamentEdge | 'west' | 'east',
  at: Point,
): number {
  const line = edgeLine(table, edge);
  let best = Infinity;
  for (let i = 1; i < line.length; i++)
    best = Math.min(best, segmentDistance(line[i - 1]!, line[i]!, at));
  return best;
}

/** Whether a point lies in the half of `edge` (on the dividing line counts for both). */
export function inHalf(table: TableSize, edge: TournamentEdge, at: Point): boolean {
  const poly = halfPolygon(table, edge);
  return pointInOrOnPolygon(poly, at);
}

function p(x: number, y: number): Point {
  return { x, y };
}

function segmentDistance(a: Point, b: Point, at: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len = dx * dx + dy * dy;
  const t = len === 0 ? 0 : Math.max(0, Math.min(1, ((at.x - a.x) * dx + (at.y - a.y) * dy) / len));
  return Math.hypot(a.x + t * dx - at.x, a.y + t * dy - at.y);
}

const ON_LINE = 1e-6;

function pointInOrOnPolygon(poly: readonly Point[], at: Point): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i]!;
    const b = poly[j]!;
    if (segmentDistance(a, b, at) <= ON_LINE) return true;
    if (a.y > at.y !== b.y > at.y && at.x < ((b.x - a.x) * (at.y - a.y)) / (b.y - a.y) + a.x)
      inside = !inside;
  }
  return inside;
}
