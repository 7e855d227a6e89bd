import { isEnemy } from '../../../engine/netea/rules/1.2-formations/sides';
import { validateCommand } from '../../../engine/netea/commands/apply';
import type { Command, Side } from '../../../engine/netea/commands/schema';
import {
  COHERENCY_RANGE,
  inBaseContact,
  shapeDistance,
  type Point,
  type Shape,
} from '../../../engine/kernel/geometry';
import { isWarEngine, startingCapacity } from '../../../engine/netea/rules/3-war-engines/capacity';
import { unitShapeAt } from '../../../engine/netea/rules/1.2-formations/battlefield';
import { placedUnits } from '../../../engine/netea/rules/1.9-shooting/geometry';
import type { AssaultState } from '../../../engine/netea/rules/1.12-assaults/state';
import { counterChargeDistance } from '../../../engine/netea/rules/1.7-movement/allowance';
import type { GameState, UnitState } from '../../../engine/netea/state/schema';
import { linear } from '../curves';
import {
  assaultOdds,
  assaultOddsCurve,
  zoneOfControlCurve,
  zoneOfControlTaken,
} from '../considerations/assault';
import { movedUnits, unitsOutOfFormation, withPlaced } from '../considerations/position';
import { chargeSpeedOf } from '../considerations/specialists';
import type { Candidate } from '../score';
import { goalOfAttack } from '../tournament';
import { dist, viewOf, type Situation } from '../situation';
import { objectiveThreat } from './shooting';

/** Units of the formations on the table. */
function unitsOf(game: GameState, formationIds: readonly string[]): UnitState[] {
  return Object.values(game.units).filter(
    (u) => formationIds.includes(u.formationId) && u.status === 'deployed' && u.position,
  );
}

function nearestEnemyUnit(game: GameState, from: Point, side: Side): Point | null {
  let best: Point | null = null;
  for (const u of Object.values(game.units))
    if (isEnemy(game, side, u.side) && u.status === 'deployed' && u.position)
      if (!best || dist(u.position, from) < dist(best, from)) best = u.position;
  return best;
}

/**
 * Assault targets (1.12.2) for the engaging formation: every enemy formation the engine lets it
 * declare, scored by the odds of winning (1.12.7), whether its units can reach it (a charge
 * move, then 15cm) and how much the target stands in the way of the objectives.
 */
export function assaultTargetCandidates(
  game: GameState,
  s: Situation,
  formationId: string,
): Candidate[] {
  const candidates: Candidate[] = [];
  const mine = viewOf(game, game.formations[formationId]!).units;
  for (const t of s.theirs) {
    const command: Command = {
      type: 'assault.declare',
      side: s.side,
      targetFormationId: t.formation.id,
    };
    if (validateCommand(game, command) !== null) continue;
    let near = Infinity;
    for (const e of t.units)
      for (const u of mine)
        near = Math.min(
          near,
          dist({ x: u.shape.cx, y: u.shape.cy }, { x: e.shape.cx, y: e.shape.cy }),
        );
    const odds = assaultOdds(game, formationId, t.formation.id);
    const zoc = zoneOfControlTaken(game, formationId, t.formation.id);
    candidates.push({
      label: `assault ${t.formation.id}`,
      command,
      considerations: [
        { name: 'assaultOdds', value: Math.max(0.02, assaultOddsCurve(odds.win)) },
        { name: 'inChargeReach', value: linear(10, 1, 45, 0.02)(near) },
        // 3.1.2: enough units in contact to take the war engine's zone of control.
        ...(zoc === null ? [] : [{ name: 'zoneOfControlTaken', value: zoneOfControlCurve(zoc) }]),
        { name: 'objectiveThreat', value: 0.5 + 0.5 * objectiveThreat(game, s, t.formation.id) },
        // 3.4.1: destroying it is what the victory asks.
        { name: 'quarry', value: s.quarry.has(t.formation.id) ? 1 : 0.6 },
        // 6.1.7: Break Their Spirit, They Shall Not Pass.
        ...[goalOfAttack(s.tournament, t.formation.id)].filter((c) => c !== null),
      ],
    });
  }
  return candidates;
}

/**
 * 1.12.3: each charging unit tries for base contact with the nearest defenders (bases end to
 * end or side by side, two attackers at most on each), else to end within 15cm of one for a
 * firefight; a unit already that close and finding no contact stays.
 */
