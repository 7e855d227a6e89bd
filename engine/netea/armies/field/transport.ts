import type { Transport, UnitDatasheet } from '../../data';
import type { ImportedUnit } from '../schema';

/**
 * What an army-list transport may carry (1.7.5). The bundled lists keep a transport's capacity
 * when the note prints it as a number ("Transport (10)"), and for war engines the units their
 * list's Transport rule names (3.1.3, transportRules.ts); otherwise never which units fit, so the
 * bundled datasheet of the same unit is used where there is one; a printed capacity alone is read
 * as infantry without jump packs or mounted (1.7.5: the usual cargo of transport vehicles) for
 * vehicles and any infantry for war engines (3.1.3). Otherwise the unit is fielded without
 * carrying anyone, and the caller warns.
 */
export function transportFor(
  unit: ImportedUnit,
  equivalent: UnitDatasheet | undefined,
  list?: { readonly units: readonly ImportedUnit[]; readonly idOf: (u: ImportedUnit) => string },
): Transport | undefined {
  if (equivalent?.transport) return equivalent.transport;
  if (unit.abilities.some((a) => a.id === 'drop-pod') && unit.transport?.capacity === undefined)
    return DROP_POD_TRANSPORT;
  const capacity = unit.transport?.capacity;
  if (capacity === undefined) return undefined;
  const named = unit.transport?.carries ?? [];
  if (list && named.length > 0) return namedCargo(unit, capacity, list);
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

/**
 * The Space Marine list's Drop Pod rule: the pod carries the troops of its formation (one pod a
 * formation in the list). It prints no capacity: ours fits any formation of the list; which units
 * ride stays the formation's own (4.4: its units with planetfall carry the rest of it).
 * Infantry and walkers (Dreadnoughts) ride; a formation with other vehicles cannot drop
 * (formation.ts fields it without its pod).
 */
export const DROP_POD_TRANSPORT: Transport = {
  capacity: 20,
  carries: [
    { kind: 'unit-type', unitType: 'INF' },
    { kind: 'ability', ability: 'walker' },
  ],
  largeUnits: [],
  summary: "Its formation's infantry and walkers (the list's Drop Pod rule).",
};

/** 3.1.3: the capacity and the units a war engine carries as the list's Transport rule names
 * them (transportRules.ts), as datasheet matches of the fielded units. */
function namedCargo(
  unit: ImportedUnit,
  capacity: number,
  list: { readonly units: readonly ImportedUnit[]; readonly idOf: (u: ImportedUnit) => string },
): Transport {
  const byId = new Map(list.units.map((u) => [u.id, u]));
  const match = (id: string) => {
    const u = byId.get(id);
    return u ? { kind: 'datasheet' as const, id: list.idOf(u) } : undefined;
  };
  const carried = (unit.transport?.carries ?? []).flatMap((id) => match(id) ?? []);
  const largeUnits = (unit.transport?.largeUnits ?? []).flatMap((l) => {
    const m = match(l.unit);
    return m ? [{ match: m, spaces: l.spaces }] : [];
  });
  const names = [
    ...new Set(
      (unit.transport?.carries ?? []).flatMap((id) => {
        const name = byId.get(id)?.name.replace(/\s*\([^)]*\)\s*$/, '');
        return name ? [name] : [];
      }),
    ),
  ];
  const large = largeUnits.length > 0 ? '; some take more than one space' : '';
  return {
    capacity,
    carries: carried,
    largeUnits,
    summary: `${capacity} units of ${names.join(', ')}${large} (the army list's transport rule; 3.1.3).`,
  };
}
