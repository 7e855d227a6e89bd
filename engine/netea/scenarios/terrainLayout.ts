import { z } from 'zod';
import { formatIssues } from '../../kernel/issues';
import { openEnvelope, writeEnvelope, type FileKind } from '../../kernel/saves/envelope';
import { pointInRing, ringFromPoints } from '../../kernel/geometry';
import { segmentsIntersect } from '../../kernel/geometry/segment';
import { TERRAIN_TYPES, type Point, type TableSize, type TerrainType } from '../../kernel/geometry';
import type { TournamentEdge } from '../rules/6.1-tournament/state';
import { edgeZonePolygon } from '../rules/6.1-tournament/table';
import { terrainEffect } from '../rules/1.8-terrain/effects';
import type { GameState } from '../state/schema';

/**
 * A terrain layout: the pieces set up on a table before a tournament game (6.1.2 "Set up the
 * terrain for the game in any mutually agreeable manner"), kept as a file of its own so that a
 * table a person laid out can be played again. Each piece is one of the 1.8.4 terrain types
 * with its outline in table centimetres; its height class defaults by type (types.ts). The file
 * is in the envelope every file of ours shares (kernel/saves/envelope: format, version, checksum),
 * so a damaged or newer file is refused with the reason.
 */
export const TERRAIN_LAYOUT_FORMAT = 'epic-solo/terrain-layout';
export const TERRAIN_LAYOUT_VERSION = 1;
export const TERRAIN_LAYOUT_FILE: FileKind = {
  format: TERRAIN_LAYOUT_FORMAT,
  version: TERRAIN_LAYOUT_VERSION,
  label: 'terrain layout',
  description: 'an Epic Solo terrain layout',
  writer: 'terrain set-up',
  maxChars: 2_000_000,
};
/** Outlines are drawn by hand or generated; more corners than this is not a terrain piece. */
export const MAX_PIECE_POINTS = 64;
export const MAX_LAYOUT_PIECES = 200;
/** A piece smaller than this (cm²) is a slip of the mouse, not terrain. */
const MIN_PIECE_AREA = 1;

/** The kinds a piece may be: the 1.8.4 table's terrain, open ground being no piece at all (nor
 * the ground off the tables of seed 001 5.3.15, which is no terrain piece either). */
export type PieceType = Exclude<TerrainType, 'open' | 'off-table'>;
export const PIECE_TYPES = TERRAIN_TYPES.filter(
  (t): t is PieceType => t !== 'open' && t !== 'off-table',
);

const coordinate = z.number().finite();
const pointSchema = z.strictObject({ x: coordinate, y: coordinate });

/** The layout as read: the type stays a string here so an unknown one is named in words. */
export const terrainLayoutSchema = z.strictObject({
  table: z.strictObject({
    width: z.number().positive().max(10_000),
    height: z.number().positive().max(10_000),
  }),
  // Bounds against hostile files; the limits a layout is held to are layoutProblems' below.
  pieces: z
    .array(
      z.strictObject({
        type: z.string().max(40),
        polygon: z.array(pointSchema).max(1000),
        height: z.number().int().min(0).max(10).optional(),
      }),
    )
    .max(5 * MAX_LAYOUT_PIECES),
});
export type TerrainLayout = z.infer<typeof terrainLayoutSchema>;
export type TerrainPiece = TerrainLayout['pieces'][number];

/**
 * What is wrong with a layout, as a code the page words and its values; `piece` counts from 1
 * as a person counts the pieces. `message` is the same in English.
 */
export type LayoutProblem = { readonly message: string } & (
  | { readonly code: 'file'; readonly detail: string }
  | { readonly code: 'not-a-layout'; readonly detail: string }
  | { readonly code: 'too-many-pieces'; readonly count: number; readonly max: number }
  | { readonly code: 'unknown-type'; readonly piece: number; readonly type: string }
  | { readonly code: 'too-few-points'; readonly piece: number; readonly type: PieceType }
  | {
      readonly code: 'too-many-points';
      readonly piece: number;
      readonly type: PieceType;
      readonly count: number;
      readonly max: number;
    }
  | { readonly code: 'degenerate'; readonly piece: number; readonly type: PieceType }
  | { readonly code: 'self-intersecting'; readonly piece: number; readonly type: PieceType }
  | { readonly code: 'outside-table'; readonly piece: number; readonly type: PieceType }
  | {
      readonly code: 'other-table';
      readonly layout: TableSize;
      readonly table: TableSize;
    }
);

