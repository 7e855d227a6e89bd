import { err, ok, type Result } from '../../kernel/result';
import { slugOf } from '../../kernel/slug';
import type { ArmyChoice } from '../scenarios/tournamentOptions';
import { checkArmy } from './progress';
import type { Campaign, LeagueEntry } from './schema';
import { parseCampaign } from './validate';

/** A person at this machine joining a league at its start: a name, and an army for a league of
 * tournament games (6.1.1; absent: the league battle's). */
export interface LeaguePerson {
  readonly name: string;
  readonly army?: ArmyChoice;
}

/**
 * Seed 001 5.4.1: "optionally people at the same machine". The people the start dialog adds to
 * a league, as entries of its own: after the league's entries in the starting order (our
 * reading: the list's order stands for "by age", and those who join at the machine come last),
 * each with an id made from the name. Refused with reasons: a campaign that is no league, a
 * person without a name, a name given twice or already an entry's, an army that does not field
 * (tried as the first person's army is, checkArmy).
 */
export function withPeople(
  campaign: Campaign,
  people: readonly LeaguePerson[],
  seed: number,
): Result<Campaign> {
  if (people.length === 0) return ok(campaign);
  if (campaign.kind !== 'league')
    return err(['campaign: only a league takes more people at this machine (5.4.1)']);
  const problems: string[] = [];
  const taken = new Set(campaign.entries.map((e) => e.id));
  const entries: LeagueEntry[] = [];
  people.forEach((person, i) => {
    const name = person.name.trim();
    if (name === '') return void problems.push(`league: person ${i + 1} has no name`);
    const id = freeId(name, taken);
    taken.add(id);
    if (person.army) {
      const fields = checkArmy(campaign, person.army, seed);
      if (!fields.ok)
        fields.error.forEach((e) =>
          problems.push(
            `league: the army of ${name}: ${e.replace(/^campaign: (your army: )?/, '')}`,
          ),
        );
    }
    entries.push({ id, name, player: 'person', ...(person.army ? { army: person.army } : {}) });
  });
  if (problems.length > 0) return err(problems.map((p) => `campaign: ${p}`));
  // The names, and the league as a whole, are checked as any league definition is.
  return parseCampaign({ ...campaign, entries: [...campaign.entries, ...entries] });
}

/** An entry id from a name (lower-case letters, digits and hyphens), numbered when taken. */
function freeId(name: string, taken: ReadonlySet<string>): string {
  const base = slugOf(name) || 'person';
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}
