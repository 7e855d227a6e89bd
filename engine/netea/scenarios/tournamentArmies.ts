import { createRngState, Rng } from '../../kernel/dice/rng';
import { bundledList } from '../armies/lists';
import type { ImportedList } from '../armies/schema';
import { formationPoints, newFormation } from '../armies/roster/tree';
import type { Roster } from '../armies/roster/schema';
import { validateRoster } from '../armies/roster/validate';
import { allFormations, getDatasheet } from '../data';
import { isAircraft } from '../rules/6.1-tournament/garrisons';

/**
 * Armies for tournament games (6.1.1: picked to an agreed points total).
 *
 * `buildRoster`: a seeded roster from an army list to at most N points: formations of the list
 * drawn at random, each with the selections the list requires, kept while the roster stays
 * within the points and the list's own limits (validateRoster).
 *
 * `fieldableForce`: a force the engine can put on the table today. Army-list units have no
 * footprints in the engine yet, so forces are drawn from the bundled datasheet formations
 * (engine/netea/data) that have a base for every unit and no aircraft, each valued at the points
 * of the army-list formation of the same name (the bundled Space Marine list); formations the
 * list does not name are left out.
 */

/** One side of a tournament game: bundled formations with their army-list points. */
export interface TournamentForce {
  readonly name: string;
  readonly strategyRating: number;
  readonly formations: readonly {
    readonly formation: string;
    readonly count?: number;
    /** The formation's points value from the army list (6.1.7). */
    readonly points: number;
  }[];
}

export function buildRoster(list: ImportedList, points: number, seed: number | string): Roster {
  const rng = new Rng(createRngState(seed));
  const roster: Roster = {
    list: list.id,
    listRevision: list.source.revision,
    name: `${list.name} ${points}`,
    pointsLimit: points,
    formations: [],
  };
  let total = 0;
  const candidates = list.formations.filter((f) => f.entry.points > 0);
  for (let misses = 0; misses < 40 && candidates.length > 0;) {
    const pick = candidates[rng.below(candidates.length)]!;
    const formation = newFormation(list, pick.id);
    const cost = formation ? formationPoints(list, formation) : 0;
    if (!formation || cost <= 0 || total + cost > points) {
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
    if (sheets.some((s) => !s || !s.footprint || isAircraft(s))) return [];
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
