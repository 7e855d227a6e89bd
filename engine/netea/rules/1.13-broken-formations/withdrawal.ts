import { continueWith, type AfterWithdrawal, type Applied } from '../../flow/steps';
import { moveRequestFrom } from '../1.7-movement/request';
import type { CommandHandler } from '../../commands/handler';
import type { CommandOf, Side } from '../../commands/schema';
import type { Dice } from '../../../kernel/dice';
import type { GameEvent } from '../../events';
import { refusal, type Refusal } from '../../../kernel/result';
import type { GameState } from '../../state/schema';
import { enforceCoherency, checkOutOfFormation } from '../1.12-assaults/moves';
import { movedFormations } from '../1.12-assaults/consolidation';
import { validateMove } from '../1.7-movement/movement';
import type { MoveContext } from '../1.7-movement/types';
import { applyMove } from '../1.7-movement/moveUnit';
import { caughtWithdrawing, destroyCaught, WITHDRAWAL_MOVES } from '../1.12-assaults/withdrawal';
import { openWithdrawalWindows } from '../1.10-overwatch/window';
import { damageCaughtWarEngines } from '../3-war-engines/withdrawal';
import { routRefusal, withdrawingPlayer } from '../5.3-scenarios/ambushVolley';

/**
 * 1.13.3 Withdrawals outside an assault. "A broken formation may choose to make a withdrawal
 * immediately after the action that caused it to break"; a broken formation that fails its rally
 * test "must make a withdrawal" (1.14.1). Each unit makes up to two moves ignoring enemy zones of
 * control; a unit that ends its withdrawal within 15cm of the enemy is destroyed. A formation that
 * chooses not to withdraw at all (where that is allowed) stays where it is. The formation makes
 * its two moves one after the other ("withdrawal moves are treated exactly like a normal move"):
 * every unit's first move, then every unit's second. "Enemy formations on overwatch can shoot at
 * formations making withdrawal moves", after each of them (1.10: "after any move ... and before
 * it carries out the next one"): each formation that moved opens the overwatch window
 * (engine/netea/rules/1.10-overwatch/afterMove.ts), and the second move, or what follows the withdrawal, waits for it.
 */

/** Offer (or impose) a withdrawal on the formations that have just broken. */
export function beginWithdrawal(
  state: GameState,
  side: Side,
  formationIds: readonly string[],
  mandatory: boolean,
  then: AfterWithdrawal,
): GameState {
  const onTable = formationIds.filter((id) =>
    Object.values(state.units).some((u) => u.formationId === id && u.status === 'deployed'),
  );
  if (onTable.length === 0) return state;
  return {
    ...state,
    turnState: {
      ...state.turnState,
      withdrawal: { side, formationIds: onTable, mandatory, move: 1, moves: {}, then },
    },
  };
}

/** Formations broken by what just happened (events), for `beginWithdrawal`. */
export function newlyBroken(events: readonly GameEvent[], state: GameState): Map<Side, string[]> {
  const out = new Map<Side, string[]>();
  for (const e of events) {
    if (e.type !== 'formation/broken') continue;
    const f = state.formations[e.formationId];
    if (!f?.broken) continue;
    out.set(f.side, [...(out.get(f.side) ?? []), f.id]);
  }
  return out;
}

function withdrawalRefusal(state: GameState, side: Side): Refusal | null {
  if (state.turnState.overwatchWindow?.resumeWithdrawal) {
    return refusal(
      'overwatch/window-open',
      '1.10',
      'Enemy formations on overwatch may fire after the first withdrawal move, before the second.',
    );
  }
  const w = state.turnState.withdrawal;
  if (!w) return refusal('flow/not-now', '1.13.3', 'No formation is withdrawing.');
  // Seed 001 5.3.7: in the ambush's volley the Space Marine player withdraws the broken Orks.
  const withdrawing = withdrawingPlayer(state, w.side);
  // Named by number: with more than two players (seed 001 5.3.11) it may be a team-mate.
  if (withdrawing !== side)
    return refusal(
      'withdrawal/not-yours',
      '1.13.3',
      `Player ${withdrawing + 1} withdraws the broken formation now, not you.`,
    );
  return null;
}

const CONTEXT: MoveContext = { kind: 'withdrawal' };

