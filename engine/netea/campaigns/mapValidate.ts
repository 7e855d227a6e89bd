import { getFormation } from '../data/bundledRegistry';
import { findScenario } from '../scenarios';
import { connected } from './mapRules';
import type { MapCampaign } from './schema';

/**
 * What the schema of a map-based campaign (seed 001 5.4.2) cannot say: regions, links, forces
 * and depots that name each other rightly, one map in one piece, bundled formations, and
 * scenarios whose fixed forces a map battle can replace with the forces that meet.
 */
export function checkMapCampaign(campaign: MapCampaign, problems: string[]): void {
  const regions = new Set(campaign.regions.map((r) => r.id));
  if (regions.size !== campaign.regions.length) problems.push('map: two regions share an id');
  const forceIds = campaign.forces.map((f) => f.id);
  if (new Set(forceIds).size !== forceIds.length) problems.push('map: two forces share an id');
  let linksOk = true;
  for (const [a, b] of campaign.links) {
    for (const end of [a, b])
      if (!regions.has(end)) {
        problems.push(`map: a link names "${end}", which is no region`);
        linksOk = false;
      }
    if (a === b) problems.push(`map: region "${a}" is linked to itself`);
  }
  if (linksOk) {
    const reached = connected(campaign);
    const cut = campaign.regions.filter((r) => !reached.has(r.id)).map((r) => r.id);
    if (cut.length > 0)
      problems.push(
        `map: the map is not in one piece: ${cut.join(', ')} cannot be reached from ${campaign.regions[0]!.id}`,
      );
  }
  const checkFormation = (where: string, formation: string) => {
    if (!getFormation(formation))
      problems.push(`${where}: there is no bundled formation "${formation}"`);
  };
  const startAt = new Map<string, string>();
  for (const force of campaign.forces) {
    if (!regions.has(force.region))
      problems.push(`force "${force.id}": starts in "${force.region}", which is no region`);
    const there = startAt.get(force.region);
    if (there && there !== force.party)
      problems.push(`force "${force.id}": starts in "${force.region}" beside an enemy force`);
    startAt.set(force.region, force.party);
    force.formations.forEach((f) => checkFormation(`force "${force.id}"`, f.formation));
  }
  for (const party of ['person', 'opponent'] as const)
    if (!campaign.forces.some((f) => f.party === party))
      problems.push(`map: the ${party} has no force on the map`);
  for (const [i, r] of campaign.reinforcements.entries()) {
    const depot = campaign.regions.find((x) => x.id === r.depot);
    if (!depot) problems.push(`reinforcements ${i + 1}: "${r.depot}" is no region`);
    else if (!depot.depot) problems.push(`reinforcements ${i + 1}: ${depot.name} is no depot`);
    r.formations.forEach((f) => checkFormation(`reinforcements ${i + 1}`, f.formation));
  }
  if (campaign.victory === 'objectives' && !campaign.regions.some((r) => r.objective))
    problems.push('map: the victory rule counts objective regions, and the map has none');
  const scenarios = new Set([
    campaign.battle.scenario,
    ...campaign.regions.flatMap((r) => (r.scenario ? [r.scenario] : [])),
  ]);
  for (const id of scenarios) {
    const scenario = findScenario(id);
    if (!scenario) {
      problems.push(`map: there is no scenario "${id}"`);
      continue;
    }
    // The forces that meet take the place of the scenario's own: only fixed formations, set up
    // in the sides' zones, and a victory the two forces can play for, allow that.
    const fixed = scenario.forces.every(
      (f) => !f.army && !f.listFormations?.length && f.formations.every((e) => !e.zones),
    );
    if (!fixed || scenario.victory.kind !== 'hold-objectives')
      problems.push(
        `map: a map battle puts the forces that meet in place of a scenario's own; "${id}" has forces or a victory of its own that do not allow that`,
      );
  }
}
