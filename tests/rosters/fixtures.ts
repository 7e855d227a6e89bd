import { zipSync, strToU8 } from 'fflate';
import {
  bundledList,
  choicesOf,
  newFormation,
  validateRoster,
  type EntryNode,
  type ImportedList,
  type Roster,
  type Selection,
} from '../../engine/netea/armies';

/**
 * BattleScribe rosters made for tests from our own bundled lists (ids and names only): a `.ros`
 * as BattleScribe and New Recruit write it, and the same zipped as a `.rosz`. No catalogue file
 * or its prose is copied into the repository.
 */
const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

function selectionXml(node: EntryNode, s: Selection, depth: number): string {
  const child = choicesOf(node).find((c) => c.id === s.entry);
  if (!child) return '';
  const inner = s.selections.map((x) => selectionXml(child, x, depth + 1)).join('');
  return `<selection id="s${depth}-${child.id}" name="${escape(child.name)}" entryId="${escape(child.id)}" number="${s.count}" type="${child.kind}"><selections>${inner}</selections></selection>`;
}

/** The `.ros` text of a roster; `extra` are selections of formations the list does not have. */
export function rosText(roster: Roster, extra: readonly string[] = []): string {
  const list = bundledList(roster.list) as ImportedList;
  const formations = roster.formations.map((rf) => {
    const f = list.formations.find((x) => x.id === rf.formation)!;
    const inner = rf.selections.map((s) => selectionXml(f.entry, s, 1)).join('');
    return `<selection id="f-${f.id}" name="${escape(f.name)}" entryId="${escape(f.entry.id)}" number="1" type="unit"><selections>${inner}</selections></selection>`;
  });
  const unknown = extra.map(
    (name, i) =>
      `<selection id="x${i}" name="${escape(name)}" entryId="0000-${i}" number="1" type="unit"><selections/></selection>`,
  );
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<roster id="r1" name="${escape(roster.name)}" battleScribeVersion="2.03" gameSystemName="Epic Armageddon" xmlns="http://www.battlescribe.net/schema/rosterSchema">
  <costLimits><costLimit name="pts" typeId="points" value="${roster.pointsLimit}.0"/></costLimits>
  <forces><force id="f1" name="Epic Armageddon" catalogueRevision="${escape(list.source.revision)}" catalogueName="${escape(list.name)}"><selections>${[...formations, ...unknown].join('')}</selections></force></forces>
</roster>
`;
}

/** The same roster zipped, as a `.rosz`. */
export function roszBytes(roster: Roster, extra: readonly string[] = []): Uint8Array {
  return zipSync({ [`${roster.name}.ros`]: strToU8(rosText(roster, extra)) });
}

/** A roster of the list with the named formations as the builder starts them. */
export function sampleRoster(
  listId: string,
  formationIds: readonly string[],
  name = 'Sample',
): Roster {
  const list = bundledList(listId) as ImportedList;
  return {
    list: list.id,
    listRevision: list.source.revision,
    name,
    pointsLimit: 3000,
    formations: formationIds.map((id) => newFormation(list, id)!),
  };
}

/**
 * A legal army of the list near `limit` points, as a person might pick it: formations added one
 * at a time (at most three of each, none free), each step the costliest that keeps every
 * constraint of the list. Returns the formation ids in the order to add them.
 */
export function legalArmy(listId: string, limit = 3000): { ids: string[]; points: number } {
  const list = bundledList(listId) as ImportedList;
  let roster = sampleRoster(listId, []);
  roster = { ...roster, pointsLimit: limit };
  for (;;) {
    let best: { roster: Roster; points: number } | null = null;
    for (const f of list.formations) {
      if (roster.formations.filter((x) => x.formation === f.id).length >= 3) continue;
      const next = { ...roster, formations: [...roster.formations, newFormation(list, f.id)!] };
      const check = validateRoster(list, next);
      const added = check.points - validateRoster(list, roster).points;
      if (added <= 0 || check.points > limit || check.problems.length > 0) continue;
      if (!best || check.points > best.points) best = { roster: next, points: check.points };
    }
    if (!best) break;
    roster = best.roster;
  }
  return {
    ids: roster.formations.map((f) => f.formation),
    points: validateRoster(list, roster).points,
  };
}
