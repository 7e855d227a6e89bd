import { teamOf } from '../1.2-formations/sides';
import type { GameEvent } from '../../events';
import type { GameState } from '../../state/schema';
import { objectiveHolders, victor } from './victory';
import { tournamentEndPhase } from '../6.1-tournament/endCheck';
import { demolitionResult } from '../3-war-engines/demolition';
import { strikeResult } from '../4.1-4.2-aircraft/strike';
import { extractionResult } from '../4.1-4.2-aircraft/extraction';
import { escalationResult } from '../5.3-scenarios/escalation';
import { breakthroughResult } from '../5.3-scenarios/breakthrough';
import { ambushResult } from '../5.3-scenarios/ambush';
import { leaveAtTheEnd } from '../5.3-scenarios/leaveTable';
import { plantResult } from '../5.3-scenarios/plantVictory';
import { perSideResult } from '../5.3-scenarios/opposedGoals';

/**
 * 1.14 The End Phase, after the rallies: check the victory conditions (1.14.2); then the next
 * turn begins (1.4.1), or the game is over.
 */
export function endOfRallies(state: GameState, events: GameEvent[]): GameState {
  // 6.1.7: a tournament game is decided by its five goals instead.
  if (state.victory.kind === 'tournament') {
    const decided = tournamentEndPhase(state, events);
    if (decided.phase !== 'end') return decided;
    if (decided.tournament?.rollOn) return decided;
    const next = beginTurn(decided, state.turn + 1);
    events.push({ type: 'game/turn-begins', turn: next.turn });
    return next;
  }
  // 3.4.1: a demolition scenario ends on its war engine or its objectives being destroyed;
  // 4.5.1: a strike on its targets being destroyed, or on its last turn.
  if (
    state.victory.kind === 'demolition' ||
    state.victory.kind === 'strike' ||
    state.victory.kind === 'extraction'
  ) {
    const kind = state.victory.kind;
    const over =
      kind === 'strike'
        ? strikeResult(state)
        : kind === 'extraction'
          ? extractionResult(state)
          : demolitionResult(state);
    if (over) {
      const section = kind === 'strike' ? '4.5.1' : kind === 'extraction' ? '4.5.2' : '3.4.1';
      events.push({ type: 'game/over', ...over, section });
      return { ...state, phase: 'game-over', result: { ...over, turn: state.turn } };
    }
    const next = beginTurn(state, state.turn + 1);
    events.push({ type: 'game/turn-begins', turn: next.turn });
    return next;
  }
  // Seed 001 5.3.2: an escalation is decided on victory points at the end of its last turn.
  if (state.victory.kind === 'escalation') {
    const over = escalationResult(state);
    if (over) {
      const { winner, reason } = over;
      events.push({ type: 'tournament/victory-points', points: over.points, section: '5.3.2' });
      events.push({ type: 'game/over', winner, reason, section: '5.3.2' });
      return { ...state, phase: 'game-over', result: { winner, turn: state.turn, reason } };
    }
    const next = beginTurn(state, state.turn + 1);
    events.push({ type: 'game/turn-begins', turn: next.turn });
    return next;
  }
  // Seed 001 5.3.7: the ambush's three terms after the third turn.
  if (state.victory.kind === 'ambush') {
    const over = ambushResult(state);
    if (over) {
      events.push({ type: 'game/over', ...over, section: '5.3.7' });
      return { ...state, phase: 'game-over', result: { ...over, turn: state.turn } };
    }
    const next = beginTurn(state, state.turn + 1);
    events.push({ type: 'game/turn-begins', turn: next.turn });
    return next;
  }
  // Seed 001 5.3.15: the plant's three kinds of building, within twelve turns.
  if (state.victory.kind === 'water-plant') {
    const over = plantResult(state);
    if (over) {
      events.push({ type: 'game/over', ...over, section: 'seed 001 5.3.15' });
      return { ...state, phase: 'game-over', result: { ...over, turn: state.turn } };
    }
    const next = beginTurn(state, state.turn + 1);
    events.push({ type: 'game/turn-begins', turn: next.turn });
    return next;
  }
  // Seed 001 5.3.5: a breakthrough counts the formations that left the table.
  if (state.victory.kind === 'breakthrough') {
    const counted = leaveAtTheEnd(state, events);
    const over = breakthroughResult(counted);
    if (over) {
      events.push({ type: 'game/over', ...over, section: '5.3.5' });
      return { ...counted, phase: 'game-over', result: { ...over, turn: state.turn } };
    }
    const next = beginTurn(counted, state.turn + 1);
    events.push({ type: 'game/turn-begins', turn: next.turn });
    return next;
  }
  const holders = objectiveHolders(state);
  let next: GameState = { ...state, objectiveHistory: [...state.objectiveHistory, holders] };
  events.push({ type: 'objectives/checked', turn: state.turn, holders, section: '1.14.2' });
  // Seed 001 5.3.3: each side's own goal, on the objectives just checked.
  if (state.victory.kind === 'per-side') {
    const over = perSideResult(next);
    if (over) {
      events.push({ type: 'game/over', ...over, section: '5.3.3' });
      return { ...next, phase: 'game-over', result: { ...over, turn: state.turn } };
    }
    next = beginTurn(next, state.turn + 1);
    events.push({ type: 'game/turn-begins', turn: next.turn });
    return next;
  }
  const won = victor(next);
  if (won) {
    const n = won.objectives.length;
    const turns = state.victory.holdTurns;
    const reason = `held ${n} objective${n === 1 ? '' : 's'} for ${turns} full turn${turns === 1 ? '' : 's'}`;
    events.push({ type: 'game/over', winner: won.side, reason, section: '1.14.2' });
    // Seed 001 5.3.11.2: in team play the team wins (its lead holds the objectives, victory.ts).
    const team = teamOf(state, won.side);
    return {
      ...next,
      phase: 'game-over',
      result: {
        winner: won.side,
        turn: state.turn,
        reason,
        ...(team !== null ? { winningTeam: team } : {}),
      },
    };
  }
  if (state.turn >= state.victory.maxTurns) {
    const reason = `no side won within ${state.victory.maxTurns} turns`;
    events.push({ type: 'game/over', winner: null, reason, section: '1.14.2' });
    return { ...next, phase: 'game-over', result: { winner: null, turn: state.turn, reason } };
  }
  next = beginTurn(next, state.turn + 1);
  events.push({ type: 'game/turn-begins', turn: next.turn });
  return next;
}

