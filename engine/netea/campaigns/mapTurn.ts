import { err, ok, type Result } from '../../kernel/result';
import { getFormation } from '../data/bundledRegistry';
import { planOrders } from './mapPlanner';
import { forcesIn, inSupply, reachable, regionName } from './mapRules';
import type {
  Encounter,
  MapForceState,
  MapMove,
  MapOrders,
  MapState,
  MapTurnRecord,
} from './mapSchema';
import type { MapCampaign, Party } from './schema';

/**
 * A campaign turn of a map-based campaign (seed 001 5.4.2: "Zwischen den Schlachten gibt es
 * Kampagnenrunden, in denen die Spieler ihre Streitkräfte auf der Karte bewegen. Wenn Armeen
 * auf der Karte aufeinandertreffen, wird eine Schlacht geführt"): both sides' orders carried out
 * together, the battles they lead to, then supply, reinforcements and the end of the campaign.
 */

export function startMapState(campaign: MapCampaign): MapState {
  const holders = Object.fromEntries(campaign.regions.map((r) => [r.id, r.holder]));
  const forces: MapForceState[] = campaign.forces.map((f) => ({
    id: f.id,
    name: f.name,
    party: f.party,
    region: f.region,
    formations: f.formations.flatMap((e) =>
      Array.from({ length: e.count }, () => ({ formation: e.formation, lost: [] })),
    ),
  }));
  // A force stands in its own side's region from the start.
  for (const force of forces) holders[force.region] = force.party;
  return { turn: 1, holders, heldBefore: holders, forces, pending: [], turns: [], formed: 0 };
}

/**
 * A side's orders checked against the map (5.4.2 campaign turn): each force its own side's,
 * ordered once, to a region it can reach this turn (`movement` links, never through an enemy
 * force). Every problem is named; a force not ordered holds.
 */
export function checkOrders(
  campaign: MapCampaign,
  state: MapState,
  party: Party,
  orders: MapOrders,
): Result<Map<string, string>> {
  const problems: string[] = [];
  const moves = new Map<string, string>();
  for (const order of orders) {
    const force = state.forces.find((f) => f.id === order.force);
    if (!force) {
      problems.push(`5.4.2: there is no force "${order.force}" on the map`);
      continue;
    }
    if (force.party !== party) {
      problems.push(`5.4.2: ${force.name} is not yours to order`);
      continue;
    }
    if (moves.has(force.id)) {
      problems.push(`5.4.2: ${force.name} is given two orders`);
      continue;
    }
    if (!campaign.regions.some((r) => r.id === order.to)) {
      problems.push(`5.4.2: there is no region "${order.to}" on the map`);
      continue;
    }
    if (order.to === force.region) continue;
    if (!reachable(campaign, state, force).includes(order.to)) {
      problems.push(
        `5.4.2: ${force.name} cannot reach ${regionName(campaign, order.to)} from ${regionName(campaign, force.region)} this turn (${campaign.movement} link${campaign.movement === 1 ? '' : 's'}, not through an enemy force)`,
      );
      continue;
    }
    moves.set(force.id, order.to);
  }
  return problems.length > 0 ? err(problems.map((p) => `campaign: ${p}`)) : ok(moves);
}

/**
 * The campaign turn: the person's orders (checked) and the AI's (planned) carried out at once.
 * Forces crossing on a link meet in the region the person's force moves into (the AI's force
 * stays there to meet it); forces of one side ending in the same region join into the first;
 * every region with both sides' forces is a battle, fought in the order of the map's regions.
 * With no battle the turn ends at once (`endMapTurn`).
 */
export function orderMapTurn(
  campaign: MapCampaign,
  state: MapState,
  personOrders: MapOrders,
  date: string,
  opponentOrders: MapOrders = planOrders(campaign, state, 'opponent'),
): Result<MapState> {
  if (state.pending.length > 0)
    return err(["campaign: 5.4.2: this turn's battles are still to be fought"]);
  const mine = checkOrders(campaign, state, 'person', personOrders);
  const theirs = checkOrders(campaign, state, 'opponent', opponentOrders);
  if (!mine.ok) return mine;
  if (!theirs.ok) return err(theirs.error.map((e) => `${e} (the AI's orders)`));
  const moveOf = new Map([...mine.value, ...theirs.value]);
  // Crossing on a link: the AI's force stays to meet the person's.
  for (const force of state.forces) {
    const to = moveOf.get(force.id);
    if (force.party !== 'person' || !to) continue;
    for (const other of state.forces)
      if (
        other.party === 'opponent' &&
        other.region === to &&
        moveOf.get(other.id) === force.region
      )
        moveOf.delete(other.id);
  }
  const moves: MapMove[] = [];
  let forces = state.forces.map((f) => {
    const to = moveOf.get(f.id);
    if (!to) return f;
    moves.push({ force: f.id, name: f.name, party: f.party, from: f.region, to });
    return { ...f, region: to };
  });
  const events: string[] = [];
  forces = joinForces(campaign, forces, events);
  const pending: Encounter[] = [];
  for (const region of campaign.regions) {
    const person = forces.find((f) => f.region === region.id && f.party === 'person');
    const opponent = forces.find((f) => f.region === region.id && f.party === 'opponent');
    if (person && opponent)
      pending.push({
        key: `turn-${state.turn}-${region.id}`,
        region: region.id,
        person: person.id,
        opponent: opponent.id,
      });
  }
  const next: MapState = {
    ...state,
    forces,
    pending,
    heldBefore: state.holders,
    current: { turn: state.turn, date, moves, battles: [], events, holders: {} },
  };
  return ok(pending.length === 0 ? endMapTurn(campaign, next) : next);
}

