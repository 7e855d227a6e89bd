import {
  featuresNearSegment,
  lineOfFire,
  shapeRingDistance,
  type IndexedFeature,
  type LineOfFireResult,
  type Shape,
} from '../../../kernel/geometry';
import { refusal, type Refusal } from '../../../kernel/result';
import { modify } from '../../abilities/registry';
import type { Action, GameState, UnitState } from '../../state/schema';
import { datasheetOf, terrainIndexOf } from '../1.2-formations/battlefield';
import { withUnits } from '../1.2-formations/unitUpdates';
import { unitLabel } from './unitLabel';

/**
 * 2.1.13 Skimmers popping up. A skimmer may declare it pops up at the start of any action but
 * sustained fire and marshal (overwatch included); popping up counts as movement for enemy
 * overwatch. It pops down when the action is over, or on overwatch once it has fired. Popped
 * up, terrain nearer to it than to the unit at the other end of a line of fire does not block
 * that line, either way; at equal distances the line is clear but both count as in cover.
 * 2.1.20: support craft are always popped up.
 *
 * 2.1.13 FAQ: "you have to be able to move to pop up (overwatch being the only exception)": a
 * formation whose test fails and is left with a hold action does not pop up.
 */

/** Distances closer than this count as equal (a millimetre: as finely as players measure). */
export const EQUAL_DISTANCE = 0.1;

/** 2.1.13: actions a skimmer may not pop up for. */
const GROUNDED: readonly Action[] = ['sustained-fire', 'marshal'];

/** Whether the unit flies high now: popped up (2.1.13), or a support craft (2.1.20). */
export function isPoppedUp(state: GameState, unit: UnitState): boolean {
  return modify('seesOverTerrain', { sheet: datasheetOf(state, unit), unit }, false);
}

/** 2.1.13: the formation's skimmers on the table, which may pop up for its action. */
export function skimmersOf(state: GameState, formationId: string): string[] {
  return (state.formations[formationId]?.unitIds ?? []).filter((id) => {
    const unit = state.units[id];
    return (
      unit?.status === 'deployed' && modify('popsUp', { sheet: datasheetOf(state, unit) }, false)
    );
  });
}

/** 2.1.13: the refusal for a declared pop-up, or null. */
export function popUpRefusal(
  state: GameState,
  formationId: string,
  action: Action,
  unitIds: readonly string[],
): Refusal | null {
  if (unitIds.length === 0) return null;
  if (GROUNDED.includes(action))
    return refusal(
      'skimmer/no-pop-up',
      '2.1.13',
      'A skimmer may not pop up as part of a sustained fire or a marshal action.',
    );
  for (const id of unitIds) {
    const unit = state.units[id];
    if (!unit || unit.formationId !== formationId || unit.status !== 'deployed')
      return refusal(
        'skimmer/not-in-formation',
        '2.1.13',
        'Only units of the acting formation on the table may pop up.',
      );
    if (!modify('popsUp', { sheet: datasheetOf(state, unit) }, false))
      return refusal(
        'skimmer/not-a-skimmer',
        '2.1.13',
        `${unitLabel(state, id)} is not a skimmer and cannot pop up.`,
      );
  }
  return null;
}

/** 2.1.13 FAQ "Can a skimmer pop up as part of a counter charge? Yes, if the unit can move it
 * can pop up": the refusal for a unit that is no skimmer, or null. */
export function counterChargePopUpRefusal(state: GameState, unitId: string): Refusal | null {
  const unit = state.units[unitId];
  if (unit && modify('popsUp', { sheet: datasheetOf(state, unit) }, false)) return null;
  return refusal(
    'skimmer/not-a-skimmer',
    '2.1.13',
    `${unitLabel(state, unitId)} is not a skimmer and cannot pop up.`,
  );
}

/** The formation's units pop down (2.1.13: at the end of the action, or after overwatch fire). */
export function popDown(state: GameState, formationId: string): GameState {
  const changes: Record<string, Partial<UnitState>> = {};
  for (const id of state.formations[formationId]?.unitIds ?? []) {
    if (state.units[id]?.poppedUp) changes[id] = { poppedUp: undefined };
  }
  if (Object.keys(changes).length === 0) return state;
  const next = withUnits(state, changes);
  // Drop the key itself, so a unit that has popped down is stored as one that never rose.
  const units = { ...next.units };
  for (const id of Object.keys(changes)) {
    const { poppedUp: _down, ...rest } = units[id]!;
    units[id] = rest;
  }
  return { ...next, units };
}

