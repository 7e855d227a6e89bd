import { validateCommand } from '../../../engine/netea/commands/apply';
import type { Command, Side } from '../../../engine/netea/commands/schema';
import type { PendingDecision } from '../../../engine/netea/flow/pending';
import type { Candidate } from '../score';
import { airAssaultAnswer, extractionRole } from './airAssault';
import { sparedFromFire } from '../considerations/scenarioGoals';
import { cargoOf } from '../../../engine/netea/rules/4.1-4.2-aircraft/airTransport';
import { landedToDecide } from '../../../engine/netea/rules/4.1-4.2-aircraft/landing';
import type { Point } from '../../../engine/kernel/geometry/types';
import type { GameState, UnitState } from '../../../engine/netea/state/schema';
import {
  canActivate,
  formationsOf,
  liveUnits,
} from '../../../engine/netea/rules/1.2-formations/formations';
import {
  distanceToOwnEdge,
  isAircraftFormation,
  ownEdge,
  ownEdgeSides,
  type TableEdge,
} from '../../../engine/netea/rules/4.1-4.2-aircraft/aerospace';
import {
  finalHeading,
  TURN_DISTANCE,
  MAX_TURN,
} from '../../../engine/netea/rules/4.1-4.2-aircraft/approach';
import { capsToSettle } from '../../../engine/netea/rules/4.1-4.2-aircraft/combatAirPatrol';
import {
  aaWeapons,
  flakAllowance,
  flakOptions,
  flakWeapons,
} from '../../../engine/netea/rules/4.1-4.2-aircraft/flak';
import {
  enemySides,
  enemyFormations,
  isEnemy,
} from '../../../engine/netea/rules/1.2-formations/sides';

/**
 * Flying aircraft (4.2) for the computer players: which formation flies which mission along
 * which approach, the flak, the jink, the attack and the way home. Sensible, not clever:
 * ground attacks go for the formation least covered by enemy flak, interceptions for the enemy
 * aircraft that struck this turn.
 */

function centroid(game: GameState, formationId: string): Point | null {
  const f = game.formations[formationId];
  if (!f) return null;
  const at = liveUnits(game, f).flatMap((u) => (u.position ? [u.position] : []));
  if (at.length === 0) return null;
  return {
    x: at.reduce((s, p) => s + p.x, 0) / at.length,
    y: at.reduce((s, p) => s + p.y, 0) / at.length,
  };
}

/** The point on an edge straight across from `to`. */
function edgePointFacing(game: GameState, edge: TableEdge, to: Point): Point {
  switch (edge) {
    case 'north':
      return { x: to.x, y: 0 };
    case 'south':
      return { x: to.x, y: game.table.height };
    case 'west':
      return { x: 0, y: to.y };
    case 'east':
      return { x: game.table.width, y: to.y };
  }
}

/** The point on the side's own table edge (4.2.1; a corner's half edges) to fly in from
 * towards `to`: straight across from it where the own edge lies there, else the nearest end. */
export function entryToward(game: GameState, side: Side, to: Point): Point {
  const on = (p: Point) => (distanceToOwnEdge(game, side, p) ?? 0) <= 0.5;
  const sides =
    ownEdge(game, side) === null ? [side === 0 ? 'north' : 'south'] : ownEdgeSides(game, side);
  const across = (sides as TableEdge[]).map((e) => edgePointFacing(game, e, to)).filter(on);
  const pick = (ps: Point[]) =>
    ps.sort((a, b) => Math.hypot(a.x - to.x, a.y - to.y) - Math.hypot(b.x - to.x, b.y - to.y))[0];
  const best = pick(across);
  if (best) return best;
  // A corner's half edges: the point on them nearest the target.
  const w = game.table.width;
  const h = game.table.height;
  const candidates = [
    { x: w / 2, y: 0 },
    { x: w / 2, y: h },
    { x: 0, y: h / 2 },
    { x: w, y: h / 2 },
    { x: 0, y: 0 },
    { x: w, y: 0 },
    { x: 0, y: h },
    { x: w, y: h },
  ].filter(on);
  return pick(candidates) ?? edgePointFacing(game, 'north', to);
}

