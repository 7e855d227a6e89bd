import { describe, expect, it } from 'vitest';
import {
  bundledList,
  bundledLists,
  newFormation,
  readRoster,
  rosterText,
  validateRoster,
  writeRoster,
  type CountsAsNote,
  type ImportedList,
  type Roster,
} from '../../engine/netea/armies';
import { fieldRoster } from '../../engine/netea/armies/field';
import { withFieldNotes } from '../../main/host/fieldNotes';
import type { HostSnapshot } from '../../main/host/gameHost';

/**
 * 6.2.1 The "counts as" rule, noted on the roster: models the list does not cover count as a unit
 * of the list; the opponent is told what counts as what before the game; a model the list covers
 * is used as itself; all models of one type count as the same unit.
 */
const orks = bundledList('orks-ghazghkull-thraka-s-war-horde-ea') as ImportedList;

function warband(countsAs?: CountsAsNote[]): Roster {
  return {
    list: orks.id,
    listRevision: orks.source.revision,
    name: 'Waaagh Grotsnik',
    pointsLimit: 3000,
    formations: [newFormation(orks, 'warband')!, newFormation(orks, 'blitz-brigade')!],
    ...(countsAs ? { countsAs } : {}),
  };
}

const countsAsProblems = (r: Roster) =>
  validateRoster(orks, r).problems.filter((p) => p.section === '6.2.1');

describe('6.2.1 The Counts As Rule', () => {
  it('6.2.1: a model the list does not cover may count as a unit of the list; the note is kept in the roster file', () => {
    const r = warband([{ model: 'Squigoth', countsAs: 'Battlewagonz' }]);
    expect(validateRoster(orks, r).problems).toEqual([]);
    expect(readRoster(writeRoster(r), bundledLists())).toEqual({ ok: true, value: r });
  });

  it('6.2.1: a roster written before counts-as notes still loads, with none', () => {
    const old = warband();
    const back = readRoster(writeRoster(old), bundledLists());
    expect(back.ok && back.value.countsAs).toBeUndefined();
    expect(back.ok && validateRoster(orks, back.value).problems).toEqual([]);
  });

  it('6.2.1: a model may only count as something "from the army lists": an unknown unit is refused, naming the model', () => {
    const problems = countsAsProblems(warband([{ model: 'Squigoth', countsAs: 'Land Raider' }]));
    expect(problems.map((p) => p.code)).toEqual(['roster/counts-as-unknown-unit']);
    expect(problems[0]!.message).toBe(
      `Squigoth cannot count as "Land Raider": ${orks.name} has no such unit (6.2.1).`,
    );
  });

  it('6.2.1: "you may not use the counts as rule for units that are actually covered in the army lists" (any case)', () => {
    const problems = countsAsProblems(warband([{ model: 'gargant', countsAs: 'Great Gargant' }]));
    expect(problems.map((p) => p.code)).toEqual(['roster/counts-as-covered']);
    expect(problems[0]!.message).toBe(
      `gargant is a unit of ${orks.name}, so it must be used as a Gargant, not count as something else (6.2.1).`,
    );
  });

  it('6.2.1: "all of that type of unit in your army must count as the same thing"', () => {
    const twice = warband([
      { model: 'Squigoth', countsAs: 'Battlewagonz' },
      { model: 'squigoth ', countsAs: 'Gunwagonz' },
    ]);
    const problems = countsAsProblems(twice);
    expect(problems.map((p) => [p.code, p.countsAs])).toEqual([['roster/counts-as-two-units', 1]]);
    expect(problems[0]!.message).toBe(
      'squigoth counts as both Battlewagonz and Gunwagonz; all models of one type must count as the same unit (6.2.1).',
    );
    // The same note twice is the same thing: no problem.
    const again = warband([
      { model: 'Squigoth', countsAs: 'Battlewagonz' },
      { model: 'Squigoth', countsAs: 'battlewagonz' },
    ]);
    expect(countsAsProblems(again)).toEqual([]);
  });

  it('6.2.1: "before the game starts you must tell your opponent … what counts as what": on the roster text, and at the set-up for both players', () => {
    const r = warband([{ model: 'Squigoth', countsAs: 'Battlewagonz' }]);
    expect(rosterText(orks, r)).toContain('Counts as (6.2.1):\n- Squigoth counts as Battlewagonz');
    const fielded = fieldRoster(r);
    expect(fielded.ok).toBe(true);
    if (!fielded.ok) return;
    const told = fielded.value.notes.filter((n) => n.code === 'field/counts-as');
    expect(told).toEqual([
      {
        code: 'field/counts-as',
        message: 'Squigoth counts as Battlewagonz (6.2.1).',
        countsAs: { model: 'Squigoth', unit: 'Battlewagonz' },
      },
    ]);
    // A note the rule refuses is not told as if it held.
    const refused = fieldRoster(warband([{ model: 'Gargant', countsAs: 'Battlewagonz' }]));
    expect(refused.ok && refused.value.notes.some((n) => n.code === 'field/counts-as')).toBe(false);
    // The person playing side 1 against this roster (side 0) is told it, as the opponent's.
    const snapshot = { controllers: ['computer', 'person'] } as unknown as HostSnapshot;
    const shown = withFieldNotes(snapshot, [fielded.value.notes, []]);
    expect(shown.fieldNotes?.filter((n) => n.code === 'field/counts-as')).toEqual([
      { ...told[0], opponent: true },
    ]);
  });
});
