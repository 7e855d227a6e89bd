import { describe, expect, it } from 'vitest';
import { guidelineNotes } from '../../../engine/netea/scenarios/terrainGuidelines';
import { emptyLayout, terrainAsLayout } from '../../../engine/netea/scenarios/terrainLayout';
import { generateTerrain } from '../../../engine/netea/scenarios/tournamentTerrain';

const TABLE = { width: 180, height: 120 };
const square = (x: number, y: number, s: number) => [
  { x, y },
  { x: x + s, y },
  { x: x + s, y: y + s },
  { x, y: y + s },
];

describe('6.1.4 Tournament Terrain guidelines, as notes on a layout placed by hand', () => {
  it('6.1.4: twice as many features as 60cm squares (12 on 120 by 180cm) draws no note; generated tables keep to it', () => {
    const generated = terrainAsLayout(TABLE, generateTerrain({ seed: 4, table: TABLE }));
    expect(generated.pieces).toHaveLength(12);
    expect(guidelineNotes(generated)).toEqual([]);
    const two = {
      ...emptyLayout(TABLE),
      pieces: [
        { type: 'woods', polygon: square(20, 20, 20) },
        { type: 'hill', polygon: square(100, 40, 40) },
      ],
    };
    expect(guidelineNotes(two)).toEqual([{ code: 'piece-count', count: 2, suggested: 12 }]);
  });

  it('6.1.4: a river counts once for each square it runs through; a second river, a crowded square and an outsized piece are noted', () => {
    const river = [
      { x: 0, y: 55 },
      { x: 180, y: 55 },
      { x: 180, y: 62 },
      { x: 0, y: 62 },
    ];
    const notes = guidelineNotes({
      ...emptyLayout(TABLE),
      pieces: [
        { type: 'river', polygon: river },
        { type: 'river', polygon: river.map((p) => ({ x: p.x, y: p.y + 20 })) },
        ...[0, 1, 2, 3, 4].map((k) => ({ type: 'scrub', polygon: square(5 + k * 10, 5, 8) })),
        { type: 'ruins', polygon: square(100, 5, 40) },
      ],
    });
    expect(notes).toEqual([
      // 6 squares for the river on the line between the rows, 3 for the other, 6 pieces.
      { code: 'piece-count', count: 15, suggested: 12 },
      { code: 'large-piece', piece: 8, type: 'ruins', across: 57, max: 30 },
      { code: 'crowded-square', column: 1, row: 1, count: 5 },
      { code: 'rivers', count: 2 },
    ]);
  });
});