/** A straight approach from the own edge that stops `short` of the point. */
function straightApproach(game: GameState, side: Side, to: Point, short: number): Point[] | null {
  return approachFrom(entryToward(game, side, to), to, short);
}

function approachFrom(start: Point, to: Point, short: number): Point[] | null {
  const d = Math.hypot(to.x - start.x, to.y - start.y);
  if (d < 1) return null;
  const k = Math.max(1, d - short) / d;
  return [start, { x: start.x + (to.x - start.x) * k, y: start.y + (to.y - start.y) * k }];
}

/** 4.2.4: the enemy AA dice that could flak the formation along a path. */
export function flakExposure(
  game: GameState,
  side: Side,
  formationId: string,
  path: readonly Point[],
): number {
  return enemySides(game, side)
    .flatMap((enemy) => flakOptions(game, enemy, formationId, path))
    .reduce((n, o) => {
      const u = game.units[o.unitId];
      return u ? n + flakWeapons(game, u, formationId, path).reduce((k, w) => k + w.count, 0) : n;
    }, 0);
}

/**
 * A straight ground attack approach out of flak cover where it can be: from the own edge straight
 * across from the target, or from points along the edge either side, whichever passes the fewest
 * enemy AA weapons (4.2.4: every AA unit the path comes within range of may fire).
 */
function safestApproach(
  game: GameState,
  side: Side,
  formationId: string,
  to: Point,
  short: number,
): { path: Point[]; exposure: number } | null {
  const across = entryToward(game, side, to);
  const tried: { path: Point[]; exposure: number }[] = [];
  for (const offset of [0, -20, 20, -40, 40, -60, 60]) {
    const along =
      Math.abs(across.y) < 0.5 || Math.abs(across.y - game.table.height) < 0.5
        ? { x: across.x + offset, y: across.y }
        : { x: across.x, y: across.y + offset };
    if ((distanceToOwnEdge(game, side, along) ?? 0) > 0.5) continue;
    if (along.x < 0 || along.y < 0 || along.x > game.table.width || along.y > game.table.height)
      continue;
    const path = approachFrom(along, to, short);
    if (path) tried.push({ path, exposure: flakExposure(game, side, formationId, path) });
  }
  return tried.sort((a, b) => a.exposure - b.exposure)[0] ?? null;
}

/** How many enemy AA weapons could flak aircraft over a point (the flak cover of a target). */
export function flakCover(game: GameState, side: Side, at: Point): number {
  return aaCover(game, at, (u) => isEnemy(game, side, u.side));
}

/** The AA weapons of the units `counted` that reach over a point (4.2.4). */
function aaCover(game: GameState, at: Point, counted: (u: UnitState) => boolean): number {
  let n = 0;
  for (const u of Object.values(game.units)) {
    if (!counted(u) || u.status !== 'deployed' || !u.position) continue;
    const sheet = game.datasheets[u.datasheetId];
    if (!sheet) continue;
    const d = Math.hypot(u.position.x - at.x, u.position.y - at.y);
    n += aaWeapons(sheet).filter((w) => d <= w.range + 5).length;
  }
  return n;
}

/** How much a formation matters to the victory conditions: a strike's targets (4.5.1). */
function victoryWeight(game: GameState, side: Side, formationId: string): number {
  const strike = game.victory.strike;
  const f = game.formations[formationId];
  if (!strike || !f || strike.attacker !== side) return 0;
  return liveUnits(game, f).filter((u) => strike.targets.includes(u.datasheetId)).length;
}

/** How much a formation of `side` matters to any enemy's strike (4.5.1). */
function enemyVictoryWeight(game: GameState, side: Side, formationId: string): number {
  let n = 0;
  for (const e of enemySides(game, side)) n += victoryWeight(game, e, formationId);
  return n;
}

/** How many of `side`'s own AA weapons cover a point. */
function ownFlakCover(game: GameState, side: Side, at: Point): number {
  return aaCover(game, at, (u) => u.side === side);
}

