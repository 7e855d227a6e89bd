import type { EntryNode, ImportedUnitInput } from './schema';

/**
 * Which of a list's initiative statements (1.2.2) applies to a formation. The statements name
 * kinds of formation in words ("Titan Legion formations", "Imperial Navy aircraft formations",
 * "All other formations"), so a formation is matched by those words and nothing looser:
 * - a statement about aircraft or a navy applies to formations of aircraft (type AC) only; war
 *   engines that fly (Thunderhawks, landing craft) are the army's own formations, not its navy;
 * - any other specific statement applies when every significant word of one of its phrases
 *   (split at commas and "and") is a word of the formation's name or of one of its units' names
 *   ("Phantom Titans" → Phantom Titan), significant meaning not a word of the list's own name nor
 *   "formations" or "legion";
 * - otherwise the general statement applies: one starting "All", or naming only the army itself
 *   ("Space Marine formations" in the Codex Astartes list).
 * A formation matched by statements of different values, or by none with no general statement,
 * gets no initiative and is reported; the statement used is recorded with the formation, and
 * the importer notes every match made by words so that it can be checked against the list.
 */
export interface InitiativeStatement {
  readonly who: string;
  readonly value: number;
}

/** The statement that applies, and whether it was matched by words rather than being general. */
export type AppliedStatement = InitiativeStatement & { readonly byWords?: true };

const STOP = new Set(['formations', 'formation', 'legion', 'all', 'other', 'the', 'of', 's']);

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’']/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '')
    .map((w) => w.replace(/s$/, ''));

function isGeneral(who: string, listWords: ReadonlySet<string>): boolean {
  if (/^\s*all\b/i.test(who)) return true;
  return words(who).every((w) => STOP.has(w) || listWords.has(w));
}

function aboutAircraft(who: string): boolean {
  return /\baircraft\b|\bnavy\b/i.test(who);
}

function phrases(who: string, listWords: ReadonlySet<string>): string[][] {
  return who
    .split(/,|\band\b/i)
    .map((p) => words(p).filter((w) => !STOP.has(w) && !listWords.has(w)))
    .filter((p) => p.length > 0);
}

function unitIds(node: EntryNode): string[] {
  return [
    ...node.units,
    ...node.entries.flatMap(unitIds),
    ...node.groups.flatMap((g) => [...g.entries.flatMap(unitIds)]),
  ];
}

export function assignInitiative(
  statements: readonly InitiativeStatement[],
  listName: string,
  formation: { readonly name: string; readonly entry: EntryNode },
  units: ReadonlyMap<string, ImportedUnitInput>,
): AppliedStatement | undefined {
  const listWords = new Set(words(listName));
  const ids = unitIds(formation.entry);
  const names = [formation.name, ...ids.map((id) => units.get(id)?.name ?? '')].map(
    (n) => new Set(words(n)),
  );
  const allAircraft = ids.length > 0 && ids.every((id) => units.get(id)?.type === 'AC');
  const specific = statements.filter((s) => !isGeneral(s.who, listWords));
  const matches = specific.filter((s) =>
    aboutAircraft(s.who)
      ? allAircraft
      : phrases(s.who, listWords).some((p) => names.some((n) => p.every((w) => n.has(w)))),
  );
  const values = new Set(matches.map((m) => m.value));
  if (values.size === 1) return matches[0] && { ...matches[0], byWords: true };
  if (values.size > 1) return undefined;
  const general = statements.filter((s) => isGeneral(s.who, listWords));
  return new Set(general.map((g) => g.value)).size === 1 ? general[0] : undefined;
}
