import { modify } from '../../abilities/registry';
import { refusal, type Refusal } from '../../../kernel/result';
import type { GameState, UnitState } from '../../state/schema';
import { datasheetOf } from '../1.2-formations/battlefield';
import { liveUnits } from '../1.2-formations/formations';
import { passengersOf, spacesFor, spacesUsed } from '../1.7-movement/transports';
import { DISEMBARK_RANGE } from '../1.7-movement/disembark';
import { carriedSheet } from '../2-specialists/characters';
import { isAircraft } from './aerospace';

/**
 * 4.2.5 Transporting Ground Units: which aircraft are transport aircraft, what they carry and
 * how far their passengers are placed. Passengers are units with status 'embarked' whose
 * `transportedBy` is the aircraft (as 1.7.5); unlike ground transports they are from another
 * formation, which must fit aboard whole (3.1.3).
 */

/** 4.2.5 FAQ: "Can aircraft without a transport capacity land? No." Every aircraft of the
 * formation must be a transport aircraft. */
export function isTransportFormation(state: GameState, formationId: string): boolean {
  const f = state.formations[formationId];
  const units = f ? liveUnits(state, f) : [];
  return (
    units.length > 0 &&
    units.every((u) => {
      const sheet = datasheetOf(state, u);
      return isAircraft(sheet) && sheet.transport !== undefined;
    })
  );
}

/** The units aboard the formation's aircraft. */
export function cargoOf(state: GameState, formationId: string): UnitState[] {
  const f = state.formations[formationId];
  return f ? f.unitIds.flatMap((id) => passengersOf(state, id)) : [];
}

/** The formations carried by the aircraft formation. */
export function carriedFormations(state: GameState, formationId: string): string[] {
  return [...new Set(cargoOf(state, formationId).map((u) => u.formationId))].sort();
}

export { carriedOffTable } from './carriedOffTable';

/** 4.2.5: passengers dropping from the aircraft: within 5cm; skimmers and jump packs (the units
 * that jump, 2.1.7, 2.1.13) within 15cm. */
export const JUMP_DISEMBARK_RANGE = 15;

export function airDisembarkRange(state: GameState, unit: UnitState): number {
  return modify('jumps', { sheet: carriedSheet(state, unit) }, false)
    ? JUMP_DISEMBARK_RANGE
    : DISEMBARK_RANGE;
}

/** 4.2.5, 3.1.3: seats the units in the formation's aircraft, each in the first with room;
 * null when they do not all fit. */
export function seatPassengers(
  state: GameState,
  formationId: string,
  unitIds: readonly string[],
): Record<string, string> | null {
  const f = state.formations[formationId];
  if (!f) return null;
  const transports = liveUnits(state, f).map((t) => ({
    unit: t,
    carrier: datasheetOf(state, t).transport,
    used: spacesUsed(state, t),
  }));
  const seats: Record<string, string> = {};
  for (const id of unitIds) {
    const unit = state.units[id];
    if (!unit) return null;
    const sheet = carriedSheet(state, unit);
    const seat = transports.find((t) => {
      if (!t.carrier) return false;
      const need = spacesFor(t.carrier, sheet);
      return need !== null && t.used + need <= t.carrier.capacity;
    });
    if (!seat || !seat.carrier) return null;
    seat.used += spacesFor(seat.carrier, sheet) ?? 1;
    seats[id] = seat.unit.id;
  }
  return seats;
}

/**
 * 4.2.5: "If a transport aircraft is destroyed while carrying ground units, then any transported
 * troops are lost with it (no saves in this case!)": the passengers of the aircraft in the air
 * are taken out before its saves are resolved (so 1.7.5's saves never see them), and `after`
 * puts back those whose aircraft survived and destroys the rest.
 */
export function holdCargoAloft(
  state: GameState,
  formationId: string,
): { state: GameState; after: (s: GameState) => { state: GameState; lost: string[] } } {
  const cargo = cargoOf(state, formationId);
  if (cargo.length === 0) return { state, after: (s) => ({ state: s, lost: [] }) };
  const units = { ...state.units };
  for (const p of cargo) units[p.id] = { ...p, status: 'reserve', transportedBy: null };
  return {
    state: { ...state, units },
    after: (s) => {
      const back = { ...s.units };
      const lost: string[] = [];
      for (const p of cargo) {
        const transport = p.transportedBy ? s.units[p.transportedBy] : undefined;
        if (transport && transport.status !== 'destroyed') back[p.id] = p;
        else {
          back[p.id] = { ...p, status: 'destroyed', position: null, transportedBy: null };
          lost.push(p.id);
        }
      }
      return { state: { ...s, units: back }, lost };
    },
  };
}

/**
 * Set-up (4.2): "Aircraft that are capable of transporting other units may be set up with these
 * units already on board" (4.2.5: kept off-board with it). Undefined when the transport is not
 * an aircraft (1.7.5's rules apply); else the refusal, or null: a ground unit of another
 * formation, not yet set up, whose whole formation still fits in the aircraft formation (3.1.3).
 */
export function setupAircraftBoarding(
  state: GameState,
  unit: UnitState,
  transport: UnitState,
): Refusal | null | undefined {
  if (!isAircraft(datasheetOf(state, transport))) return undefined;
  const formation = state.formations[unit.formationId];
  if (!formation || isAircraft(datasheetOf(state, unit)))
    return refusal('aircraft/pick-up', '4.2.5', 'Aircraft do not carry aircraft.');
  if (unit.status !== 'reserve')
    return refusal(
      'aircraft/board-off-table',
      '4.2.5',
      'Only units not yet set up may start aboard an aircraft off the table.',
    );
  const waiting = liveUnits(state, formation)
    .filter((u) => u.status === 'reserve')
    .map((u) => u.id);
  if (!seatPassengers(state, transport.formationId, waiting))
    return refusal(
      'aircraft/whole-formation',
      '3.1.3',
      `${formation.name} must get in whole: a transport aircraft carries only formations that fit inside it.`,
    );
  return null;
}