/** The missions the computer would fly now, best first, each legal. */
export function aircraftMissions(game: GameState, side: Side): Command[] {
  const out: { command: Command; score: number }[] = [];
  // 5.3.11.1: every other player's aircraft and strikes are enemy ones.
  const enemies = enemyFormations(game, side);
  for (const f of formationsOf(game, side)) {
    if (!isAircraftFormation(game, f) || !canActivate(game, f)) continue;
    // 4.5.2: the carrier keeps off the table until the troops have stormed every target, then
    // lands by them (a ground attack ending over them) to pick them up and fly them out.
    const extraction = extractionRole(game, side, f.id);
    if (extraction?.role === 'wait') continue;
    if (extraction?.role === 'fetch') {
      const safest = safestApproach(game, side, f.id, extraction.at, 0);
      if (safest)
        out.push({
          command: {
            type: 'aircraft.mission',
            side,
            formationId: f.id,
            mission: 'ground-attack',
            approach: safest.path,
          },
          score: 100,
        });
      continue;
    }
    // Intercept enemy aircraft that struck this turn (they threaten the ground forces).
    for (const targetId of Object.keys(game.aircraft?.flights ?? {})) {
      const target = game.formations[targetId];
      const path = game.aircraft?.flights[targetId]?.path;
      if (!target || !isEnemy(game, side, target.side) || !path) continue;
      const end = path[path.length - 1] as Point;
      const approach = straightApproach(game, side, end, 8);
      if (!approach) continue;
      out.push({
        command: {
          type: 'aircraft.mission',
          side,
          formationId: f.id,
          mission: 'interception',
          approach,
        },
        score: 10 + liveUnits(game, target).length,
      });
    }
    // Fly combat air patrol over the own formation the enemy aircraft would most like to hit,
    // while enemy aircraft are still to act (4.2).
    const enemyAir = enemies.some((e) => isAircraftFormation(game, e) && canActivate(game, e));
    if (enemyAir) {
      const guarded = formationsOf(game, side)
        .filter((g) => !isAircraftFormation(game, g))
        .map((g) => ({ g, at: centroid(game, g.id) }))
        .filter((x): x is { g: typeof x.g; at: Point } => x.at !== null)
        // What the enemy strike must destroy first (4.5.1), then the least covered by own flak.
        .sort(
          (a, b) =>
            enemyVictoryWeight(game, side, b.g.id) - enemyVictoryWeight(game, side, a.g.id) ||
            ownFlakCover(game, side, a.at) - ownFlakCover(game, side, b.at),
        )[0];
      if (guarded)
        out.push({
          command: {
            type: 'aircraft.mission',
            side,
            formationId: f.id,
            mission: 'cap',
            approach: [entryToward(game, side, guarded.at)],
          },
          score: 6,
        });
    }
    // Strike the ground formation least covered by flak.
    // 4.5.2: only a transport with troops aboard flies at a target formation, to air assault it.
    const troopsAboard = cargoOf(game, f.id).length > 0;
    for (const target of enemies) {
      if (isAircraftFormation(game, target)) continue;
      if (sparedFromFire(game, side, target.id) && !troopsAboard) continue;
      const at = centroid(game, target.id);
      if (!at) continue;
      const safest = safestApproach(game, side, f.id, at, 8);
      if (!safest) continue;
      out.push({
        command: {
          type: 'aircraft.mission',
          side,
          formationId: f.id,
          mission: 'ground-attack',
          approach: safest.path,
        },
        // Out of flak cover, at what the victory conditions need destroyed.
        score:
          5 -
          safest.exposure / 2 +
          liveUnits(game, target).length / 10 +
          3 * victoryWeight(game, side, target.id),
      });
    }
  }
  return out
    .sort((a, b) => b.score - a.score)
    .map((o) => o.command)
    .filter((c) => validateCommand(game, c) === null);
}

