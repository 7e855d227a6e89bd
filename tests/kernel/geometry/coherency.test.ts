import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Shape } from '../../../engine/kernel/geometry';
import {
  COHERENCY_RANGE,
  formationCoherency,
  GEOMETRY_EPSILON,
  shapeDistance,
  shapeOf,
} from '../../../engine/kernel/geometry';
import { at, circle, placementArb, rect } from './helpers';

/** Infantry stands 1 x 2 facing +x in a row along x, with the given gaps between bases. */
function row(gaps: number[]): Shape[] {
  const units = [shapeOf(at(0, 0, rect(1, 2)))];
  let x = 0;
  for (const gap of gaps) {
    x += 2 + gap;
    units.push(shapeOf(at(x, 0, rect(1, 2))));
  }
  return units;
}

describe('formation coherency (1.2.1)', () => {
  it('a single unit is a coherent formation', () => {
    expect(formationCoherency(row([]))).toEqual({
      coherent: true,
      groups: [[0]],
      outOfFormation: [],
    });
  });

  it('a chain with gaps of up to 5cm is coherent ("no further than 5cm")', () => {
    expect(COHERENCY_RANGE).toBe(5);
    const r = formationCoherency(row([3, 5, 4.9, 5]));
    expect(r.coherent).toBe(true);
    expect(r.outOfFormation).toEqual([]);
  });

  it('a 5.2cm gap breaks the chain and the smaller group is out of formation', () => {
    const r = formationCoherency(row([3, 3, 5.2]));
    expect(r.coherent).toBe(false);
    expect(r.groups).toEqual([[0, 1, 2], [3]]);
    expect(r.outOfFormation).toEqual([3]);
  });

  it('the main group is the largest wherever it sits in the list', () => {
    const r = formationCoherency(row([6, 1, 1]));
    expect(r.groups).toEqual([[0], [1, 2, 3]]);
    expect(r.outOfFormation).toEqual([0]);
  });

  it('between groups of equal size, the one holding the lowest index stays', () => {
    const r = formationCoherency(row([1, 7, 1]));
    expect(r.groups).toEqual([
      [0, 1],
      [2, 3],
    ]);
    expect(r.outOfFormation).toEqual([2, 3]);
  });

  it('chains need not be in list order: links are found between any pair', () => {
    const units = row([4, 4, 4]);
    const shuffled = [units[2], units[0], units[3], units[1]] as Shape[];
    expect(formationCoherency(shuffled).coherent).toBe(true);
  });

  it('3.1.1 FAQ: war engines link within DC x 5cm, other units still need a unit within 5cm', () => {
    const baneblade = shapeOf(at(0, 0, rect(3, 6))); // DC 3: 15cm; x from -3 to 3
    const secondBaneblade = shapeOf(at(18, 0, rect(3, 6))); // 12cm away
    const infantry = shapeOf(at(15.5, 0, circle(1))); // 12cm from the first Baneblade
    expect(formationCoherency([baneblade, secondBaneblade], [15, 15]).coherent).toBe(true);
    expect(formationCoherency([baneblade, secondBaneblade], 5).outOfFormation).toEqual([1]);
    const mixed = formationCoherency([baneblade, infantry], [15, 5]);
    expect(mixed.groups).toEqual([[0, 1]]);
    expect(mixed.outOfFormation).toEqual([1]);
  });

  it('1.7.4 with 3.1.1: a war engine and a unit far apart are two groups of one; only one of them is out of formation (the one kept needs no neighbour)', () => {
    const bunker = shapeOf(at(0, 0, rect(2, 2))); // DC 3: 15cm
    const hydra = shapeOf(at(30, 0, circle(1))); // 29cm off: beyond both ranges
    const split = formationCoherency([bunker, hydra], [15, 5]);
    expect(split.groups).toEqual([[0], [1]]);
    expect(split.outOfFormation).toEqual([1]);
    expect(formationCoherency([hydra, bunker], [5, 15]).outOfFormation).toEqual([1]);
  });

  it('agrees with an independent breadth-first search over 5cm links (property)', () => {
    fc.assert(
      fc.property(fc.array(placementArb(15), { minLength: 1, maxLength: 10 }), (placements) => {
        const units = placements.map(shapeOf);
        const n = units.length;
        const linked = (i: number, j: number) =>
          shapeDistance(units[i] as Shape, units[j] as Shape) <= COHERENCY_RANGE + GEOMETRY_EPSILON;
        const component = new Array<number>(n).fill(-1);
        const groups: number[][] = [];
        for (let s = 0; s < n; s++) {
          if (component[s] !== -1) continue;
          const group: number[] = [];
          const queue = [s];
          component[s] = groups.length;
          while (queue.length > 0) {
            const i = queue.shift() as number;
            group.push(i);
            for (let j = 0; j < n; j++) {
              if (component[j] === -1 && linked(i, j)) {
                component[j] = groups.length;
                queue.push(j);
              }
            }
          }
          groups.push(group.sort((a, b) => a - b));
        }
        const r = formationCoherency(units);
        expect(r.groups).toEqual(groups);
        expect(r.coherent).toBe(groups.length === 1);
        const main = groups.reduce((best, g) => (g.length > best.length ? g : best));
        const out = groups
          .filter((g) => g !== main)
          .flat()
          .sort((a, b) => a - b);
        expect(r.outOfFormation).toEqual(out);
        // A coherent formation really chains: every unit is within 5cm of another.
        if (r.coherent && n > 1) {
          for (let i = 0; i < n; i++)
            expect(units.some((_, j) => j !== i && linked(i, j))).toBe(true);
        }
      }),
    );
  });
});