/** 1.4.1: a new turn starts with the strategy phase; every formation may act again. */
export function beginTurn(state: GameState, turn: number): GameState {
  const formations = Object.fromEntries(
    Object.entries(state.formations).map(([id, f]) => [
      id,
      { ...f, activated: false, action: null },
    ]),
  );
  return {
    ...state,
    turn,
    phase: 'strategy',
    formations,
    turnState: {
      ...withoutRerolls(state.turnState),
      strategyTotals: null,
      strategyWinner: null,
      firstSide: null,
      activeSide: null,
      activation: null,
      attack: null,
      withdrawal: null,
      assault: null,
      overwatchWindow: null,
      lastActivation: null,
      rallied: [],
    },
  };
}

/** 2.1.15: re-rolls are "once per turn": the count starts again (and is absent until used); the
 * turn's acting order (seed 001 5.3.11.1) goes with it. */
function withoutRerolls(turnState: GameState['turnState']): GameState['turnState'] {
  if (
    turnState.rerollsUsed === undefined &&
    turnState.ralliedFromBroken === undefined &&
    turnState.actingOrder === undefined &&
    turnState.teamPick === undefined &&
    turnState.teamActed === undefined
  )
    return turnState;
  const rest: Partial<GameState['turnState']> = { ...turnState };
  delete rest.rerollsUsed;
  // 6.1.4: who rallied from broken is this end phase's alone.
  delete rest.ralliedFromBroken;
  // Seed 001 5.3.11.1: the acting order is rolled for each turn.
  delete rest.actingOrder;
  // Seed 001 5.3.11.2-3: a pick due and who of the team has acted belong to the action phase.
  delete rest.teamPick;
  delete rest.teamActed;
  return rest as GameState['turnState'];
}
