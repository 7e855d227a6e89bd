import type { Point } from '../../kernel/geometry';
import { SQUARE, MAX_PER_SQUARE } from './tournamentTerrain';
import type { PieceType, TerrainLayout } from './terrainLayout';

/**
 * The "Tournament Terrain" design concept of 6.1.4, held against a layout placed by hand: "not
 * a set of hard and fast rules", so what it finds are notes for the players, never refusals.
 * - twice as many features as 60cm squares; a river counts once for each square it runs through;
 * - 0–4 features in each 60cm square;
 * - features roughly 15–30cm across, hills up to twice that (rivers and roads run further);
 * - at most one river.
 */
export type GuidelineNote =
  | { readonly code: 'piece-count'; readonly count: number; readonly suggested: number }
  | {
      readonly code: 'crowded-square';
      readonly column: number;
      readonly row: number;
      readonly count: number;
    }
  | {
      readonly code: 'large-piece';
      readonly piece: number;
      readonly type: PieceType;
      readonly across: number;
      readonly max: number;
    }
  | { readonly code: 'rivers'; readonly count: number };

const LONG_RUNNING: readonly string[] = ['river', 'road'];
/** A little over 30cm (and 60cm for hills) is still "roughly" that size. */
const ROUGHLY = 1.1;

export function guidelineNotes(layout: TerrainLayout): GuidelineNote[] {
  const { width, height } = layout.table;
  const cols = Math.max(1, Math.round(width / SQUARE));
  const rows = Math.max(1, Math.round(height / SQUARE));
  const squareOf = (p: Point) =>
    [
      Math.min(cols - 1, Math.max(0, Math.floor((p.x / width) * cols))),
      Math.min(rows - 1, Math.max(0, Math.floor((p.y / height) * rows))),
    ] as const;
  const perSquare = new Array<number>(cols * rows).fill(0);
  let count = 0;
  const notes: GuidelineNote[] = [];
  layout.pieces.forEach((p, i) => {
    if (p.polygon.length < 3) return;
    if (p.type === 'river') {
      // Counted once for each square the river runs through (its outline, walked in 2cm steps).
      const squares = new Set(outlineSamples(p.polygon).map((s) => squareOf(s).join(',')));
      count += squares.size;
    } else count += 1;
    const [c, r] = squareOf(centre(p.polygon));
    perSquare[r * cols + c]! += 1;
    const across = span(p.polygon);
    const max = p.type === 'hill' ? 60 : 30;
    if (!LONG_RUNNING.includes(p.type) && across > max * ROUGHLY)
      notes.push({
        code: 'large-piece',
        piece: i + 1,
        type: p.type as PieceType,
        across: Math.round(across),
        max,
      });
  });
  const suggested = 2 * cols * rows;
  if (count !== suggested) notes.unshift({ code: 'piece-count', count, suggested });
  perSquare.forEach((n, k) => {
    if (n > MAX_PER_SQUARE)
      notes.push({
        code: 'crowded-square',
        column: (k % cols) + 1,
        row: Math.floor(k / cols) + 1,
        count: n,
      });
  });
  const rivers = layout.pieces.filter((p) => p.type === 'river').length;
  if (rivers > 1) notes.push({ code: 'rivers', count: rivers });
  return notes;
}

function centre(polygon: readonly Point[]): Point {
  return {
    x: polygon.reduce((s, p) => s + p.x, 0) / polygon.length,
    y: polygon.reduce((s, p) => s + p.y, 0) / polygon.length,
  };
}

/** The greatest distance between two corners: how far across a piece is. */
function span(polygon: readonly Point[]): number {
  let best = 0;
  for (const a of polygon)
    for (const b of polygon) best = Math.max(best, Math.hypot(a.x - b.x, a.y - b.y));
  return best;
}

function outlineSamples(polygon: readonly Point[]): Point[] {
  const out: Point[] = [];
  polygon.forEach((a, i) => {
    const b = polygon[(i + 1) % polygon.length]!;
    const steps = Math.max(1, Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) / 2));
    for (let k = 0; k < steps; k++)
      out.push({ x: a.x + ((b.x - a.x) * k) / steps, y: a.y + ((b.y - a.y) * k) / steps });
  });
  return out;
}
