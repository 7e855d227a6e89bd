import { distances, inSupply, reachable, strength } from './mapRules';
import type { MapOrders, MapState } from './mapSchema';
import type { MapCampaign, Party } from './schema';

/**
 * The AI's orders for a campaign turn of a map-based campaign (seed 001 5.4.2): a decision made
 * the way the person makes theirs, one force at a time in the list's order.
 * - A force out of supply falls back one step toward the nearest depot its side holds.
 * - Otherwise it weighs holding and each region it can reach: attacking an enemy force only
 *   where it is stronger (units standing), taking regions its side does not hold (worth their
 *   `value`, objectives doubly), and closing on the nearest objective it does not hold. Ties go
 *   to holding, then to the map's order of regions.
 */
export function planOrders(campaign: MapCampaign, state: MapState, party: Party): MapOrders {
  const orders: MapOrders = [];
  const region = (id: string) => campaign.regions.find((r) => r.id === id)!;
  const wanted = campaign.regions.filter((r) => r.objective && state.holders[r.id] !== party);
  for (const force of state.forces) {
    if (force.party !== party) continue;
    const options = reachable(campaign, state, force);
    if (!inSupply(campaign, state, force)) {
      const depots = campaign.regions.filter((r) => r.depot && state.holders[r.id] === party);
      const best = nearest(
        campaign,
        options,
        depots.map((d) => d.id),
      );
      if (best) orders.push({ force: force.id, to: best });
      continue;
    }
    const enemyAt = (id: string) =>
      state.forces.filter((f) => f.party !== party && f.region === id);
    const score = (id: string) => {
      const enemies = enemyAt(id);
      const theirs = enemies.reduce((n, f) => n + strength(f), 0);
      if (enemies.length > 0 && strength(force) <= theirs) return -100;
      const r = region(id);
      const gain = state.holders[id] === party ? 0 : r.value * (r.objective ? 2 : 1);
      const attack = enemies.length > 0 ? 3 : 0;
      const toGo = wanted.length
        ? Math.min(...wanted.map((w) => distances(campaign, id).get(w.id) ?? 99))
        : 0;
      return gain + attack - toGo;
    };
    let best = force.region;
    let bestScore = score(force.region);
    for (const id of options) {
      const s = score(id);
      if (s > bestScore) {
        best = id;
        bestScore = s;
      }
    }
    if (best !== force.region) orders.push({ force: force.id, to: best });
  }
  return orders;
}

/** Of the regions a force can reach, the one nearest any of the targets (null: none is
 * nearer than where it stands). */
function nearest(campaign: MapCampaign, options: string[], targets: string[]): string | null {
  let best: string | null = null;
  let bestDist = Infinity;
  for (const id of options) {
    const dist = distances(campaign, id);
    const d = Math.min(...targets.map((t) => dist.get(t) ?? Infinity));
    if (d < bestDist) {
      best = id;
      bestDist = d;
    }
  }
  return best;
}
