import type { GameState } from '../../state/schema';
import { EMPTY_AIRCRAFT, type AircraftState, type AircraftStep, type Flight } from './state';

/**
 * 4.2: the aircraft part of the game state, read and written by the missions, landing and CAP
 * (a leaf module, so that those may call each other's rules without a circle of imports).
 */
export function aircraftOf(state: GameState): AircraftState {
  const air = state.aircraft ?? EMPTY_AIRCRAFT;
  // 4.2.4 FAQ: "once per turn": a new turn starts the record afresh.
  return air.flakTurn === state.turn ? air : { ...air, flak: {}, flakTurn: state.turn };
}

export function withAircraft(state: GameState, air: AircraftState): GameState {
  return { ...state, aircraft: air };
}

export function withStep(state: GameState, step: AircraftStep | null): GameState {
  return withAircraft(state, { ...aircraftOf(state), step });
}

export function withFlight(
  state: GameState,
  formationId: string,
  flight: Flight | null,
): GameState {
  const air = aircraftOf(state);
  const flights = { ...air.flights };
  if (flight) flights[formationId] = flight;
  else delete flights[formationId];
  return withAircraft(state, { ...air, flights });
}
