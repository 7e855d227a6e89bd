import { inBaseContact } from '../../../kernel/geometry';
import { refusal, type Refusal } from '../../../kernel/result';
import type { GameState, UnitState } from '../../state/schema';
import { datasheetOf, unitShape } from '../1.2-formations/battlefield';
import { liveUnits } from '../1.2-formations/formations';
import { withUnits } from '../1.2-formations/unitUpdates';
import { prepareMove } from '../1.7-movement/movement';
import { spacesFor, spacesUsed } from '../1.7-movement/transports';
import type { MoveContext, MoveRequest } from '../1.7-movement/types';
import { carriedSheet } from '../2-specialists/characters';
import { isWarEngine } from './capacity';
import { otherFormationCarrier } from './transportCarried';

/**
 * FAQ 3.3 ("Can a unit use its consolidation move to get into a war engine?"): "Yes, but the war
 * engine may not make a consolidation move." A unit of the winning side ends its 5cm move in base
 * contact with a war engine of its side with room and goes aboard; the war engine then stays
 * put. A unit of another formation boards only if its entire formation fits (3.1.3), and the
 * consolidation may not end with that formation partly aboard (consolidationSplitRefusal).
 */
export function boardingRefusal(
  state: GameState,
  request: MoveRequest,
  context: MoveContext,
  transportId: string,
  consolidated: readonly string[],
): Refusal | null {
  const unit = state.units[request.unitId];
  const transport = state.units[transportId];
  const target = transport && unitShape(state, transport);
  const sheet = transport && datasheetOf(state, transport);
  if (!unit || !transport || !target || !sheet || transport.side !== unit.side) {
    return refusal(
      'we-transport/no-war-engine',
      '3.3',
      'Choose a war engine of your own on the table to consolidate into.',
    );
  }
  if (!isWarEngine(sheet) || !sheet.transport) {
    return refusal(
      'we-transport/not-a-transport',
      '3.3',
      `${sheet.name} is not a war engine that carries other formations.`,
    );
  }
  if (consolidated.includes(transportId)) {
    return refusal(
      'we-transport/engine-consolidated',
      '3.3',
      `${sheet.name} has made its consolidation move: units may no longer get into it.`,
    );
  }
  const formation = state.formations[unit.formationId];
  const boarding =
    unit.formationId === transport.formationId || !formation
      ? [unit]
      : liveUnits(state, formation).filter((u) => u.transportedBy !== transportId);
  let used = spacesUsed(state, transport);
  for (const u of boarding) {
    const spaces = spacesFor(sheet.transport, carriedSheet(state, u));
    if (spaces === null) {
      return refusal(
        'we-transport/cannot-carry',
        '3.1.3',
        `${sheet.name} cannot carry ${datasheetOf(state, u).name}.`,
      );
    }
    used += spaces;
  }
  if (used > sheet.transport.capacity) {
    return refusal(
      'we-transport/no-room',
      '3.1.3',
      `${sheet.name} carries ${sheet.transport.summary}; the entire formation must fit inside it.`,
    );
  }
  const prepared = prepareMove(state, request, context);
  if ('code' in prepared) return prepared;
  if (!inBaseContact(prepared.geom.end, target)) {
    return refusal(
      'we-transport/no-contact',
      '3.1.3',
      `${datasheetOf(state, unit).name} must end its move in base contact with the war engine to get on board.`,
    );
  }
  return null;
}

/** FAQ 3.3: "the war engine may not make a consolidation move" once a unit got into it in its
 * consolidation move. */
export function engineConsolidationRefusal(
  state: GameState,
  unitId: string,
  consolidated: readonly string[],
): Refusal | null {
  const boarded = consolidated.some((id) => {
    const u = state.units[id];
    return u?.status === 'embarked' && u.transportedBy === unitId;
  });
  if (!boarded) return null;
  const unit = state.units[unitId];
  const name = unit ? datasheetOf(state, unit).name : unitId;
  return refusal(
    'we-transport/engine-stays',
    '3.3',
    `Units got into ${name} in their consolidation move: it may not make one.`,
  );
}

/** The unit goes aboard at the end of its consolidation move (if it survived it); the war
 * engine counts as having consolidated. */
export function boardAfterConsolidation(
  state: GameState,
  unitId: string,
  transportId: string,
  events: {
    push(event: {
      type: 'move/unit-embarked';
      unitId: string;
      transportId: string;
      section: string;
    }): unknown;
  },
  section = '3.3',
): GameState {
  const unit = state.units[unitId];
  if (!unit || unit.status !== 'deployed') return state;
  events.push({ type: 'move/unit-embarked', unitId, transportId, section });
  return withUnits(state, {
    [unitId]: { status: 'embarked', position: null, transportedBy: transportId },
  });
}

/** 3.1.3: "as long as the entire formation mounts up": the consolidation ends with no formation
 * of the side partly aboard another formation's war engine. */
export function consolidationSplitRefusal(
  state: GameState,
  formationIds: readonly string[],
): Refusal | null {
  for (const id of formationIds) {
    const formation = state.formations[id];
    if (!formation) continue;
    const units: UnitState[] = liveUnits(state, formation);
    const carried = units.filter((u) => otherFormationCarrier(state, u) !== null);
    if (carried.length > 0 && carried.length < units.length) {
      return refusal(
        'we-transport/whole-formation',
        '3.1.3',
        `The entire ${formation.name} formation must mount up in one war engine in the same move; a war engine cannot carry part of another formation.`,
      );
    }
  }
  return null;
}
