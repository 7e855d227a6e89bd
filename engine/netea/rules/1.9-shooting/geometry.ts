import { inFireArc, shapeDistance, shapesWithin } from '../../../kernel/geometry';
import type { LineOfFireResult, Shape } from '../../../kernel/geometry';
import type { UnitDatasheet } from '../../data/schema/unit';
import type { WeaponRange } from '../../data/schema/range';
import type { FireArc } from '../../data/schema/weaponAbility';
import type { GameState, UnitState } from '../../state/schema';
import { datasheetOf, unitShape } from '../1.2-formations/battlefield';
import { lineOfFireOver } from '../2-specialists/popUp';

/** A unit standing on the table with its datasheet and base. */
export interface Placed {
  readonly unit: UnitState;
  readonly sheet: UnitDatasheet;
  readonly shape: Shape;
}

/** The formation's units on the table (status 'deployed'), in formation order. */
export function placedUnits(state: GameState, formationId: string): Placed[] {
  const f = state.formations[formationId];
  if (!f) return [];
  const out: Placed[] = [];
  for (const id of f.unitIds) {
    const unit = state.units[id];
    if (!unit) continue;
    const shape = unitShape(state, unit);
    if (shape) out.push({ unit, sheet: datasheetOf(state, unit), shape });
  }
  return out;
}

export function placedUnit(state: GameState, unitId: string): Placed | null {
  const unit = state.units[unitId];
  if (!unit) return null;
  const shape = unitShape(state, unit);
  return shape ? { unit, sheet: datasheetOf(state, unit), shape } : null;
}

/** Units still in play, on the table or embarked (1.7.5: transported units count). */
export function livingUnitIds(state: GameState, formationId: string): string[] {
  const f = state.formations[formationId];
  if (!f) return [];
  return f.unitIds.filter((id) => {
    const u = state.units[id];
    return u !== undefined && u.status !== 'destroyed' && u.status !== 'reserve';
  });
}

/** 1.9.2: war engines block lines of fire; the two ends of the line do not block it. */
export function warEngineBlockers(state: GameState, exclude: readonly string[]): Shape[] {
  const out: Shape[] = [];
  for (const unit of Object.values(state.units)) {
    if (exclude.includes(unit.id)) continue;
    if (datasheetOf(state, unit).type !== 'WE') continue;
    const s = unitShape(state, unit);
    if (s) out.push(s);
  }
  return out;
}

export function lineOfFireBetween(state: GameState, from: Placed, to: Placed): LineOfFireResult {
  // 2.1.13: drawn over terrain a popped-up skimmer (or support craft) sees over.
  return lineOfFireOver(state, from, to, warEngineBlockers(state, [from.unit.id, to.unit.id]));
}

/** A weapon line's reach in cm; null for lines that never shoot (firefight, base contact,
 * orbital). 2.2.10: firing indirectly doubles the range and sets a minimum of 30cm. */
export interface Reach {
  readonly min: number;
  readonly max: number;
}

export const INDIRECT_MINIMUM_RANGE = 30;

export function reachOf(range: WeaponRange, indirect = false): Reach | null {
  switch (range.kind) {
    case 'cm': {
      const max = indirect ? range.cm * 2 : range.cm;
      const min = Math.max(range.minCm ?? 0, indirect ? INDIRECT_MINIMUM_RANGE : 0);
      return { min, max };
    }
    case 'unlimited':
      return { min: indirect ? INDIRECT_MINIMUM_RANGE : 0, max: Infinity };
    default:
      return null;
  }
}

/** 1.9.2 Shooting Conventions: in range if any part of the shooter is within range of any part
 * of the target; a minimum range (2.2.10) needs the whole gap to be at least that. */
export function inReach(from: Shape, to: Shape, reach: Reach): boolean {
  if (reach.max !== Infinity && !shapesWithin(from, to, reach.max)) return false;
  return reach.min <= 0 || shapeDistance(from, to) >= reach.min;
}

/** 1.9.2 Weapon Fire Arcs; 'fixed-rear' is fixed forward turned about. */
export function inArc(from: Shape, arc: FireArc, to: Shape): boolean {
  if (arc === 'fixed-rear')
    return inFireArc({ ...from, facing: from.facing + 180 }, 'fixed-forward', to);
  return inFireArc(from, arc, to);
}

/** Edge-to-edge distance from a unit to the nearest of some others (Infinity if none). */
export function nearestDistance(shape: Shape, others: readonly Placed[]): number {
  let best = Infinity;
  for (const o of others) best = Math.min(best, shapeDistance(shape, o.shape));
  return best;
}

/** Distances of each target unit from the nearest attacking unit (1.9.6 front to back). */
export function distancesFrom(
  targets: readonly Placed[],
  attackers: readonly Placed[],
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const t of targets) out[t.unit.id] = nearestDistance(t.shape, attackers);
  return out;
}

/** Equal distances for the rules' "equally far" / "closest" ties (cm). */
export const DISTANCE_TIE = 1e-6;
