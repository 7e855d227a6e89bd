import { damageCaughtWarEngines } from '../3-war-engines/withdrawal';
import { isWarEngine } from '../3-war-engines/capacity';
import { recordAssaultLosses } from '../4.1-4.2-aircraft/extraction';
import { continueWith } from '../../flow/steps';
import { moveRequestFrom } from '../1.7-movement/request';
import type { Dice } from '../../../kernel/dice';
import { shapesWithin } from '../../../kernel/geometry';
import { refusal } from '../../../kernel/result';
import type { GameState } from '../../state/schema';
import type { AssaultCommandHandler } from './handler';
import type { AssaultCommandOf } from './commandSchemas';
import { movedFormations } from './consolidation';
import { emit, type AssaultSink } from '../../events';
import { ASSAULT_RANGE, enemiesOnTable, placedOf } from './geometry';
import { assaultAt, checkOutOfFormation, enforceCoherency, isRefusal } from './moves';
import { assaultOpponent, assaultFormations, withAssault, type AssaultState } from './state';
import { validateMove } from '../1.7-movement/movement';
import type { MoveContext } from '../1.7-movement/types';
import { applyMove } from '../1.7-movement/moveUnit';
import { formationOf, withFormation } from '../1.2-formations/formations';
import { openWithdrawalWindows } from '../1.10-overwatch/window';
import { resolvePassengers } from '../1.7-movement/transportLoss';
import { DESTROYED, withUnits } from '../1.2-formations/unitUpdates';
import { datasheetOf } from '../1.2-formations/battlefield';
import { modify } from '../../abilities/registry';
import { isPlantFormation } from '../5.3-scenarios/plantBuildings';

/**
 * 1.13.3 Withdrawals: a withdrawing formation makes two moves in any direction, ignoring enemy
 * zones of control but not moving over enemy units; a unit that ends its second move within
 * 15cm of the enemy is destroyed; a unit of speed 0cm is destroyed at once if enemy units are
 * within 15cm when it breaks. Used by the loser of an assault (1.12.8). The two moves are made
 * one after the other, every unit's first then every unit's second, and "enemy formations on
 * overwatch can shoot at formations making withdrawal moves" after each (1.10: "after any
 * move"): each losing formation that moved opens the overwatch window, after the second move
 * once the units caught are destroyed, before the winner's Blast markers and consolidation.
 */

/** 1.13.3: withdrawal moves per unit. */
export const WITHDRAWAL_MOVES = 2;
/** 1.13.3: the distance from the enemy at which a withdrawing unit is destroyed. */
export const WITHDRAWAL_DANGER = ASSAULT_RANGE;

/** Units of the formations within `range` (15cm: 1.13.3; 30cm: rallying, 1.14.1) of an enemy
 * unit on the table; units off the table never are (1.14.1 FAQ). */
export function unitsNearEnemy(
  state: GameState,
  formationIds: readonly string[],
  range: number = WITHDRAWAL_DANGER,
): string[] {
  const out: string[] = [];
  const enemiesOf = new Map<number, ReturnType<typeof enemiesOnTable>>();
  for (const p of placedOf(state, formationIds)) {
    let enemies = enemiesOf.get(p.unit.side);
    if (!enemies) {
      enemies = enemiesOnTable(state, p.unit.side);
      enemiesOf.set(p.unit.side, enemies);
    }
    if (enemies.some((e) => shapesWithin(p.shape, e.shape, range))) out.push(p.unit.id);
  }
  return out;
}

/**
 * 1.13.3: the withdrawing units caught within 15cm of the enemy, as abilities change that range
 * for a unit by whether it moved (2.1.3 fearless: may stay put, or is caught only within 5cm).
 */
export function caughtWithdrawing(
  state: GameState,
  formationIds: readonly string[],
  movedUnitIds: readonly string[],
): string[] {
  return unitsNearEnemy(state, formationIds).filter((id) => {
    const unit = state.units[id];
    if (!unit) return false;
    const moved = movedUnitIds.includes(id);
    const range = modify(
      'withdrawalDangerRange',
      { sheet: datasheetOf(state, unit), moved },
      WITHDRAWAL_DANGER,
    );
    if (range >= WITHDRAWAL_DANGER) return true;
    return range > 0 && unitsNearEnemy(state, [unit.formationId], range).includes(id);
  });
}

/** Destroys the given units as caught withdrawing; their passengers are lost with them
 * (1.7.5 FAQ). */
export function destroyCaught(
  state: GameState,
  unitIds: readonly string[],
  reason: 'within-15cm' | 'speed-zero',
  dice: Dice,
  events: AssaultSink,
): GameState {
  let next = state;
  for (const id of unitIds) {
    const unit = next.units[id];
    if (!unit?.position) continue;
    const at = unit.position;
    next = withUnits(next, { [id]: DESTROYED });
    emit(events, { type: 'assault/unit-caught', unitId: id, reason, section: '1.13.3' });
    next = resolvePassengers(next, id, at, unit.facing, dice, events, { forfeit: true }).state;
  }
  return next;
}

/** 1.12.8: the losing formations become broken (losing their Blast markers, 1.13.2) and their
 * speed 0cm units with an enemy within 15cm are destroyed (1.13.3). */
