import type { Command } from '../../commands/schema';
import type { Side as AnySide, TwoSides as Side } from '../../commands/primitives';
import type { Point } from '../../../kernel/geometry';
import type { FormationState, GameState } from '../../state/schema';
import { otherSide } from '../1.2-formations/formations';
import { charactersHosts, unjoinedCharacters } from '../2-specialists/characters';
import { tournamentDecision } from './decision';
import { TOURNAMENT_HANDLERS } from './handlers';
import { EDGE_DEPTH, edgeLine, edgeZonePolygon, halfPolygon } from './table';
import { basesArea, packFormation, type Placed } from './packing';
import { garrisonCandidates, OBJECTIVE_SPACING, remainingFormations } from './setupCommands';
import { GARRISON_OVERWATCH_LIMIT, GARRISON_RANGE } from './garrisons';
import { TOURNAMENT_EDGES } from './state';
import { spacecraftDefault } from './spacecraft';
import { reserves } from './reserves';

/**
 * A legal answer to every tournament decision, for the computer players: the random player
 * passes its own generator (`random` in [0, 1)) and wanders; the AI passes a fixed sequence and
 * gets the sensible default: a long edge, objectives spread, every formation that may garrison
 * set up as one (the first two on overwatch), reserves (reserves.ts), the rest along the edge. Every
 * answer is checked by the rule's own validation before it is offered.
 */
export type Random = () => number;

export function tournamentDefault(
  state: GameState,
  anySide: AnySide,
  random: Random,
  wander: boolean,
): Command {
  // The tournament game is two players' (6.1): its answers index per-player pairs.
  const side = anySide as Side;
  const decision = tournamentDecision(state);
  switch (decision.step) {
    case 'roll-on':
      return { type: 'tournament.rollOn', side };
    case 'roll-off':
      return { type: 'tournament.rollOff', side };
    case 'edge': {
      const edges = wander ? TOURNAMENT_EDGES : (['north', 'south'] as const);
      return {
        type: 'tournament.chooseEdge',
        side,
        edge: edges[Math.floor(random() * edges.length)]!,
      };
    }
    case 'objectives':
      return objective(state, side, random);
    case 'spacecraft': {
      const ship = spacecraftDefault(state, side);
      if (ship) return ship;
      throw new Error(`no spacecraft of ${side} to set up`);
    }
    case 'garrisons':
      return joinCharacter(state, side, random, wander) ?? garrison(state, side, random, wander);
    case 'reserves':
      return reserves(state, side, random, wander);
    case 'deploy':
      return joinCharacter(state, side, random, wander) ?? deploy(state, side, random);
    default:
      throw new Error(`no tournament decision for ${side}`);
  }
}

/**
 * 2.1.1: each character joins a unit of its formation first: the random player picks any, the
 * AI the unit with the best armour (it shares the unit's fate).
 */
function joinCharacter(
  state: GameState,
  side: Side,
  random: Random,
  wander: boolean,
): Command | null {
  const character = unjoinedCharacters(state, side)[0];
  if (!character) return null;
  const hosts = charactersHosts(state, character);
  const armour = (u: (typeof hosts)[number]) => {
    const a = state.datasheets[u.datasheetId]?.armour;
    return typeof a === 'number' ? a : 7;
  };
  const host = wander
    ? hosts[Math.floor(random() * hosts.length)]
    : [...hosts].sort((a, b) => armour(a) - armour(b))[0];
  return host
    ? { type: 'setup.joinCharacter', side, characterId: character.id, unitId: host.id }
    : null;
}

function legal(state: GameState, command: Command): boolean {
  const handler = (
    TOURNAMENT_HANDLERS as Record<string, { validate(s: GameState, c: Command): unknown }>
  )[command.type];
  return handler !== undefined && handler.validate(state, command) === null;
}

function edgesOf(state: GameState) {
  const [a, b] = state.tournament!.edges;
  return [a!, b!] as const;
}

