import type { GameState } from '../../state/schema';
import { placedUnits, type Placed } from '../1.9-shooting/geometry';
import { shootingPartners } from '../5.3-scenarios/combinedMoves';

/**
 * 3.1.3: formations that dismounted from a war engine in its action shoot with it: "the war
 * engine and the transported units are treated as a single formation until the shooting attack
 * or assault has been resolved". The units of `formationId` on the table, and, while it is the
 * acting formation, those of the formations that got out of its war engines in this action.
 */
export function shootingParty(state: GameState, formationId: string): Placed[] {
  const activation = state.turnState.activation;
  // Seed 001 5.3.11.3: team-mates' formations of a combined fire shoot with it too, unless broken.
  const joined = activation?.formationId === formationId ? shootingPartners(state, activation) : [];
  return [formationId, ...joined].flatMap((id) => placedUnits(state, id));
}
