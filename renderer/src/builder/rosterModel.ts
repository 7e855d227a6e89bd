import {
  choicesOf,
  formationPoints,
  newFormation,
  requiredSelections,
  rosterText,
  validateRoster,
  type EntryNode,
  type ImportedList,
  type CountsAsNote,
  type ImportedUnit,
  type Roster,
  type Selection,
} from '../../../engine/netea/armies';

/**
 * The army builder's model: edits of a roster (add or remove a formation, set how many of an
 * entry are taken) and the view the builder draws, with every rule asked of the engine
 * (engine/netea/armies: points, constraints, the entries a formation offers). The components
 * hand events to these functions and draw what `builderView` says.
 */

/** The game sizes a person picks from first; any other number may be typed. */
export const GAME_SIZES = [1500, 2000, 2500, 3000, 4000, 5000] as const;
export const DEFAULT_GAME_SIZE = 3000;

export function emptyRoster(list: ImportedList, name: string, pointsLimit: number): Roster {
  return { list: list.id, listRevision: list.source.revision, name, pointsLimit, formations: [] };
}

export function addFormation(list: ImportedList, roster: Roster, formationId: string): Roster {
  const formation = newFormation(list, formationId);
  return formation ? { ...roster, formations: [...roster.formations, formation] } : roster;
}

export function removeFormation(roster: Roster, index: number): Roster {
  return { ...roster, formations: roster.formations.filter((_, i) => i !== index) };
}

/**
 * Take `count` of an entry under the selection reached by `path` (entry ids from the formation
 * down); 0 removes it. A newly taken entry starts with what the list requires under it.
 */
export function setCount(
  list: ImportedList,
  roster: Roster,
  formationIndex: number,
  path: readonly string[],
  entryId: string,
  count: number,
): Roster {
  const rf = roster.formations[formationIndex];
  const formation = list.formations.find((f) => f.id === rf?.formation);
  if (!rf || !formation) return roster;
  const edit = (
    node: EntryNode,
    selections: readonly Selection[],
    rest: readonly string[],
  ): Selection[] => {
    if (rest.length > 0) {
      const [head, ...tail] = rest;
      const child = choicesOf(node).find((c) => c.id === head);
      if (!child) return [...selections];
      return selections.map((s) =>
        s.entry === head ? { ...s, selections: edit(child, s.selections, tail) } : s,
      );
    }
    const entry = choicesOf(node).find((c) => c.id === entryId);
    if (!entry) return [...selections];
    const others = selections.filter((s) => s.entry !== entryId);
    if (count <= 0) return others;
    const existing = selections.find((s) => s.entry === entryId);
    const updated: Selection = existing
      ? { ...existing, count }
      : { entry: entryId, count, selections: requiredSelections(entry) };
    // Keep the list's order of entries, so the roster reads as the list does.
    const order = choicesOf(node).map((c) => c.id);
    return [...others, updated].sort((a, b) => order.indexOf(a.entry) - order.indexOf(b.entry));
  };
  const formations = roster.formations.map((f, i) =>
    i === formationIndex ? { ...f, selections: edit(formation.entry, f.selections, path) } : f,
  );
  return { ...roster, formations };
}

/** 6.2.1: a new, empty "counts as" note, for the person to fill in. */
export function addCountsAs(roster: Roster): Roster {
  return { ...roster, countsAs: [...(roster.countsAs ?? []), { model: '', countsAs: '' }] };
}

export function setCountsAs(roster: Roster, index: number, note: CountsAsNote): Roster {
  return {
    ...roster,
    countsAs: (roster.countsAs ?? []).map((n, i) => (i === index ? note : n)),
  };
}

/** Removes a note; a roster with none keeps no `countsAs` at all, as before notes existed. */
export function removeCountsAs(roster: Roster, index: number): Roster {
  const { countsAs, ...rest } = roster;
  const left = (countsAs ?? []).filter((_, i) => i !== index);
  return left.length > 0 ? { ...rest, countsAs: left } : rest;
}

/** A "counts as" note as the builder shows it, with what 6.2.1 says against it. */
export interface CountsAsView {
  readonly index: number;
  readonly model: string;
  readonly countsAs: string;
  /** The codes of the note's problems (roster/counts-as-…), worded by the component. */
  readonly problems: readonly string[];
}

/** One entry a formation offers, with how many are taken, indented under what it belongs to. */
export interface ChoiceRow {
  readonly key: string;
  /** The entry ids from the formation down to the selection this entry sits under. */
  readonly path: readonly string[];
  readonly entryId: string;
  readonly name: string;
  /** Points of one, without what is chosen under it. */
  readonly points: number;
  readonly count: number;
  readonly depth: number;
}

export interface FormationView {
  readonly index: number;
  readonly name: string;
  readonly category: string;
  readonly points: number;
  /** What is taken, as the roster reads ("6× Tactical Squad"). */
  readonly summary: readonly string[];
  readonly rows: readonly ChoiceRow[];
  readonly problems: readonly string[];
}