function objective(state: GameState, side: Side, random: Random): Command {
  const edges = edgesOf(state);
  const first = !state.tournament!.objectives.some((o) => o.placedBy === side);
  for (let i = 0; i < 2000; i++) {
    let position: Point;
    if (first) {
      const line = edgeLine(state.table, edges[side]);
      const k = Math.floor(random() * (line.length - 1));
      const a = line[k]!;
      const b = line[k + 1]!;
      const t = 0.1 + random() * 0.8;
      position = { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
    } else {
      // Two-sided: 6.1's set-up is between two players, each with a table edge and half.
      position = inPolygon(halfPolygon(state.table, edges[otherSide(side)]), random);
    }
    const command: Command = { type: 'tournament.placeObjective', side, position };
    if (legal(state, command)) return command;
  }
  throw new Error(`no room for an objective ${OBJECTIVE_SPACING}cm from the others`);
}

function garrison(state: GameState, side: Side, random: Random, wander: boolean): Command {
  const end: Command = { type: 'tournament.endGarrisons', side };
  if (wander && random() < 0.3) return end;
  const t = state.tournament!;
  const onOverwatch = t.garrisons.filter(
    (id) => state.formations[id]?.side === side && state.formations[id]?.overwatch,
  ).length;
  const own = t.objectives
    .filter((o) => o.half === side)
    .map((o) => state.objectives.find((x) => x.id === o.objectiveId)!.position);
  for (const formation of garrisonCandidates(state, side)) {
    for (let i = 0; i < 60; i++) {
      const at = own[Math.floor(random() * own.length)]!;
      const angle = random() * 2 * Math.PI;
      const r = random() * (GARRISON_RANGE - 3);
      const anchor = { x: at.x + Math.cos(angle) * r, y: at.y + Math.sin(angle) * r };
      const command: Command = {
        type: 'tournament.garrison',
        side,
        formationId: formation.id,
        units: layout(state, formation, anchor, random() < 0.5, 2 + Math.floor(random() * 5)),
        overwatch: onOverwatch < GARRISON_OVERWATCH_LIMIT && (!wander || random() < 0.5),
      };
      if (legal(state, command)) return command;
    }
  }
  return end;
}

/**
 * 6.1.6: the next formation goes down whole within 15cm of the player's own edge, the one
 * needing most room first (the small ones fit the gaps left). Room is searched unit by unit
 * (packing.ts) from a spot drawn along the edge: the random player's own draw, the AI's fixed
 * sequence.
 */
function deploy(state: GameState, side: Side, random: Random): Command {
  const edge = edgesOf(state)[side];
  const area = { polygon: edgeZonePolygon(state.table, edge), edge: edgeLine(state.table, edge) };
  const formations = [...remainingFormations(state, side)].sort(
    (a, b) => basesArea(state, b) - basesArea(state, a),
  );
  for (const formation of formations) {
    const command = (units: readonly Placed[]): Command => ({
      type: 'tournament.deployFormation',
      side,
      formationId: formation.id,
      units: [...units],
    });
    const units = packFormation(state, formation, area, random, (u) => legal(state, command(u)));
    if (units) return command(units);
  }
  const names = formations.map((f) => f.name).join(', ');
  throw new Error(
    `player ${side + 1} found no room to set up ${names} (6.1.6): no spot within ${EDGE_DEPTH}cm of the ${edge} table edge holds the whole formation clear of other units and impassable terrain, in coherency`,
  );
}

/** The units of a formation in rows from an anchor, bases a little apart, facing the middle:
 * rows along x (`wide`) or along y, `perRow` to a row. The person's set-up uses it too. */
export function layout(
  state: GameState,
  formation: FormationState,
  anchor: Point,
  wide = true,
  perRow = 6,
  tight = false,
): { unitId: string; position: Point; facing: number }[] {
  const centre = { x: state.table.width / 2, y: state.table.height / 2 };
  const sizes = formation.unitIds.map((id) => {
    const fp = state.datasheets[state.units[id]!.datasheetId]?.footprint;
    if (!fp) return { width: 2, length: 2 };
    return fp.shape === 'circle' ? { width: fp.diameter, length: fp.diameter } : fp;
  });
  const longest = Math.max(...sizes.map((s) => Math.max(s.width, s.length))) + 0.5;
  // Tight: facing squared to the row, so a stand's width lies along it and its length across.
  const facing = tight
    ? wide
      ? anchor.y > centre.y
        ? 270
        : 90
      : anchor.x > centre.x
        ? 180
        : 0
    : (Math.atan2(centre.y - anchor.y, centre.x - anchor.x) * 180) / Math.PI;
  const stepAlong = tight ? Math.max(...sizes.map((s) => s.width)) + 0.5 : longest;
  const stepAcross = tight ? Math.max(...sizes.map((s) => s.length)) + 0.5 : longest;
  const row = Math.max(1, Math.min(formation.unitIds.length, perRow));
  return formation.unitIds.map((unitId, k) => {
    const along = (k % row) * stepAlong;
    const across = Math.floor(k / row) * stepAcross;
    const position = wide
      ? { x: anchor.x + along, y: anchor.y + (anchor.y > centre.y ? -across : across) }
      : { x: anchor.x + (anchor.x > centre.x ? -across : across), y: anchor.y + along };
    return { unitId, position, facing };
  });
}

function inPolygon(polygon: readonly Point[], random: Random): Point {
  const xs = polygon.map((p) => p.x);
  const ys = polygon.map((p) => p.y);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  return { x: x0 + random() * (x1 - x0), y: y0 + random() * (y1 - y0) };
}
