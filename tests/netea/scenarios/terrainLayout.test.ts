import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkTerrainLayout,
  emptyLayout,
  layoutTableProblem,
  layoutTerrain,
  layoutWarnings,
  MAX_PIECE_POINTS,
  readTerrainLayout,
  TERRAIN_LAYOUT_FILE,
  terrainAsLayout,
  writeTerrainLayout,
  type TerrainLayout,
} from '../../../engine/netea/scenarios/terrainLayout';
import { writeEnvelope } from '../../../engine/kernel/saves/envelope';
import {
  GENERATED_KINDS,
  generateTerrain,
} from '../../../engine/netea/scenarios/tournamentTerrain';

const TABLE = { width: 180, height: 120 };

function square(x: number, y: number, size: number) {
  return [
    { x, y },
    { x: x + size, y },
    { x: x + size, y: y + size },
    { x, y: y + size },
  ];
}

function layout(pieces: TerrainLayout['pieces']): TerrainLayout {
  return { ...emptyLayout(TABLE), pieces };
}

function problems(data: unknown) {
  const checked = checkTerrainLayout(data);
  return checked.ok ? [] : checked.error.map((p) => p.code);
}

describe('a terrain layout file (6.1.2 terrain set up by the players, 1.8.4 types)', () => {
  it('reads a layout of woods and a hill back exactly as written', () => {
    const written = layout([
      { type: 'woods', polygon: square(40, 40, 20) },
      { type: 'hill', polygon: square(100, 50, 30), height: 2 },
    ]);
    const text = writeTerrainLayout(written);
    expect(text.startsWith('{"format":"epic-solo/terrain-layout","version":1,"checksum":')).toBe(
      true,
    );
    expect(readTerrainLayout(text)).toEqual({ ok: true, value: written });
  });

  it('refuses text that is not JSON, a damaged file, another kind of file and a newer version, saying which', () => {
    const detail = (text: string) => {
      const read = readTerrainLayout(text);
      return read.ok ? null : read.error.map((p) => [p.code, p.message]);
    };
    expect(detail('{ not json')?.[0]?.[1]).toMatch(/^terrain layout: not valid JSON/);
    const good = writeTerrainLayout(layout([{ type: 'woods', polygon: square(40, 40, 20) }]));
    expect(detail(good.replace('"woods"', '"scrub"'))).toEqual([
      [
        'file',
        'terrain layout: the checksum does not match the content: the file was damaged or changed after it was saved',
      ],
    ]);
    expect(
      detail(writeEnvelope({ ...TERRAIN_LAYOUT_FILE, format: 'epic-solo/roster' }, {})),
    ).toEqual([
      [
        'file',
        'terrain layout: the file is a "epic-solo/roster", not an Epic Solo terrain layout ("epic-solo/terrain-layout")',
      ],
    ]);
    expect(detail(writeEnvelope({ ...TERRAIN_LAYOUT_FILE, version: 2 }, layout([])))).toEqual([
      [
        'file',
        'terrain layout: written by a newer Epic Solo (format version 2; this version reads up to 1). Update Epic Solo to open it.',
      ],
    ]);
    expect(problems({ table: TABLE })).toEqual(['not-a-layout']);
  });

  it('names the piece of an unknown type, one outside the table, one crossing itself, one with no area', () => {
    const checked = checkTerrainLayout(
      layout([
        { type: 'woods', polygon: square(10, 10, 20) },
        { type: 'lava', polygon: square(40, 40, 10) },
        { type: 'ruins', polygon: square(170, 100, 20) },
        {
          type: 'marsh',
          polygon: [
            { x: 50, y: 50 },
            { x: 70, y: 70 },
            { x: 70, y: 50 },
            { x: 50, y: 70 },
          ],
        },
        {
          type: 'scrub',
          polygon: [
            { x: 10, y: 90 },
            { x: 20, y: 90 },
            { x: 30, y: 90 },
          ],
        },
      ]),
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.error.map((p) => [p.code, 'piece' in p ? p.piece : null])).toEqual([
      ['unknown-type', 2],
      ['outside-table', 3],
      ['self-intersecting', 4],
      ['degenerate', 5],
    ]);
    expect(checked.error[1]!.message).toBe(
      'Piece 3 (ruins) reaches outside the 180 by 120cm table.',
    );
  });

  it('refuses a piece of fewer than three or more than the allowed corners', () => {
    const many = Array.from({ length: MAX_PIECE_POINTS + 1 }, (_, i) => {
      const a = (i / (MAX_PIECE_POINTS + 1)) * 2 * Math.PI;
      return { x: 90 + 20 * Math.cos(a), y: 60 + 20 * Math.sin(a) };
    });
    expect(
      problems(
        layout([
          { type: 'hill', polygon: many },
          { type: 'woods', polygon: square(10, 10, 5).slice(0, 2) },
        ]),
      ),
    ).toEqual(['too-many-points', 'too-few-points']);
  });

  it('is played only on its own table size', () => {
    const l = layout([]);
    expect(layoutTableProblem(l, TABLE)).toBeNull();
    expect(layoutTableProblem(l, { width: 240, height: 120 })?.message).toBe(
      "The layout is for a 180 by 120cm table; the game's table is 240 by 120cm.",
    );
  });

  it('gives each piece its height class by type unless it says one (hills and woods stand tall)', () => {
    const terrain = layoutTerrain(
      layout([
        { type: 'woods', polygon: square(10, 10, 20) },
        { type: 'marsh', polygon: square(40, 40, 20) },
        { type: 'hill', polygon: square(80, 40, 20), height: 2 },
      ]),
    );
    expect(terrain.map((f) => [f.id, f.type, f.height])).toEqual([
      ['woods-1', 'woods', 1],
      ['marsh-2', 'marsh', 0],
      ['hill-3', 'hill', 2],
    ]);
  });
});

describe('a set-up strip blocked by placed terrain draws a warning (6.1.6 set up within 15cm)', () => {
  it('buildings along the whole north edge: a warning for the north strip, and for the two north corners that are mostly that strip', () => {
    const wall = layout([
      {
        type: 'buildings',
        polygon: [
          { x: 0, y: 0 },
          { x: 180, y: 0 },
          { x: 180, y: 16 },
          { x: 0, y: 16 },
        ],
      },
    ]);
    expect(layoutWarnings(wall).map((w) => [w.edge, w.percent])).toEqual([
      ['north', 100],
      ['north-west', 67],
      ['north-east', 67],
    ]);
    // Woods are dangerous, not impassable (1.8.4): no warning.
    expect(layoutWarnings({ ...wall, pieces: [{ ...wall.pieces[0]!, type: 'woods' }] })).toEqual(
      [],
    );
  });

  it('generated terrain never blocks a set-up strip, whatever the seed, density and kinds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 1, max: 4 }),
        fc.subarray([...GENERATED_KINDS], { minLength: 1 }),
        (seed, density, kinds) => {
          const terrain = generateTerrain({ seed, table: TABLE, density, kinds });
          expect(layoutWarnings(terrainAsLayout(TABLE, terrain))).toEqual([]);
          expect(problems(terrainAsLayout(TABLE, terrain))).toEqual([]);
        },
      ),
      { numRuns: 40 },
    );
  });
});
