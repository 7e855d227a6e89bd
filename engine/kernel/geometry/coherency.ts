import { COHERENCY_RANGE } from './constants';
import { shapesWithin } from './distance';
import type { Shape } from './shapes';

export interface CoherencyResult {
  /** 1.2.1: every unit chains to every other through gaps no larger than the range. */
  readonly coherent: boolean;
  /** The chains, each ascending, ordered by their lowest index. */
  readonly groups: readonly (readonly number[])[];
  /**
   * The units outside the main chain, ascending. The main chain is the largest; among chains
   * of equal size, the one holding the lowest index. 1.7.4 lets the controlling player choose
   * which units are out of formation, so this is only the default suggestion.
   */
  readonly outOfFormation: readonly number[];
}

/**
 * 1.2.1: "Every unit in a formation must be no further than 5cm from at least one other unit in
 * the same formation. In addition, all units must form a chain without any gaps of more than
 * 5cm." Two units link when their edge distance is at most the range (inclusive, with float
 * slack); the formation is coherent when the links connect everyone. One unit is coherent.
 *
 * `range` may be given per unit for war engines (3.1.1 and its FAQ: a war engine must be within
 * its starting damage capacity x 5cm of another unit, other units within 5cm). Two units then
 * link at the larger of their ranges, and a unit with no other unit within its own range is
 * also out of formation (an infantry stand 8cm from a Baneblade and from nothing else).
 */
export function formationCoherency(
  units: readonly Shape[],
  range: number | readonly number[] = COHERENCY_RANGE,
): CoherencyResult {
  const n = units.length;
  const ranges = typeof range === 'number' ? undefined : range;
  const uniform = ranges === undefined || ranges.every((r) => r === ranges[0]);
  const parent = new Int32Array(n);
  for (let i = 0; i < n; i++) parent[i] = i;
  // With one range, every unit of a chain of two or more has a neighbour within it.
  const hasNeighbour = new Uint8Array(n).fill(uniform ? 1 : 0);
  let components = n;
  for (let i = 0; i < n && (components > 1 || !uniform); i++) {
    const a = units[i] as Shape;
    const ri = ranges ? (ranges[i] ?? COHERENCY_RANGE) : (range as number);
    for (let j = i + 1; j < n; j++) {
      const rooti = find(parent, i);
      const rootj = find(parent, j);
      if (uniform && rooti === rootj) continue;
      const rj = ranges ? (ranges[j] ?? COHERENCY_RANGE) : ri;
      const b = units[j] as Shape;
      if (!shapesWithin(a, b, Math.max(ri, rj))) continue;
      if (!uniform) {
        const near = ri === rj || shapesWithin(a, b, Math.min(ri, rj));
        if (near || ri > rj) hasNeighbour[i] = 1;
        if (near || rj > ri) hasNeighbour[j] = 1;
      }
      if (rooti !== rootj) {
        // Keep the lowest index as the root so groups come out ordered by it.
        if (rooti < rootj) parent[rootj] = rooti;
        else parent[rooti] = rootj;
        components--;
      }
    }
  }
  if (components <= 1 && hasNeighbour.indexOf(0) < 0) {
    const all: number[] = [];
    for (let i = 0; i < n; i++) all.push(i);
    return { coherent: true, groups: n === 0 ? [] : [all], outOfFormation: [] };
  }
  // Roots are each group's lowest index, so visiting units in order lists groups in order.
  const groupOfRoot = new Int32Array(n).fill(-1);
  const groups: number[][] = [];
  for (let i = 0; i < n; i++) {
    const r = find(parent, i);
    let g = groupOfRoot[r] as number;
    if (g < 0) {
      g = groupOfRoot[r] = groups.length;
      groups.push([]);
    }
    (groups[g] as number[]).push(i);
  }
  let main = groups[0] as number[];
  for (const g of groups) if (g.length > main.length) main = g;
  const outOfFormation: number[] = [];
  for (let i = 0; i < n; i++) {
    const g = groups[groupOfRoot[find(parent, i)] as number];
    // A unit kept alone needs no neighbour: only a chain's units must each have one.
    if (g !== main || (main.length > 1 && hasNeighbour[i] === 0)) outOfFormation.push(i);
  }
  return { coherent: false, groups, outOfFormation };
}

function find(parent: Int32Array, i: number): number {
  let r = i;
  while (parent[r] !== r) r = parent[r] as number;
  while (parent[i] !== r) {
    const next = parent[i] as number;
    parent[i] = r;
    i = next;
  }
  return r;
}
