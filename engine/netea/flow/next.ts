import { leaveThePortal } from '../rules/6.1-tournament/portals';
import type { CommandContext } from '../commands/handler';
import { warEngineEndPhase } from '../rules/3-war-engines/fires';
import type { Dice } from '../../kernel/dice/roller';
import type { GameEvent } from '../events';
import { popDownAfterAction } from '../rules/2-specialists/popUp';
import type { GameState } from '../state/schema';
import { mayRetain } from '../rules/1.4-1.6-sequence-and-actions/actions';
import { formationOf } from '../rules/1.2-formations/formations';
import { keepTurn, passTurn } from '../rules/1.4-1.6-sequence-and-actions/turnOrder';
import {
  overwatchSides,
  openOverwatchWindow,
  openWithdrawalWindows,
} from '../rules/1.10-overwatch/window';
import { emit, type AssaultSink } from '../events';
import { assaultInReach, placedOf } from '../rules/1.12-assaults/geometry';
import { assaultAftermath } from '../rules/1.12-assaults/consolidation';
import { mayGetOut } from '../rules/1.12-assaults/disembark';
import { breakFollowers, withoutBrokenFollowers } from '../rules/1.12-assaults/combinedAssault';
import { chargeReachTargets } from '../rules/1.12-assaults/settings';
import {
  assaultFormations,
  assaultOf,
  defenderSide,
  withAssault,
  type AssaultState,
} from '../rules/1.12-assaults/state';
import { checkBreak } from '../rules/1.13-broken-formations/breaking';
import { beginWithdrawal } from '../rules/1.13-broken-formations/withdrawal';
import { endOfRallies } from '../rules/1.14-end-phase/endPhase';
import { nextRallySide } from '../rules/1.14-end-phase/rallyOrder';
import { inTheAirCount, liftAircraft } from '../rules/4.1-4.2-aircraft/flights';
import { carryOnLanding, landingUnderWay } from '../rules/4.3-4.4-spacecraft/planetfallDisembark';
import { nextOrbitalWithdrawal } from '../rules/4.3-4.4-spacecraft/withdrawals';
import { isContinued, type Applied, type FlowStep, type WithdrawalSequel } from './steps';
import { movingFormationId } from '../rules/5.3-scenarios/combinedMoves';

/**
 * What comes next, in one place: a rule says what happened (a FlowStep) and this module decides
 * who acts and what follows, as the sequence of play has it (1.4–1.6), through the overwatch
 * windows (1.10), withdrawals (1.13.3), the steps of an assault (1.12) and the end phase (1.14).
 * The phase chart (chart.ts) reads the resulting state to know which decision is due.
 */
export function proceed(applied: Applied, context: CommandContext): GameState {
  return isContinued(applied) ? follow(applied.state, applied.then, context) : applied;
}

function follow(state: GameState, step: FlowStep, { dice, events }: CommandContext): GameState {
  switch (step.kind) {
    case 'action-over':
      return closeActivation(state, events, dice);
    case 'action-phase-over':
      return enterEndPhase(state, events, dice);
    case 'rally-taken':
      return nextRallySide(state) === null ? endOfRallies(state, events) : state;
    case 'move-completed':
      return afterMove(state, events, dice);
    case 'overwatch-fired':
      return afterOverwatch(state, events, step.passed, dice);
    case 'formations-broke': {
      const withdrawing = beginWithdrawal(
        state,
        step.side,
        step.formationIds,
        step.mandatory,
        step.then,
      );
      if (withdrawing.turnState.withdrawal) return withdrawing;
      return step.otherwise ? follow(state, step.otherwise, { dice, events }) : state;
    }
    case 'withdrawal-over':
      return followWithdrawal(state, step.then, events, dice);
    case 'charge-completed':
      return afterCharge(state, step.assault, events, dice);
    case 'charge-units-out':
      return chargeComplete(state, step.assault, events, dice);
    case 'assault-called-off':
      return callOff(state, step.assault, step.reason, step.section, events, dice);
    case 'assault-withdrawals-over':
      return finishAssaultAfterWithdrawal(state, step.assault, dice, events);
    case 'assault-over':
      return endAssault(state, events, dice);
    case 'aircraft-disengaged':
      return startRallies(state, events, dice);
  }
}

