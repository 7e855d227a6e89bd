import { createRngState, Rng } from '../../kernel/dice/rng';
import { fieldFormations, type FieldedArmy } from '../armies/field';
import { bundledList, bundledLists } from '../armies/lists';
import type { ImportedList } from '../armies/schema';
import { formationPoints, newFormation } from '../armies/roster/tree';
import type { Roster } from '../armies/roster/schema';
import { validateRoster } from '../armies/roster/validate';
import { allFormations, getDatasheet } from '../data';
import {
  DEFAULT_ARMY_STYLE,
  profileOf,
  styleWeight,
  type ArmyStyle,
  type FormationProfile,
} from './armyStyle';

/**
 * Armies for tournament games (6.1.1: picked to an agreed points total).
 *
 * `buildRoster`: a seeded roster from an army list to at most N points: formations of the list
 * drawn at random, each with the selections the list requires, kept while the roster stays
 * within the points and the list's own limits (validateRoster). A style (armyStyle.ts) weights
 * the draw towards formations of its kind; balanced (the default) draws each alike.
 *
 * `randomListForce`: a random roster of an army list fielded by engine/netea/armies/field
 * with its aircraft and spacecraft (AEROSPACE: 6.1.6 keeps aircraft in reserve; only formations
 * that can be fielded are drawn, so none takes points the table would not see).
 *
 * `fieldableForce`: the fallback when a list cannot produce a fieldable roster: the bundled
 * datasheet formations (engine/netea/data) that have a base for every unit, aircraft among them,
 * each valued at the points of the Space Marine list's formation of the same name.
 */

/**
 * One side of a tournament game: bundled formations with their army-list points, or (`army`) an
 * army-list roster fielded by engine/netea/armies/field, whose formations then take the place of
 * `formations`.
 */
export interface TournamentForce {
  readonly name: string;
  readonly strategyRating: number;
  readonly formations: readonly {
    readonly formation: string;
    readonly count?: number;
    /** The formation's points value from the army list (6.1.7). */
    readonly points: number;
  }[];
  readonly army?: FieldedArmy;
  /** Why the force is the bundled fallback instead of the list that was drawn. */
  readonly fallback?: string;
}

/** Tournament armies field aircraft (4.2, kept in reserve at 6.1.6) as well as spacecraft. */
export const AEROSPACE = { aerospace: true } as const;

/** 4.3: whether the list's formation fields as a spacecraft. */
function isSpacecraftFormation(list: ImportedList, formationId: string): boolean {
  const start = newFormation(list, formationId);
  const fielded = start ? fieldFormations(list, '', [start], AEROSPACE) : undefined;
  return (
    fielded?.ok === true && Object.values(fielded.value.datasheets).some((d) => d.type === 'SC')
  );
}

const profiles = new Map<string, FormationProfile>();

/** The profile of a list's formation as a new roster starts it (its required selections). */
export function formationProfile(list: ImportedList, formationId: string): FormationProfile {
  const key = `${list.id}\u0000${list.source.revision}\u0000${formationId}`;
  const cached = profiles.get(key);
  if (cached) return cached;
  const start = newFormation(list, formationId);
  const fielded = start ? fieldFormations(list, formationId, [start], AEROSPACE) : undefined;
  const profile: FormationProfile =
    fielded?.ok === true
      ? profileOf(
          fielded.value.formations.flatMap((f) =>
            f.units.flatMap((u) => {
              const datasheet = fielded.value.datasheets[u.datasheetId];
              return datasheet ? [{ datasheet, count: u.count }] : [];
            }),
          ),
        )
      : profileOf([]);
  profiles.set(key, profile);
  return profile;
}

/** An index drawn with the given weights (the same draw as `below` when all weigh alike). */
function drawWeighted(rng: Rng, weights: readonly number[]): number {
  if (weights.every((w) => w === weights[0])) return rng.below(weights.length);
  // Whole thousandths, so the draw is exact and the same on every machine.
  const whole = weights.map((w) => Math.max(1, Math.round(w * 1000)));
  let at = rng.below(whole.reduce((s, w) => s + w, 0));
  for (let i = 0; i < whole.length; i++) {
    at -= whole[i]!;
    if (at < 0) return i;
  }
  return whole.length - 1;
}

export function buildRoster(
  list: ImportedList,
  points: number,
  seed: number | string,
  style: ArmyStyle = DEFAULT_ARMY_STYLE,
): Roster {
  const rng = new Rng(createRngState(seed));
  const roster: Roster = {
    list: list.id,
    listRevision: list.source.revision,
    name: `${list.name} ${points}`,
    pointsLimit: points,
    formations: [],
  };
  let total = 0;
  let ships = 0;
  // A formation's points may sit in its required selections (Ork mobs), not on its own entry.
  const candidates = list.formations.filter((f) => {
    const start = newFormation(list, f.id);
    return start !== undefined && formationPoints(list, start) > 0;
  });
  const styled = candidates.map((f) =>
    style === 'balanced' ? 1 : styleWeight(style, formationProfile(list, f.id)),
  );
  // A style first draws to its weights; the points its kind of formation could not take (the
  // list's limits refuse more of them) are then filled alike from the whole list.
  const phases = style === 'balanced' ? [styled] : [styled, candidates.map(() => 1)];
  for (const weights of phases) {
    for (let misses = 0; misses < 40 && candidates.length > 0;) {
      const pick = candidates[drawWeighted(rng, weights)]!;
      const formation = newFormation(list, pick.id);
      const cost = formation ? formationPoints(list, formation) : 0;
      if (!formation || cost <= 0 || total + cost > points) {
        misses++;
        continue;
      }
      // 4.3: one spacecraft an army, whatever the list allows.
      if (isSpacecraftFormation(list, pick.id) && ships++ > 0) {
        misses++;
        continue;
      }
      const next = { ...roster, formations: [...roster.formations, formation] };
      // Limits not yet met (at least so many) may be met by later picks; the rest refuse it.
      if (validateRoster(list, next).problems.some((p) => p.code !== 'roster/too-few')) {
        misses++;
        continue;
      }
      roster.formations.push(formation);
      total += cost;
    }
  }
  return roster;
}