export function chargeMove(
  game: GameState,
  side: Side,
  state: AssaultState,
  chargers: readonly UnitState[],
  seen: (id: string) => void,
): Command | null {
  const defenders = unitsOf(game, state.defenders);
  const gap = (u: UnitState) =>
    Math.min(...defenders.map((d) => dist(d.position!, u.position!)), Infinity);
  // The unit nearest the enemy leads; the others keep within coherency (1.2.1) of a unit of
  // their formation, or they would be lost when the charge ends (1.12.3, 1.7.4).
  const lead = [...unitsOf(game, state.attackers)].sort((a, b) => gap(a) - gap(b))[0];
  // A unit links to the units that have already charged (or stayed): a chain built from the
  // lead, never a second cluster apart from it.
  const waiting = new Set(chargers.map((c) => c.id));
  const linked = (unit: UnitState, to: Point) => {
    const mates = placedUnits(game, unit.formationId).filter((p) => p.unit.id !== unit.id);
    const settled = mates.filter((p) => !waiting.has(p.unit.id));
    // The lead goes where it likes only while it is the first of its formation to charge.
    if (unit.id === lead?.id && settled.length === 0) return true;
    const sheet = game.datasheets[unit.datasheetId];
    const shape = sheet ? unitShapeAt(sheet, to, unit.facing) : null;
    if (!shape) return false;
    return (settled.length > 0 ? settled : mates).some(
      (p) => shapeDistance(shape, p.shape) <= COHERENCY_RANGE - 0.2,
    );
  };
  const attackerShapes = () =>
    state.attackers.flatMap((id) => placedUnits(game, id)).map((p) => p.shape);
  for (const unit of [...chargers].sort((a, b) => gap(a) - gap(b))) {
    seen(unit.id);
    const from = unit.position!;
    const sheet = game.datasheets[unit.datasheetId];
    if (typeof sheet?.speed !== 'number') continue;
    // 2.1.4: infiltrators charge at double speed.
    const speed = chargeSpeedOf(sheet);
    const near = [...defenders]
      .sort((a, b) => dist(a.position!, from) - dist(b.position!, from))
      .slice(0, 4);
    const spots: Point[] = [];
    const toward = (to: Point, stop: number) => {
      const d = dist(from, to);
      const length = Math.min(speed - 0.05, d - stop);
      if (length > 0.2)
        spots.push({
          x: from.x + ((to.x - from.x) / d) * length,
          y: from.y + ((to.y - from.y) / d) * length,
        });
    };
    // 3.1.2, 3.3.1: a war engine keeps its zone of control until as many units as its starting
    // damage capacity have charged into contact, and up to twice that many may touch it: while
    // it has fewer, contact with it comes first, all round its base (its front may be full).
    const wanting = near.filter((t) => contactsWanted(game, t, attackerShapes()) > 0);
    for (const t of wanting) spots.push(...contactSpots(game, unit, t, from, speed));
    // Base contact: the stops suit bases from a trooper's to a tank's (1.12.3).
    for (const t of near) for (const stop of [1.25, 2.2, 3, 4, 5]) toward(t.position!, stop);
    for (const t of near.slice(0, 2))
      for (let k = 0; k < 8; k++) {
        const a = (k * Math.PI) / 4;
        const p = { x: t.position!.x + 2.4 * Math.cos(a), y: t.position!.y + 2.4 * Math.sin(a) };
        if (dist(from, p) < speed - 0.1) spots.push(p);
      }
    const closest = near[0]?.position;
    if (closest && dist(from, closest) > 14) for (const stop of [7, 10, 13]) toward(closest, stop);
    // Else close up behind a unit of the formation that has charged, nearest the enemy first.
    const mates = unitsOf(game, [unit.formationId])
      .filter((m) => m.id !== unit.id)
      .sort((a, b) => gap(a) - gap(b));
    for (const m of mates)
      for (let k = 0; k < 8; k++) {
        const a = (k * Math.PI) / 4;
        const p = { x: m.position!.x + 3.2 * Math.cos(a), y: m.position!.y + 3.2 * Math.sin(a) };
        if (dist(from, p) < speed - 0.1) spots.push(p);
      }
    const command = (to: Point): Extract<Command, { type: 'assault.chargeMove' }> => ({
      type: 'assault.chargeMove',
      side,
      unitId: unit.id,
      path: [to],
      facing: unit.facing,
    });
    if (isWarEngine(sheet)) {
      // 3.3.1: a war engine barges units of the target out of its way: it drives on into them.
      for (const t of near) for (const over of [0, 4, 8]) toward(t.position!, -over);
      const best = bargingCharge(
        game,
        unit,
        state,
        spots.filter((to) => linked(unit, to)).map(command),
      );
      if (best) return best;
      continue;
    }
    for (const to of spots) {
      if (!linked(unit, to)) continue;
      if (validateCommand(game, command(to)) === null) return command(to);
    }
  }
  return null;
}

/**
 * 3.3.1: of the legal charge moves of a war engine, the one that leaves most units of the
 * assault's defenders in base contact with it: those its base passes over are barged aside and
 * placed touching it, those by its end spot touch it. Its close combat dice (3.3.2) reach only
 * units in contact, and it may have twice its starting damage capacity there. The count is a
 * reckoning from the swept base (the engine's placing of barged units costs tens of ms a spot);
 * on a tie the first spot found, so the shortest way in is kept.
 */
