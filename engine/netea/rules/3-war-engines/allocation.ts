import type { Refusal } from '../../../kernel/result';
import {
  allocationTies,
  defaultAllocation,
  validateAllocation,
  type AllocatableHits,
  type Allocation,
} from '../1.9-shooting/hitAllocation';

/*
 * 3.2.1: "the defender allocates a number of hits equal to the war engine's starting damage
 * capacity before he allocates any hits to other units". A war engine of DC n is allocated to as
 * if it were n units standing where it stands: the 1.9.6 rules (one hit each before a second,
 * closest first) then give it n hits per round. `capacity` maps each war engine to its starting
 * DC; units absent from it take one hit per round as 1.9.6 says.
 */

const SLOT = '#dc';

function slotsOf(id: string, capacity: Readonly<Record<string, number>>): string[] {
  const n = capacity[id] ?? 1;
  return n <= 1 ? [id] : Array.from({ length: n }, (_, k) => `${id}${SLOT}${k}`);
}

function unitOf(slot: string): string {
  const i = slot.lastIndexOf(SLOT);
  return i < 0 ? slot : slot.slice(0, i);
}

interface Expanded {
  readonly groups: AllocatableHits[];
  readonly distance: Record<string, number>;
  readonly order: string[];
}

function expand(
  groups: readonly AllocatableHits[],
  distance: Readonly<Record<string, number>>,
  order: readonly string[],
  capacity: Readonly<Record<string, number>>,
): Expanded {
  const dist: Record<string, number> = {};
  for (const [id, d] of Object.entries(distance))
    for (const s of slotsOf(id, capacity)) dist[s] = d;
  return {
    groups: groups.map((g) => ({
      count: g.count,
      eligible: g.eligible.flatMap((id) => slotsOf(id, capacity)),
    })),
    distance: dist,
    order: order.flatMap((id) => slotsOf(id, capacity)),
  };
}

/** 1.9.6 with 3.2.1: the allocation the defender makes without choosing. */
export function defaultAllocationDC(
  groups: readonly AllocatableHits[],
  distance: Readonly<Record<string, number>>,
  order: readonly string[],
  capacity: Readonly<Record<string, number>>,
): string[][] {
  const x = expand(groups, distance, order, capacity);
  return defaultAllocation(x.groups, x.distance, x.order).map((g) => g.map(unitOf));
}

/** 1.9.6 with 3.2.1: groups of equally close units where the defender chooses. */
export function allocationTiesDC(
  groups: readonly AllocatableHits[],
  distance: Readonly<Record<string, number>>,
  capacity: Readonly<Record<string, number>>,
): string[][] {
  const x = expand(groups, distance, [], capacity);
  return allocationTies(x.groups, x.distance)
    .map((run) => [...new Set(run.map(unitOf))])
    .filter((run) => run.length > 1);
}

/** 1.9.6 with 3.2.1: checks a defender's allocation. Hits on a war engine are spread over its
 * DC places evenly (which place takes a hit changes nothing), then checked as 1.9.6 says. */
export function validateAllocationDC(
  groups: readonly AllocatableHits[],
  distance: Readonly<Record<string, number>>,
  allocation: Allocation,
  capacity: Readonly<Record<string, number>>,
): Refusal | null {
  const x = expand(groups, distance, [], capacity);
  const held = new Map<string, number>();
  const slotted = allocation.map((ids) =>
    ids.map((id) => {
      const slots = slotsOf(id, capacity);
      let best = slots[0] as string;
      for (const s of slots) if ((held.get(s) ?? 0) < (held.get(best) ?? 0)) best = s;
      held.set(best, (held.get(best) ?? 0) + 1);
      return best;
    }),
  );
  const bad = validateAllocation(x.groups, x.distance, slotted);
  if (!bad) return null;
  return { ...bad, message: bad.message.replace(/#dc\d+/g, '') };
}
