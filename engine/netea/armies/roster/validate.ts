import type { Constraint, EntryNode, GroupNode, ImportedFormation, ImportedList } from '../schema';
import { countsAsProblems } from './countsAs';
import type { Roster, Selection } from './schema';
import { choicesOf, findFormation, formationPoints, rosterPoints, selectionPoints } from './tree';

/**
 * Checks a roster against its army list: every selection names an entry of the list, each
 * entry's and group's minimum and maximum in its formation, each formation's limit in the army
 * ("0-1", "one per so many formations"), each category's limits (support formations per core
 * formation, a share of the points such as allies' third) and the points limit. Each problem
 * names the constraint and the entries involved.
 */
export interface RosterProblem {
  /** A namespaced code: roster/unknown-formation, roster/too-few, roster/too-many, roster/points … */
  readonly code: string;
  readonly message: string;
  /** Where: the formation's index in the roster and the entry names from it down. */
  readonly formation?: number;
  readonly path: readonly string[];
  /** The rulebook section the problem answers to, where one rule does (6.2.1). */
  readonly section?: string;
  /** The index of the roster's "counts as" note the problem is about (6.2.1). */
  readonly countsAs?: number;
}

export interface RosterCheck {
  readonly points: number;
  readonly problems: readonly RosterProblem[];
}

function limit(c: Constraint, counts: (of: string) => number): number {
  if (!c.per) return c.value;
  return c.value + c.per.add * Math.floor(counts(c.per.of) / c.per.every);
}

const describe = (c: Constraint, value: number) =>
  `${c.kind === 'min' ? 'at least' : 'at most'} ${value}${c.percent ? '%' : ''}` +
  (c.per ? ` (${c.value} plus ${c.per.add} per ${c.per.every} ${c.per.of})` : '');

function countIn(node: EntryNode | GroupNode, selections: readonly Selection[]): number {
  const ids = new Set(choicesOf(node).map((c) => c.id));
  return selections.filter((s) => ids.has(s.entry)).reduce((sum, s) => sum + s.count, 0);
}

function checkNode(
  node: EntryNode,
  selections: readonly Selection[],
  path: string[],
  formation: number,
  problems: RosterProblem[],
): void {
  const choices = choicesOf(node);
  for (const s of selections) {
    if (!choices.some((c) => c.id === s.entry)) {
      problems.push({
        code: 'roster/unknown-entry',
        message: `${path.join(' › ')} offers no entry "${s.entry}"`,
        formation,
        path,
      });
    }
  }
  const check = (constraints: readonly Constraint[], count: number, where: string[]) => {
    for (const c of constraints) {
      if (c.scope !== 'parent' || c.field !== 'selections') continue;
      if (c.kind === 'min' ? count < c.value : count > c.value) {
        problems.push({
          code: c.kind === 'min' ? 'roster/too-few' : 'roster/too-many',
          message: `${where.join(' › ')}: ${count} taken, ${describe(c, c.value)} allowed`,
          formation,
          path: where,
        });
      }
    }
  };
  const visitGroup = (g: GroupNode, where: string[]) => {
    check(g.constraints, countIn(g, selections), [...where, g.name]);
    for (const inner of g.groups) visitGroup(inner, [...where, g.name]);
  };
  for (const g of node.groups) visitGroup(g, path);
  for (const child of choices) {
    const taken = selections.filter((s) => s.entry === child.id);
    const count = taken.reduce((sum, s) => sum + s.count, 0);
    check(child.constraints, count, [...path, child.name]);
    for (const s of taken)
      checkNode(child, s.selections, [...path, child.name], formation, problems);
  }
}

export function validateRoster(list: ImportedList, roster: Roster): RosterCheck {
  const problems: RosterProblem[] = [];
  if (roster.list !== list.id) {
    problems.push({
      code: 'roster/other-list',
      message: `the roster is for list "${roster.list}", not "${list.id}"`,
      path: [],
    });
  }
  const picked: { index: number; formation: ImportedFormation }[] = [];
  roster.formations.forEach((rf, index) => {
    const f = findFormation(list, rf.formation);
    if (!f) {
      problems.push({
        code: 'roster/unknown-formation',
        message: `${list.name} has no formation "${rf.formation}"`,
        formation: index,
        path: [rf.formation],
      });
      return;
    }
    picked.push({ index, formation: f });
    checkNode(f.entry, rf.selections, [f.name], index, problems);
  });

  const counts = (of: string) =>
    picked.filter(({ formation }) => formation.category === of || formation.name === of).length;

  // Formations' own limits in the army ("0-1", "one per two core formations").
  const seen = new Set<string>();
  for (const { formation } of picked) {
    if (seen.has(formation.id)) continue;
    seen.add(formation.id);
    const count = picked.filter((p) => p.formation.id === formation.id).length;
    for (const c of formation.entry.constraints) {
      if (c.scope === 'parent' || c.field !== 'selections') continue;
      const value = limit(c, counts);
      if (c.kind === 'min' ? count < value : count > value) {
        problems.push({
          code: c.kind === 'min' ? 'roster/too-few' : 'roster/too-many',
          message: `${formation.name}: ${count} in the army, ${describe(c, value)} allowed`,
          path: [formation.name],
        });
      }
    }
  }

  // Categories of the army: support per core formation, shares of the points.
  const limitPoints = roster.pointsLimit;
  for (const rule of list.categories) {
    const inCategory = picked.filter((p) => p.formation.category === rule.category);
    for (const c of rule.constraints) {
      if (c.field === 'selections') {
        const value = limit(c, counts);
        const count = inCategory.length;
        if (c.kind === 'min' ? count < value : count > value) {
          problems.push({
            code: c.kind === 'min' ? 'roster/too-few' : 'roster/too-many',
            message: `${rule.category}: ${count} formation(s) (${inCategory.map((p) => p.formation.name).join(', ') || 'none'}), ${describe(c, value)} allowed`,
            path: [rule.category],
          });
        }
      } else if (c.percent && limitPoints > 0) {
        const points = inCategory.reduce(
          (s, p) =>
            s +
            formationPoints(list, roster.formations[p.index] ?? { formation: '', selections: [] }),
          0,
        );
        const share = (100 * points) / limitPoints;
        if (c.kind === 'max' ? share > c.value : share < c.value) {
          problems.push({
            code: 'roster/points-share',
            message: `${rule.category}: ${points} points is ${share.toFixed(1)}% of ${limitPoints}, ${describe(c, c.value)} allowed (${inCategory.map((p) => p.formation.name).join(', ')})`,
            path: [rule.category],
          });
        }
      }
    }
  }

  problems.push(...countsAsProblems(list, roster.countsAs ?? []));

  const points = rosterPoints(list, roster.formations);
  if (limitPoints > 0 && points > limitPoints) {
    problems.push({
      code: 'roster/points',
      message: `${points} points spent, the limit is ${limitPoints}`,
      path: [],
    });
  }
  return { points, problems };
}

export { selectionPoints };
