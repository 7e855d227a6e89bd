import { modify } from '../../abilities/registry';
import type { FormationState, GameState } from '../../state/schema';

/** Blast markers it takes to suppress one unit (1.3), to break the formation per unit (1.13.2)
 * or to destroy a unit of a broken formation (1.13.4): one, unless an army rule says otherwise. */
export function blastMarkersPerUnit(state: GameState, formation: FormationState): number {
  return modify('blastMarkersPerUnit', { state, formation }, 1);
}
