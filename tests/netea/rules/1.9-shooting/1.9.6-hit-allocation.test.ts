import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultAllocation,
  validateAllocation,
  type AllocatableHits,
} from '../../../../engine/netea/rules/1.9-shooting/hitAllocation';

type Groups = readonly AllocatableHits[];
type Distance = Readonly<Record<string, number>>;

/** Hits per unit of an allocation. */
function held(alloc: readonly (readonly string[])[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const ids of alloc) for (const id of ids) m.set(id, (m.get(id) ?? 0) + 1);
  return m;
}

/** Every allocation of the groups (each as hits per unit, in eligible order). */
function allAllocations(groups: Groups): string[][][] {
  const perGroup = groups.map((g) => {
    const due = g.eligible.length > 0 ? g.count : 0;
    const out: string[][] = [];
    const walk = (from: number, acc: string[]) => {
      if (acc.length === due) return void out.push(acc);
      for (let i = from; i < g.eligible.length; i++) walk(i, [...acc, g.eligible[i] as string]);
    };
    walk(0, []);
    return out;
  });
  return perGroup.reduce<string[][][]>(
    (acc, options) => acc.flatMap((a) => options.map((o) => [...a, o])),
    [[]],
  );
}

/** The rule as an optimum: fewest hits doubled up (least sum of squares), then the hits as far
 * forward as they can be (least sum of hits × distance). */
function score(alloc: readonly (readonly string[])[], distance: Distance): [number, number] {
  let squares = 0;
  let forward = 0;
  for (const [id, n] of held(alloc)) {
    squares += n * n;
    forward += n * (distance[id] ?? 0);
  }
  return [squares, forward];
}

/** Small hit groups with their own potential targets among up to four units. */
const smallCase = fc
  .record({
    distances: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 4 }),
    groups: fc.array(
      fc.record({
        count: fc.integer({ min: 0, max: 3 }),
        mask: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
      }),
      { minLength: 1, maxLength: 3 },
    ),
  })
  .map(({ distances, groups }) => {
    const ids = distances.map((_, i) => `u${i + 1}`);
    const distance: Distance = Object.fromEntries(ids.map((id, i) => [id, distances[i] ?? 0]));
    const gs: Groups = groups.map((g) => ({
      count: g.count,
      eligible: ids.filter((_, i) => g.mask[i]),
    }));
    return { ids, distance, groups: gs };
  });

describe('1.9.6 Allocate Hits: front to back with the spreading rule', () => {
  it('1.9.6 FAQ: How are hits allocated when a formation has light vehicles and infantry? AT hits to the light vehicles before AP hits (fast-check seed 422370504, path 22:0)', () => {
    // Types INF, LV, INF, LV, LV at 1, 0, 1, 0, 0cm; 5 AP and 8 AT hits.
    const ids = ['u1', 'u2', 'u3', 'u4', 'u5'];
    const distance = { u1: 1, u2: 0, u3: 1, u4: 0, u5: 0 };
    const groups = [
      { count: 5, eligible: ids },
      { count: 8, eligible: ['u2', 'u4', 'u5'] },
    ];
    const alloc = defaultAllocation(groups, distance, ids);
    expect(validateAllocation(groups, distance, alloc)).toBeNull();
    // 13 hits on 5 units: three each on the light vehicles, two on each infantry unit.
    expect(Object.fromEntries(held(alloc))).toEqual({ u1: 2, u2: 3, u3: 2, u4: 3, u5: 3 });
    // The old default: u2 took four hits while u3 had one.
    const old = [
      ['u4', 'u1', 'u3', 'u4', 'u1'],
      ['u2', 'u5', 'u2', 'u5', 'u2', 'u4', 'u5', 'u2'],
    ];
    expect(validateAllocation(groups, distance, old)?.code).toBe('shooting/spread-hits');
  });

  it('1.9.6 FAQ: If light vehicles are with armoured vehicles then allocate AP hits to the light vehicle before AT hits', () => {
    // l is the light vehicle, a1 and a2 armoured vehicles, a1 closest.
    const groups = [
      { count: 2, eligible: ['a1', 'l', 'a2'] },
      { count: 1, eligible: ['l'] },
    ];
    const d = { a1: 1, l: 2, a2: 3 };
    expect(defaultAllocation(groups, d, ['a1', 'l', 'a2'])).toEqual([['a1', 'a2'], ['l']]);
    expect(validateAllocation(groups, d, [['a1', 'l'], ['l']])?.code).toBe('shooting/spread-hits');
  });

  it('1.9.6 FAQ: "none wasted, one hit each before a second, if possible" counts hits that could be moved along a chain', () => {
    // Light vehicles l1, l2 and infantry i. Three AT hits (light vehicles only) and three AP hits.
    // l1 3, l2 2, i 1 moves no single hit to a unit two hits lower, but an AT hit l1 → l2 and an
    // AP hit l2 → i together give each unit two.
    const groups = [
      { count: 3, eligible: ['l1', 'l2'] },
      { count: 3, eligible: ['i', 'l1', 'l2'] },
    ];
    const d = { l1: 0, l2: 0, i: 0 };
    const chain = [
      ['l1', 'l1', 'l1'],
      ['l2', 'l2', 'i'],
    ];
    const r = validateAllocation(groups, d, chain);
    expect(r?.code).toBe('shooting/spread-hits');
    expect(r?.message).toMatch(/l1 → l2 → i/);
    const alloc = defaultAllocation(groups, d, ['l1', 'l2', 'i']);
    expect(Object.fromEntries(held(alloc))).toEqual({ l1: 2, l2: 2, i: 2 });
  });

  it('1.9.6: hit groups with different potential targets (weapons of different ranges) spread over the units each can reach', () => {
    // Long-range AP hits reach a, b and c; short-range ones only a, the closest.
    const groups = [
      { count: 2, eligible: ['a', 'b', 'c'] },
      { count: 2, eligible: ['a'] },
    ];
    const d = { a: 1, b: 2, c: 3 };
    const alloc = defaultAllocation(groups, d, ['a', 'b', 'c']);
    expect(alloc).toEqual([
      ['b', 'c'],
      ['a', 'a'],
    ]);
    expect(validateAllocation(groups, d, alloc)).toBeNull();
    // The short-range hits must go to a; the long-range ones then spread to b and c.
    expect(
      validateAllocation(groups, d, [
        ['a', 'b'],
        ['a', 'a'],
      ])?.code,
    ).toBe('shooting/spread-hits');
  });

  it('1.9.6: the closest potential target first, also through a chain of hits', () => {
    // One AT hit may go to l (light vehicle) only, one AP hit to i (far) or l. With the AP hit on
    // l and the AT hit nowhere else to go... the spread puts one on each; then nothing to move.
    const groups = [
      { count: 1, eligible: ['near', 'far'] },
      { count: 1, eligible: ['far', 'mid'] },
    ];
    const d = { near: 1, mid: 2, far: 3 };
    // far holds one hit, near none: move the first group's hit forward.
    expect(validateAllocation(groups, d, [['far'], ['mid']])?.code).toBe('shooting/front-to-back');
    // far holds two: move one to mid via the second group, or near via the first.
    expect(validateAllocation(groups, d, [['far'], ['far']])?.code).toBe('shooting/spread-hits');
    expect(defaultAllocation(groups, d, ['near', 'mid', 'far'])).toEqual([['near'], ['mid']]);
  });
});

