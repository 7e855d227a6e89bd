import type { Point } from '../../../engine/kernel/geometry/types';

/**
 * Where each formation's label goes: above its units if there is room, else below, left or
 * right, never over another label and always on the table. Boxes are in table centimetres.
 */
export interface LabelRequest {
  readonly id: string;
  /** Points the formation's units cover (the corners of their bases' boxes). */
  readonly hull: readonly Point[];
  readonly width: number;
  readonly height: number;
}

export interface PlacedLabel {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** How far from its formation a label may be pushed, in steps of its own size. */
const RINGS = 5;

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Boxes filed by the cells of a coarse grid they touch, so that a candidate place is checked
 * against its neighbours only: a 400-unit table is labelled within a frame. */
class BoxGrid {
  private readonly cells = new Map<number, Box[]>();
  constructor(private readonly cell: number) {}
  add(b: Box) {
    const c = this.cell;
    for (let x = Math.floor(b.x / c); x <= Math.floor((b.x + b.width) / c); x++)
      for (let y = Math.floor(b.y / c); y <= Math.floor((b.y + b.height) / c); y++) {
        const k = x * 100_003 + y;
        const list = this.cells.get(k);
        if (list) list.push(b);
        else this.cells.set(k, [b]);
      }
  }
  hits(b: Box): boolean {
    const c = this.cell;
    for (let x = Math.floor(b.x / c); x <= Math.floor((b.x + b.width) / c); x++)
      for (let y = Math.floor(b.y / c); y <= Math.floor((b.y + b.height) / c); y++) {
        const list = this.cells.get(x * 100_003 + y);
        if (list) for (const o of list) if (overlaps(o, b)) return true;
      }
    return false;
  }
}

/**
 * Places labels in the order given (the first keeps its best place). Each tries, in order: above
 * the outline, below it, to its left, to its right, then rings ever further around it in steps
 * of its own size; the first place on the table that touches no label placed before and no unit
 * is taken, else the first that touches no label. When there is none, the label takes its first
 * place (the table is too crowded to keep them apart).
 */
export function placeLabels(
  requests: readonly LabelRequest[],
  table: { readonly width: number; readonly height: number },
  gap: number,
  /** What labels should not cover either: the units' bases. */
  obstacles: readonly Box[] = [],
): PlacedLabel[] {
  const placed: PlacedLabel[] = [];
  const cell = Math.max(4, ...requests.map((r) => r.height * 2));
  const labels = new BoxGrid(cell);
  const units = new BoxGrid(cell);
  for (const o of obstacles) units.add(o);
  for (const r of requests) {
    if (r.hull.length === 0) continue;
    const xs = r.hull.map((p) => p.x);
    const ys = r.hull.map((p) => p.y);
    const minX = Math.min(...xs);
    const maxX = Math.max(...xs);
    const minY = Math.min(...ys);
    const maxY = Math.max(...ys);
    const cx = (minX + maxX) / 2 - r.width / 2;
    const cy = (minY + maxY) / 2 - r.height / 2;
    const candidates: Point[] = [
      { x: minX, y: minY - gap - r.height },
      { x: minX, y: maxY + gap },
      { x: minX - gap - r.width, y: cy },
      { x: maxX + gap, y: cy },
      { x: cx, y: minY - gap - r.height },
      { x: cx, y: maxY + gap },
    ];
    // Then ever wider rings around the formation, in steps of the label's own size, the nearest
    // first.
    const rings: Point[] = [];
    for (let ring = 1; ring <= RINGS; ring++) {
      for (let dy = -ring; dy <= ring; dy++) {
        for (let dx = -ring; dx <= ring; dx++) {
          if (Math.max(Math.abs(dx), Math.abs(dy)) !== ring) continue;
          rings.push({
            x: minX + dx * (r.width / 2 + gap),
            y: minY - gap - r.height + dy * (r.height + gap),
          });
        }
      }
    }
    const middle = { x: (minX + maxX) / 2, y: (minY + maxY) / 2 };
    const far = (p: Point) =>
      Math.hypot(p.x + r.width / 2 - middle.x, p.y + r.height / 2 - middle.y);
    candidates.push(...rings.sort((a, b) => far(a) - far(b)));
    const onTable = (p: Point): Box => ({
      x: Math.max(0, Math.min(p.x, table.width - r.width)),
      y: Math.max(0, Math.min(p.y, table.height - r.height)),
      width: r.width,
      height: r.height,
    });
    const boxes = candidates.map(onTable);
    // Best a place that covers neither a label nor a unit; else one that covers no label.
    const box =
      boxes.find((b) => !labels.hits(b) && !units.hits(b)) ??
      boxes.find((b) => !labels.hits(b)) ??
      boxes[0]!;
    labels.add(box);
    placed.push({ id: r.id, ...box });
  }
  return placed;
}
