import type { Point } from './types';

/**
 * A* over a grid of square cells with eight neighbours (diagonal steps cost √2), shared by the
 * rules that need a way round obstacles (1.12.4 FAQ counter charges) and the AI's routes. Cells
 * are numbered row by row (`r * cols + c`).
 */
export interface Grid {
  readonly cols: number;
  readonly rows: number;
}

export interface GridSearch {
  /** Whether a cell may be entered (the start may be blocked: a unit may leave where it is). */
  readonly free: (c: number, r: number) => boolean;
  /** Whether a cell ends the search; a goal cell may be entered even when not free. */
  readonly isGoal: (id: number) => boolean;
  /** An estimate, in cells, of the way left from a cell to the goal that is never too long. */
  readonly estimate: (c: number, r: number) => number;
  /** The largest search, in cells expanded; beyond it no way is found. */
  readonly maxExpanded: number;
}

/** The cells from `start` to the first goal reached, both included, with the way's length in
 * cells; null when no goal is reached. */
export function gridPath(
  grid: Grid,
  start: { readonly c: number; readonly r: number },
  search: GridSearch,
): { cells: number[]; length: number } | null {
  const n = grid.cols * grid.rows;
  const cost = new Float64Array(n).fill(Infinity);
  const from = new Int32Array(n).fill(-1);
  const closed = new Uint8Array(n);
  const startId = start.r * grid.cols + start.c;
  cost[startId] = 0;
  // A small binary heap of [priority, cell].
  const heap: [number, number][] = [[search.estimate(start.c, start.r), startId]];
  const push = (item: [number, number]) => {
    heap.push(item);
    let i = heap.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (heap[p]![0] <= heap[i]![0]) break;
      [heap[p], heap[i]] = [heap[i]!, heap[p]!];
      i = p;
    }
  };
  const pop = (): [number, number] => {
    const top = heap[0]!;
    const last = heap.pop()!;
    if (heap.length > 0) {
      heap[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < heap.length && heap[l]![0] < heap[m]![0]) m = l;
        if (r < heap.length && heap[r]![0] < heap[m]![0]) m = r;
        if (m === i) break;
        [heap[m], heap[i]] = [heap[i]!, heap[m]!];
        i = m;
      }
    }
    return top;
  };
  let expanded = 0;
  let reached = -1;
  while (heap.length > 0 && expanded < search.maxExpanded) {
    const [, id] = pop();
    if (closed[id]) continue;
    closed[id] = 1;
    expanded++;
    if (search.isGoal(id)) {
      reached = id;
      break;
    }
    const c = id % grid.cols;
    const r = (id - c) / grid.cols;
    for (let dr = -1; dr <= 1; dr++)
      for (let dc = -1; dc <= 1; dc++) {
        if (dr === 0 && dc === 0) continue;
        const nc = c + dc;
        const nr = r + dr;
        const nid = nr * grid.cols + nc;
        if (nc < 0 || nr < 0 || nc >= grid.cols || nr >= grid.rows || closed[nid]) continue;
        if (!search.free(nc, nr) && !search.isGoal(nid)) continue;
        const step = dr !== 0 && dc !== 0 ? Math.SQRT2 : 1;
        const g = cost[id]! + step;
        if (g < cost[nid]!) {
          cost[nid] = g;
          from[nid] = id;
          push([g + search.estimate(nc, nr), nid]);
        }
      }
  }
  if (reached < 0) return null;
  const cells: number[] = [];
  for (let id = reached; id !== -1; id = from[id]!) cells.push(id);
  cells.reverse();
  return { cells, length: cost[reached]! };
}

/** The centre of a cell of `size` cm. */
export function cellCentre(grid: Grid, id: number, size: number): Point {
  const c = id % grid.cols;
  return { x: (c + 0.5) * size, y: ((id - c) / grid.cols + 0.5) * size };
}
