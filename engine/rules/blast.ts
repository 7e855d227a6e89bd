import type { GameEvent } from '../events';
import type { GameState } from '../state/schema';
import { formationOf, liveUnits, withFormation } from './formations';
import { blastMarkersPerUnit } from './theyShallKnowNoFear';

/**
 * 1.3 Blast markers and 1.13.2 becoming broken, for Blast markers that are not caused by an
 * attack (a failed action test, 1.6.2). Attacks place theirs through the shooting rules, which
 * also deal with broken formations taking hits instead (1.13.4).
 */
export function placeBlastMarkers(
  state: GameState,
  formationId: string,
  count: number,
  events: GameEvent[],
  why: { reason: string; section: string },
): GameState {
  const formation = formationOf(state, formationId);
  if (count <= 0 || formation.broken) return state;
  events.push({ type: 'blast/placed', formationId, count, ...why });
  return withFormation(state, { ...formation, blastMarkers: formation.blastMarkers + count });
}

/**
 * 1.13.2: a formation with as many Blast markers as units is broken (twice as many with They
 * Shall Know No Fear, seed 001 5.5.1); all its Blast markers are removed when it breaks.
 */
export function checkBroken(state: GameState, formationId: string, events: GameEvent[]): GameState {
  const formation = formationOf(state, formationId);
  if (formation.broken) return state;
  const units = liveUnits(state, formation).length;
  if (units === 0 || formation.blastMarkers < units * blastMarkersPerUnit(state, formation))
    return state;
  events.push({ type: 'formation/broken', formationId, section: '1.13.2' });
  return withFormation(state, { ...formation, broken: true, blastMarkers: 0, overwatch: false });
}
