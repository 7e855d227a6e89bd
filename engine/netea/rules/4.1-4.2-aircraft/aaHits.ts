import { refusal, type Refusal } from '../../../kernel/result';
import type { GameState, UnitState } from '../../state/schema';
import { liveUnits } from '../1.2-formations/formations';
import type { AllocatedHit } from '../1.9-shooting/casualties';
import { hitEffect } from '../1.9-shooting/saves';
import { unitLabel } from '../2-specialists/unitLabel';
import type { AircraftStep } from './state';

/**
 * 4.2.3, 4.2.4: hits from flak or an interception are allocated by the aircraft's owner under the
 * normal rules (1.9.6): each aircraft one hit before any takes a second, and so on. The flak comes
 * from units all along the flight path, so which aircraft take the extra hits is the owner's
 * choice. 2.2.6: the macro-weapon hits come last in the list.
 */

function aircraftOfStep(state: GameState, step: AircraftStep): UnitState[] {
  const f = state.formations[step.formationId];
  return f ? liveUnits(state, f) : [];
}

/** The engine's default: spread over the aircraft in formation order. */
export function defaultAaAllocation(state: GameState, step: AircraftStep): string[] {
  const units = aircraftOfStep(state, step);
  if (units.length === 0) return [];
  return Array.from({ length: step.hits }, (_, i) => (units[i % units.length] as UnitState).id);
}

/** 1.9.6: the owner's allocation names one living aircraft of the formation per hit, spread. */
export function aaAllocationRefusal(
  state: GameState,
  step: AircraftStep,
  allocation: readonly string[],
): Refusal | null {
  const units = aircraftOfStep(state, step);
  if (allocation.length !== (units.length === 0 ? 0 : step.hits))
    return refusal(
      'aircraft/allocation-count',
      '1.9.6',
      `Allocate each of the ${step.hits} hits to one of the aircraft.`,
    );
  const count = new Map(units.map((u) => [u.id, 0]));
  for (const id of allocation) {
    const n = count.get(id);
    if (n === undefined)
      return refusal(
        'aircraft/allocation-unit',
        '1.9.6',
        `${state.units[id] ? unitLabel(state, id) : 'That unit'} is not one of the aircraft hit.`,
      );
    count.set(id, n + 1);
  }
  const held = [...count.values()];
  if (Math.max(...held) - Math.min(...held) > 1)
    return refusal(
      'aircraft/allocation-spread',
      '1.9.6',
      'Each aircraft takes one hit before any takes a second, and so on.',
    );
  return null;
}

/** The hits to save, as allocated: the normal ones first, the macro-weapon ones last (2.2.6). */
export function allocatedAaHits(step: AircraftStep, allocation: readonly string[]): AllocatedHit[] {
  const macro = step.macroHits ?? 0;
  return allocation.map((unitId, i) => ({
    unitId,
    effect: i >= step.hits - macro ? { ...hitEffect('AA', []), macro: true } : hitEffect('AA', []),
  }));
}