export function breakLosers(
  state: GameState,
  formationIds: readonly string[],
  dice: Dice,
  events: AssaultSink,
): GameState {
  let next = state;
  for (const id of formationIds) {
    // Seed 001 5.3.15: "Die Gebäude … können nicht aufgerieben werden": the water plant's
    // buildings, on the losing side of an assault fought beside other formations, stay as they
    // are (breaking.ts says the same for Blast markers).
    if (isPlantFormation(next, id)) continue;
    const f = formationOf(next, id);
    if (!f.broken) {
      next = withFormation(next, { ...f, broken: true, blastMarkers: 0, overwatch: false });
      events.push({
        type: 'formation/broken',
        formationId: id,
        blastMarkers: f.blastMarkers,
        units: f.unitIds.length,
        section: '1.12.8',
      });
    }
    // 3.2.4: a war engine that cannot move is not destroyed here: it stays, and takes its
    // points of damage for the enemy near once the withdrawal is over, as any war engine.
    const stuck = unitsNearEnemy(next, [id]).filter((u) => {
      const sheet = next.datasheets[next.units[u]?.datasheetId ?? ''];
      return (
        sheet !== undefined &&
        (sheet.speed === 0 || sheet.speed === 'immobile') &&
        !isWarEngine(sheet)
      );
    });
    next = destroyCaught(next, stuck, 'speed-zero', dice, events);
  }
  return next;
}

/** The losing side's units on the table that may withdraw. */
export function withdrawingUnits(state: GameState, assault: AssaultState): string[] {
  if (assault.winner === null) return [];
  const losing = assaultFormations(assault, assaultOpponent(assault, assault.winner));
  return placedOf(state, losing).map((p) => p.unit.id);
}

const WITHDRAWAL: MoveContext = { kind: 'withdrawal' };

function withdrawContext(command: AssaultCommandOf<'assault.withdrawMove'>): MoveContext {
  return command.road ? { ...WITHDRAWAL, road: true } : WITHDRAWAL;
}

export const withdrawMove: AssaultCommandHandler<AssaultCommandOf<'assault.withdrawMove'>> = {
  validate(state, command) {
    const assault = assaultAt(state, command.side, 'withdraw', '1.13.3');
    if (isRefusal(assault)) return assault;
    if (!withdrawingUnits(state, assault).includes(command.unitId)) {
      return refusal(
        'assault/not-withdrawing',
        '1.13.3',
        `${command.unitId} is not a unit of the losing formation on the table.`,
      );
    }
    const made = assault.withdrawMoves[command.unitId] ?? 0;
    if (made >= WITHDRAWAL_MOVES) {
      return refusal(
        'assault/withdrawal-moves-used',
        '1.13.3',
        'A withdrawing unit makes two moves.',
      );
    }
    if (made >= (assault.withdrawMove ?? 1)) {
      return refusal(
        'withdrawal/first-move-made',
        '1.13.3',
        `${command.unitId} has made its first withdrawal move: end the formation's first move (enemy overwatch may fire, 1.10) before the second.`,
      );
    }
    const request = moveRequestFrom(state, command);
    if (!request)
      return refusal('move/not-on-table', '1.7', `${command.unitId} is not on the table.`);
    return validateMove(state, request, withdrawContext(command));
  },
  apply(state, command, { dice, events }) {
    const assault = assaultAt(state, command.side, 'withdraw', '1.13.3');
    const request = moveRequestFrom(state, command);
    if (isRefusal(assault) || !request) throw new Error('validated withdrawal vanished');
    const moved = applyMove(state, request, withdrawContext(command), dice, events);
    const made = (assault.withdrawMoves[command.unitId] ?? 0) + 1;
    return withAssault(moved.state, {
      ...assault,
      withdrawMoves: { ...assault.withdrawMoves, [command.unitId]: made },
    });
  },
};

export const endWithdrawal: AssaultCommandHandler<AssaultCommandOf<'assault.endWithdrawal'>> = {
  validate(state, command) {
    const assault = assaultAt(state, command.side, 'withdraw', '1.13.3');
    if (isRefusal(assault)) return assault;
    const losing = assaultFormations(assault, command.side);
    return checkOutOfFormation(state, losing, command.outOfFormation);
  },
  apply(state, command, { dice, events }) {
    const assault = assaultAt(state, command.side, 'withdraw', '1.13.3');
    if (isRefusal(assault)) throw new Error('validated withdrawal vanished');
    const losing = assaultFormations(assault, command.side);
    const stage = assault.withdrawMove ?? 1;
    const movers = Object.entries(assault.withdrawMoves)
      .filter(([, made]) => made >= stage)
      .map(([unitId]) => unitId);
    const moved = movedFormations(state, losing, movers);
    let next = enforceCoherency(state, moved, command.outOfFormation, dice, events);
    // The first move made: overwatch may fire before the second (1.10 "after any move").
    if (stage === 1 && movers.length > 0) {
      next = withAssault(next, { ...assault, withdrawMove: 2 });
      return openWithdrawalWindows(next, moved, { secondAssaultWithdrawal: true }) ?? next;
    }
    const caught = caughtWithdrawing(next, losing, Object.keys(assault.withdrawMoves));
    // 3.2.4: a war engine takes a point of damage per enemy unit within 15cm instead.
    const we = damageCaughtWarEngines(next, caught, dice, events);
    // 4.5.2: bunkers lost here count as destroyed in close combat.
    next = recordAssaultLosses(
      next,
      destroyCaught(we.state, we.others, 'within-15cm', dice, events),
    );
    // "Enemy formations on overwatch can shoot at formations making withdrawal moves"; the
    // assault ends once they have (engine/netea/rules/1.10-overwatch/afterMove.ts).
    return (
      openWithdrawalWindows(next, moved) ??
      continueWith(next, { kind: 'assault-withdrawals-over', assault })
    );
  },
};