/** Forces of one side in one region become one force (the first in the list keeps its name). */
function joinForces(
  campaign: MapCampaign,
  forces: MapForceState[],
  events: string[],
): MapForceState[] {
  const kept: MapForceState[] = [];
  for (const force of forces) {
    const host = kept.find((f) => f.region === force.region && f.party === force.party);
    if (!host) {
      kept.push(force);
      continue;
    }
    kept[kept.indexOf(host)] = { ...host, formations: [...host.formations, ...force.formations] };
    events.push(`${force.name} joined ${host.name} in ${regionName(campaign, force.region)}.`);
  }
  return kept;
}

/**
 * The end of a campaign turn, once its battles are fought: a region with only one side's forces
 * is that side's; the supply rule (a force out of supply loses its last formation when the
 * campaign says so); the reinforcements due at depots still held; the turn into the journal.
 */
export function endMapTurn(campaign: MapCampaign, state: MapState): MapState {
  const events = [...(state.current?.events ?? [])];
  const holders = { ...state.holders };
  for (const region of campaign.regions) {
    const parties = new Set(forcesIn(state, region.id).map((f) => f.party));
    if (parties.size === 1) holders[region.id] = [...parties][0]!;
  }
  let forces = state.forces;
  let formed = state.formed;
  const held: MapState = { ...state, holders };
  forces = forces.map((force) => {
    if (inSupply(campaign, held, force)) return force;
    if (!campaign.supply.attrition || force.formations.length <= 1) {
      events.push(`${force.name} is out of supply.`);
      return force;
    }
    const lost = force.formations.at(-1)!;
    events.push(
      `${force.name} is out of supply and loses ${getFormation(lost.formation)?.name ?? lost.formation}.`,
    );
    return { ...force, formations: force.formations.slice(0, -1) };
  });
  for (const r of campaign.reinforcements) {
    if (state.turn % r.every !== 0 || holders[r.depot] !== r.party) continue;
    const arriving = r.formations.flatMap((e) =>
      Array.from({ length: e.count }, () => ({ formation: e.formation, lost: [] as number[] })),
    );
    const there = forces.find((f) => f.region === r.depot && f.party === r.party);
    const where = regionName(campaign, r.depot);
    if (there) {
      forces = forces.map((f) =>
        f === there ? { ...f, formations: [...f.formations, ...arriving] } : f,
      );
      events.push(`${r.name} reinforced ${there.name} at ${where}.`);
    } else {
      formed += 1;
      forces = [
        ...forces,
        {
          id: `${r.party}-reinforcements-${formed}`,
          name: r.name,
          party: r.party,
          region: r.depot,
          formations: arriving,
        },
      ];
      events.push(`${r.name} arrived at ${where}.`);
    }
  }
  const record: MapTurnRecord = {
    turn: state.turn,
    date: state.current?.date ?? '',
    moves: state.current?.moves ?? [],
    battles: state.current?.battles ?? [],
    events,
    holders,
  };
  const { current: _current, ...rest } = state;
  return {
    ...rest,
    turn: state.turn + 1,
    holders,
    heldBefore: holders,
    forces,
    formed,
    pending: [],
    turns: [...state.turns, record],
  };
}

/** The campaign's end (5.4.2, the campaign's victory rule), or null while it goes on: a side
 * without forces loses at once; after the last turn, objectives held or formations left. */
export function mapOutcome(
  campaign: MapCampaign,
  state: MapState,
): { winner: Party | null; title: string; text: string } | null {
  if (state.pending.length > 0) return null;
  const has = (p: Party) => state.forces.some((f) => f.party === p);
  if (!has('person') || !has('opponent')) {
    const winner = has('person') ? 'person' : has('opponent') ? 'opponent' : null;
    return {
      winner,
      title: 'The campaign is over',
      text: 'One side has no forces left on the map.',
    };
  }
  if (state.turn <= campaign.turns) return null;
  const count = (p: Party) =>
    campaign.victory === 'objectives'
      ? campaign.regions.filter((r) => r.objective && state.holders[r.id] === p).length
      : state.forces.filter((f) => f.party === p).reduce((n, f) => n + f.formations.length, 0);
  const [mine, theirs] = [count('person'), count('opponent')];
  return {
    winner: mine > theirs ? 'person' : theirs > mine ? 'opponent' : null,
    title: 'The campaign is over',
    text:
      campaign.victory === 'objectives'
        ? `After ${campaign.turns} campaign turns the objectives are held ${mine} to ${theirs}.`
        : `After ${campaign.turns} campaign turns ${mine} formations stand against ${theirs}.`,
  };
}
