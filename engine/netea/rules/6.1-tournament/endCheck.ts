import type { GameEvent } from '../../events';
import type { GameState } from '../../state/schema';
import { goalsOf, tournamentVerdict } from './goals';
import { tournamentHolders } from './objectives';
import { tournamentOf } from './order';

/**
 * 6.1.4, 6.1.7 at the end of the rallies: record who holds each objective, check the goals,
 * and end the game, ask for the dice to carry on (turn 4 and later), or let the next turn
 * begin (the caller, 1.14, begins it: phase still 'end' and no roll due).
 */
export function tournamentEndPhase(state: GameState, events: GameEvent[]): GameState {
  const holders = tournamentHolders(state);
  events.push({ type: 'objectives/checked', turn: state.turn, holders, section: '6.1.4' });
  const goals = [goalsOf(state, 0), goalsOf(state, 1)] as const;
  const t = {
    ...tournamentOf(state),
    goals: [[...goals[0]], [...goals[1]]] as [string[], string[]],
  };
  const next: GameState = {
    ...state,
    tournament: t,
    objectiveHistory: [...state.objectiveHistory, holders],
  };
  if (state.turn >= 3)
    events.push({ type: 'tournament/goals', turn: state.turn, goals, section: '6.1.7' });
  const verdict = tournamentVerdict(state, [goals[0], goals[1]]);
  if (verdict.kind === 'won') {
    events.push({
      type: 'game/over',
      winner: verdict.side,
      reason: verdict.reason,
      section: '6.1.7',
    });
    return {
      ...next,
      phase: 'game-over',
      result: { winner: verdict.side, turn: state.turn, reason: verdict.reason },
    };
  }
  if (verdict.kind === 'roll-on') return { ...next, tournament: { ...t, rollOn: true } };
  return next;
}
