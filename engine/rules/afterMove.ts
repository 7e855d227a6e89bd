import type { GameEvent } from '../events';
import type { GameState } from '../state/schema';
import { closeActivation } from './actions';
import { checkBreak } from './breaking';
import { otherSide } from './formations';
import { defaultFirePlan } from './rollToHit';
import { shootingOptions } from './shootingOptions';

/**
 * What follows a completed move (1.10, 1.6.1, 1.13.3): enemy formations on overwatch may shoot
 * at the formation that moved; then the action goes on, or ends when nothing is left of it.
 */

/** 1.10: enemy formations on overwatch that could shoot at the formation now. */
export function eligibleOverwatchers(state: GameState, movingFormationId: string): string[] {
  const moving = state.formations[movingFormationId];
  if (!moving) return [];
  const enemy = otherSide(moving.side);
  return Object.values(state.formations)
    .filter((f) => f.side === enemy && f.overwatch && !f.broken)
    .filter((f) => {
      const options = shootingOptions(state, f.id, movingFormationId, { action: null });
      return options.ok && defaultFirePlan(options.value, state).orders.length > 0;
    })
    .map((f) => f.id);
}

/** After a move of the acting formation: open the overwatch window, or carry on. */
export function afterMove(state: GameState, events: GameEvent[]): GameState {
  const activation = state.turnState.activation;
  if (!activation) return state;
  // 1.13.2, 1.13.3: losses in the move may break the formation: it loses the rest of its action.
  const breaking = checkBreak(state, activation.formationId);
  if (breaking.events.length > 0) {
    events.push(...breaking.events);
    return closeActivation(breaking.state, events);
  }
  if (eligibleOverwatchers(state, activation.formationId).length > 0) {
    return {
      ...state,
      turnState: { ...state.turnState, overwatchWindow: { formationId: activation.formationId } },
    };
  }
  return continueAction(state, events);
}

/** After overwatch fire was resolved or declined: the window stays open while others may fire. */
export function afterOverwatch(state: GameState, events: GameEvent[], passed: boolean): GameState {
  const window = state.turnState.overwatchWindow;
  if (!window) return state;
  if (!passed && eligibleOverwatchers(state, window.formationId).length > 0) return state;
  const closed = { ...state, turnState: { ...state.turnState, overwatchWindow: null } };
  return continueAction(closed, events);
}

/**
 * The action goes on after a move, unless: the formation broke (1.13.3: it "makes a withdrawal
 * and loses the rest of its action"), or it was the last move of a march or of a hold that moved
 * (1.6.1: nothing else remains).
 */
function continueAction(state: GameState, events: GameEvent[]): GameState {
  const activation = state.turnState.activation;
  if (!activation) return state;
  const formation = state.formations[activation.formationId];
  const movesDone = activation.movesTaken >= activation.movesAllowed;
  // Units still aboard may get out at the end of the last move (1.7.5), so the action waits.
  const aboard = Object.values(state.units).some(
    (u) =>
      u.formationId === activation.formationId &&
      u.status === 'embarked' &&
      !activation.pickedUp.some((p) => p.unitId === u.id && p.move === activation.movesTaken - 1),
  );
  const done =
    !formation ||
    formation.broken ||
    (movesDone && !aboard && (activation.action === 'march' || activation.action === 'hold'));
  return done ? closeActivation(state, events) : state;
}