/**
 * The formation's action is over. The next side to act follows 1.6 and 1.6.3: after a success
 * the same side may retain the initiative (it declares again, or hands over); a side whose
 * opponent has no formations left keeps activating; with none left on either side the action
 * phase ends.
 */
function closeActivation(state: GameState, events: GameEvent[], dice: Dice): GameState {
  if (!state.turnState.activation) return state;
  // 6.1.6: an action that ended before its first move was over (a formation broken by its
  // failed test, a marshal that did not move) leaves nobody standing in the portal.
  state = leaveThePortal(state, dice, events);
  const activation = state.turnState.activation;
  if (!activation) return state;
  // 1.13.2: the formation's own losses in its action (out of formation, dangerous terrain) may
  // have left it with as many Blast markers as units: it breaks now, and may withdraw (1.13.3)
  // before the next formation acts.
  const breaking = checkBreak(state, activation.formationId);
  if (breaking.events.length > 0) {
    events.push(...breaking.events);
    const broken = formationOf(breaking.state, activation.formationId);
    const withdrawing = beginWithdrawal(
      breaking.state,
      broken.side,
      [broken.id],
      false,
      'close-activation',
    );
    if (withdrawing.turnState.withdrawal) return withdrawing;
    state = breaking.state;
  }
  // Any other formation the action left with too many Blast markers breaks too (1.13.2): the
  // winner of an assault (1.12.9: it "does not have to make a withdrawal").
  for (const other of Object.values(state.formations)) {
    if (other.id === activation.formationId || other.broken) continue;
    const broke = checkBreak(state, other.id);
    if (broke.events.length > 0) {
      events.push(...broke.events);
      state = broke.state;
    }
  }
  // 2.1.13: popped-up skimmers pop down, the action's and those that popped up in a counter
  // charge (those on overwatch stay up until they fire).
  state = popDownAfterAction(state);
  // 4.2.6: aircraft fly on out of reach of the ground until they disengage.
  state = liftAircraft(state);
  const formation = formationOf(state, activation.formationId);
  const side = formation.side;
  events.push({ type: 'action/ended', formationId: formation.id, section: '1.6' });
  let next: GameState = {
    ...state,
    turnState: {
      ...state.turnState,
      activation: null,
      lastActivation: {
        side,
        formationId: formation.id,
        passed: activation.passed,
        retained: activation.retained,
      },
    },
  };
  // 1.6.3: a side that may retain the initiative keeps it; else the turn passes on (1.6).
  next = mayRetain(next, side) ? keepTurn(next, side) : passTurn(next, side);
  return next.turnState.activeSide === null ? enterEndPhase(next, events, dice) : next;
}

/** The action phase is over: the end phase begins (1.14). */
function enterEndPhase(state: GameState, events: GameEvent[], dice: Dice): GameState {
  events.push({ type: 'phase/end-begins', section: '1.14' });
  const next: GameState = {
    ...state,
    phase: 'end',
    turnState: { ...state.turnState, activeSide: null },
  };
  return startRallies(next, events, dice);
}

/**
 * 1.14 FAQ, the order of the end phase: aircraft disengage first (4.2.6); once none is left in
 * the air, fires on war engines burn and void shields come back (3.2.3, step 2); then the
 * rallies (1.14.1), if any are due.
 */
function startRallies(state: GameState, events: GameEvent[], dice: Dice): GameState {
  if (inTheAirCount(state) > 0) return state;
  const burnt = warEngineEndPhase(state, dice, events);
  return nextRallySide(burnt) === null ? endOfRallies(burnt, events) : burnt;
}

/**
 * After a move of the acting formation (1.10, 1.6.1, 1.13.3): enemy formations on overwatch
 * may shoot at the formation that moved (window.ts says which windows open and when); then the
 * action goes on, or ends when nothing is left of it.
 */
