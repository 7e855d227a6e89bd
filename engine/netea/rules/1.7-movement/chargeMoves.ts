import type { Side } from '../../commands/primitives';
import { isEnemy } from '../1.2-formations/sides';
import {
  featureCoverage,
  inBaseContact,
  shapeDistance,
  sweepWithin,
  ZOC_RANGE,
  type Point,
  type Shape,
} from '../../../kernel/geometry';
import { refusal, type Refusal } from '../../../kernel/result';
import type { GameState, UnitState } from '../../state/schema';
import { datasheetOf, unitShape } from '../1.2-formations/battlefield';
import { firstDistanceWhere, type MoveGeometry } from './geometry';
import { featuresWithEffect, terrainMoverOf } from './obstacles';
import type { MoveContext } from './types';
import { modify } from '../../abilities/registry';
import { enemyZocSources, inZocOf, type ZocSource } from './zonesOfControl';
import { mayCounterChargeInContact } from '../3-war-engines/counterCharge';
import { straightWayBlocked, waySlack, wayRoundLength } from './wayRound';

/** Slack for "as far as it could" and "directly towards" (a millimetre or two of hand). */
const HAND_TOLERANCE = 0.2;

/** 1.12.3: at most two units in base contact with a defender; 3.3: a war engine may be
 * charged by two units per point of its starting damage capacity. */
export function maxAttackersInContact(state: GameState, defender: UnitState): number {
  const sheet = datasheetOf(state, defender);
  return sheet.type === 'WE' ? 2 * (sheet.damageCapacity ?? 1) : 2;
}

/** The enemy units on the table with their bases. */
function enemiesOnTable(state: GameState, side: number): { unit: UnitState; shape: Shape }[] {
  const out: { unit: UnitState; shape: Shape }[] = [];
  for (const unit of Object.values(state.units)) {
    // 5.3.11.2: a team-mate's units are friends.
    if (!isEnemy(state, side as Side, unit.side)) continue;
    const shape = unitShape(state, unit);
    if (shape) out.push({ unit, shape });
  }
  return out;
}

/** Units of `side` other than `except` in base contact with the shape. */
function contactsFrom(state: GameState, shape: Shape, side: number, except: string): number {
  let n = 0;
  for (const u of Object.values(state.units)) {
    if (u.side !== side || u.id === except) continue;
    const s = unitShape(state, u);
    if (s && inBaseContact(s, shape)) n++;
  }
  return n;
}

function distinctPoints(path: readonly Point[]): number {
  let n = 0;
  let last: Point | undefined;
  for (const p of path) {
    if (!last || p.x !== last.x || p.y !== last.y) n++;
    last = p;
  }
  return n;
}

/**
 * Zones of control for a move (1.7.3 and its FAQ, 1.12.3, 1.12.4, 1.12.9, 1.13.3). A unit that
 * starts in an enemy ZoC may move about in it and must leave it by the end of its action
 * (`lastMoveOfAction`); no other ZoC may be entered, except by charges as 1.12.3 allows.
 */
