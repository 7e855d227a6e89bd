import { getFormation } from '../data/bundledRegistry';
import type { MapForceState, MapState } from './mapSchema';
import type { MapCampaign, Party } from './schema';

/**
 * What the map of a map-based campaign (seed 001 5.4.2) says on its own: which regions border
 * which, where a force can go in a turn, who is in supply, how strong a force is. Pure
 * functions of the definition and the map state, shared by the orders, the AI's planner, the
 * battles and the screen.
 */

export const otherParty = (party: Party): Party => (party === 'person' ? 'opponent' : 'person');

/** Each region's neighbours, in the order of the definition's regions. */
export function neighbours(campaign: MapCampaign): Map<string, string[]> {
  const order = campaign.regions.map((r) => r.id);
  const next = new Map<string, Set<string>>(order.map((id) => [id, new Set()]));
  for (const [a, b] of campaign.links) {
    next.get(a)?.add(b);
    next.get(b)?.add(a);
  }
  return new Map(
    order.map((id) => [id, order.filter((other) => next.get(id)!.has(other))] as const),
  );
}

export function forcesIn(state: MapState, region: string, party?: Party): MapForceState[] {
  return state.forces.filter((f) => f.region === region && (!party || f.party === party));
}

/** Units a formation fields (its template's, no options: map forces take none). */
export function unitsOf(formation: string): number {
  return getFormation(formation)?.units.reduce((sum, u) => sum + u.count, 0) ?? 0;
}

/** A force's strength: its units still standing. Training formations carry no points, so the
 * campaign weighs forces by units rather than points. */
export function strength(force: MapForceState): number {
  return force.formations.reduce((sum, f) => sum + unitsOf(f.formation) - f.lost.length, 0);
}

/**
 * Where a force may move this turn (5.4.2, the campaign's `movement`): regions up to
 * `movement` links away, passing only through regions without an enemy force (it may end in
 * one: that is an attack).
 */
export function reachable(campaign: MapCampaign, state: MapState, force: MapForceState): string[] {
  const enemy = new Set(state.forces.filter((f) => f.party !== force.party).map((f) => f.region));
  const dist = distances(campaign, force.region, (region) => !enemy.has(region));
  return campaign.regions
    .map((r) => r.id)
    .filter((id) => id !== force.region && (dist.get(id) ?? Infinity) <= campaign.movement);
}

/** Links to cross from `from` to each region, through regions `passable` allows. */
export function distances(
  campaign: MapCampaign,
  from: string,
  passable: (region: string) => boolean = () => true,
): Map<string, number> {
  const links = neighbours(campaign);
  const dist = new Map([[from, 0]]);
  const queue = [from];
  while (queue.length > 0) {
    const at = queue.shift()!;
    for (const to of links.get(at) ?? []) {
      if (dist.has(to)) continue;
      dist.set(to, dist.get(at)! + 1);
      if (passable(to)) queue.push(to);
    }
  }
  return dist;
}

/** The campaign's supply rule: the force's region links through regions its side holds to a
 * depot its side holds. */
export function inSupply(campaign: MapCampaign, state: MapState, force: MapForceState): boolean {
  const held = (region: string) => state.holders[region] === force.party;
  if (!held(force.region)) return false;
  const dist = distances(campaign, force.region, held);
  return campaign.regions.some((r) => r.depot && held(r.id) && dist.has(r.id));
}

/** Regions linked to the map's first region, for the definition's check. */
export function connected(campaign: MapCampaign): Set<string> {
  const first = campaign.regions[0]!.id;
  return new Set(distances(campaign, first).keys());
}

export function regionName(campaign: MapCampaign, id: string): string {
  return campaign.regions.find((r) => r.id === id)?.name ?? id;
}