function afterMove(state: GameState, events: GameEvent[], dice: Dice): GameState {
  const activation = state.turnState.activation;
  if (!activation) return state;
  // 1.13.2, 1.13.3: losses in the move may break the formation: it loses the rest of its action
  // (closing the activation breaks it and offers the withdrawal).
  if (checkBreak(state, activation.formationId).events.length > 0) {
    return closeActivation(state, events, dice);
  }
  // Seed 001 5.3.11.3: a partner of a combined fire that moved; broken by its own losses it
  // may withdraw and loses the rest of its action (1.13.3), the others go on (combinedMoves.ts).
  const mover = movingFormationId(activation);
  if (mover !== activation.formationId) {
    const broke = checkBreak(state, mover);
    if (broke.events.length > 0) {
      events.push(...broke.events);
      const side = formationOf(broke.state, mover).side;
      return beginWithdrawal(broke.state, side, [mover], false, 'continue-action');
    }
  }
  return openOverwatchWindow(state, mover) ?? continueAction(state, events, dice);
}

/**
 * After overwatch fire was resolved or declined: the window stays open while others may fire
 * (a pass declines for every formation of the side); once it closes, what the move interrupted
 * goes on: the next withdrawing formation's window, the second withdrawal move or what follows a
 * withdrawal, the charge, the end of an assault, or the action.
 */
function afterOverwatch(
  state: GameState,
  events: GameEvent[],
  passed: boolean,
  dice: Dice,
): GameState {
  const window = state.turnState.overwatchWindow;
  if (!window) return state;
  if (!passed && overwatchSides(state).length > 0) return state;
  const closed = { ...state, turnState: { ...state.turnState, overwatchWindow: null } };
  const { formationId, queue = [], ...then } = window;
  const queued = openWithdrawalWindows(closed, queue, then);
  if (queued) return queued;
  // Between the two withdrawal moves (1.13.3): the second one follows.
  if (window.resumeWithdrawal) {
    return { ...closed, turnState: { ...closed.turnState, withdrawal: window.resumeWithdrawal } };
  }
  if (window.afterWithdrawal) return followWithdrawal(closed, window.afterWithdrawal, events, dice);
  const assault = assaultOf(closed);
  if (assault?.step === 'disembark') return resumeCharge(closed, assault, events, dice);
  if (assault?.step === 'withdraw') {
    if (window.secondAssaultWithdrawal) return closed;
    return finishAssaultAfterWithdrawal(closed, assault, dice, events);
  }
  if (assault?.step === 'consolidate') return endAssault(closed, events, dice);
  return continueAction(closed, events, dice);
}

/**
 * The action goes on after a move, unless: the formation broke (1.13.3: it "makes a withdrawal
 * and loses the rest of its action"), or it was the last move of a march or of a hold that moved
 * (1.6.1: nothing else remains).
 */
function continueAction(state: GameState, events: GameEvent[], dice: Dice): GameState {
  const activation = state.turnState.activation;
  if (!activation) return state;
  // 4.4, 1.10 FAQ: overwatch fire at units getting out on landing by planetfall: the spacecraft's
  // landings go on.
  const ship = landingUnderWay(state);
  if (ship) return proceed(carryOnLanding(state, ship.formationId, dice, events), { dice, events });
  // 4.2.5, 1.10 FAQ: overwatch fire at units getting out of a landed aircraft: its mission goes on.
  if (state.aircraft?.step) return state;
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
  return done ? closeActivation(state, events, dice) : state;
}

/** What follows a withdrawal outside an assault, and the overwatch fire at it (1.13.3). */
function followWithdrawal(
  state: GameState,
  then: WithdrawalSequel,
  events: GameEvent[],
  dice: Dice,
): GameState {
  switch (then) {
    case 'close-activation': {
      // 1.13.3, seed 001 5.3.11: an orbital operation's broken formations of the next owner.
      const due = nextOrbitalWithdrawal(state);
      if (due?.turnState.withdrawal) return due;
      return closeActivation(due ?? state, events, dice);
    }
    case 'rallies':
      // The rallies of the end phase go on, or the turn ends (1.14).
      return nextRallySide(state) === null ? endOfRallies(state, events) : state;
    case 'continue-action':
      return state;
    case 'resume-charge': {
      // 2.1.2: a broken follower has withdrawn; the rest of the combined assault goes on.
      const assault = assaultOf(state);
      return assault ? afterCharge(state, assault, events, dice) : state;
    }
  }
}

