import type { GameEvent } from '../../events';
import type { GameState } from '../../state/schema';

/**
 * 2.2.6 FAQ (footnote 49): the units carried by a transport that the normal hits destroyed
 * survive and are placed where it stood (1.7.5); the macro-weapon hits, allocated after the
 * normal ones, may be allocated to them. They stand where their transport stood, so a
 * macro-weapon hit that could reach the transport can reach them too.
 */

/** The passengers placed on the table by these events, each with its destroyed transport. */
export function placedPassengers(events: readonly GameEvent[]): ReadonlyMap<string, string> {
  const placed = new Map<string, string>();
  for (const e of events)
    if (e.type === 'shooting/passenger-placed') placed.set(e.unitId, e.transportId);
  return placed;
}

/** The units a macro-weapon hit may now go to: those it could reach before, and each placed
 * passenger of a transport among them that is still on the table and that `canTake` allows
 * (the hit's type must be able to hit it: 1.9.6). */
export function withPlacedPassengers(
  state: GameState,
  eligible: readonly string[],
  passengers: ReadonlyMap<string, string>,
  canTake: (unitId: string) => boolean,
): string[] {
  const out = [...eligible];
  for (const [unitId, transportId] of passengers) {
    if (!eligible.includes(transportId) || out.includes(unitId)) continue;
    if (state.units[unitId]?.position && canTake(unitId)) out.push(unitId);
  }
  return out;
}