/** The height class a piece of this type has unless it says otherwise (as the generator gives). */
export function defaultTerrainHeight(type: PieceType): number {
  return type === 'hill' || type === 'buildings' || type === 'woods' ? 1 : 0;
}

export function emptyLayout(table: TableSize): TerrainLayout {
  return {
    table: { width: table.width, height: table.height },
    pieces: [],
  };
}

/** The text of a layout file. */
export function writeTerrainLayout(layout: TerrainLayout): string {
  return writeEnvelope(TERRAIN_LAYOUT_FILE, terrainLayoutSchema.parse(layout));
}

/** A layout from a file's text: the envelope opened, then the layout checked; every problem
 * found is given. */
export function readTerrainLayout(
  text: string,
): { ok: true; value: TerrainLayout } | { ok: false; error: LayoutProblem[] } {
  const opened = openEnvelope(TERRAIN_LAYOUT_FILE, text);
  if (!opened.ok) {
    const detail = opened.error.join('; ');
    return { ok: false, error: [{ code: 'file', detail, message: detail }] };
  }
  // Version 1 is the only version so far: there is nothing to migrate.
  return checkTerrainLayout(opened.value.body);
}

/** Unchecked data turned into a layout whose every piece is a simple polygon on its table. */
export function checkTerrainLayout(
  data: unknown,
): { ok: true; value: TerrainLayout } | { ok: false; error: LayoutProblem[] } {
  const parsed = terrainLayoutSchema.safeParse(data);
  if (!parsed.success) {
    const detail = formatIssues('layout', parsed.error.issues).slice(0, 3).join('; ');
    return {
      ok: false,
      error: [
        { code: 'not-a-layout', detail, message: `The file is not a terrain layout (${detail}).` },
      ],
    };
  }
  const problems = layoutProblems(parsed.data);
  return problems.length > 0 ? { ok: false, error: problems } : { ok: true, value: parsed.data };
}

/** Every problem of a layout's pieces: count, types, outlines, and whether each lies on the table. */
export function layoutProblems(layout: TerrainLayout): LayoutProblem[] {
  const out: LayoutProblem[] = [];
  if (layout.pieces.length > MAX_LAYOUT_PIECES)
    out.push({
      code: 'too-many-pieces',
      count: layout.pieces.length,
      max: MAX_LAYOUT_PIECES,
      message: `The layout has ${layout.pieces.length} pieces; at most ${MAX_LAYOUT_PIECES} are allowed.`,
    });
  layout.pieces.forEach((p, i) => {
    const piece = i + 1;
    if (!isPieceType(p.type)) {
      out.push({
        code: 'unknown-type',
        piece,
        type: p.type,
        message: `Piece ${piece} is of a terrain type "${p.type}" that 1.8.4 does not know.`,
      });
      return;
    }
    const type = p.type;
    const named = `Piece ${piece} (${type})`;
    const n = p.polygon.length;
    if (n < 3) {
      out.push({
        code: 'too-few-points',
        piece,
        type,
        message: `${named} has ${n} corners; an outline needs at least 3.`,
      });
      return;
    }
    if (n > MAX_PIECE_POINTS) {
      out.push({
        code: 'too-many-points',
        piece,
        type,
        count: n,
        max: MAX_PIECE_POINTS,
        message: `${named} has ${n} corners; at most ${MAX_PIECE_POINTS} are allowed.`,
      });
      return;
    }
    // A crossed outline is named as such before its area (a bow tie's is nothing) is asked.
    if (!repeatsCorner(p.polygon) && selfIntersecting(p.polygon)) {
      out.push({
        code: 'self-intersecting',
        piece,
        type,
        message: `${named} has an outline that crosses itself.`,
      });
      return;
    }
    if (repeatsCorner(p.polygon) || ringFromPoints(p.polygon).area < MIN_PIECE_AREA) {
      out.push({
        code: 'degenerate',
        piece,
        type,
        message: `${named} has no area to speak of (its corners lie on one line or repeat).`,
      });
      return;
    }
    if (
      p.polygon.some(
        (c) => c.x < 0 || c.y < 0 || c.x > layout.table.width || c.y > layout.table.height,
      )
    )
      out.push({
        code: 'outside-table',
        piece,
        type,
        message: `${named} reaches outside the ${layout.table.width} by ${layout.table.height}cm table.`,
      });
  });
  return out;
}

