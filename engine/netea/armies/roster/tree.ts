import type { EntryNode, GroupNode, ImportedFormation, ImportedList } from '../schema';
import type { RosterFormation, Selection } from './schema';

/**
 * Walking a formation's entry tree together with a roster's selections: the choices open under
 * an entry (its entries and those of its groups, at any depth of groups) and the points a
 * selection comes to.
 */
export function choicesOf(node: EntryNode | GroupNode): EntryNode[] {
  const out: EntryNode[] = [...node.entries];
  for (const g of node.groups) out.push(...choicesOf(g));
  return out;
}

/** Points of one selection of `node` with what is selected under it. */
export function selectionPoints(node: EntryNode, selections: readonly Selection[]): number {
  let total = node.points;
  const choices = choicesOf(node);
  for (const s of selections) {
    const child = choices.find((c) => c.id === s.entry);
    if (child) total += s.count * selectionPoints(child, s.selections);
  }
  return total;
}

export function findFormation(list: ImportedList, id: string): ImportedFormation | undefined {
  return list.formations.find((f) => f.id === id);
}

export function formationPoints(list: ImportedList, rf: RosterFormation): number {
  const f = findFormation(list, rf.formation);
  return f ? selectionPoints(f.entry, rf.selections) : 0;
}

export function rosterPoints(list: ImportedList, formations: readonly RosterFormation[]): number {
  return formations.reduce((sum, rf) => sum + formationPoints(list, rf), 0);
}

/**
 * The selections a new formation starts with: every entry its list requires (a minimum in the
 * formation) at that minimum, and in a group that must be chosen from, the group's default entry.
 */
export function requiredSelections(node: EntryNode | GroupNode): Selection[] {
  const out: Selection[] = [];
  for (const e of node.entries) {
    const min = e.constraints.find(
      (c) => c.kind === 'min' && c.scope === 'parent' && c.field === 'selections',
    );
    if (min && min.value > 0) {
      out.push({ entry: e.id, count: min.value, selections: requiredSelections(e) });
    }
  }
  for (const g of node.groups) {
    const min = g.constraints.find(
      (c) => c.kind === 'min' && c.scope === 'parent' && c.field === 'selections',
    );
    const inner = requiredSelections(g);
    const given = inner.reduce((s, x) => s + x.count, 0);
    if (min && given < min.value) {
      const def = g.entries.find((e) => e.id === g.defaultEntry) ?? g.entries[0];
      if (def) {
        const existing = inner.find((s) => s.entry === def.id);
        if (existing) existing.count += min.value - given;
        else
          inner.push({
            entry: def.id,
            count: min.value - given,
            selections: requiredSelections(def),
          });
      }
    }
    out.push(...inner);
  }
  return out;
}

/** A formation of the list as a roster starts it: with its required selections. */
export function newFormation(list: ImportedList, formationId: string): RosterFormation | undefined {
  const f = findFormation(list, formationId);
  return f ? { formation: f.id, selections: requiredSelections(f.entry) } : undefined;
}
