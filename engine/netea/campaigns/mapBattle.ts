import { getFormation } from '../data/bundledRegistry';
import { findScenario } from '../scenarios';
import type { GameSetup } from '../state/setup';
import type { GameState } from '../state/schema';
import type { TwoSides as Side } from '../commands/primitives';
import { endMapTurn } from './mapTurn';
import { neighbours, otherParty, regionName, unitsOf } from './mapRules';
import type { Encounter, MapForceState, MapState } from './mapSchema';
import type { Battle, Effect, MapCampaign, Party } from './schema';

/**
 * A battle of a map-based campaign (seed 001 5.4.2: "Wenn Armeen auf der Karte
 * aufeinandertreffen, wird eine Schlacht geführt"), built with the campaign battle machinery
 * of every other kind (battle.ts): the region's scenario with its forces replaced by the two
 * map forces (every scenario formation held back, each map formation added), the person on the
 * first side. Units lost in earlier battles stay lost (`withoutLosses`).
 */
export function mapBattle(
  campaign: MapCampaign,
  state: MapState,
  encounter: Encounter,
): { battle: Battle; effects: Effect[]; forces: [MapForceState, MapForceState] } {
  const region = campaign.regions.find((r) => r.id === encounter.region)!;
  const scenarioId = region.scenario ?? campaign.battle.scenario;
  const scenario = findScenario(scenarioId);
  const person = state.forces.find((f) => f.id === encounter.person)!;
  const opponent = state.forces.find((f) => f.id === encounter.opponent)!;
  const effects: Effect[] = [];
  (['person', 'opponent'] as const).forEach((party, side) => {
    for (const entry of scenario?.forces[side]?.formations ?? [])
      effects.push({ kind: 'reserve', party, formation: entry.formation, count: entry.count });
    for (const f of (side === 0 ? person : opponent).formations)
      effects.push({ kind: 'reinforce', party, formation: f.formation, count: 1 });
  });
  return {
    battle: {
      title: `${person.name} against ${opponent.name} at ${region.name}`,
      text: `Campaign turn ${state.turn}: the forces meet at ${region.name}.`,
      ground: { kind: 'scenario', scenario: scenarioId },
      personSide: 0,
      ...(campaign.battle.maxTurns ? { maxTurns: campaign.battle.maxTurns } : {}),
    },
    effects,
    forces: [person, opponent],
  };
}

/** Game ids of a force's formations as the set-up names them (`a-<formation>-<n>`, counted per
 * formation in the force's order, as createScenarioSetup counts them). */
function gameIds(force: MapForceState, side: Side): string[] {
  const seen = new Map<string, number>();
  return force.formations.map((f) => {
    const n = (seen.get(f.formation) ?? 0) + 1;
    seen.set(f.formation, n);
    return `${side === 0 ? 'a' : 'b'}-${f.formation}-${n}`;
  });
}

/** The set-up without the units the forces lost in earlier battles. */
export function withoutLosses(
  setup: GameSetup,
  forces: readonly [MapForceState, MapForceState],
): GameSetup {
  const players = setup.players.map((player, side) => {
    const force = forces[side]!;
    const ids = gameIds(force, side as Side);
    const gone = new Set(force.formations.flatMap((f, i) => f.lost.map((n) => `${ids[i]}-u${n}`)));
    return {
      ...player,
      formations: player.formations.map((f) => ({
        ...f,
        units: f.units.filter((u) => !gone.has(u.id)),
      })),
    };
  });
  return { ...setup, players: [players[0]!, players[1]!] };
}

/** The units each side lost in a finished game, by id: what a map battle carries over. */
export function mapLosses(game: GameState): [string[], string[]] {
  const lost = (side: Side) =>
    Object.values(game.units)
      .filter((u) => u.side === side && u.status === 'destroyed')
      .map((u) => u.id)
      .sort();
  return [lost(0), lost(1)];
}

