import type { Dice } from '../../../kernel/dice';
import type { Modifier } from '../../../kernel/dice/toHit';
import { shapeDistance } from '../../../kernel/geometry/distance';
import { convexPolygonShape, rectCorners, type Shape } from '../../../kernel/geometry/shapes';
import { distanceBetween, headingBetween } from '../../../kernel/geometry/vector';
import type { Point } from '../../../kernel/geometry/types';
import type { Side } from '../../commands/primitives';
import type { UnitDatasheet } from '../../data/schema/unit';
import type { GameEvent } from '../../events';
import type { FormationState, GameState, UnitState } from '../../state/schema';
import { unitShape } from '../1.2-formations/battlefield';
import { unitLabel } from '../2-specialists/unitLabel';
import { hitEffect } from '../1.9-shooting/saves';
import { refusal, type Refusal } from '../../../kernel/result';
import type { FireArc } from '../../data/schema/weaponAbility';
import { inArc } from '../1.9-shooting/geometry';
import { isAircraft } from './aerospace';
import { isEnemy, sidesAfter } from '../1.2-formations/sides';
import { EMPTY_AIRCRAFT } from './state';

/**
 * 4.2.3 Anti-aircraft attacks and 4.2.4 flak attacks: which ground units may fire at an aircraft
 * formation as it flies past, the dice, and each unit's one shot at each aircraft formation.
 */

/** A weapon line's AA values: its score and its range (4.2.3: AA only against aircraft). */
export interface AaWeapon {
  readonly name: string;
  readonly toHit: number;
  readonly range: number;
  readonly count: number;
  /** 2.2.6: a macro-weapon AA value (no armour save, so no jink save either: 4.2.3 FAQ). */
  readonly macro: boolean;
  /** 1.9.2: its fire arc (4.2.4: aircraft shoot at interceptors within the AA weapon's arc). */
  readonly arc: FireArc;
}

/** 2.2.1, 4.2.3: the weapons of a unit with an AA value. */
export function aaWeapons(sheet: UnitDatasheet): AaWeapon[] {
  const out: AaWeapon[] = [];
  for (const w of sheet.weapons)
    for (const m of w.modes) {
      const aa = m.firepower.find((f) => f.type === 'AA');
      if (aa && 'toHit' in aa && m.range.kind === 'cm')
        out.push({
          name: w.name,
          toHit: aa.toHit,
          range: m.range.cm,
          count: w.count ?? 1,
          arc: m.arc ?? 'all',
          macro: hitEffect(
            'AA',
            m.abilities.map((a) => a.id),
          ).macro,
        });
    }
  return out;
}

/** The longest range of any of the unit's weapons (4.2.4 FAQ: a unit only needs to be in
 * range to be suppressed). */
function longestRange(sheet: UnitDatasheet): number {
  let r = 0;
  for (const w of sheet.weapons)
    for (const m of w.modes) if (m.range.kind === 'cm') r = Math.max(r, m.range.cm);
  return r;
}

/** The path as a thin shape: distance to it is the closest the aircraft came. */
function pathShapes(path: readonly Point[]): Shape[] {
  const out: Shape[] = [];
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1] as Point;
    const b = path[i] as Point;
    const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    const len = Math.max(distanceBetween(a, b), 1e-3);
    out.push(convexPolygonShape(rectCorners(mid, headingBetween(a, b), 1e-3, len)));
  }
  return out;
}

function closestApproach(shape: Shape, path: readonly Point[]): number {
  return Math.min(...pathShapes(path).map((p) => shapeDistance(shape, p)));
}

/** 4.2.4: a formation that is marching or broken makes no flak attacks. */
function mayFlak(f: FormationState): boolean {
  return !f.broken && f.action !== 'march';
}

export interface FlakOption {
  readonly unitId: string;
  readonly formationId: string;
}

/**
 * 4.2.4: the side's ground units that may flak the aircraft formation: on the table, in a
 * formation neither marching nor broken, with an AA weapon whose range the aircraft came within
 * during the move ("even if the aircraft is no longer within weapon range"), that have not shot
 * at this aircraft formation this turn (4.2.4 FAQ: "each unit may only shoot at an aircraft once
 * per turn"). Landed aircraft are never targets (4.2.3 FAQ), so only flights are asked about.
 */
