import type { Side } from '../../commands/schema';
import type { FormationState, GameState } from '../../state/schema';
import { formationsOf, liveUnits, otherSide } from '../1.2-formations/formations';
import { aloft } from '../4.1-4.2-aircraft/aerospace';

/**
 * 1.14.1: which formations must still take a rally test this end phase, and whose turn it is:
 * "Rally the formations one at a time, starting with the player with the higher strategy
 * rating" (equal ratings: the winner of this turn's strategy roll starts).
 */
export function needsRally(state: GameState, formation: FormationState): boolean {
  return (
    (formation.broken || formation.blastMarkers > 0) &&
    liveUnits(state, formation).length > 0 &&
    !state.turnState.rallied.includes(formation.id) &&
    // 4.2.7: aircraft do not rally; their Blast markers count against the next action test.
    !aloft(state, formation.id)
  );
}

export function pendingRallies(state: GameState, side: Side): FormationState[] {
  return formationsOf(state, side).filter((f) => needsRally(state, f));
}

/** The side that rallies next, or null when no formation is left to rally. */
export function nextRallySide(state: GameState): Side | null {
  const [p0, p1] = state.players;
  const first: Side =
    p0.strategyRating !== p1.strategyRating
      ? p0.strategyRating > p1.strategyRating
        ? 0
        : 1
      : (state.turnState.strategyWinner ?? 0);
  const waiting = [pendingRallies(state, 0).length > 0, pendingRallies(state, 1).length > 0];
  if (!waiting[0] && !waiting[1]) return null;
  // Two-sided: 1.14's rally order alternates two players (by strategy rating).
  if (!waiting[first]) return otherSide(first);
  // Two-sided: 1.14's rally order alternates two players (by strategy rating).
  if (!waiting[otherSide(first)]) return first;
  // Alternate: whoever has rallied fewer formations goes; the first player on equal counts.
  const done = [0, 0];
  for (const id of state.turnState.rallied) {
    const f = state.formations[id];
    if (f) done[f.side]!++;
  }
  // Two-sided: 1.14's rally order alternates two players (by strategy rating).
  const second = otherSide(first);
  return (done[second] ?? 0) < (done[first] ?? 0) ? second : first;
}
