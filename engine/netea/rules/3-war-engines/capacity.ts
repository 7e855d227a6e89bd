import type { UnitDatasheet } from '../../data/schema/unit';
import type { GameState, UnitState } from '../../state/schema';
import { datasheetOf } from '../1.2-formations/battlefield';

/** 3.0: a war engine is a unit with a damage capacity (type WE). */
export function isWarEngine(sheet: UnitDatasheet): boolean {
  return sheet.type === 'WE';
}

/** 3.2.2: the war engine's starting damage capacity; 1 for any other unit. */
export function startingCapacity(sheet: UnitDatasheet): number {
  return isWarEngine(sheet) ? (sheet.damageCapacity ?? 1) : 1;
}

/** 3.0: "a war engine counts as being worth a number of units equal to its starting damage
 * capacity" (Blast markers to suppress or break it, 3.2.4). */
export function unitWorth(state: GameState, unit: UnitState): number {
  return startingCapacity(datasheetOf(state, unit));
}

/** 3.2.2: damage capacity left; a war engine is destroyed when it reaches 0. */
export function capacityLeft(state: GameState, unit: UnitState): number {
  return Math.max(0, startingCapacity(datasheetOf(state, unit)) - unit.damage);
}

/** 3.2.4: the formation's break point: the starting damage capacity of each functioning war
 * engine plus one for each other unit in play (embarked units count, 1.7.5). */
export function formationWorth(state: GameState, unitIds: readonly string[]): number {
  let n = 0;
  for (const id of unitIds) {
    const u = state.units[id];
    if (u) n += unitWorth(state, u);
  }
  return n;
}

/** 3.2.1: the starting damage capacity of each war engine among `units`, for allocating hits. */
export function capacityMap(
  units: readonly { readonly unit: UnitState; readonly sheet: UnitDatasheet }[],
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of units) if (isWarEngine(p.sheet)) out[p.unit.id] = startingCapacity(p.sheet);
  return out;
}
