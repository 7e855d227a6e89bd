import { formatIssues } from '../../../kernel/issues';
import { err, ok, type Result } from '../../../kernel/result';
import { openEnvelope, writeEnvelope, type FileKind } from '../../../kernel/saves/envelope';
import type { ImportedList } from '../schema';
import { rosterSchema, type Roster } from './schema';

/**
 * Epic Solo's own roster file, in the envelope every file of ours shares (kernel/saves/envelope:
 * format, version, a checksum of the body's canonical JSON), so a damaged or hand-edited file is
 * refused with a reason rather than read as a different army. Reading is parse, then validate.
 */
export const ROSTER_FORMAT = 'epic-solo/roster';
export const ROSTER_VERSION = 1;
/** A roster of 200 formations is far under this; anything bigger is not a roster. */
export const MAX_ROSTER_CHARS = 2_000_000;

export const ROSTER_FILE: FileKind = {
  format: ROSTER_FORMAT,
  version: ROSTER_VERSION,
  label: 'roster',
  description: 'an Epic Solo roster',
  writer: 'army builder',
  maxChars: MAX_ROSTER_CHARS,
};

export function writeRoster(roster: Roster): string {
  return writeEnvelope(ROSTER_FILE, rosterSchema.parse(roster));
}

/**
 * Reads a roster file; `lists` are the army lists the program knows, so a roster of a list that
 * is not bundled is refused by name.
 */
export function readRoster(text: string, lists: readonly ImportedList[]): Result<Roster, string[]> {
  const opened = openEnvelope(ROSTER_FILE, text);
  if (!opened.ok) return opened;
  // Version 1 is the only version so far: there is nothing to migrate.
  const roster = rosterSchema.safeParse(opened.value.body);
  if (!roster.success) return err(formatIssues('roster', roster.error.issues));
  const list = lists.find((l) => l.id === roster.data.list);
  if (!list) {
    return err([
      `the roster is for army list "${roster.data.list}", which is not bundled with this program`,
    ]);
  }
  // A roster of another revision of the list is still read: validateRoster names anything that
  // no longer fits after entries were renamed or repriced.
  return ok(roster.data);
}