/** 1.12.3: after the charge move or an unloading: the overwatch window, or the assault goes on. */
function afterCharge(
  state: GameState,
  assault: AssaultState,
  events: AssaultSink,
  dice: Dice,
): GameState {
  // 1.13.2: its own losses in the charge may break it (closing the action breaks it).
  if (checkBreak(state, assault.engagingFormationId).events.length > 0) {
    return callOff(
      state,
      assault,
      'the engaging formation broke in its charge',
      '1.13.3',
      events,
      dice,
    );
  }
  // 2.1.2: following formations broken by their own losses withdraw first (1.13.3), then
  // leave the combined assault.
  const followers = breakFollowers(state, assault, events);
  if (followers.broken.length > 0) {
    const side = state.formations[assault.engagingFormationId]!.side;
    const withdrawing = beginWithdrawal(
      followers.state,
      side,
      followers.broken,
      false,
      'resume-charge',
    );
    if (withdrawing.turnState.withdrawal) return withdrawing;
    state = followers.state;
  }
  assault = withoutBrokenFollowers(state, assault);
  state = withAssault(state, assault);
  return (
    openOverwatchWindow(state, assault.engagingFormationId) ??
    resumeCharge(state, assault, events, dice)
  );
}

/** Once the overwatch fire is over: units may get out (1.7.5), else the 15cm check (1.12.3). */
function resumeCharge(
  state: GameState,
  assault: AssaultState,
  events: AssaultSink,
  dice: Dice,
): GameState {
  if (state.formations[assault.engagingFormationId]?.broken) {
    return callOff(
      state,
      assault,
      'the engaging formation was broken by overwatch fire and loses the rest of its action',
      '1.13.3',
      events,
      dice,
    );
  }
  // 2.1.2: a follower broken by the fire has withdrawn and leaves the combined assault.
  assault = withoutBrokenFollowers(state, assault);
  state = withAssault(state, assault);
  if (mayGetOut(state, assault).length > 0) return withAssault(state, assault);
  return chargeComplete(state, assault, events, dice);
}

/** 1.12.3: the assault takes place only if a unit is within 15cm of the target with a line of
 * fire; the defender's counter charges come next. */
function chargeComplete(
  state: GameState,
  assault: AssaultState,
  events: AssaultSink,
  dice: Dice,
): GameState {
  if (!assaultInReach(state, assault.attackers, chargeReachTargets(state, assault))) {
    return callOff(
      state,
      assault,
      'no unit of the engaging formation is within 15cm of the target with a line of fire',
      '1.12.3',
      events,
      dice,
    );
  }
  return withAssault(state, {
    ...assault,
    step: 'counter-charge',
    decidingSide: defenderSide(assault),
  });
}

/** The assault does not take place (1.12.3): the engage action ends. */
function callOff(
  state: GameState,
  assault: AssaultState,
  reason: string,
  section: string,
  events: AssaultSink,
  dice: Dice,
): GameState {
  emit(events, {
    type: 'assault/called-off',
    formationId: assault.engagingFormationId,
    reason,
    section,
  });
  return closeActivation(withAssault(state, null), events, dice);
}

/** 1.12.8, 1.12.9: the aftermath's Blast markers, then the winner consolidates, if it can. */
function finishAssaultAfterWithdrawal(
  state: GameState,
  assault: AssaultState,
  dice: Dice,
  events: AssaultSink,
): GameState {
  const winner = assault.winner;
  if (winner === null) throw new Error('an assault ends with a winner');
  const next = assaultAftermath(state, assault, winner, dice, events);
  const consolidating = placedOf(next, assaultFormations(assault, winner));
  if (consolidating.length === 0) return endAssault(next, events, dice);
  return withAssault(next, { ...assault, step: 'consolidate', consolidated: [] });
}

/** The assault is over; so is the engage action that began it. */
function endAssault(state: GameState, events: AssaultSink, dice: Dice): GameState {
  emit(events, {
    type: 'assault/ended',
    winner: assaultOf(state)?.winner ?? null,
    section: '1.12',
  });
  const next = withAssault(state, null);
  return next.turnState.activation ? closeActivation(next, events, dice) : next;
}
