import {
  reachable,
  type MapCampaign,
  type MapOrders,
  type MapState,
  type Party,
} from '../../../engine/netea/campaigns';

/**
 * The campaign map as the screen draws it (seed 001 5.4.2 map-based campaign): regions where the
 * definition places them, links between them, the forces in each region, who holds what, and
 * the moves the person may order. Pure, so it is tested without a page.
 */
export const MAP_WIDTH = 1000;
export const MAP_HEIGHT = 560;
const MARGIN = 60;

export interface MapRegionPicture {
  readonly id: string;
  readonly name: string;
  readonly cx: number;
  readonly cy: number;
  readonly holder: Party | null;
  readonly depot: boolean;
  readonly objective: boolean;
  readonly forces: readonly { id: string; name: string; party: Party; formations: number }[];
}

export function mapPicture(campaign: MapCampaign, map: MapState) {
  const at = (x: number, y: number) => ({
    cx: MARGIN + (x / 100) * (MAP_WIDTH - 2 * MARGIN),
    cy: MARGIN + (y / 100) * (MAP_HEIGHT - 2 * MARGIN),
  });
  const regions: MapRegionPicture[] = campaign.regions.map((r) => ({
    id: r.id,
    name: r.name,
    ...at(r.x, r.y),
    holder: map.holders[r.id] ?? null,
    depot: r.depot,
    objective: r.objective,
    forces: map.forces
      .filter((f) => f.region === r.id)
      .map((f) => ({ id: f.id, name: f.name, party: f.party, formations: f.formations.length })),
  }));
  const where = new Map(regions.map((r) => [r.id, r]));
  const links = campaign.links.map(([a, b]) => ({
    key: `${a}-${b}`,
    from: where.get(a)!,
    to: where.get(b)!,
  }));
  return { regions, links };
}

/** The regions the person may order this force to (none for a force not theirs). */
export function offeredMoves(campaign: MapCampaign, map: MapState, forceId: string): string[] {
  const force = map.forces.find((f) => f.id === forceId);
  if (!force || force.party !== 'person') return [];
  return reachable(campaign, map, force);
}

/** The orders with this force sent to `to` (back to its own region: it holds, no order). */
export function withOrder(map: MapState, orders: MapOrders, force: string, to: string): MapOrders {
  const rest = orders.filter((o) => o.force !== force);
  const here = map.forces.find((f) => f.id === force)?.region;
  return here === to ? rest : [...rest, { force, to }];
}
