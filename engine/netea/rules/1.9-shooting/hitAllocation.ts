import { refusal, type Refusal } from '../../../kernel/result';
import { DISTANCE_TIE } from './geometry';

/** Hits to allocate: how many, and to which units each may go (1.9.6). */
export interface AllocatableHits {
  readonly count: number;
  readonly eligible: readonly string[];
}

/** allocation[g] lists the unit each hit of group g goes to. */
export type Allocation = readonly (readonly string[])[];

/*
 * 1.9.6 and its light vehicle FAQ, made exact. Hits of several groups (AP, AT, weapons of
 * different ranges...) each go to one of their own potential targets; "none wasted, each unit one
 * hit before a second, or third, etc. if possible" and "the closest potential target first" mean:
 *
 * - spreading: no hit may be moved, directly or along a chain of hits each moved to another of its
 *   own potential targets, from a unit holding n hits to a unit holding n - 2 or fewer;
 * - front to back: nor from a unit holding n hits to a strictly closer unit holding n - 1.
 *
 * A chain moves one hit off its first unit and one onto its last, the units between keeping their
 * count; so these are the allocations no legal rearrangement can spread more evenly, or spread as
 * evenly with more hits further forward. (The possible hit counts per unit form an M-convex set,
 * where this local condition is the global optimum: the least sum of squared hits per unit, then
 * the extra hits on the closest units; tests/netea/rules/1.9-shooting checks it against every allocation.) With infantry and light vehicles it gives the FAQ's "AT hits
 * to the light vehicles before AP hits"; it also settles formations with all three types, which
 * the FAQ leaves to the players.
 */

/** counts[g] maps each unit to the number of hits of group g it holds. */
type Counts = Map<string, number>[];

interface Violation {
  readonly kind: 'spread' | 'front';
  /** The chain: group gs[i] moves one hit from units[i] to units[i + 1]. */
  readonly units: readonly string[];
  readonly gs: readonly number[];
  /** Hits held by the chain's first unit. */
  readonly from: number;
}

function heldOf(counts: Counts): Map<string, number> {
  const held = new Map<string, number>();
  for (const c of counts) for (const [id, n] of c) held.set(id, (held.get(id) ?? 0) + n);
  return held;
}

/** A chain (breadth first, units in `units` order) that breaks the spreading rule, else one
 * that breaks the front to back rule; null if the allocation satisfies both. */
function findViolation(
  groups: readonly AllocatableHits[],
  distance: Readonly<Record<string, number>>,
  counts: Counts,
  units: readonly string[],
): Violation | null {
  const held = heldOf(counts);
  const dist = (id: string) => distance[id] ?? Infinity;
  for (const kind of ['spread', 'front'] as const)
    for (const u of units) {
      const hu = held.get(u) ?? 0;
      if (hu === 0) continue;
      const breaks = (v: string) => {
        const hv = held.get(v) ?? 0;
        return kind === 'spread' ? hv <= hu - 2 : hv === hu - 1 && dist(v) < dist(u) - DISTANCE_TIE;
      };
      const parent = new Map<string, { from: string; g: number }>();
      const seen = new Set([u]);
      const queue = [u];
      let found: string | null = null;
      for (let i = 0; i < queue.length && found === null; i++) {
        const w = queue[i] as string;
        for (let g = 0; g < groups.length && found === null; g++) {
          if ((counts[g]?.get(w) ?? 0) === 0) continue;
          for (const v of groups[g]?.eligible ?? []) {
            if (seen.has(v)) continue;
            seen.add(v);
            parent.set(v, { from: w, g });
            queue.push(v);
            if (breaks(v)) {
              found = v;
              break;
            }
          }
        }
      }
      if (found === null) continue;
      const chain = [found];
      const gs: number[] = [];
      for (let p = parent.get(found); p; p = parent.get(p.from)) {
        chain.unshift(p.from);
        gs.unshift(p.g);
      }
      return { kind, units: chain, gs, from: hu };
    }
  return null;
}

/** Every unit any group may hit, closest first, equally close ones in `order`. */
function unitOrder(
  groups: readonly AllocatableHits[],
  distance: Readonly<Record<string, number>>,
  order: readonly string[],
): string[] {
  const rank = (id: string) => {
    const i = order.indexOf(id);
    return i < 0 ? Infinity : i;
  };
  return [...new Set(groups.flatMap((g) => g.eligible))].sort((a, b) => {
    const d = (distance[a] ?? Infinity) - (distance[b] ?? Infinity);
    if (Math.abs(d) > DISTANCE_TIE) return d;
    return rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0);
  });
}

/**
 * The allocation a defender makes without choosing (1.9.6): hits dealt in levels (at level n a
 * unit may hold n hits), the most constrained groups first, each hit to the closest unit below the
 * level, equally close units in `order` (the formation's order); then, while a chain of moves
 * could spread the hits more evenly or further forward, it is made. The result always satisfies
 * `validateAllocation`. `allocationTies` lists where the defender may choose otherwise.
 */
