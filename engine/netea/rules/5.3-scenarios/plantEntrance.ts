import { refusal, type Refusal } from '../../../kernel/result';
import { pointShapeDistance, type Point, type Shape } from '../../../kernel/geometry';
import type { GameState, UnitState } from '../../state/schema';
import { unitShape } from '../1.2-formations/battlefield';
import { hasUnitsInside } from './plantInside';

/**
 * Seed 001 5.3.15 Kontrollzentrum: "Wenn ein Teil des angreifenden Verbands draußen bleibt, muss
 * zumindest eine Einheit innerhalb von 5 cm vom Eingang bleiben, um die Formation aufrecht zu
 * erhalten." Our reading: it holds for as long as some of the formation are inside and some
 * outside, so it is checked when units storm in (plantCentre.ts) and on every later move of the
 * units outside (and of those coming out): the last unit within 5cm may not move away.
 */

/** "innerhalb von 5 cm vom Eingang". */
export const ENTRANCE_HOLD = 5;
const SECTION = 'seed 001 5.3.15';

export function distanceToEntrance(state: GameState, unit: UnitState, entrance: Point): number {
  const shape = unitShape(state, unit);
  return shape ? pointShapeDistance(shape, entrance) : Number.POSITIVE_INFINITY;
}

/** Whether one of these units (on the table) holds the entrance. */
export function holdsTheEntrance(
  state: GameState,
  units: readonly UnitState[],
  entrance: Point,
): boolean {
  return units.some((u) => distanceToEntrance(state, u, entrance) <= ENTRANCE_HOLD);
}

export function holdTheEntranceRefusal(formationName: string): Refusal {
  return refusal(
    'plant/hold-the-entrance',
    SECTION,
    `Part of ${formationName} is inside the control centre: at least one of its units outside must stay within ${ENTRANCE_HOLD}cm of the entrance to keep the formation together.`,
  );
}

/**
 * The move of `unit` ending with its base at `end`: refused when it would take the formation's
 * last unit within 5cm of the entrance further away while others are still inside. A formation
 * that no longer holds the entrance (its holders shot away) is not held to it (our reading: the
 * rule keeps what is, it cannot undo a loss). Only the moves of an action (1.7) are held to it:
 * charges, withdrawals and consolidations are made by other rules (our reading).
 */
export function entranceMoveRefusal(state: GameState, unit: UnitState, end: Shape): Refusal | null {
  const formation = state.formations[unit.formationId];
  const entrance = state.plant?.centre?.entrance;
  if (!formation || !entrance || !hasUnitsInside(state, formation)) return null;
  if (pointShapeDistance(end, entrance) <= ENTRANCE_HOLD) return null;
  const others = formation.unitIds
    .map((id) => state.units[id])
    .filter((u): u is UnitState => u !== undefined && u.id !== unit.id && u.status === 'deployed');
  if (holdsTheEntrance(state, others, entrance)) return null;
  if (!holdsTheEntrance(state, [unit], entrance)) return null;
  return holdTheEntranceRefusal(formation.name);
}