describe('1.9.6 property: the default allocation is always legal', () => {
  it('AP and AT hits on infantry with light vehicles, or light with armoured vehicles, front to back with the spreading rule', () => {
    const ids = ['u1', 'u2', 'u3', 'u4', 'u5'];
    const types = fc.array(fc.constantFrom('INF', 'LV', 'AV'), { minLength: 5, maxLength: 5 });
    fc.assert(
      fc.property(
        types,
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 5, maxLength: 5 }),
        fc.nat(8),
        fc.nat(8),
        (ts, ds, ap, at) => {
          const distance = Object.fromEntries(ids.map((id, i) => [id, ds[i] ?? 0]));
          const groups = [
            { count: ap, eligible: ids.filter((_, i) => ts[i] !== 'AV') },
            { count: at, eligible: ids.filter((_, i) => ts[i] !== 'INF') },
          ];
          const alloc = defaultAllocation(groups, distance, ids);
          expect(validateAllocation(groups, distance, alloc)).toBeNull();
          expect(alloc.flat().length).toBe(
            (groups[0]!.eligible.length ? ap : 0) + (groups[1]!.eligible.length ? at : 0),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('hit groups with any potential targets (different ranges, types and lines of fire) and any distances', () => {
    const ids = ['u1', 'u2', 'u3', 'u4', 'u5', 'u6'];
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 60, noNaN: true }), { minLength: 6, maxLength: 6 }),
        fc.array(
          fc.record({
            count: fc.nat(10),
            mask: fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
          }),
          { maxLength: 5 },
        ),
        fc.shuffledSubarray(ids, { minLength: 6, maxLength: 6 }),
        (ds, gs, order) => {
          const distance = Object.fromEntries(ids.map((id, i) => [id, ds[i] ?? 0]));
          const groups = gs.map((g) => ({
            count: g.count,
            eligible: ids.filter((_, i) => g.mask[i]),
          }));
          const alloc = defaultAllocation(groups, distance, order);
          expect(validateAllocation(groups, distance, alloc)).toBeNull();
        },
      ),
      { numRuns: 300 },
    );
  });

  it('the validator accepts exactly the allocations no other allocation spreads more evenly or further forward (exhaustive on small cases)', () => {
    fc.assert(
      fc.property(smallCase, ({ ids, distance, groups }) => {
        const all = allAllocations(groups);
        const scores = all.map((a) => score(a, distance));
        const best = scores.reduce((m, s) =>
          s[0] < m[0] || (s[0] === m[0] && s[1] < m[1]) ? s : m,
        );
        all.forEach((a, i) => {
          const optimal = scores[i]![0] === best[0] && scores[i]![1] === best[1];
          expect(validateAllocation(groups, distance, a) === null).toBe(optimal);
        });
        const d = defaultAllocation(groups, distance, ids);
        expect(score(d, distance)).toEqual(best);
      }),
      { numRuns: 150 },
    );
  });
});
