import { refusal, type Refusal } from '../result';
import { DISTANCE_TIE } from './shootingGeometry';

/** Hits to allocate: how many, and to which units each may go (1.9.6). */
export interface AllocatableHits {
  readonly count: number;
  readonly eligible: readonly string[];
}

/** allocation[g] lists the unit each hit of group g goes to. */
export type Allocation = readonly (readonly string[])[];

/**
 * 1.9.6 front to back, with the spreading rule and the light vehicle FAQ ("none wasted, each
 * unit one hit before a second, if possible"): hits are dealt in levels; at level n a unit may
 * hold up to n hits; in each level the most constrained hits (fewest potential targets) go first,
 * each to the closest unit below the level. Equally close units are taken in the order of
 * `order` (the formation's order); `allocationTies` lists where the defender may choose.
 */
export function defaultAllocation(
  groups: readonly AllocatableHits[],
  distance: Readonly<Record<string, number>>,
  order: readonly string[],
): string[][] {
  const first = greedy(groups, distance, order, false);
  if (!validateAllocation(groups, distance, first)) return first;
  // Mixed hit types can make plain closest-first spread badly: then prefer units that fewer of
  // the other hits can reach (the light vehicle FAQ's "none wasted, one each first").
  const second = greedy(groups, distance, order, true);
  return validateAllocation(groups, distance, second) ? first : second;
}

function greedy(
  groups: readonly AllocatableHits[],
  distance: Readonly<Record<string, number>>,
  order: readonly string[],
  scarceFirst: boolean,
): string[][] {
  const held = new Map<string, number>();
  const out: string[][] = groups.map(() => []);
  const left = groups.map((g) => (g.eligible.length > 0 ? g.count : 0));
  const rank = (id: string) => order.indexOf(id);
  const byConstraint = groups
    .map((_g, i) => i)
    .sort((a, b) => (groups[a]?.eligible.length ?? 0) - (groups[b]?.eligible.length ?? 0));
  for (let level = 1; left.some((n) => n > 0); level++) {
    let progress = true;
    while (progress) {
      progress = false;
      for (const gi of byConstraint) {
        if ((left[gi] ?? 0) <= 0) continue;
        const open = (groups[gi]?.eligible ?? []).filter((id) => (held.get(id) ?? 0) < level);
        if (open.length === 0) continue;
        const reach = (id: string) =>
          groups.reduce(
            (n, g, j) => n + (j !== gi && (left[j] ?? 0) > 0 && g.eligible.includes(id) ? 1 : 0),
            0,
          );
        open.sort((a, b) => {
          if (scarceFirst && reach(a) !== reach(b)) return reach(a) - reach(b);
          const d = (distance[a] ?? Infinity) - (distance[b] ?? Infinity);
          if (Math.abs(d) > DISTANCE_TIE) return d;
          return (held.get(a) ?? 0) - (held.get(b) ?? 0) || rank(a) - rank(b);
        });
        const to = open[0] as string;
        out[gi]?.push(to);
        held.set(to, (held.get(to) ?? 0) + 1);
        left[gi] = (left[gi] ?? 0) - 1;
        progress = true;
      }
    }
  }
  return out;
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
 * potential targets, spread one per unit before a second, closest first. */
export function validateAllocation(
  groups: readonly AllocatableHits[],
  distance: Readonly<Record<string, number>>,
  allocation: Allocation,
): Refusal | null {
  const held = new Map<string, number>();
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
    for (const id of given) {
      if (!group.eligible.includes(id))
        return refusal(
          'shooting/not-a-potential-target',
          '1.9.6',
          `Unit ${id} cannot take this hit (type, range or line of fire).`,
        );
      held.set(id, (held.get(id) ?? 0) + 1);
    }
  }
  for (let g = 0; g < groups.length; g++) {
    const group = groups[g] as AllocatableHits;
    for (const u of new Set(allocation[g] ?? [])) {
      const hu = held.get(u) ?? 0;
      for (const v of group.eligible) {
        const hv = held.get(v) ?? 0;
        if (hv < hu - 1)
          return refusal(
            'shooting/spread-hits',
            '1.9.6',
            `Unit ${u} takes hit ${hu} before ${v} has ${hu - 1}.`,
          );
        const closer = (distance[v] ?? Infinity) < (distance[u] ?? Infinity) - DISTANCE_TIE;
        if (hv === hu - 1 && closer)
          return refusal(
            'shooting/front-to-back',
            '1.9.6',
            `Unit ${v} is closer than ${u} and must take the hit first.`,
          );
      }
    }
  }
  return null;
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