/** A straight flight on from where the approach ended to the table edge it points at. */
function straightOn(game: GameState, from: Point, heading: number): Point {
  const r = (heading * Math.PI) / 180;
  const dx = Math.cos(r);
  const dy = Math.sin(r);
  let t = Infinity;
  if (dx > 1e-9) t = Math.min(t, (game.table.width - from.x) / dx);
  if (dx < -1e-9) t = Math.min(t, -from.x / dx);
  if (dy > 1e-9) t = Math.min(t, (game.table.height - from.y) / dy);
  if (dy < -1e-9) t = Math.min(t, -from.y / dy);
  return { x: from.x + dx * t, y: from.y + dy * t };
}

/** 4.2.6: home over the own edge if the turns allow it, else straight on to the nearest edge. */
export function disengagePath(game: GameState, formationId: string): Point[] {
  // 4.2.6: a landed aircraft goes on from where its approach ended.
  const flight = game.aircraft?.flights[formationId] ?? game.aircraft?.landings?.[formationId];
  const side = game.formations[formationId]?.side ?? 0;
  if (!flight) return [];
  const from = flight.path[flight.path.length - 1] as Point;
  let heading = finalHeading(flight.path);
  const own = ownEdge(game, side);
  const straight = [from, straightOn(game, from, heading)];
  if (own !== 'north' && own !== 'south' && own !== 'west' && own !== 'east') return straight;
  // Fly 30cm, turn towards home as far as a fighter may (4.2.1), repeat.
  const home: Record<TableEdge, number> = { north: 270, south: 90, west: 180, east: 0 };
  const path: Point[] = [from];
  let at = from;
  for (let i = 0; i < 4; i++) {
    const end = straightOn(game, at, heading);
    if (Math.hypot(end.x - at.x, end.y - at.y) <= TURN_DISTANCE + 0.5) break;
    const r = (heading * Math.PI) / 180;
    at = {
      x: at.x + Math.cos(r) * (TURN_DISTANCE + 0.5),
      y: at.y + Math.sin(r) * (TURN_DISTANCE + 0.5),
    };
    path.push(at);
    let turn = ((((home[own] - heading) % 360) + 540) % 360) - 180;
    turn = Math.max(-MAX_TURN.bomber, Math.min(MAX_TURN.bomber, turn));
    heading += turn;
    if (Math.abs(turn) < 1e-6) break;
  }
  path.push(straightOn(game, at, heading));
  const candidate = path;
  const exit = candidate[candidate.length - 1] as Point;
  return (distanceToOwnEdge(game, side, exit) ?? Infinity) <= 0.5 ? candidate : straight;
}