/**
 * A map battle's result on the map (5.4.2, this campaign's rules): units lost are lost to the
 * force (a formation with none left is gone, a force with no formation is destroyed); the
 * loser falls back to a neighbouring region its side holds without an enemy force (the most
 * valuable, then the map's order; it joins a force of its own there) or is destroyed with none
 * to go to. A draw: the side that did not hold the region when the turn began falls back
 * (both, when neither did). With the turn's last battle fought, the turn ends.
 */
export function applyMapBattle(
  campaign: MapCampaign,
  state: MapState,
  key: string,
  winner: Side | null,
  lost: readonly [readonly string[], readonly string[]],
): MapState {
  const encounter = state.pending.find((e) => e.key === key)!;
  const events = [...(state.current?.events ?? [])];
  const ids = [encounter.person, encounter.opponent];
  let forces = state.forces.flatMap((force) => {
    const side = ids.indexOf(force.id);
    if (side === -1) return [force];
    const names = gameIds(force, side as Side);
    const dead = new Set(lost[side]);
    const formations = force.formations
      .map((f, i) => {
        const gone = new Set(f.lost);
        for (let n = 1; n <= unitsOf(f.formation); n++)
          if (dead.has(`${names[i]}-u${n}`)) gone.add(n);
        return { ...f, lost: [...gone].sort((a, b) => a - b) };
      })
      .filter((f) => {
        const left = f.lost.length < unitsOf(f.formation);
        if (!left)
          events.push(
            `${force.name} lost ${getFormation(f.formation)?.name ?? f.formation} at ${regionName(campaign, encounter.region)}.`,
          );
        return left;
      });
    if (formations.length === 0) {
      events.push(`${force.name} was destroyed at ${regionName(campaign, encounter.region)}.`);
      return [];
    }
    return [{ ...force, formations }];
  });
  const parties: Party[] = ['person', 'opponent'];
  const before = state.heldBefore[encounter.region] ?? null;
  const falling =
    winner !== null ? [parties[1 - winner]!] : before === null ? parties : [otherParty(before)];
  const holders = { ...state.holders };
  for (const party of falling) {
    const force = forces.find((f) => f.id === ids[parties.indexOf(party)]);
    if (!force) continue;
    const to = retreatTo(campaign, { ...state, forces, holders }, force);
    if (!to) {
      forces = forces.filter((f) => f !== force);
      events.push(`${force.name} had nowhere to fall back to and was destroyed.`);
      continue;
    }
    const host = forces.find((f) => f.region === to && f.party === party && f !== force);
    forces = host
      ? forces
          .filter((f) => f !== force)
          .map((f) =>
            f === host ? { ...f, formations: [...f.formations, ...force.formations] } : f,
          )
      : forces.map((f) => (f === force ? { ...f, region: to } : f));
    events.push(
      `${force.name} fell back to ${regionName(campaign, to)}${host ? ` and joined ${host.name}` : ''}.`,
    );
  }
  if (winner !== null) holders[encounter.region] = parties[winner]!;
  const current = state.current ?? {
    turn: state.turn,
    date: '',
    moves: [],
    battles: [],
    events: [],
    holders: {},
  };
  const next: MapState = {
    ...state,
    forces,
    holders,
    pending: state.pending.filter((e) => e.key !== key),
    current: { ...current, battles: [...current.battles, key], events },
  };
  return next.pending.length === 0 ? endMapTurn(campaign, next) : next;
}

function retreatTo(campaign: MapCampaign, state: MapState, force: MapForceState): string | null {
  const options = (neighbours(campaign).get(force.region) ?? []).filter(
    (id) =>
      state.holders[id] === force.party &&
      !state.forces.some((f) => f.region === id && f.party !== force.party),
  );
  const value = (id: string) => campaign.regions.find((r) => r.id === id)!.value;
  let best: string | null = null;
  for (const id of options) if (best === null || value(id) > value(best)) best = id;
  return best;
}