export interface CatalogueEntry {
  readonly id: string;
  readonly name: string;
  readonly points: number;
  /** How many the roster has. */
  readonly taken: number;
}

export interface UnitSheet {
  readonly id: string;
  readonly unit: ImportedUnit;
  /** The formations it is taken in. */
  readonly in: readonly string[];
}

export interface BuilderView {
  readonly listName: string;
  readonly points: number;
  readonly limit: number;
  /** Points over the limit as a share of the bar (0 to 1). */
  readonly fill: number;
  readonly over: boolean;
  readonly legal: boolean;
  /** Each broken constraint, naming it and the entries involved. */
  readonly problems: readonly string[];
  readonly formations: readonly FormationView[];
  readonly catalogue: readonly { category: string; formations: readonly CatalogueEntry[] }[];
  readonly units: readonly UnitSheet[];
  /** 6.2.1: what counts as what, told to the opponent before the game. */
  readonly countsAs: readonly CountsAsView[];
  /** The list's units a model may count as, by name. */
  readonly unitNames: readonly string[];
}

function rows(
  node: EntryNode,
  selections: readonly Selection[],
  path: readonly string[],
  depth: number,
  out: ChoiceRow[],
  summary: string[],
): void {
  for (const choice of choicesOf(node)) {
    const taken = selections.filter((s) => s.entry === choice.id);
    const count = taken.reduce((sum, s) => sum + s.count, 0);
    out.push({
      key: [...path, choice.id].join('/'),
      path,
      entryId: choice.id,
      name: choice.name,
      points: choice.points,
      count,
      depth,
    });
    if (count > 0)
      summary.push(`${'  '.repeat(depth)}${count > 1 ? `${count}× ` : ''}${choice.name}`);
    const first = taken[0];
    if (first && choicesOf(choice).length > 0)
      rows(choice, first.selections, [...path, choice.id], depth + 1, out, summary);
  }
}

function unitsOf(node: EntryNode, selections: readonly Selection[], out: Set<string>): void {
  for (const id of node.units) out.add(id);
  for (const s of selections) {
    const child = choicesOf(node).find((c) => c.id === s.entry);
    if (child) unitsOf(child, s.selections, out);
  }
}

export function builderView(list: ImportedList, roster: Roster): BuilderView {
  const check = validateRoster(list, roster);
  const limit = roster.pointsLimit;
  const unitIn = new Map<string, Set<string>>();
  const formations = roster.formations.map((rf, index): FormationView => {
    const f = list.formations.find((x) => x.id === rf.formation);
    const problems = check.problems.filter((p) => p.formation === index).map((p) => p.message);
    if (!f)
      return {
        index,
        name: rf.formation,
        category: '',
        points: 0,
        summary: [],
        rows: [],
        problems,
      };
    const out: ChoiceRow[] = [];
    const summary: string[] = [];
    rows(f.entry, rf.selections, [], 0, out, summary);
    const units = new Set<string>();
    unitsOf(f.entry, rf.selections, units);
    for (const id of units) (unitIn.get(id) ?? unitIn.set(id, new Set()).get(id)!).add(f.name);
    return {
      index,
      name: f.name,
      category: f.category,
      points: formationPoints(list, rf),
      summary,
      rows: out,
      problems,
    };
  });
  const categories = new Map<string, CatalogueEntry[]>();
  for (const f of list.formations) {
    const fresh = newFormation(list, f.id);
    const entry: CatalogueEntry = {
      id: f.id,
      name: f.name,
      points: fresh ? formationPoints(list, fresh) : f.entry.points,
      taken: roster.formations.filter((x) => x.formation === f.id).length,
    };
    (categories.get(f.category) ?? categories.set(f.category, []).get(f.category)!).push(entry);
  }
  const units = list.units
    .filter((u) => unitIn.has(u.id))
    .map((unit) => ({ id: unit.id, unit, in: [...unitIn.get(unit.id)!] }));
  return {
    listName: list.name,
    points: check.points,
    limit,
    fill: limit > 0 ? Math.min(1, check.points / limit) : 0,
    over: limit > 0 && check.points > limit,
    legal: check.problems.length === 0,
    // Each message names the formation and entries itself (validate.ts); a formation's own
    // problems are shown on it as well.
    problems: check.problems.map((p) => p.message),
    formations,
    catalogue: [...categories].map(([category, fs]) => ({ category, formations: fs })),
    units,
    countsAs: (roster.countsAs ?? []).map((note, index) => ({
      index,
      model: note.model,
      countsAs: note.countsAs,
      problems: check.problems.filter((p) => p.countsAs === index).map((p) => p.code),
    })),
    unitNames: [...new Set(list.units.map((u) => u.name))].sort((a, b) => a.localeCompare(b)),
  };
}

export { rosterText };
