import { continueWith } from '../../flow/steps';
import type { Side } from '../../commands/primitives';
import { moveRequestFrom } from '../1.7-movement/request';
import type { Dice } from '../../../kernel/dice';
import { refusal } from '../../../kernel/result';
import type { GameState } from '../../state/schema';
import { openWithdrawalWindows } from '../1.10-overwatch/window';
import type { AssaultCommandOf } from './commandSchemas';
import { type AssaultSink } from '../../events';
import { ASSAULT_RANGE, placedOf } from './geometry';
import type { AssaultCommandHandler } from './handler';
import { assaultAt, checkOutOfFormation, enforceCoherency, isRefusal } from './moves';
import { assaultOpponent, assaultFormations, withAssault, type AssaultState } from './state';
import { checkBreak, placeAttackBlastMarkers } from '../1.13-broken-formations/breaking';
import { formationsOf } from '../1.2-formations/formations';
import { validateMove } from '../1.7-movement/movement';
import type { MoveContext } from '../1.7-movement/types';
import { applyMove } from '../1.7-movement/moveUnit';
import { shapesWithin } from '../../../kernel/geometry';
import {
  boardAfterConsolidation,
  boardingRefusal,
  consolidationSplitRefusal,
  engineConsolidationRefusal,
} from '../3-war-engines/transportConsolidate';
import {
  aircraftBoardingRefusal,
  groundAircraft,
  isLandedTransport,
} from '../4.1-4.2-aircraft/consolidateAboard';

/**
 * The end of an assault: 1.12.8's last paragraph (formations of the losing side that could have
 * lent support receive a Blast marker each), 1.12.9 (the winning formations receive a Blast
 * marker per unit the enemy killed, unless broken at the start of the combat, and may break),
 * then the winner's 5cm consolidation moves, which may not enter an enemy zone of control.
 */

/** 1.12.8: formations of the losing side, not in the assault, with a unit within 15cm of an
 * enemy unit in the assault. */
export function onlookers(state: GameState, assault: AssaultState): string[] {
  if (assault.winner === null) return [];
  const loser = assaultOpponent(assault, assault.winner);
  const enemies = placedOf(state, assaultFormations(assault, assault.winner));
  const inAssault = assaultFormations(assault, loser);
  return formationsOf(state, loser)
    .filter((f) => !inAssault.includes(f.id))
    .filter((f) =>
      placedOf(state, [f.id]).some((u) =>
        enemies.some((e) => shapesWithin(u.shape, e.shape, ASSAULT_RANGE)),
      ),
    )
    .map((f) => f.id);
}

/**
 * The aftermath of an assault once the loser has withdrawn: 1.12.8, formations of the losing
 * side that could have lent support receive a Blast marker each; 1.12.9, the winning formations
 * receive a Blast marker for each unit the enemy killed (unless broken when the combat began),
 * and may break. The winner's consolidation follows (the flow's, engine/netea/flow/next.ts).
 */
export function assaultAftermath(
  state: GameState,
  assault: AssaultState,
  winner: Side,
  dice: Dice,
  events: AssaultSink,
): GameState {
  let next = state;
  for (const f of onlookers(next, assault)) {
    const r = placeAttackBlastMarkers(next, dice, f, 1, {
      reason: 'saw friends defeated in an assault',
      section: '1.12.8',
    });
    next = r.state;
    events.push(...r.events);
  }
  for (const f of assaultFormations(assault, winner)) {
    const lost = assault.losses[f] ?? 0;
    if (lost === 0 || assault.brokenAtStart.includes(f)) continue;
    const r = placeAttackBlastMarkers(next, dice, f, lost, {
      reason: 'units killed by the enemy in the assault',
      section: '1.12.9',
    });
    const b = checkBreak(r.state, f);
    next = b.state;
    events.push(...r.events, ...b.events);
  }
  return next;
}

const CONSOLIDATION: MoveContext = { kind: 'consolidation' };