export function flakOptions(
  state: GameState,
  side: Side,
  aircraftFormationId: string,
  path: readonly Point[],
): FlakOption[] {
  const fired = state.aircraft?.flak ?? {};
  const out: FlakOption[] = [];
  for (const u of Object.values(state.units)) {
    if (u.side !== side || u.status !== 'deployed' || !u.position) continue;
    const f = state.formations[u.formationId];
    const sheet = state.datasheets[u.datasheetId];
    if (!f || !sheet || !mayFlak(f)) continue;
    if (fired[u.id]?.includes(aircraftFormationId)) continue;
    if (flakWeapons(state, u, aircraftFormationId, path).length > 0)
      out.push({ unitId: u.id, formationId: f.id });
  }
  return out;
}

/**
 * 4.2.4 with seed 001 5.3.11: the enemy players of the aircraft's owner who may still flak it at
 * this move, in the order they are asked: round the table from the owner, in player order (our
 * reading: the rules give no order; every enemy's flak is resolved before the saves, FAQ 4.2
 * step 3). A team-mate (5.3.11.2) is never among them; neither is a player without a unit that
 * may fire, nor one in `done` (he has answered).
 */
export function flakSidesDue(
  state: GameState,
  owner: Side,
  aircraftFormationId: string,
  path: readonly Point[],
  done: readonly Side[] = [],
): Side[] {
  return sidesAfter(state, owner).filter(
    (s) =>
      isEnemy(state, owner, s) &&
      !done.includes(s) &&
      flakOptions(state, s, aircraftFormationId, path).length > 0,
  );
}

/** Where an aircraft formation's aircraft stand on the table (none when off it). */
function standing(state: GameState, formationId: string): Shape[] {
  const f = state.formations[formationId];
  if (!f) return [];
  return f.unitIds.flatMap((id) => {
    const u = state.units[id];
    const shape = u && u.status === 'deployed' ? unitShape(state, u) : null;
    return shape ? [shape] : [];
  });
}

/**
 * 4.2.3: an aircraft's AA weapons that reach enemy aircraft from where it stands: any part of
 * them within the weapon's range and fire arc (an interception, or the flak of a ground attack
 * at its interceptors: 4.2.4 "enemy interceptors that fall within the AA weapon's fire arc").
 */
export function aaWeaponsAt(
  state: GameState,
  unit: UnitState,
  targets: readonly Shape[],
): AaWeapon[] {
  const sheet = state.datasheets[unit.datasheetId];
  const shape = unitShape(state, unit);
  if (!sheet || !shape) return [];
  return aaWeapons(sheet).filter((w) =>
    targets.some((t) => shapeDistance(shape, t) <= w.range && inArc(shape, w.arc, t)),
  );
}

/**
 * 4.2.4: the AA weapons a unit may flak the aircraft formation with: a ground unit's whose range
 * the aircraft came within during the move; an aircraft's (4.2 FAQ: "within range at the end of
 * the enemy's approach move") that reach them in range and arc where they stand.
 */
export function flakWeapons(
  state: GameState,
  unit: UnitState,
  aircraftFormationId: string,
  path: readonly Point[],
): AaWeapon[] {
  const sheet = state.datasheets[unit.datasheetId];
  if (!sheet) return [];
  if (isAircraft(sheet)) return aaWeaponsAt(state, unit, standing(state, aircraftFormationId));
  const shape = unitShape(state, unit);
  if (!shape) return [];
  const near = closestApproach(shape, path);
  return aaWeapons(sheet).filter((w) => near <= w.range);
}

/**
 * 1.9.2 and the 4.2.4 FAQ: a formation's Blast markers suppress as many of its units within
 * range of the aircraft, AA or not, so at most that many fewer may fire.
 */
export function flakAllowance(
  state: GameState,
  formation: FormationState,
  path: readonly Point[],
): number {
  let inRange = 0;
  for (const id of formation.unitIds) {
    const u = state.units[id];
    const sheet = u && state.datasheets[u.datasheetId];
    if (!u || !sheet || u.status !== 'deployed') continue;
    const shape = unitShape(state, u);
    if (shape && closestApproach(shape, path) <= longestRange(sheet)) inRange++;
  }
  return Math.max(0, inRange - formation.blastMarkers);
}