export function defaultAllocation(
  groups: readonly AllocatableHits[],
  distance: Readonly<Record<string, number>>,
  order: readonly string[],
): string[][] {
  const units = unitOrder(groups, distance, order);
  const counts = levelled(groups, units);
  // Each move lowers (sum of squared hits, sum of hits × distance) lexicographically: it ends.
  for (;;) {
    const v = findViolation(groups, distance, counts, units);
    if (!v) break;
    v.gs.forEach((g, i) => {
      const c = counts[g] as Map<string, number>;
      const from = v.units[i] as string;
      const to = v.units[i + 1] as string;
      c.set(from, (c.get(from) ?? 0) - 1);
      c.set(to, (c.get(to) ?? 0) + 1);
    });
  }
  // Each group's hits listed level by level, closest first.
  return counts.map((c) => {
    const out: string[] = [];
    for (let level = 1; out.length < [...c.values()].reduce((a, b) => a + b, 0); level++)
      for (const id of units) if ((c.get(id) ?? 0) >= level) out.push(id);
    return out;
  });
}

/** The starting point: levels, most constrained groups first, closest unit below the level. */
function levelled(groups: readonly AllocatableHits[], units: readonly string[]): Counts {
  const counts: Counts = groups.map(() => new Map());
  const held = new Map<string, number>();
  const left = groups.map((g) => (g.eligible.length > 0 ? g.count : 0));
  const byConstraint = groups
    .map((_g, i) => i)
    .sort((a, b) => (groups[a]?.eligible.length ?? 0) - (groups[b]?.eligible.length ?? 0));
  for (let level = 1; left.some((n) => n > 0); level++) {
    let progress = true;
    while (progress) {
      progress = false;
      for (const gi of byConstraint) {
        if ((left[gi] ?? 0) <= 0) continue;
        const eligible = groups[gi]?.eligible ?? [];
        const to = units.find((id) => eligible.includes(id) && (held.get(id) ?? 0) < level);
        if (to === undefined) continue;
        const c = counts[gi] as Map<string, number>;
        c.set(to, (c.get(to) ?? 0) + 1);
        held.set(to, (held.get(to) ?? 0) + 1);
        left[gi] = (left[gi] ?? 0) - 1;
        progress = true;
      }
    }
  }
  return counts;
}

/** Groups of equally close potential targets: where the defender chooses (1.9.6). */
export function allocationTies(
  groups: readonly AllocatableHits[],
  distance: Readonly<Record<string, number>>,
): string[][] {
  const ids = [...new Set(groups.flatMap((g) => g.eligible))].sort(
    (a, b) => (distance[a] ?? Infinity) - (distance[b] ?? Infinity),
  );
  const out: string[][] = [];
  let run: string[] = [];
  for (const id of ids) {
    const prev = run[run.length - 1];
    if (prev !== undefined && Math.abs((distance[prev] ?? 0) - (distance[id] ?? 0)) <= DISTANCE_TIE)
      run.push(id);
    else {
      if (run.length > 1) out.push(run);
      run = [id];
    }
  }
  if (run.length > 1) out.push(run);
  return out;
}

/** Checks a defender's allocation (1.9.6): every hit placed while a target exists, only on
 * potential targets, spread one per unit before a second and closest first, counting hits that
 * could be moved along a chain of other hits (see above). */
export function validateAllocation(
  groups: readonly AllocatableHits[],
  distance: Readonly<Record<string, number>>,
  allocation: Allocation,
): Refusal | null {
  const counts: Counts = groups.map(() => new Map());
  for (let g = 0; g < groups.length; g++) {
    const group = groups[g] as AllocatableHits;
    const given = allocation[g] ?? [];
    const due = group.eligible.length > 0 ? group.count : 0;
    if (given.length !== due)
      return refusal(
        'shooting/hit-count',
        '1.9.6',
        `Hit group ${g} needs ${due} hits allocated, got ${given.length}.`,
      );
    const c = counts[g] as Map<string, number>;
    for (const id of given) {
      if (!group.eligible.includes(id))
        return refusal(
          'shooting/not-a-potential-target',
          '1.9.6',
          `Unit ${id} cannot take this hit (type, range or line of fire).`,
        );
      c.set(id, (c.get(id) ?? 0) + 1);
    }
  }
  const v = findViolation(groups, distance, counts, unitOrder(groups, distance, []));
  if (!v) return null;
  const [u, ...rest] = v.units;
  const target = rest[rest.length - 1];
  const via =
    rest.length > 1
      ? ` (moving hits ${v.units.map((id, i) => (i === 0 ? id : ` → ${id}`)).join('')})`
      : '';
  return v.kind === 'spread'
    ? refusal(
        'shooting/spread-hits',
        '1.9.6',
        `Unit ${u} takes hit ${v.from} before ${target} has ${v.from - 1}${via}.`,
      )
    : refusal(
        'shooting/front-to-back',
        '1.9.6',
        `Unit ${target} is closer than ${u} and must take the hit first${via}.`,
      );
}

/** Hits per unit of an allocation, in first-hit order (for events and saves). */
export function hitsPerUnit(allocation: Allocation): { unitId: string; count: number }[] {
  const out: { unitId: string; count: number }[] = [];
  for (const ids of allocation)
    for (const id of ids) {
      const e = out.find((x) => x.unitId === id);
      if (e) e.count++;
      else out.push({ unitId: id, count: 1 });
    }
  return out;
}