function consolidator(state: GameState, command: { side: Side; unitId: string }) {
  const assault = assaultAt(state, command.side, 'consolidate', '1.12.9');
  if (isRefusal(assault)) return assault;
  const unit = state.units[command.unitId];
  if (!unit || !assaultFormations(assault, command.side).includes(unit.formationId)) {
    return refusal(
      'assault/not-winner',
      '1.12.9',
      `${command.unitId} is not a unit of the winning side in the assault.`,
    );
  }
  if (assault.consolidated.includes(unit.id)) {
    return refusal('assault/already-consolidated', '1.12.9', `${unit.id} has consolidated.`);
  }
  return assault;
}

export const consolidateMove: AssaultCommandHandler<AssaultCommandOf<'assault.consolidateMove'>> = {
  validate(state, command) {
    const assault = consolidator(state, command);
    if (isRefusal(assault)) return assault;
    const request = moveRequestFrom(state, command);
    if (!request)
      return refusal('move/not-on-table', '1.7', `${command.unitId} is not on the table.`);
    const context = { ...CONSOLIDATION, movedThisMove: assault.consolidated };
    return (
      engineConsolidationRefusal(state, command.unitId, assault.consolidated) ??
      validateMove(state, request, context) ??
      (command.board
        ? isLandedTransport(state, command.board)
          ? aircraftBoardingRefusal(state, request, context, command.board)
          : boardingRefusal(state, request, context, command.board, assault.consolidated)
        : null)
    );
  },
  apply(state, command, { dice, events }) {
    const assault = consolidator(state, command);
    const request = moveRequestFrom(state, command);
    if (isRefusal(assault) || !request) throw new Error('validated consolidation vanished');
    const context = { ...CONSOLIDATION, movedThisMove: assault.consolidated };
    const moved = applyMove(state, request, context, dice, events);
    const board = command.board;
    // FAQ 3.3: the unit gets in; the war engine may then not make a consolidation move.
    // FAQ 4.2.5: into a landed aircraft, which may then not make a disengagement move.
    const aircraft = board !== undefined && isLandedTransport(state, board);
    const boarded = board
      ? boardAfterConsolidation(
          moved.state,
          command.unitId,
          board,
          events,
          aircraft ? '4.2.5' : '3.3',
        )
      : moved.state;
    const after = aircraft && board ? groundAircraft(boarded, board) : boarded;
    return withAssault(after, {
      ...assault,
      consolidated: [...assault.consolidated, command.unitId, ...(command.pickUp ?? [])],
    });
  },
};

export const endConsolidation: AssaultCommandHandler<AssaultCommandOf<'assault.endConsolidation'>> =
  {
    validate(state, command) {
      const assault = assaultAt(state, command.side, 'consolidate', '1.12.9');
      if (isRefusal(assault)) return assault;
      return (
        consolidationSplitRefusal(state, assaultFormations(assault, command.side)) ??
        checkOutOfFormation(state, assaultFormations(assault, command.side), command.outOfFormation)
      );
    },
    apply(state, command, { dice, events }) {
      const assault = assaultAt(state, command.side, 'consolidate', '1.12.9');
      if (isRefusal(assault)) throw new Error('validated consolidation vanished');
      const formations = movedFormations(
        state,
        assaultFormations(assault, command.side),
        assault.consolidated,
      );
      const next = enforceCoherency(state, formations, command.outOfFormation, dice, events);
      // 1.10 FAQ: consolidation moves are moves for overwatch (made or not at the player's
      // choice, "thus avoiding overwatch"): the formations that moved may be fired at first.
      return (
        openWithdrawalWindows(next, formations) ?? continueWith(next, { kind: 'assault-over' })
      );
    },
  };

/** The formations with a unit among `moved` (1.7.4 checks the formations that moved). */
export function movedFormations(
  state: GameState,
  formationIds: readonly string[],
  moved: readonly string[],
): string[] {
  return formationIds.filter((f) => moved.some((id) => state.units[id]?.formationId === f));
}