/** The answer to an aircraft decision (flak, jink, attack, disengagement). */
export function aircraftAnswer(game: GameState, pending: PendingDecision, side: Side): Command {
  const step = game.aircraft?.step;
  switch (pending.step) {
    case 'flak': {
      if (!step) return { type: 'aircraft.flak', side, unitIds: [] };
      const path =
        step.move === 'disengagement' && step.exitPath
          ? step.exitPath
          : (game.aircraft?.flights[step.formationId]?.path ?? []);
      // Every unit that may fire does, as far as its formation's Blast markers allow.
      const options = flakOptions(game, side, step.formationId, path);
      const used = new Map<string, number>();
      const unitIds: string[] = [];
      for (const o of options) {
        const f = game.formations[o.formationId];
        if (!f) continue;
        const n = used.get(f.id) ?? 0;
        if (n >= flakAllowance(game, f, path)) continue;
        used.set(f.id, n + 1);
        unitIds.push(o.unitId);
      }
      return { type: 'aircraft.flak', side, unitIds };
    }
    case 'cap': {
      // Intercept the ground attack straight from the patrol's entry point.
      const attackerPath = step ? game.aircraft?.flights[step.formationId]?.path : undefined;
      const end = attackerPath?.[attackerPath.length - 1];
      for (const [formationId, cap] of Object.entries(game.aircraft?.cap ?? {})) {
        if (!end || game.formations[formationId]?.side !== side) continue;
        const d = Math.hypot(end.x - cap.entry.x, end.y - cap.entry.y);
        const k = Math.max(1, d - 8) / d;
        const approach = [
          cap.entry,
          {
            x: cap.entry.x + (end.x - cap.entry.x) * k,
            y: cap.entry.y + (end.y - cap.entry.y) * k,
          },
        ];
        const c: Command = { type: 'aircraft.intercept', side, formationId, approach };
        if (validateCommand(game, c) === null) return c;
      }
      return { type: 'aircraft.intercept', side, formationId: null };
    }
    case 'jink': {
      // Jink when the attack is already made (nothing to lose), or the hits would destroy
      // the whole formation otherwise.
      const flight = step ? game.aircraft?.flights[step.formationId] : undefined;
      const f = step ? game.formations[step.formationId] : undefined;
      const many = f && step ? step.hits >= liveUnits(game, f).length : false;
      const jink = { type: 'aircraft.jink', side, jink: true } as const;
      if (
        (flight?.attacked || many || step?.move !== 'approach') &&
        validateCommand(game, jink) === null
      )
        return jink;
      return { type: 'aircraft.jink', side, jink: false };
    }
    case 'attack': {
      // 4.2.5: a transport aircraft may land to pick up, or air assault (airAssault.ts).
      const landing = airAssaultAnswer(game, side);
      if (landing) return landing;
      const targets = enemyFormations(game, side)
        .filter((f) => !sparedFromFire(game, side, f.id))
        .map((f) => ({ f, at: centroid(game, f.id) }))
        .sort(
          (a, b) =>
            victoryWeight(game, side, b.f.id) - victoryWeight(game, side, a.f.id) ||
            liveUnits(game, b.f).length - liveUnits(game, a.f).length,
        );
      for (const t of [
        ...Object.keys(game.aircraft?.flights ?? {}),
        ...targets.map((x) => x.f.id),
      ].filter((id) => !sparedFromFire(game, side, id))) {
        const c: Command = { type: 'aircraft.attack', side, targetFormationId: t };
        if (validateCommand(game, c) === null) return c;
      }
      return { type: 'aircraft.attack', side, targetFormationId: null };
    }
    case 'cap-stay': {
      // 4.2: stay on CAP while enemy aircraft may still strike in a turn to come.
      const formationId = capsToSettle(game).find((id) => game.formations[id]?.side === side) ?? '';
      const threat = enemyFormations(game, side).some(
        (e) => isAircraftFormation(game, e) && liveUnits(game, e).length > 0,
      );
      const stay = threat && game.turn < game.victory.maxTurns;
      return { type: 'aircraft.capStay', side, formationId, stay };
    }
    default: {
      // 4.2.6: landed aircraft take off too (they pick troops up only by landing again).
      const mine = [...Object.keys(game.aircraft?.flights ?? {}), ...landedToDecide(game)]
        .filter((id) => game.formations[id]?.side === side)
        .sort();
      const formationId = mine[0] ?? '';
      return {
        type: 'aircraft.disengage',
        side,
        formationId,
        path: disengagePath(game, formationId),
      };
    }
  }
}

/** The utility AI's aircraft candidates: the legal missions, best first (and a stand down). */
export function aircraftCandidates(game: GameState, side: Side): Candidate[] {
  const missions = aircraftMissions(game, side).slice(0, 6);
  const out: Candidate[] = missions.map((command, i) => ({
    label: `aircraft: ${command.type === 'aircraft.mission' ? command.mission : ''}`,
    command,
    considerations: [
      command.type === 'aircraft.mission' && command.mission === 'interception'
        ? { name: 'interceptThreat', value: 0.9 }
        : command.type === 'aircraft.mission' &&
            extractionRole(game, side, command.formationId)?.role === 'fetch'
          ? { name: 'extraction', value: 1 }
          : { name: 'outOfFlakCover', value: 0.8 - i * 0.05 },
    ],
  }));
  for (const f of formationsOf(game, side)) {
    if (!isAircraftFormation(game, f) || !canActivate(game, f)) continue;
    const command: Command = {
      type: 'aircraft.mission',
      side,
      formationId: f.id,
      mission: 'stand-down',
    };
    if (validateCommand(game, command) === null)
      out.push({
        label: 'aircraft stand down',
        command,
        considerations: [{ name: 'nothingWorthIt', value: 0.1 }],
      });
  }
  return out;
}