/** 4.2.4: the flak command's units are all allowed, and no formation fires more than its
 * suppression leaves. */
export function flakRefusal(
  state: GameState,
  side: Side,
  aircraftFormationId: string,
  path: readonly Point[],
  unitIds: readonly string[],
): Refusal | null {
  const options = flakOptions(state, side, aircraftFormationId, path);
  if (new Set(unitIds).size !== unitIds.length)
    return refusal(
      'flak/twice',
      '4.2.4',
      'Each unit makes one flak attack at an aircraft formation.',
    );
  for (const id of unitIds)
    if (!options.some((o) => o.unitId === id)) {
      const u = state.units[id];
      const fired = state.aircraft?.flak[id]?.includes(aircraftFormationId);
      return fired
        ? refusal(
            'flak/already-fired',
            '4.2.4',
            `${unitLabel(state, id)} has already shot at this aircraft formation this turn.`,
          )
        : refusal(
            'flak/not-eligible',
            '4.2.4',
            `${u ? unitLabel(state, id) : 'That unit'} may not flak it: it needs an AA weapon the aircraft came within range of, in a formation neither marching nor broken.`,
          );
    }
  const byFormation = new Map<string, number>();
  for (const id of unitIds) {
    const fid = state.units[id]?.formationId ?? '';
    byFormation.set(fid, (byFormation.get(fid) ?? 0) + 1);
  }
  for (const [fid, n] of byFormation) {
    const f = state.formations[fid];
    if (f && n > flakAllowance(state, f, path))
      return refusal(
        'flak/suppressed',
        '4.2.4',
        `${f.name}'s Blast markers suppress its units within range: only ${flakAllowance(state, f, path)} may fire.`,
      );
  }
  return null;
}

/** 4.2.4 FAQ: the only modifier to flak is -1 in the end phase when the unit's formation carried
 * out an action that involved a move. */
export function flakModifiers(state: GameState, formation: FormationState): Modifier[] {
  const moved =
    formation.action === 'advance' ||
    formation.action === 'double' ||
    formation.action === 'engage' ||
    formation.action === 'march';
  return state.phase === 'end' && moved
    ? [{ value: -1, reason: 'flak in the end phase after a move', section: '4.2.4' }]
    : [];
}

/** Rolls the AA attacks of some units (or aircraft) at an aircraft formation: the number of
 * hits. `modifiers` are the situation's (4.2.3: +1 for interceptors). */
export function rollAa(
  state: GameState,
  dice: Dice,
  shooters: readonly UnitState[],
  targetFormationId: string,
  extra: (u: UnitState) => Modifier[],
  section: string,
  /** The weapons that reach the target (range, and arc for aircraft); all AA weapons if absent. */
  reaching?: (u: UnitState) => AaWeapon[],
): { hits: number; macroHits: number } {
  let hits = 0;
  let macroHits = 0;
  for (const u of shooters) {
    const sheet = state.datasheets[u.datasheetId];
    if (!sheet) continue;
    for (const w of reaching ? reaching(u) : aaWeapons(sheet)) {
      const roll = dice.test(w.count, w.toHit, extra(u), {
        purpose: `AA: ${w.name} (${unitLabel(state, u.id)})`,
        section,
        unitId: u.id,
        formationId: targetFormationId,
      });
      if (w.macro) macroHits += roll.successes;
      else hits += roll.successes;
    }
  }
  return { hits, macroHits };
}

/** 4.2.4 FAQ: records the units that shot at the aircraft formation this turn. */
export function recordFlak(
  state: GameState,
  unitIds: readonly string[],
  aircraftFormationId: string,
): GameState {
  const air = state.aircraft ?? EMPTY_AIRCRAFT;
  const flak = { ...air.flak };
  for (const id of unitIds) flak[id] = [...(flak[id] ?? []), aircraftFormationId];
  return { ...state, aircraft: { ...air, flak } };
}

export type FlakEvents = GameEvent[];
