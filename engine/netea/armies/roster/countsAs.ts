import type { ImportedList, ImportedUnit } from '../schema';
import type { CountsAsNote } from './schema';

/**
 * 6.2.1 The "counts as" rule: a player may field models the list does not cover as a unit of the
 * list of about the same size and function, and must tell the opponent what counts as what before
 * the game. A model the list covers must be used as itself, and all models of one type count as
 * the same unit.
 */
const SECTION = '6.2.1';

/** A problem with a note, in the shape of validate.ts's RosterProblem (which includes these). */
export interface CountsAsProblem {
  readonly code: string;
  readonly message: string;
  readonly path: readonly string[];
  readonly section: string;
  /** The note's index in the roster's `countsAs`. */
  readonly countsAs: number;
}

const key = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** The list's unit a note names (case and spacing aside), if any. */
export function countsAsUnit(list: ImportedList, name: string): ImportedUnit | undefined {
  const wanted = key(name);
  return list.units.find((u) => key(u.name) === wanted);
}

export function countsAsProblems(
  list: ImportedList,
  notes: readonly CountsAsNote[],
): CountsAsProblem[] {
  const problems: CountsAsProblem[] = [];
  const mapped = new Map<string, string>();
  notes.forEach((note, index) => {
    const problem = (code: string, message: string, model: string) =>
      problems.push({
        code,
        message,
        path: ['counts as', model],
        section: SECTION,
        countsAs: index,
      });
    const model = note.model.trim();
    if (model === '') {
      problem(
        'roster/counts-as-no-model',
        `A "counts as" note needs the model it is about (${SECTION}).`,
        '',
      );
      return;
    }
    const target = countsAsUnit(list, note.countsAs);
    if (!target) {
      problem(
        'roster/counts-as-unknown-unit',
        `${model} cannot count as "${note.countsAs.trim()}": ${list.name} has no such unit (${SECTION}).`,
        model,
      );
    }
    // "You may not use the 'counts as' rule for units that are actually covered in the army lists."
    const covered = countsAsUnit(list, model);
    if (covered) {
      problem(
        'roster/counts-as-covered',
        `${model} is a unit of ${list.name}, so it must be used as a ${covered.name}, not count as something else (${SECTION}).`,
        model,
      );
    }
    // "All of that type of unit in your army must count as the same thing."
    const earlier = mapped.get(key(model));
    const now = target?.name ?? note.countsAs.trim();
    if (earlier !== undefined && key(earlier) !== key(now)) {
      problem(
        'roster/counts-as-two-units',
        `${model} counts as both ${earlier} and ${now}; all models of one type must count as the same unit (${SECTION}).`,
        model,
      );
    } else if (earlier === undefined) mapped.set(key(model), now);
  });
  return problems;
}
