import type { Side } from '../../commands/schema';
import type { FormationState, GameState } from '../../state/schema';
import { formationsOf, liveUnits } from '../1.2-formations/formations';
import { sidesOf } from '../1.2-formations/sides';
import { ofSide } from '../../state/perSide';
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

/** The side that rallies next, or null when no formation is left to rally. Players take turns
 * from the higher strategy rating down (equal ratings: the winner of this turn's strategy roll
 * first, then player order); with more than two players (seed 001 5.3.11.1) the turn goes round
 * them the same way, skipping those with nothing left to rally. */
export function nextRallySide(state: GameState): Side | null {
  const winner = state.turnState.strategyWinner ?? 0;
  const order = sidesOf(state).sort(
    (a, b) =>
      ofSide(state.players, b).strategyRating - ofSide(state.players, a).strategyRating ||
      Number(b === winner) - Number(a === winner) ||
      a - b,
  );
  const waiting = order.filter((side) => pendingRallies(state, side).length > 0);
  if (waiting.length === 0) return null;
  // Alternate: whoever has rallied fewer formations goes; the earlier in order on equal counts.
  const done = state.players.map(() => 0);
  for (const id of state.turnState.rallied) {
    const f = state.formations[id];
    if (f) done[f.side]!++;
  }
  return waiting.reduce((best, side) => (done[side]! < done[best]! ? side : best));
}
