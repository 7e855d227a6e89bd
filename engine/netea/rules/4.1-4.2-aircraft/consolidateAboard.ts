import { inBaseContact } from '../../../kernel/geometry';
import { refusal, type Refusal } from '../../../kernel/result';
import type { GameState } from '../../state/schema';
import { datasheetOf, unitShape } from '../1.2-formations/battlefield';
import { liveUnits } from '../1.2-formations/formations';
import { prepareMove } from '../1.7-movement/movement';
import type { MoveContext, MoveRequest } from '../1.7-movement/types';
import { isTransportFormation, seatPassengers } from './airTransport';

/**
 * FAQ 4.2.5 ("Can a unit use its consolidation move to get into an aircraft?"): "Yes, but the
 * aircraft may not make a disengagement move." A unit of the winning side ends its 5cm move in
 * base contact with a landed transport aircraft of its side and goes aboard (its whole formation
 * must fit, 3.1.3, as with war engines); that aircraft then stays on the ground this end phase.
 */

/** The unit is a landed transport aircraft (4.2.5): the target of a consolidation aboard. */
export function isLandedTransport(state: GameState, unitId: string): boolean {
  const u = state.units[unitId];
  return (
    u !== undefined &&
    u.status === 'deployed' &&
    (state.aircraft?.landed ?? []).includes(u.formationId) &&
    isTransportFormation(state, u.formationId)
  );
}

export function aircraftBoardingRefusal(
  state: GameState,
  request: MoveRequest,
  context: MoveContext,
  aircraftId: string,
): Refusal | null {
  const unit = state.units[request.unitId];
  const aircraft = state.units[aircraftId];
  const target = aircraft && unitShape(state, aircraft);
  if (!unit || !aircraft || !target || aircraft.side !== unit.side)
    return refusal(
      'aircraft/pick-up',
      '4.2.5',
      'Choose a landed transport aircraft of your own to consolidate into.',
    );
  const formation = state.formations[unit.formationId];
  const boarding = formation
    ? liveUnits(state, formation)
        .filter((u) => u.transportedBy !== aircraftId)
        .map((u) => u.id)
    : [unit.id];
  // 3.1.3: the rest of the formation must fit in the same aircraft.
  const seats = seatPassengers(state, aircraft.formationId, boarding);
  if (!seats || Object.values(seats).some((t) => t !== aircraftId))
    return refusal(
      'aircraft/whole-formation',
      '3.1.3',
      `${formation?.name ?? datasheetOf(state, unit).name} must get in whole: a transport aircraft carries only formations that fit inside it.`,
    );
  const prepared = prepareMove(state, request, context);
  if ('code' in prepared) return prepared;
  if (!inBaseContact(prepared.geom.end, target))
    return refusal(
      'aircraft/no-contact',
      '4.2.5',
      `${datasheetOf(state, unit).name} must end its move in base contact with the ${datasheetOf(state, aircraft).name} to get on board.`,
    );
  return null;
}

/** FAQ 4.2.5: the aircraft a unit got into by consolidating may not disengage this turn. */
export function groundAircraft(state: GameState, aircraftId: string): GameState {
  const fid = state.units[aircraftId]?.formationId;
  const air = state.aircraft;
  if (!fid || !air) return state;
  const ids = air.grounded?.turn === state.turn ? air.grounded.ids : [];
  if (ids.includes(fid)) return state;
  return { ...state, aircraft: { ...air, grounded: { turn: state.turn, ids: [...ids, fid] } } };
}

export function isGrounded(state: GameState, formationId: string): boolean {
  const g = state.aircraft?.grounded;
  return g?.turn === state.turn && g.ids.includes(formationId);
}

export function groundedRefusal(state: GameState, formationId: string): Refusal | null {
  if (!isGrounded(state, formationId)) return null;
  return refusal(
    'aircraft/boarded-by-consolidation',
    '4.2.5',
    `Units got into ${state.formations[formationId]?.name ?? 'the aircraft'} with their consolidation move: it may not make a disengagement move this turn.`,
  );
}