/** A layout is played only on the table it was laid out for (it is not stretched to fit). */
export function layoutTableProblem(layout: TerrainLayout, table: TableSize): LayoutProblem | null {
  if (layout.table.width === table.width && layout.table.height === table.height) return null;
  return {
    code: 'other-table',
    layout: layout.table,
    table,
    message: `The layout is for a ${layout.table.width} by ${layout.table.height}cm table; the game's table is ${table.width} by ${table.height}cm.`,
  };
}

/** The layout's pieces as the game's terrain features. */
export function layoutTerrain(layout: TerrainLayout): GameState['terrain'] {
  return layout.pieces.map((p, i) => {
    const type = p.type as PieceType;
    return {
      id: `${type}-${i + 1}`,
      type,
      polygon: p.polygon.map((c) => ({ x: c.x, y: c.y })),
      height: p.height ?? defaultTerrainHeight(type),
    };
  });
}

/** Terrain features (generated ones, say) as a layout to edit or keep. */
export function terrainAsLayout(table: TableSize, terrain: GameState['terrain']): TerrainLayout {
  return {
    ...emptyLayout(table),
    pieces: terrain
      .filter((f): f is typeof f & { type: PieceType } => f.type !== 'open')
      .map((f) => ({
        type: f.type,
        polygon: f.polygon.map((c) => ({ x: c.x, y: c.y })),
        height: f.height,
      })),
  };
}

/** A 6.1.6 set-up strip that a placed layout leaves mostly impassable: a warning, not a refusal
 * (6.1.2 lets the players agree any terrain), as an army might then find no room to deploy. */
export interface EdgeWarning {
  readonly code: 'edge-blocked';
  readonly edge: TournamentEdge;
  /** The share of the strip impassable to vehicles, in whole percent. */
  readonly percent: number;
  readonly message: string;
}

const EDGES: readonly TournamentEdge[] = [
  'north',
  'south',
  'north-west',
  'north-east',
  'south-west',
  'south-east',
];
/** Warn when more than this share of a strip is impassable. */
export const BLOCKED_SHARE = 0.5;
/** Sample spacing (cm) over a strip: fine against 15–30cm pieces. */
const STEP = 2.5;

export function layoutWarnings(layout: TerrainLayout): EdgeWarning[] {
  const blocking = layoutTerrain({
    ...layout,
    pieces: layout.pieces.filter(
      (p) => isPieceType(p.type) && terrainEffect(p.type, 'vehicle').move === 'impassable',
    ),
  }).map((f) => ringFromPoints(f.polygon));
  const out: EdgeWarning[] = [];
  for (const edge of EDGES) {
    const strip = ringFromPoints(edgeZonePolygon(layout.table, edge));
    let inStrip = 0;
    let blocked = 0;
    for (let x = strip.minX + STEP / 2; x < strip.maxX; x += STEP)
      for (let y = strip.minY + STEP / 2; y < strip.maxY; y += STEP) {
        if (!pointInRing(strip, x, y)) continue;
        inStrip++;
        if (blocking.some((r) => pointInRing(r, x, y))) blocked++;
      }
    const share = inStrip === 0 ? 0 : blocked / inStrip;
    if (share > BLOCKED_SHARE) {
      const percent = Math.round(share * 100);
      out.push({
        code: 'edge-blocked',
        edge,
        percent,
        message: `${percent}% of the ${edge} set-up strip (15cm, 6.1.6) is impassable to vehicles.`,
      });
    }
  }
  return out;
}

function isPieceType(type: string): type is PieceType {
  return (PIECE_TYPES as readonly string[]).includes(type);
}

function repeatsCorner(polygon: readonly Point[]): boolean {
  return polygon.some((p, i) => {
    const q = polygon[(i + 1) % polygon.length]!;
    return p.x === q.x && p.y === q.y;
  });
}

/** Whether two edges that are not neighbours touch (a simple polygon's never do). */
function selfIntersecting(polygon: readonly Point[]): boolean {
  const n = polygon.length;
  for (let i = 0; i < n; i++) {
    const a = polygon[i]!;
    const b = polygon[(i + 1) % n]!;
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue;
      const c = polygon[j]!;
      const d = polygon[(j + 1) % n]!;
      if (segmentsIntersect(a.x, a.y, b.x, b.y, c.x, c.y, d.x, d.y)) return true;
    }
  }
  return false;
}
