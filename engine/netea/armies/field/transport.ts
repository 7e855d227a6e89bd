import type { Transport, UnitDatasheet } from '../../data';
import type { ImportedUnit } from '../schema';

/**
 * What an army-list transport may carry (1.7.5). The bundled lists keep a transport's capacity
 * only when the note prints it as a number ("Transport (10)") and never which units fit, so the
 * bundled datasheet of the same unit is used where there is one; a printed capacity alone is read
 * as infantry without jump packs or mounted (1.7.5: the usual cargo of transport vehicles) for
 * vehicles and any infantry for war engines (3.1.3). Otherwise the unit is fielded without
 * carrying anyone, and the caller warns.
 */
export function transportFor(
  unit: ImportedUnit,
  equivalent: UnitDatasheet | undefined,
): Transport | undefined {
  if (equivalent?.transport) return equivalent.transport;
  const capacity = unit.transport?.capacity;
  if (capacity === undefined) return undefined;
  if (unit.type === 'WE') {
    return {
      capacity,
      carries: [{ kind: 'unit-type', unitType: 'INF' }],
      largeUnits: [],
      summary: `${capacity} infantry units (capacity printed by the army list; 3.1.3).`,
    };
  }
  return {
    capacity,
    carries: [{ kind: 'unit-type', unitType: 'INF', without: ['jump-packs', 'mounted'] }],
    largeUnits: [],
    summary: `${capacity} infantry units without jump packs or mounted (capacity printed by the army list; 1.7.5).`,
  };
}
