import type { FormationState, GameState } from '../../state/schema';

/**
 * They Shall Know No Fear (seed 001 5.5.1), for Space Marine forces the scenario grants it to:
 * two Blast markers suppress one unit or, on a broken formation, destroy one unit; a formation
 * breaks only at two Blast markers per unit; in an assault result it counts half its Blast
 * markers and suffers half the extra hits (rounded down); a broken formation that rallies keeps
 * one Blast marker per unit instead of half; leaders remove two Blast markers instead of one.
 */
export function knowsNoFear(state: GameState, formation: FormationState): boolean {
  return state.players[formation.side].specialRules.includes('they-shall-know-no-fear');
}

/** Blast markers it takes to suppress one unit, to break per unit, or to kill a unit of a broken
 * formation (1.3, 1.13.4; two with They Shall Know No Fear). */
export function blastMarkersPerUnit(state: GameState, formation: FormationState): 1 | 2 {
  return knowsNoFear(state, formation) ? 2 : 1;
}