export const withdrawalMove: CommandHandler<CommandOf<'withdrawal.move'>> = {
  validate(state, command) {
    const flow = withdrawalRefusal(state, command.side);
    if (flow) return flow;
    const w = state.turnState.withdrawal!;
    const unit = state.units[command.unitId];
    if (!unit || !w.formationIds.includes(unit.formationId)) {
      return refusal(
        'withdrawal/not-withdrawing',
        '1.13.3',
        `${command.unitId} is not in a withdrawing formation.`,
      );
    }
    const made = w.moves[unit.id] ?? 0;
    if (made >= WITHDRAWAL_MOVES) {
      return refusal('withdrawal/moves-used', '1.13.3', 'A withdrawing unit makes two moves.');
    }
    if (made >= w.move) {
      return refusal(
        'withdrawal/first-move-made',
        '1.13.3',
        `${unit.id} has made its first withdrawal move: end the formation's first move (enemy overwatch may fire, 1.10) before the second.`,
      );
    }
    const move = moveRequestFrom(state, command);
    if (!move) return refusal('move/not-on-table', '1.7', `${unit.id} is not on the table.`);
    const rout = routRefusal(state, command);
    if (rout) return rout;
    return validateMove(state, move, command.road ? { ...CONTEXT, road: true } : CONTEXT);
  },
  apply(state, command, { dice, events }) {
    const w = state.turnState.withdrawal!;
    const move = moveRequestFrom(state, command);
    if (!move) throw new Error('validated withdrawal vanished');
    const moved = applyMove(
      state,
      move,
      command.road ? { ...CONTEXT, road: true } : CONTEXT,
      dice,
      events,
    );
    const moves = { ...w.moves, [command.unitId]: (w.moves[command.unitId] ?? 0) + 1 };
    return { ...moved.state, turnState: { ...moved.state.turnState, withdrawal: { ...w, moves } } };
  },
};

export const withdrawalEnd: CommandHandler<CommandOf<'withdrawal.end'>> = {
  validate(state, command) {
    const flow = withdrawalRefusal(state, command.side);
    if (flow) return flow;
    return checkOutOfFormation(
      state,
      state.turnState.withdrawal!.formationIds,
      command.outOfFormation,
    );
  },
  apply(state, command, { dice, events }) {
    const w = state.turnState.withdrawal!;
    // A first move that no unit made ends the withdrawal: the formation stays (1.10 FAQ).
    if (w.move === 1 && Object.keys(w.moves).length > 0) {
      return endFirstMove(state, dice, events, command.outOfFormation);
    }
    return endWithdrawal(state, dice, events, command.outOfFormation);
  },
};

/** Formations of the withdrawal with a unit that made the move now ending. */
function movedThisMove(state: GameState): string[] {
  const w = state.turnState.withdrawal!;
  const movers = Object.entries(w.moves)
    .filter(([, made]) => made >= w.move)
    .map(([unitId]) => unitId);
  return movedFormations(state, w.formationIds, movers);
}

/**
 * The end of the first withdrawal move: units out of formation are removed as after any move
 * (1.2.1), then the enemy's formations on overwatch may fire at each formation that moved before
 * the second move; the withdrawal waits in the window (resumeWithdrawal) meanwhile.
 */
function endFirstMove(
  state: GameState,
  dice: Dice,
  events: GameEvent[],
  chosen?: readonly string[],
): GameState {
  const w = state.turnState.withdrawal!;
  const moved = movedThisMove(state);
  const second = { ...w, move: 2 as const };
  let next: GameState = { ...state, turnState: { ...state.turnState, withdrawal: second } };
  next = enforceCoherency(next, moved, chosen, dice, events);
  // Broken by overwatch fire: that window is still open and the formations on overwatch that
  // have not fired may fire once the withdrawal is over.
  if (w.then === 'after-overwatch') return next;
  const paused: GameState = { ...next, turnState: { ...next.turnState, withdrawal: null } };
  return openWithdrawalWindows(paused, moved, { resumeWithdrawal: second }) ?? next;
}

function endWithdrawal(
  state: GameState,
  dice: Dice,
  events: GameEvent[],
  chosen?: readonly string[],
): Applied {
  const w = state.turnState.withdrawal!;
  let next: GameState = { ...state, turnState: { ...state.turnState, withdrawal: null } };
  const withdrew = Object.keys(w.moves).length > 0;
  // The formations that moved in this (the last) move: only they trigger overwatch now.
  const moved = movedThisMove(state);
  // A withdrawal that was optional and not made leaves the formation where it is.
  if (withdrew || w.mandatory) {
    next = enforceCoherency(next, moved, chosen, dice, events);
    const caught = caughtWithdrawing(next, w.formationIds, Object.keys(w.moves));
    // 3.2.4: war engines take damage for each enemy unit near instead of being destroyed.
    const we = damageCaughtWarEngines(next, caught, dice, events);
    next = destroyCaught(we.state, we.others, 'within-15cm', dice, events);
  }
  // Broken by overwatch fire: the window for its move is still open, and the formations on
  // overwatch that have not fired may now fire at it (its withdrawal moves included).
  if (w.then === 'after-overwatch')
    return continueWith(next, { kind: 'overwatch-fired', passed: false });
  // 1.13.3: "Enemy formations on overwatch can shoot at formations making withdrawal moves"; the
  // formations that did not move at all do not trigger it (1.10 FAQ).
  return (
    openWithdrawalWindows(next, moved, { afterWithdrawal: w.then }) ??
    continueWith(next, { kind: 'withdrawal-over', then: w.then })
  );
}
