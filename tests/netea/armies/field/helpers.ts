import { bundledList } from '../../../../engine/netea/armies';
import { choicesOf, newFormation } from '../../../../engine/netea/armies/roster/tree';
import type { Roster, RosterFormation } from '../../../../engine/netea/armies/roster/schema';
import type { EntryNode, ImportedList } from '../../../../engine/netea/armies/schema';

export function list(id: string): ImportedList {
  const found = bundledList(id);
  if (!found) throw new Error(`no bundled list ${id}`);
  return found;
}

/** A formation of the list by name, started with its required selections. */
export function formationNamed(l: ImportedList, name: string): RosterFormation {
  const f = l.formations.find((x) => x.name === name);
  if (!f) throw new Error(`${l.name} has no formation ${name}`);
  return newFormation(l, f.id)!;
}

/** The id of the entry of that name offered directly under the formation. */
export function entryNamed(l: ImportedList, formation: string, name: string): EntryNode {
  const f = l.formations.find((x) => x.id === formation)!;
  const entry = choicesOf(f.entry).find((e) => e.name === name);
  if (!entry) throw new Error(`${formation} offers no ${name}`);
  return entry;
}

export function roster(l: ImportedList, formations: RosterFormation[]): Roster {
  return {
    list: l.id,
    listRevision: l.source.revision,
    name: 'Test',
    pointsLimit: 3000,
    formations,
  };
}