/** The bundled formations that can be fielded, with their army-list points. */
export function fieldableFormations(): { formation: string; points: number }[] {
  const list = bundledList('space-marines-ea');
  if (!list) return [];
  const named = list.formations.map((f) => {
    const base = newFormation(list, f.id);
    return { name: singular(f.name), points: base ? formationPoints(list, base) : 0 };
  });
  return allFormations().flatMap((f) => {
    const sheets = [...f.units, ...f.options.flatMap((o) => o.choices.flatMap((c) => c.units))].map(
      (u) => getDatasheet(u.datasheet),
    );
    if (sheets.some((s) => !s || !s.footprint)) return [];
    const match = named.find((n) => n.points > 0 && singular(f.name).startsWith(n.name));
    return match ? [{ formation: f.id, points: match.points }] : [];
  });
}

export function fieldableForce(
  name: string,
  strategyRating: number,
  points: number,
  seed: number | string,
): TournamentForce {
  const rng = new Rng(createRngState(seed));
  const pool = fieldableFormations();
  const formations: { formation: string; points: number }[] = [];
  let total = 0;
  for (let misses = 0; misses < 30 && pool.length > 0;) {
    const pick = pool[rng.below(pool.length)]!;
    if (total + pick.points > points) {
      misses++;
      continue;
    }
    formations.push(pick);
    total += pick.points;
  }
  return { name, strategyRating, formations };
}

function singular(name: string): string {
  return name
    .toLowerCase()
    .split(' ')
    .map((w) => (w.endsWith('s') && w.length > 3 ? w.slice(0, -1) : w))
    .join(' ');
}

/**
 * Seed 001 5.3.4: "Verwende die Turnier-Armeeorganisationspläne, aber keine Antigrav Einheiten":
 * unit types and abilities a scenario's army may not field. A formation of the list is left out
 * when any unit it fields (with its required selections, as the draw takes it) is of an excluded
 * type or has an excluded ability.
 */
export interface ArmyExclusion {
  readonly types?: readonly string[];
  readonly abilities?: readonly string[];
}

/** Whether the list's formation fields a unit the exclusion names. */
export function fieldsExcluded(
  list: ImportedList,
  formationId: string,
  exclusion: ArmyExclusion,
): boolean {
  const start = newFormation(list, formationId);
  const fielded = start ? fieldFormations(list, formationId, [start], AEROSPACE) : undefined;
  if (fielded?.ok !== true) return false;
  const types = new Set(exclusion.types ?? []);
  const abilities = new Set(exclusion.abilities ?? []);
  return Object.values(fielded.value.datasheets).some(
    (d) => types.has(d.type) || d.abilities.some((a) => abilities.has(a.id)),
  );
}

/** The list without the formations the exclusion leaves out. */
function withoutExcluded(list: ImportedList, exclusion: ArmyExclusion | undefined): ImportedList {
  if (
    !exclusion ||
    ((exclusion.types ?? []).length === 0 && (exclusion.abilities ?? []).length === 0)
  )
    return list;
  return {
    ...list,
    formations: list.formations.filter((f) => !fieldsExcluded(list, f.id, exclusion)),
  };
}

const fieldableLists = new Map<string, ImportedList>();

/** The list with only the formations that field on their own (its required selections). */
export function fieldableList(list: ImportedList): ImportedList {
  let cached = fieldableLists.get(list.id);
  if (!cached) {
    const formations = list.formations.filter((f) => {
      const start = newFormation(list, f.id);
      return start !== undefined && fieldFormations(list, f.name, [start], AEROSPACE).ok;
    });
    cached = { ...list, formations };
    fieldableLists.set(list.id, cached);
  }
  return cached;
}

/**
 * A seeded force of an army list to at most `points`: a random roster of the formations that can
 * be fielded, fielded. If the list cannot produce one, the bundled Space Marine formations stand
 * in, and `fallback` says why.
 */
export function randomListForce(
  list: ImportedList,
  points: number,
  seed: number | string,
  style: ArmyStyle = DEFAULT_ARMY_STYLE,
  exclusion?: ArmyExclusion,
): TournamentForce {
  // Seed 001 5.3.4: a scenario's army may leave kinds of unit out.
  const roster = buildRoster(withoutExcluded(fieldableList(list), exclusion), points, seed, style);
  const army = fieldFormations(list, roster.name, roster.formations, AEROSPACE);
  if (army.ok) {
    return {
      name: list.name,
      strategyRating: army.value.strategyRating,
      formations: [],
      army: army.value,
    };
  }
  const bundled = fieldableForce('Space Marines (bundled)', 5, points, seed);
  return { ...bundled, fallback: `${list.name}: ${army.error.join(' ')}` };
}

/** Two seeded forces of random bundled lists (the same list may meet itself). */
export function randomListForces(
  points: number,
  seed: number | string,
): [TournamentForce, TournamentForce] {
  const rng = new Rng(createRngState(`lists-${seed}`));
  const lists = bundledLists();
  const a = lists[rng.below(lists.length)]!;
  const b = lists[rng.below(lists.length)]!;
  return [
    randomListForce(a, points, `army-a-${seed}`),
    randomListForce(b, points, `army-b-${seed}`),
  ];
}
