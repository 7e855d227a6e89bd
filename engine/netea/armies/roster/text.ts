import type { EntryNode, ImportedList } from '../schema';
import type { Roster, Selection } from './schema';
import { choicesOf, findFormation, formationPoints, rosterPoints } from './tree';

/**
 * A roster as plain text for sharing or printing: the list, the points, and each formation with
 * its points and selections indented beneath it, then what counts as what (6.2.1).
 */
function lines(
  node: EntryNode,
  selections: readonly Selection[],
  depth: number,
  out: string[],
): void {
  const choices = choicesOf(node);
  for (const s of selections) {
    const child = choices.find((c) => c.id === s.entry);
    const name = child?.name ?? s.entry;
    const pts = child && child.points !== 0 ? ` (${child.points * s.count} pts)` : '';
    out.push(`${'  '.repeat(depth)}- ${s.count > 1 ? `${s.count}× ` : ''}${name}${pts}`);
    if (child) lines(child, s.selections, depth + 1, out);
  }
}

export function rosterText(list: ImportedList, roster: Roster): string {
  const out = [
    `${roster.name}`,
    `${list.name}${list.community ? ` (${list.community})` : ''}, revision ${list.source.revision}`,
    `${rosterPoints(list, roster.formations)} of ${roster.pointsLimit} points`,
    '',
  ];
  for (const rf of roster.formations) {
    const f = findFormation(list, rf.formation);
    out.push(`${f?.name ?? rf.formation} — ${formationPoints(list, rf)} pts`);
    if (f) lines(f.entry, rf.selections, 1, out);
  }
  // 6.2.1: the opponent is told what counts as what before the game.
  const notes = (roster.countsAs ?? []).filter((n) => n.model.trim() !== '');
  if (notes.length > 0) {
    out.push('', 'Counts as (6.2.1):');
    for (const n of notes) out.push(`- ${n.model.trim()} counts as ${n.countsAs.trim()}`);
  }
  return `${out.join('\n')}\n`;
}
