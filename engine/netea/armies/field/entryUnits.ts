import type { EntryNode, ImportedList, ImportedUnit } from '../schema';

/**
 * How many of which unit one selection of an entry puts on the table. The importer keeps each
 * profile once, so a count lives only in the entry's name: "2x Land Raiders", "6x Fire
 * Warriors, 2x Pathfinders". Several profiles of one type with no counts ("Lesser Daemon":
 * Bloodletters, Daemonettes …) are alternatives the roster does not choose between.
 */
export type EntryUnits =
  | { readonly kind: 'units'; readonly units: readonly { unit: ImportedUnit; count: number }[] }
  | { readonly kind: 'alternatives'; readonly units: readonly ImportedUnit[] };

const COUNTED = /^(\d+)\s*x\s+(.+)$/i;

function words(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[^a-z0-9']+/)
    .filter((w) => w.length > 0)
    .map((w) => (w.length > 3 && w.endsWith('s') ? w.slice(0, -1) : w));
}

/** How well a part of the entry's name ("3x Scout Squads") names a unit ("Scout"). */
function overlap(part: string, unit: ImportedUnit): number {
  const mine = new Set(words(part));
  return words(unit.name).filter((w) => mine.has(w)).length;
}

export function entryUnits(list: ImportedList, node: EntryNode): EntryUnits {
  const units = node.units
    .map((id) => list.units.find((u) => u.id === id))
    .filter((u): u is ImportedUnit => u !== undefined);
  if (units.length === 0) return { kind: 'units', units: [] };
  const parts = node.name.split(/,\s*/).map((p) => COUNTED.exec(p.trim()));
  if (parts.every((p) => p !== null)) {
    if (units.length === 1 && parts.length === 1)
      return { kind: 'units', units: [{ unit: units[0]!, count: Number(parts[0]![1]) }] };
    if (parts.length === units.length) {
      const left = [...units];
      const out: { unit: ImportedUnit; count: number }[] = [];
      for (const p of parts) {
        const best = [...left].sort((a, b) => overlap(p![2]!, b) - overlap(p![2]!, a))[0]!;
        left.splice(left.indexOf(best), 1);
        out.push({ unit: best, count: Number(p![1]) });
      }
      return { kind: 'units', units: out };
    }
  }
  const types = new Set(units.map((u) => u.type ?? u.profile));
  if (units.length > 1 && types.size === 1) return { kind: 'alternatives', units };
  return { kind: 'units', units: units.map((unit) => ({ unit, count: 1 })) };
}