/** 2.1.13: popped-up skimmers pop down at the conclusion of the action, those on overwatch
 * only after they make their overwatch attack. Besides the acting formation's, that is any
 * skimmer that popped up in its counter charge (2.1.13 FAQ) during the action. */
export function popDownAfterAction(state: GameState): GameState {
  let next = state;
  for (const f of Object.values(state.formations)) if (!f.overwatch) next = popDown(next, f.id);
  return next;
}

/** 2.1.13: "Skimmers with a transport capacity may not embark or disembark units while they
 * are popped up" (2.1.20: support craft embark and disembark as normal). */
export function poppedUpTransportRefusal(transport: UnitState): Refusal | null {
  return transport.poppedUp
    ? refusal(
        'skimmer/popped-up-transport',
        '2.1.13',
        'A skimmer that has popped up may not take units on board or let them out.',
      )
    : null;
}

/** 2.1.13: "if they are destroyed while they are popped up then any units on board will be
 * destroyed with no save" (the transport's own record: it may already be destroyed). */
export function passengersLostWithNoSave(state: GameState, transportId: string): boolean {
  const transport = state.units[transportId];
  return transport !== undefined && isPoppedUp(state, transport);
}

/** The units pop up (2.1.13). */
export function popUp(state: GameState, unitIds: readonly string[]): GameState {
  return withUnits(state, Object.fromEntries(unitIds.map((id) => [id, { poppedUp: true }])));
}

/** A unit at one end of a line of fire. */
interface End {
  readonly unit: UnitState;
  readonly shape: Shape;
}

/**
 * 2.1.13: "measure the distance between the skimmer and the terrain, and then ... between the
 * terrain and the target unit. If the skimmer is nearer to the intervening terrain then the line
 * of fire is not blocked"; the same when the popped-up skimmer is the target. Returns the
 * features seen over, and those exactly as far from both ends.
 */
function seenOver(state: GameState, a: End, b: End): { over: number[]; equal: number[] } {
  const upA = isPoppedUp(state, a.unit);
  const upB = isPoppedUp(state, b.unit);
  const over: number[] = [];
  const equal: number[] = [];
  if (!upA && !upB) return { over, equal };
  const index = terrainIndexOf(state);
  const reach = Math.max(a.shape.outerRadius, b.shape.outerRadius);
  for (const i of featuresNearSegment(
    index,
    a.shape.cx,
    a.shape.cy,
    b.shape.cx,
    b.shape.cy,
    reach,
  )) {
    const f = index.features[i] as IndexedFeature;
    const toA = shapeRingDistance(a.shape, f);
    const toB = shapeRingDistance(b.shape, f);
    if (Math.abs(toA - toB) <= EQUAL_DISTANCE) {
      over.push(i);
      equal.push(i);
    } else if ((upA && toA < toB) || (upB && toB < toA)) over.push(i);
  }
  return { over, equal };
}

/**
 * 1.9.2 line of fire between two units, drawn over terrain a popped-up end sees over (2.1.13).
 * At equal distances "both the skimmer and the target unit can fire at each other, but they
 * both count as being in cover": the line is clear but partially obscured (1.8.2), when that
 * terrain would otherwise have blocked or obscured it.
 */
export function lineOfFireOver(
  state: GameState,
  a: End,
  b: End,
  blockers: readonly Shape[],
): LineOfFireResult {
  const terrain = terrainIndexOf(state);
  const { over, equal } = seenOver(state, a, b);
  const seen = lineOfFire(terrain, a.shape, b.shape, { blockers, seenOver: over });
  if (equal.length === 0 || !seen.clear || seen.partiallyObscured) return seen;
  const unseen = over.filter((i) => !equal.includes(i));
  const plain = lineOfFire(terrain, a.shape, b.shape, { blockers, seenOver: unseen });
  return plain.clear && !plain.partiallyObscured ? seen : { ...seen, partiallyObscured: true };
}
