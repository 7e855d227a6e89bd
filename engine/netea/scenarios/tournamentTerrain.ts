import { createRngState, Rng } from '../../kernel/dice/rng';
import type { Point, TableSize, TerrainType } from '../../kernel/geometry';
import type { GameState } from '../state/schema';
import { EDGE_DEPTH } from '../rules/6.1-tournament/table';
import { defaultTerrainHeight } from './terrainLayout';

/**
 * A seeded terrain generator for tournament tables, after the "Tournament Terrain" design concept
 * of 6.1.4: the table divided into 60cm squares, twice as many features as squares (the
 * density, 2 by default), 0–4 in each square, features 15–30cm across (hills up to twice that),
 * of the 1.8.4 types asked for. No feature reaches into the 15cm along any table edge, so no
 * edge or corner a player may choose to set up on (6.1.2, 6.1.6) is ever blocked. Rivers and
 * roads are not generated.
 */
export const SQUARE = 60;
export const MAX_PER_SQUARE = 4;

export interface TerrainOptions {
  readonly seed: number | string;
  readonly table: TableSize;
  /** Features per 60cm square (6.1.4: "twice the number of 60cm square areas"). */
  readonly density?: number;
  /** The kinds to draw from (default: hills, woods, buildings, ruins, scrub, marsh). */
  readonly kinds?: readonly GeneratedKind[];
}

/** The 1.8.4 kinds the generator can place: every feature but rivers and roads, which 6.1.4
 * lays differently (from table edge to table edge). */
export type GeneratedKind = Exclude<TerrainType, 'river' | 'road' | 'open' | 'off-table'>;
export const GENERATED_KINDS = [
  'hill',
  'woods',
  'buildings',
  'ruins',
  'scrub',
  'marsh',
  'jungle',
  'fortifications',
  'cliffs',
] as const satisfies readonly GeneratedKind[];
export const DEFAULT_KINDS: readonly GeneratedKind[] = [
  'hill',
  'woods',
  'buildings',
  'ruins',
  'scrub',
  'marsh',
];

/** The generator's seed for a game's (or a chosen terrain) seed: the same table every time. */
export function terrainSeed(seed: number): string {
  return `terrain-${seed}`;
}

export function generateTerrain(options: TerrainOptions): GameState['terrain'] {
  const rng = new Rng(createRngState(options.seed));
  const uniform = (lo: number, hi: number) => lo + (rng.nextUint32() / 0x100000000) * (hi - lo);
  const { width, height } = options.table;
  const kinds = options.kinds && options.kinds.length > 0 ? options.kinds : DEFAULT_KINDS;
  const cols = Math.max(1, Math.round(width / SQUARE));
  const rows = Math.max(1, Math.round(height / SQUARE));
  const squares = cols * rows;
  const wanted = Math.round((options.density ?? 2) * squares);
  const counts = new Array<number>(squares).fill(0);
  const out: GameState['terrain'] = [];
  const inner = { x0: EDGE_DEPTH, y0: EDGE_DEPTH, x1: width - EDGE_DEPTH, y1: height - EDGE_DEPTH };
  for (let attempt = 0; out.length < wanted && attempt < wanted * 400; attempt++) {
    const square = rng.below(squares);
    if (counts[square]! >= MAX_PER_SQUARE) continue;
    const type = kinds[rng.below(kinds.length)]!;
    const across = uniform(15, 30) * (type === 'hill' ? uniform(1, 2) : 1);
    const r = across / 2;
    const sx = (square % cols) * (width / cols);
    const sy = Math.floor(square / cols) * (height / rows);
    const cx = uniform(sx, sx + width / cols);
    const cy = uniform(sy, sy + height / rows);
    // Wholly inside the edges' 15cm, and clear of the features already placed.
    if (cx - r < inner.x0 || cx + r > inner.x1 || cy - r < inner.y0 || cy + r > inner.y1) continue;
    if (out.some((f) => overlaps(f.polygon, cx, cy, r))) continue;
    counts[square]! += 1;
    out.push({
      id: `${type}-${out.length + 1}`,
      type,
      polygon: blob(cx, cy, r, rng),
      height: defaultTerrainHeight(type),
    });
  }
  return out;
}

/** An eight-sided convex outline of radius r (each corner 80–100% out), centred at (cx, cy). */
function blob(cx: number, cy: number, r: number, rng: Rng): Point[] {
  return Array.from({ length: 8 }, (_, i) => {
    const a = (i / 8) * 2 * Math.PI;
    const k = 0.8 + (rng.nextUint32() / 0x100000000) * 0.2;
    return { x: round(cx + Math.cos(a) * r * k), y: round(cy + Math.sin(a) * r * k) };
  });
}

function overlaps(polygon: readonly Point[], cx: number, cy: number, r: number): boolean {
  const xs = polygon.map((p) => p.x);
  const ys = polygon.map((p) => p.y);
  const ox = (Math.min(...xs) + Math.max(...xs)) / 2;
  const oy = (Math.min(...ys) + Math.max(...ys)) / 2;
  const or = (Math.max(...xs) - Math.min(...xs)) / 2;
  return Math.hypot(ox - cx, oy - cy) < or + r + 2;
}

function round(v: number): number {
  return Math.round(v * 100) / 100;
}
