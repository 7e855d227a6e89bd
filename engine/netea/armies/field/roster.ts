import { err, ok, type Result } from '../../../kernel/result';
import { formatIssues } from '../../../kernel/issues';
import type { UnitDatasheet } from '../../data';
import type { SpecialRule } from '../../state/specialRules';
import { bundledList, bundledLists } from '../lists';
import { countsAsProblems, countsAsUnit } from '../roster/countsAs';
import { rosterSchema } from '../roster/schema';
import type { ImportedList } from '../schema';
import { fieldFormation, type FieldedFormation } from './formation';
import type { FieldOptions } from './datasheet';
import type { FieldNote } from './notes';

/**
 * A roster (engine/netea/armies/roster) as a force the engine fields: its formations as units
 * with checked datasheets, the list's strategy rating (1.5) and initiative (1.2.2). A malformed
 * roster, an unknown list or a roster with nothing fieldable is an error naming what is wrong;
 * what is left out or fielded but not played is in `notes`, for the person to see.
 */
export interface FieldedArmy {
  readonly list: string;
  readonly listName: string;
  readonly name: string;
  readonly strategyRating: number;
  readonly specialRules: readonly SpecialRule[];
  readonly formations: readonly FieldedFormation[];
  readonly datasheets: Readonly<Record<string, UnitDatasheet>>;
  readonly notes: readonly FieldNote[];
}

/**
 * Army-wide rules the engine plays, by list: seed 001 5.5.1 gives Space Marines They Shall Know
 * No Fear. (Other lists' army rules are not in the engine's vocabulary yet.)
 */
const ARMY_WIDE_RULES: Readonly<Record<string, readonly SpecialRule[]>> = {
  'space-marines-ea': ['they-shall-know-no-fear'],
};

export function fieldRoster(input: unknown): Result<FieldedArmy> {
  const parsed = rosterSchema.safeParse(input);
  if (!parsed.success) return err(formatIssues('roster', parsed.error.issues));
  const roster = parsed.data;
  const list = bundledList(roster.list);
  if (!list)
    return err([
      `roster "${roster.name}": there is no army list "${roster.list}"; the lists are ${bundledLists()
        .map((l) => l.name)
        .join(', ')}.`,
    ]);
  const army = fieldFormations(list, roster.name, roster.formations);
  if (!army.ok) return army;
  // 6.2.1: the opponent is told what counts as what before the game; notes the rule refuses
  // (validateRoster names them) are not told as if they held.
  const refused = new Set(countsAsProblems(list, roster.countsAs ?? []).map((p) => p.countsAs));
  const told: FieldNote[] = (roster.countsAs ?? []).flatMap((note, i) => {
    const unit = countsAsUnit(list, note.countsAs);
    if (refused.has(i) || !unit) return [];
    const model = note.model.trim();
    return [
      {
        code: 'field/counts-as' as const,
        message: `${model} counts as ${unit.name} (6.2.1).`,
        countsAs: { model, unit: unit.name },
      },
    ];
  });
  return told.length > 0 ? ok({ ...army.value, notes: [...told, ...army.value.notes] }) : army;
}

/** The same for formations of a list with their selections (a roster's body). */
export function fieldFormations(
  list: ImportedList,
  name: string,
  formations: Parameters<typeof fieldFormation>[1][],
  options: FieldOptions = {},
): Result<FieldedArmy> {
  if (list.strategyRating === undefined)
    return err([`${list.name}: the list gives no strategy rating (1.5), so it cannot be fielded.`]);
  const errors: string[] = [];
  const notes: FieldNote[] = [];
  const fielded: FieldedFormation[] = [];
  const datasheets: Record<string, UnitDatasheet> = {};
  const seen = new Map<string, number>();
  for (const rf of formations) {
    const template = list.formations.find((f) => f.id === rf.formation);
    const n = (seen.get(rf.formation) ?? 0) + 1;
    seen.set(rf.formation, n);
    const label = `${template?.name ?? rf.formation} ${n}`;
    const result = fieldFormation(list, rf, label, options);
    errors.push(...result.errors);
    notes.push(...result.notes);
    Object.assign(datasheets, result.datasheets);
    if (result.formation) fielded.push(result.formation);
  }
  // 4.3: "neither side is allowed to include more than one spacecraft in their army".
  const ships = fielded.filter((f) =>
    f.units.some((u) => datasheets[u.datasheetId]?.type === 'SC'),
  );
  if (ships.length > 1)
    errors.push(
      `${name}: ${ships.map((f) => f.name).join(' and ')} are both spacecraft; an army may include only one (4.3).`,
    );
  if (errors.length > 0) return err(errors);
  if (ships.length === 0) withoutPlanetfall(fielded, datasheets, notes);
  if (fielded.length === 0)
    return err([
      `${name}: no formation of it can be fielded: ${notes.map((n) => n.message).join(' ') || 'it has none.'}`,
    ]);
  return ok({
    list: list.id,
    listName: list.name,
    name,
    strategyRating: list.strategyRating,
    specialRules: ARMY_WIDE_RULES[list.id] ?? [],
    formations: fielded,
    datasheets,
    notes,
  });
}

/**
 * 4.4: drop pods (the list's Drop Pod rule) arrive only by planetfall from a spacecraft; an army
 * without one fields its formations without them, with a note.
 */
function withoutPlanetfall(
  fielded: FieldedFormation[],
  datasheets: Record<string, UnitDatasheet>,
  notes: FieldNote[],
): void {
  const grounded = (id: string) => {
    const d = datasheets[id];
    return d !== undefined && d.abilities.some((a) => a.id === 'drop-pod');
  };
  for (let i = 0; i < fielded.length; i++) {
    const f = fielded[i]!;
    const left = f.units.filter((u) => grounded(u.datasheetId));
    if (left.length === 0) continue;
    fielded[i] = { ...f, units: f.units.filter((u) => !grounded(u.datasheetId)) };
    for (const u of left)
      notes.push({
        code: 'field/planetfall',
        formation: f.name,
        message: `${datasheets[u.datasheetId]!.name}: arrives only by planetfall from a spacecraft (4.4), and the army has none; left out.`,
      });
  }
  // As formation.ts: a formation left with no unit but characters is not fielded.
  for (let i = fielded.length - 1; i >= 0; i--) {
    const f = fielded[i]!;
    if (f.units.some((u) => datasheets[u.datasheetId]?.type !== 'CH')) continue;
    fielded.splice(i, 1);
    notes.push({
      code: 'field/empty-formation',
      formation: f.name,
      message: `${f.name}: none of its units can be fielded, so the formation is left out.`,
    });
  }
}
