import type { Dice } from '../../../kernel/dice';
import type { GameEvent } from '../../events';
import type { GameState } from '../../state/schema';
import { closeActivation } from '../1.4-1.6-sequence-and-actions/actions';
import { endAssault, finishAssaultAfterWithdrawal } from '../1.12-assaults/consolidation';
import { resumeCharge } from '../1.12-assaults/disembark';
import { assaultOf } from '../1.12-assaults/state';
import { checkBreak } from '../1.13-broken-formations/breaking';
import { followWithdrawal } from '../1.13-broken-formations/withdrawal';
import { otherSide } from '../1.2-formations/formations';
import { defaultFirePlan } from '../1.9-shooting/rollToHit';
import { shootingOptions } from '../1.9-shooting/options';

/**
 * What follows a completed move (1.10, 1.6.1, 1.13.3): enemy formations on overwatch may shoot
 * at the formation that moved; then the action goes on, or ends when nothing is left of it.
 *
 * The overwatch window opens after: a move of an action (`move.end`), unloading troops
 * (`move.disembark`, `assault.disembark`), a charge move (`assault.endCharge`, 1.12.3: before the
 * 15cm check, the counter charges and the attacks; 1.12.4: "Counter charges happen after the
 * engaging formation has finished moving and any overwatch shots have been taken") and a
 * withdrawal (1.13.3: "Enemy formations on overwatch can shoot at formations making withdrawal
 * moves"). Counter charges never open it (1.10 FAQ). A withdrawal is treated as one completed
 * move of each withdrawing formation: the window opens once its units have made their (up to)
 * two withdrawal moves and those caught within 15cm have been destroyed, and only if some unit
 * of it withdrew (1.10 FAQ: a player "can choose not to move the formation at all, thus avoiding
 * overwatch"). Several formations withdrawing together each get their window in turn (`queue`).
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

type Window = NonNullable<GameState['turnState']['overwatchWindow']>;

/** The state with the overwatch window open for the formation, when an enemy formation on
 * overwatch could fire at it; else null. */
export function openOverwatchWindow(
  state: GameState,
  formationId: string,
  more: Omit<Window, 'formationId'> = {},
): GameState | null {
  if (eligibleOverwatchers(state, formationId).length === 0) return null;
  return { ...state, turnState: { ...state.turnState, overwatchWindow: { formationId, ...more } } };
}

/**
 * 1.13.3: the windows of formations that have made withdrawal moves, one after the other: the
 * first one some enemy formation on overwatch could fire at opens; the rest wait in its queue.
 * Null when no enemy formation could fire at any of them.
 */
export function openWithdrawalWindows(
  state: GameState,
  formationIds: readonly string[],
  then: Omit<Window, 'formationId' | 'queue'> = {},
): GameState | null {
  for (const [i, formationId] of formationIds.entries()) {
    const queue = formationIds.slice(i + 1);
    const opened = openOverwatchWindow(state, formationId, {
      ...(queue.length > 0 ? { queue } : {}),
      ...then,
    });
    if (opened) return opened;
  }
  return null;
}

/** After a move of the acting formation: open the overwatch window, or carry on. */
export function afterMove(state: GameState, events: GameEvent[]): GameState {
  const activation = state.turnState.activation;
  if (!activation) return state;
  // 1.13.2, 1.13.3: losses in the move may break the formation: it loses the rest of its action
  // (closing the activation breaks it and offers the withdrawal).
  if (checkBreak(state, activation.formationId).events.length > 0) {
    return closeActivation(state, events);
  }
  return openOverwatchWindow(state, activation.formationId) ?? continueAction(state, events);
}

/**
 * After overwatch fire was resolved or declined: the window stays open while others may fire
 * (a pass declines for every formation of the side); once it closes, what the move interrupted
 * goes on: the next withdrawing formation's window, the second withdrawal move or what follows a
 * withdrawal, the charge, the end of an assault, or the action.
 */
export function afterOverwatch(
  state: GameState,
  events: GameEvent[],
  passed: boolean,
  dice: Dice,
): GameState {
  const window = state.turnState.overwatchWindow;
  if (!window) return state;
  if (!passed && eligibleOverwatchers(state, window.formationId).length > 0) return state;
  const closed = { ...state, turnState: { ...state.turnState, overwatchWindow: null } };
  const { formationId, queue = [], ...then } = window;
  const queued = openWithdrawalWindows(closed, queue, then);
  if (queued) return queued;
  // Between the two withdrawal moves (1.13.3): the second one follows.
  if (window.resumeWithdrawal) {
    return { ...closed, turnState: { ...closed.turnState, withdrawal: window.resumeWithdrawal } };
  }
  if (window.afterWithdrawal) return followWithdrawal(closed, window.afterWithdrawal, events);
  const assault = assaultOf(closed);
  if (assault?.step === 'disembark') return resumeCharge(closed, assault, events);
  if (assault?.step === 'withdraw') {
    if (window.secondAssaultWithdrawal) return closed;
    return finishAssaultAfterWithdrawal(closed, assault, dice, events);
  }
  if (assault?.step === 'consolidate') return endAssault(closed, events);
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
