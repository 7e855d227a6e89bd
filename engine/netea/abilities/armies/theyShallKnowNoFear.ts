import { ofSide } from '../../state/perSide';
import type { FormationState, GameState } from '../../state/schema';
import type { Ability } from '../seam';

/**
 * They Shall Know No Fear (seed 001 5.5.1), for Space Marine forces the scenario grants it to:
 * two Blast markers suppress one unit or, on a broken formation, destroy one unit; a formation
 * breaks only at two Blast markers per unit; in an assault result it counts half its Blast
 * markers and suffers half the extra hits (rounded down); a broken formation that rallies keeps
 * one Blast marker per unit instead of half. (Leaders, 2.1.8, are not in play yet.)
 */
function knowsNoFear(state: GameState, formation: FormationState): boolean {
  return ofSide(state.players, formation.side).specialRules.includes('they-shall-know-no-fear');
}

export const theyShallKnowNoFear: Ability = {
  id: 'they-shall-know-no-fear',
  name: 'They Shall Know No Fear',
  section: 'seed 001 5.5.1',
  summary:
    'Two Blast markers count as one: to suppress, to break, to kill when broken; half in assault results.',
  kind: 'army',
  changes: {
    blastMarkersPerUnit: ({ state, formation }, n) => (knowsNoFear(state, formation) ? n * 2 : n),
    assaultResultBlastMarkers: ({ state, formation }, n) =>
      knowsNoFear(state, formation) ? Math.floor(n / 2) : n,
    assaultExtraHits: ({ state, formations }, hits) =>
      formations.some((f) => knowsNoFear(state, f)) ? Math.floor(hits / 2) : hits,
    rallyBlastMarkers: ({ state, formation, units }, n) =>
      knowsNoFear(state, formation) ? units : n,
  },
};