export function checkZonesOfControl(
  state: GameState,
  unit: UnitState,
  geom: MoveGeometry,
  context: MoveContext,
  allowance: number,
  path: readonly Point[],
  barged: readonly string[] = [],
): Refusal | null {
  const kind = context.kind;
  if (kind === 'withdrawal') return null; // 1.13.3: ZoCs ignored; enemy units still block.
  const sources = enemyZocSources(state, unit.side, context.zocLost);
  const startedIn = new Set(sources.filter((s) => inZocOf(geom.start, s)));
  const entered = sources.filter(
    (s) => !startedIn.has(s) && sweepWithin(geom.sweep, s.shape, s.range),
  );
  const endIn = sources.filter((s) => inZocOf(geom.end, s));

  if (kind === 'normal' || kind === 'consolidation') {
    const first = entered[0];
    if (first) {
      const section = kind === 'consolidation' ? '1.12.9' : '1.7.3';
      return refusal(
        'move/enters-zoc',
        section,
        `The move enters the zone of control of ${first.unit.id}; only a charge may do that.`,
      );
    }
    const stillIn = endIn[0];
    if (kind === 'normal' && context.lastMoveOfAction !== false && stillIn) {
      return refusal(
        'move/must-leave-zoc',
        '1.7.3',
        `The unit must leave the zone of control of ${stillIn.unit.id} by the end of the action.`,
      );
    }
    return null;
  }

  // Charges and counter charges (1.12.4: "all the normal charge move rules apply").
  const targets = context.targetFormationIds ?? [];
  const isTarget = (s: ZocSource) =>
    kind === 'counter-charge' || targets.includes(s.unit.formationId);
  const excused = (s: ZocSource) =>
    s.range > ZOC_RANGE && contactsCloserTarget(state, unit, geom, s, targets);
  const outsider = entered.find((s) => !isTarget(s) && !excused(s));
  if (outsider) {
    return refusal(
      'move/zoc-of-other-formation',
      '1.12.3',
      `Charging units may not enter the zone of control of ${outsider.unit.id}, whose formation is not a target.`,
    );
  }
  const stuck = endIn.find((s) => !isTarget(s) && !excused(s));
  if (stuck) {
    return refusal(
      'move/must-leave-zoc',
      '1.7.3',
      `The charge must completely leave the zone of control of ${stuck.unit.id} (1.7.3 FAQ).`,
    );
  }
  // 2.1.4: abilities may let a charger ignore the target formation's zones (infiltrators).
  const ignoresTargets =
    kind === 'charge' &&
    modify('ignoresTargetZonesOfControl', { sheet: datasheetOf(state, unit) }, false);
  const enteredTargets = ignoresTargets ? [] : entered.filter(isTarget);
  if (enteredTargets.length > 0) {
    const nearest = nearestOnEntry(geom, enteredTargets);
    // 3.3.1: units a war engine barges aside are placed touching it.
    const contacted = nearest.some(
      (s) => inBaseContact(geom.end, s.shape) || barged.includes(s.unit.id),
    );
    if (!contacted && !pressedOn(geom, nearest, allowance)) {
      return refusal(
        'move/charge-nearest',
        '1.12.3',
        `A charging unit that enters a zone of control must move into base contact with the nearest enemy whose zone it entered (${nearest.map((s) => s.unit.id).join(' or ')}).`,
      );
    }
  }
  const enemies = enemiesOnTable(state, unit.side);
  for (const e of enemies) {
    if (!inBaseContact(geom.end, e.shape) || inBaseContact(geom.start, e.shape)) continue;
    const limit = maxAttackersInContact(state, e.unit);
    if (contactsFrom(state, e.shape, unit.side, unit.id) >= limit) {
      return refusal(
        'move/defender-full',
        '1.12.3',
        `${e.unit.id} already has ${limit} enemy units in base contact.`,
      );
    }
  }
  const walledIn = contactInImpassable(state, unit, geom, enemies);
  if (walledIn) return walledIn;
  return kind === 'counter-charge' ? checkCounterCharge(state, unit, enemies, geom, path) : null;
}

/**
 * 2.1.12 FAQ: a charger may enter the 10cm zone of control of a scout of another formation to
 * contact a target unit, "but only if the enemy unit is closer than the scout" (measured where
 * the charger first enters the scout's zone).
 */
function contactsCloserTarget(
  state: GameState,
  unit: UnitState,
  geom: MoveGeometry,
  scout: ZocSource,
  targets: readonly string[],
): boolean {
  const contacted = enemiesOnTable(state, unit.side).filter(
    (e) => targets.includes(e.unit.formationId) && inBaseContact(geom.end, e.shape),
  );
  if (contacted.length === 0) return false;
  const at = geom.shapeAt(firstDistanceWhere(geom, (s) => inZocOf(s, scout)) ?? geom.length);
  const toScout = shapeDistance(at, scout.shape);
  return contacted.some((e) => shapeDistance(at, e.shape) < toScout);
}

/** 1.12.3 FAQ: no base contact with an enemy wholly within terrain impassable to the charger. */
function contactInImpassable(
  state: GameState,
  unit: UnitState,
  geom: MoveGeometry,
  enemies: readonly { unit: UnitState; shape: Shape }[],
): Refusal | null {
  const mover = terrainMoverOf(datasheetOf(state, unit));
  if (!mover) return null;
  for (const e of enemies) {
    if (!inBaseContact(geom.end, e.shape) || inBaseContact(geom.start, e.shape)) continue;
    const wall = featuresWithEffect(state, mover, 'impassable', e.shape).find(
      (f) => featureCoverage(f, e.shape) === 'wholly',
    );
    if (wall) {
      return refusal(
        'move/contact-in-impassable',
        '1.12.3',
        `${e.unit.id} is wholly within ${wall.feature.type}, impassable to the charging unit (1.12.3 FAQ).`,
      );
    }
  }
  return null;
}

