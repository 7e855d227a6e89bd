import { strFromU8 } from 'fflate';
import { formatIssues } from '../../../kernel/issues';
import { err, ok, type Result } from '../../../kernel/result';
import type { ImportedList } from '../schema';
import { readRos, readRosz, type RosterImport } from './battlescribe';
import { readRoster } from './format';
import { rosterSchema } from './schema';

/**
 * Any roster file a person may open: BattleScribe's or New Recruit's `.rosz` (zip) and `.ros`
 * (XML), or our own `.epicroster`, known by its extension or, failing that, its first bytes.
 * The roster that comes back has passed the roster schema; what could not be mapped onto the
 * bundled list is named in `unmapped`.
 */
export function readRosterFile(
  file: string,
  bytes: Uint8Array,
  lists: readonly ImportedList[],
): Result<RosterImport, string[]> {
  const extension = /\.([a-z0-9]+)$/i.exec(file)?.[1]?.toLowerCase() ?? '';
  const zipped = bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
  let read: Result<RosterImport, string[]>;
  if (extension === 'rosz' || zipped) {
    read = readRosz(bytes, file, lists);
  } else {
    const text = strFromU8(bytes).replace(/^\uFEFF/, '');
    if (extension === 'ros' || text.trimStart().startsWith('<')) {
      read = readRos(text, file, lists);
    } else {
      const own = readRoster(text, lists);
      read = own.ok ? ok({ roster: own.value, unmapped: [] }) : own;
    }
  }
  if (!read.ok) return read;
  // A BattleScribe roster's name and counts come from the file: they must fit our own roster.
  const checked = rosterSchema.safeParse(read.value.roster);
  if (!checked.success) return err(formatIssues(`${file}: roster`, checked.error.issues));
  return ok({ roster: checked.data, unmapped: read.value.unmapped });
}
