import { allDatasheets, type UnitDatasheet } from '../../data';
import type { ImportedUnit } from '../schema';

/**
 * The bundled datasheet (engine/netea/data) of the same unit as an army list's unit: the same
 * type, and the list's name is the datasheet's name or one of its aliases ("Rhino" is the
 * Space Marine Rhino). Its base and transport capacity were worked out from the rules and the
 * models, so a fielded list unit takes them over rather than a rule of thumb.
 */
export function bundledEquivalent(unit: ImportedUnit): UnitDatasheet | undefined {
  const name = unit.name.toLowerCase();
  return allDatasheets().find(
    (s) => s.type === unit.type && [s.name, ...s.aliases].some((n) => n.toLowerCase() === name),
  );
}
