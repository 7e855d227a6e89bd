import { describe, expect, it } from 'vitest';
import { emptyLayout, layoutProblems } from '../../engine/netea/scenarios/terrainLayout';
import {
  addPiece,
  movePiece,
  removePiece,
  reshapePiece,
  resizePiece,
} from '../../renderer/src/screens/terrain/layoutEditing';

const TABLE = { width: 180, height: 120 };

function bounds(polygon: readonly { x: number; y: number }[]) {
  const xs = polygon.map((p) => p.x);
  const ys = polygon.map((p) => p.y);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

describe('laying out terrain by hand (6.1.2, pieces 15–30cm across as 6.1.4 suggests)', () => {
  it('a click places a piece of the chosen type, its default size, centred where clicked', () => {
    const layout = addPiece(addPiece(emptyLayout(TABLE), 'woods', { x: 50, y: 60 }), 'road', {
      x: 90,
      y: 30,
    });
    expect(layout.pieces.map((p) => [p.type, bounds(p.polygon), p.height])).toEqual([
      ['woods', [40, 50, 60, 70], 1],
      ['road', [60, 28, 120, 32], 0],
    ]);
    expect(layoutProblems(layout)).toEqual([]);
  });

  it('a piece placed by the edge, or dragged off it, is slid back wholly onto the table', () => {
    const layout = addPiece(emptyLayout(TABLE), 'hill', { x: 2, y: 118 });
    expect(bounds(layout.pieces[0]!.polygon)).toEqual([0, 90, 30, 120]);
    const dragged = movePiece(layout, 0, 500, -500);
    expect(bounds(dragged.pieces[0]!.polygon)).toEqual([150, 0, 180, 30]);
  });

  it('grows and shrinks about its centre, never below 3cm across; deletes', () => {
    const layout = addPiece(emptyLayout(TABLE), 'buildings', { x: 90, y: 60 });
    expect(bounds(resizePiece(layout, 0, 2).pieces[0]!.polygon)).toEqual([75, 45, 105, 75]);
    let small = layout;
    for (let i = 0; i < 30; i++) small = resizePiece(small, 0, 0.5);
    expect(
      bounds(small.pieces[0]!.polygon)[2]! - bounds(small.pieces[0]!.polygon)[0]!,
    ).toBeGreaterThanOrEqual(3);
    expect(removePiece(layout, 0).pieces).toEqual([]);
  });

  it('a stretch that would fold the outline over itself is refused, the piece kept', () => {
    const layout = addPiece(emptyLayout(TABLE), 'river', { x: 90, y: 60 });
    const folded = reshapePiece(layout, 0, (p) => (p.x > 90 && p.y < 60 ? { x: 60, y: 70 } : p));
    expect(folded).toBe(layout);
  });
});