function bargingCharge(
  game: GameState,
  unit: UnitState,
  state: AssaultState,
  commands: readonly Extract<Command, { type: 'assault.chargeMove' }>[],
): Command | null {
  const sheet = game.datasheets[unit.datasheetId];
  const from = unit.position!;
  const shape = sheet ? unitShapeAt(sheet, from, unit.facing) : null;
  if (!shape) return null;
  const defenders = state.defenders.flatMap((id) => placedUnits(game, id));
  const limit = 2 * startingCapacity(sheet!);
  const reckoned = commands.map((command) => {
    const to = command.path[command.path.length - 1]!;
    const end = unitShapeAt(sheet!, to, unit.facing);
    const touched = defenders.filter(
      (d) =>
        (end !== null && inBaseContact(end, d.shape)) ||
        segmentDistance({ x: d.shape.cx, y: d.shape.cy }, from, to) <
          shape.outerRadius + d.shape.outerRadius,
    ).length;
    return { command, contacts: Math.min(limit, touched) };
  });
  reckoned.sort((a, b) => b.contacts - a.contacts);
  return reckoned.find((r) => validateCommand(game, r.command) === null)?.command ?? null;
}

/** Distance from a point to the segment a-b. */
function segmentDistance(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const l2 = dx * dx + dy * dy;
  const t = l2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / l2));
  return dist(p, { x: a.x + t * dx, y: a.y + t * dy });
}

/**
 * 3.1.2, 3.3.1: how many more attackers the war engine wants in base contact: enough to take its
 * zone of control (its starting damage capacity), then up to twice that for more dice in close
 * combat. 0 for a unit that is no war engine (1.12.3's two at most are the engine's to enforce).
 */
function contactsWanted(game: GameState, target: UnitState, attackers: readonly Shape[]): number {
  const sheet = game.datasheets[target.datasheetId];
  const shape =
    sheet && target.position ? unitShapeAt(sheet, target.position, target.facing) : null;
  if (!sheet || !shape || !isWarEngine(sheet)) return 0;
  const touching = attackers.filter((a) => inBaseContact(a, shape)).length;
  return Math.max(0, 2 * startingCapacity(sheet) - touching);
}

/** Directions tried round a target's base for a spot in base contact with it. */
const CONTACT_DIRECTIONS = 24;

/**
 * Spots where the unit's base touches the target's (1.12.3), all round it, nearest the unit
 * first, within its charge move as the crow flies (the engine checks the way).
 */
function contactSpots(
  game: GameState,
  unit: UnitState,
  target: UnitState,
  from: Point,
  speed: number,
): Point[] {
  const sheet = game.datasheets[unit.datasheetId];
  const tSheet = game.datasheets[target.datasheetId];
  const centre = target.position!;
  const tShape = tSheet ? unitShapeAt(tSheet, centre, target.facing) : null;
  if (!sheet || !tShape) return [];
  const out: Point[] = [];
  const far = tShape.outerRadius + 12;
  for (let k = 0; k < CONTACT_DIRECTIONS; k++) {
    const a = (2 * Math.PI * k) / CONTACT_DIRECTIONS;
    const at = (r: number) => ({ x: centre.x + Math.cos(a) * r, y: centre.y + Math.sin(a) * r });
    // The nearest distance from the centre at which the bases no longer overlap.
    let lo = 0;
    let hi = far;
    for (let i = 0; i < 16; i++) {
      const mid = (lo + hi) / 2;
      const shape = unitShapeAt(sheet, at(mid), unit.facing);
      if (shape && shapeDistance(shape, tShape) > 0.01) hi = mid;
      else lo = mid;
    }
    const p = at(hi);
    if (dist(from, p) < speed - 0.1) out.push(p);
  }
  return out.sort((p, q) => dist(from, p) - dist(from, q));
}

/** 1.12.4: a unit not in base contact moves its 5 or 10cm straight at the closest enemy. */
export function counterChargeMove(
  game: GameState,
  side: Side,
  units: readonly UnitState[],
  seen: (id: string) => void,
): Command | null {
  for (const unit of units) {
    seen(unit.id);
    const from = unit.position!;
    const enemy = nearestEnemyUnit(game, from, side);
    const speed = game.datasheets[unit.datasheetId]?.speed;
    if (!enemy || typeof speed !== 'number') continue;
    const d = dist(from, enemy);
    for (const stop of [1.25, 2.2, 3, 4, 5]) {
      const length = Math.min(counterChargeDistance(speed) - 0.05, d - stop);
      if (length <= 0.2) continue;
      const to = {
        x: from.x + ((enemy.x - from.x) / d) * length,
        y: from.y + ((enemy.y - from.y) / d) * length,
      };
      const command: Command = {
        type: 'assault.counterCharge',
        side,
        unitId: unit.id,
        path: [to],
      };
      if (validateCommand(game, command) === null && keepsFormation(game, unit, to)) return command;
    }
  }
  return null;
}

/**
 * Whether the formation would have no more units out of formation with the unit at `to` than
 * now: a counter charge that strands units behind loses them at the end of the charges (1.12.4,
 * 1.7.4), as Land Raiders that each drove 5cm at a Gargant did.
 */
function keepsFormation(game: GameState, unit: UnitState, to: Point): boolean {
  const placed = placedUnits(game, unit.formationId).filter((p) => p.unit.id === unit.id);
  const from = unit.position!;
  const there = movedUnits(placed, { x: to.x - from.x, y: to.y - from.y });
  return (
    unitsOutOfFormation(withPlaced(game, there), unit.formationId) <=
    unitsOutOfFormation(game, unit.formationId)
  );
}
