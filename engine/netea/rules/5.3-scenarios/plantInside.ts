import type { FormationState, GameState } from '../../state/schema';
import { isWaterPlant } from './plantTables';

/**
 * Seed 001 5.3.15 Kontrollzentrum: which Ork units are inside the control centre (off the
 * table, `reserve`, listed in `plant.centre.inside`). A leaf module: the activation rules ask it
 * whether a formation with no unit on the table is still in play (it is: "Ork Einheiten im
 * Zentrum können sich … zurück auf den Tisch bewegen", and attack again).
 */

export function insideCentre(state: GameState, unitId: string): boolean {
  if (!isWaterPlant(state)) return false;
  const unit = state.units[unitId];
  return unit?.status === 'reserve' && (state.plant?.centre?.inside.includes(unitId) ?? false);
}

/** The formation's units inside the control centre. */
export function unitsInside(state: GameState, formation: FormationState): string[] {
  if (!isWaterPlant(state) || !state.plant?.centre) return [];
  return formation.unitIds.filter((id) => insideCentre(state, id));
}

/** Whether some of the formation's units are inside the control centre. */
export function hasUnitsInside(state: GameState, formation: FormationState): boolean {
  return unitsInside(state, formation).length > 0;
}