/** The enemies whose ZoC was entered that were nearest when the first of them was reached. */
function nearestOnEntry(geom: MoveGeometry, entered: readonly ZocSource[]): ZocSource[] {
  const at = firstDistanceWhere(geom, (shape) => entered.some((s) => inZocOf(shape, s)));
  const shape = geom.shapeAt(at ?? geom.length);
  const gaps = entered.map((s) => shapeDistance(shape, s.shape));
  const best = Math.min(...gaps);
  return entered.filter((_, i) => (gaps[i] as number) <= best + 0.01);
}

/**
 * 1.12.3 FAQ: a charger without the movement to reach base contact "would move as much as
 * possible towards the closest enemy unit": it used its whole move and ended nearer to it.
 */
function pressedOn(geom: MoveGeometry, nearest: readonly ZocSource[], allowance: number): boolean {
  if (geom.length < allowance - HAND_TOLERANCE) return false;
  return nearest.some((s) => shapeDistance(geom.end, s.shape) < shapeDistance(geom.start, s.shape));
}

/**
 * 1.12.4: only units not in base contact may counter charge, and "must use their counter charge
 * move to move directly towards the closest enemy unit": a straight move that closes the edge
 * distance to it by the distance moved (or reaches base contact).
 */
function checkCounterCharge(
  state: GameState,
  unit: UnitState,
  all: readonly { unit: UnitState; shape: Shape }[],
  geom: MoveGeometry,
  path: readonly Point[],
): Refusal | null {
  const touching = all.filter((e) => inBaseContact(geom.start, e.shape)).length;
  if (touching > 0 && !mayCounterChargeInContact(state, unit, touching)) {
    return refusal(
      'move/counter-charge-in-contact',
      '1.12.4',
      'Units already in base contact with an enemy unit may not counter charge.',
    );
  }
  // 3.3.1 FAQ: a war engine that may counter charge in contact heads for the closest enemy
  // unit not yet touching it.
  const apart = all.filter((e) => !inBaseContact(geom.start, e.shape));
  if (geom.length === 0 || apart.length === 0) return null;
  // 1.12.4 FAQ: an enemy unit that already has as many of our units in contact as it may take
  // is passed over for the next closest (while any is left to reach).
  const room = apart.filter(
    (e) => contactsFrom(state, e.shape, unit.side, unit.id) < maxAttackersInContact(state, e.unit),
  );
  const enemies = room.length > 0 ? room : apart;
  const gaps = enemies.map((e) => shapeDistance(geom.start, e.shape));
  const best = Math.min(...gaps);
  const closest = enemies.filter((_, i) => (gaps[i] as number) <= best + 0.01);
  const straight = distinctPoints(path) <= 2;
  const direct = closest.some(
    (e) =>
      shapeDistance(geom.end, e.shape) <= Math.max(0, best - geom.length) + HAND_TOLERANCE &&
      geom.length <= best + HAND_TOLERANCE,
  );
  if ((!straight || !direct) && !followsWayRound(state, unit, closest, geom)) {
    return refusal(
      'move/counter-charge-direction',
      '1.12.4',
      `A counter charge must move directly towards the closest enemy unit (${closest.map((e) => e.unit.id).join(' or ')}).`,
    );
  }
  return null;
}

/**
 * 1.12.4 FAQ: where the straight way to the closest enemy unit is blocked by impassable terrain
 * or units it may not move through, the counter charge follows the shortest way round: the
 * distance moved plus the shortest way on from where it ends is no longer than the shortest
 * way from where it began.
 */
function followsWayRound(
  state: GameState,
  unit: UnitState,
  closest: readonly { unit: UnitState; shape: Shape }[],
  geom: MoveGeometry,
): boolean {
  const from = { x: geom.start.cx, y: geom.start.cy };
  const to = { x: geom.end.cx, y: geom.end.cy };
  return closest.some((e) => {
    if (!straightWayBlocked(state, unit, from, e)) return false;
    const before = wayRoundLength(state, unit, from, e);
    if (before === null || geom.length > before + waySlack(state, unit, before)) return false;
    const after = inBaseContact(geom.end, e.shape) ? 0 : wayRoundLength(state, unit, to, e);
    return after !== null && geom.length + after <= before + waySlack(state, unit, before);
  });
}
