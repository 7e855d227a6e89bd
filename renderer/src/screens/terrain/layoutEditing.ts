import type { Point, TableSize } from '../../../../engine/kernel/geometry';
import {
  defaultTerrainHeight,
  layoutProblems,
  type PieceType,
  type TerrainLayout,
  type TerrainPiece,
} from '../../../../engine/netea/scenarios/terrainLayout';

/**
 * What the terrain editor does to a layout, as pure functions the table view hands its clicks
 * and drags to: place a piece from the library, move, resize, reshape or remove one. Every
 * result stays on the table and stays a simple outline (terrainLayout.ts checks the same).
 */

/** A new piece's size (cm) and shape (an octagon, or a rectangle): 6.1.4's "roughly 15–30cm
 * across", hills larger; buildings a block; rivers, roads and cliffs as strips, fortifications
 * as a short trench line. */
export const PIECE_SIZES: Readonly<
  Record<PieceType, { readonly length: number; readonly width: number; readonly rect: boolean }>
> = {
  hill: { length: 30, width: 30, rect: false },
  woods: { length: 20, width: 20, rect: false },
  jungle: { length: 25, width: 25, rect: false },
  buildings: { length: 15, width: 15, rect: true },
  ruins: { length: 20, width: 20, rect: false },
  scrub: { length: 20, width: 20, rect: false },
  marsh: { length: 20, width: 20, rect: false },
  fortifications: { length: 20, width: 6, rect: true },
  cliffs: { length: 20, width: 5, rect: true },
  river: { length: 60, width: 6, rect: true },
  road: { length: 60, width: 4, rect: true },
};

/** Sizes a piece may be scaled to, across its longest span (cm). */
export const MIN_ACROSS = 3;

/** The outline of a new piece of this type centred at `at`, moved wholly onto the table. */
export function newPiece(type: PieceType, at: Point, table: TableSize): TerrainPiece {
  const { length, width, rect } = PIECE_SIZES[type];
  const polygon = rect
    ? [
        { x: at.x - length / 2, y: at.y - width / 2 },
        { x: at.x + length / 2, y: at.y - width / 2 },
        { x: at.x + length / 2, y: at.y + width / 2 },
        { x: at.x - length / 2, y: at.y + width / 2 },
      ]
    : Array.from({ length: 8 }, (_, i) => {
        const a = (i / 8) * 2 * Math.PI;
        return { x: at.x + (Math.cos(a) * length) / 2, y: at.y + (Math.sin(a) * width) / 2 };
      });
  return { type, polygon: onTable(polygon, table), height: defaultTerrainHeight(type) };
}

export function addPiece(layout: TerrainLayout, type: PieceType, at: Point): TerrainLayout {
  return { ...layout, pieces: [...layout.pieces, newPiece(type, at, layout.table)] };
}

export function removePiece(layout: TerrainLayout, index: number): TerrainLayout {
  return { ...layout, pieces: layout.pieces.filter((_, i) => i !== index) };
}

/** The piece moved by (dx, dy), kept on the table. */
export function movePiece(
  layout: TerrainLayout,
  index: number,
  dx: number,
  dy: number,
): TerrainLayout {
  return reshapePiece(layout, index, (p) => ({ x: p.x + dx, y: p.y + dy }));
}

/** The piece grown (factor > 1) or shrunk about its centre; refused below 3cm across. */
export function resizePiece(layout: TerrainLayout, index: number, factor: number): TerrainLayout {
  const piece = layout.pieces[index];
  if (!piece) return layout;
  const c = centre(piece.polygon);
  return reshapePiece(layout, index, (p) => ({
    x: c.x + (p.x - c.x) * factor,
    y: c.y + (p.y - c.y) * factor,
  }));
}

/**
 * The piece's every corner mapped (a drag, a stretch or a turn of the table view's handles),
 * kept on the table. A result that is no longer a simple outline, is too small, or is larger
 * than the table leaves the layout as it was.
 */
export function reshapePiece(
  layout: TerrainLayout,
  index: number,
  map: (p: Point) => Point,
): TerrainLayout {
  const piece = layout.pieces[index];
  if (!piece) return layout;
  const moved = piece.polygon.map(map);
  if (across(moved) < MIN_ACROSS) return layout;
  const polygon = onTable(moved, layout.table);
  const next = { ...piece, polygon };
  if (layoutProblems({ ...layout, pieces: [next] }).length > 0) return layout;
  return { ...layout, pieces: layout.pieces.map((p, i) => (i === index ? next : p)) };
}

/** The mean of the corners: the point a piece grows and shrinks about. */
export function centre(polygon: readonly Point[]): Point {
  const n = polygon.length || 1;
  return {
    x: polygon.reduce((s, p) => s + p.x, 0) / n,
    y: polygon.reduce((s, p) => s + p.y, 0) / n,
  };
}

function across(polygon: readonly Point[]): number {
  const xs = polygon.map((p) => p.x);
  const ys = polygon.map((p) => p.y);
  return Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
}

/** The outline slid the least way that puts it wholly on the table, corners to the millimetre.
 * An outline larger than the table is squeezed to it. */
function onTable(polygon: readonly Point[], table: TableSize): Point[] {
  const xs = polygon.map((p) => p.x);
  const ys = polygon.map((p) => p.y);
  const shift = (lo: number, hi: number, size: number) =>
    hi - lo > size ? -lo : lo < 0 ? -lo : hi > size ? size - hi : 0;
  const dx = shift(Math.min(...xs), Math.max(...xs), table.width);
  const dy = shift(Math.min(...ys), Math.max(...ys), table.height);
  return polygon.map((p) => ({
    x: clamp(round(p.x + dx), table.width),
    y: clamp(round(p.y + dy), table.height),
  }));
}

function clamp(v: number, size: number): number {
  return Math.min(size, Math.max(0, v));
}

function round(v: number): number {
  return Math.round(v * 10) / 10;
}
