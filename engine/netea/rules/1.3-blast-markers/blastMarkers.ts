import { modify } from '../../abilities/registry';
import type { FormationState, GameState, UnitState } from '../../state/schema';
import { datasheetOf } from '../1.2-formations/battlefield';

/** Blast markers it takes to suppress one unit (1.3), to break the formation per unit (1.13.2)
 * or to destroy a unit of a broken formation (1.13.4): one, unless an army rule says otherwise. */
export function blastMarkersPerUnit(state: GameState, formation: FormationState): number {
  return modify('blastMarkersPerUnit', { state, formation }, 1);
}

/** 1.3, 1.9.4: a lost unit places a Blast marker on its formation, unless an ability says it does
 * not (2.1.22 expendable); so does a disrupt hit on it (2.2.2, 2.2.2 FAQ). */
export function lossPlacesBlastMarker(state: GameState, unit: UnitState): boolean {
  const formation = state.formations[unit.formationId];
  if (!formation) return true;
  return modify(
    'lossPlacesBlastMarker',
    { state, formation, sheet: datasheetOf(state, unit) },
    true,
  );
}

/** 1.12.7, 1.12.8, 1.13.4: whether the unit can be destroyed by the damage of a lost assault or
 * of Blast markers on its broken formation; an ability may make it immune (2.1.3 fearless). */
export function suffersBreakDamage(state: GameState, unit: UnitState): boolean {
  return modify('suffersBreakDamage', { sheet: datasheetOf(state, unit) }, true);
}
