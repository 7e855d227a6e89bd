import { z } from 'zod';
import { err, ok, type Result } from '../../../kernel/result';
import { canonicalJson, hashText } from '../../../kernel/hash';
import type { ImportedList } from '../schema';
import { rosterSchema, type Roster } from './schema';

/**
 * Epic Solo's own roster file: versioned JSON whose body carries a checksum (the same 64-bit hash
 * of the canonical JSON that saves use), so a damaged or hand-edited file is refused with a
 * reason rather than read as a different army. Reading is parse, then validate.
 */
export const ROSTER_FORMAT = 'epic-solo/roster';
export const ROSTER_VERSION = 1;
/** A roster of 200 formations is far under this; anything bigger is not a roster. */
export const MAX_ROSTER_CHARS = 2_000_000;

const envelopeSchema = z.strictObject({
  format: z.literal(ROSTER_FORMAT, { error: `expected "format": "${ROSTER_FORMAT}"` }),
  version: z.number().int(),
  checksum: z.string().regex(/^[0-9a-f]{16}$/, { error: 'expected a 16-digit hex checksum' }),
  roster: z.unknown(),
});

export function rosterChecksum(roster: Roster): string {
  return hashText(canonicalJson(roster));
}

export function writeRoster(roster: Roster): string {
  const checked = rosterSchema.parse(roster);
  return `${JSON.stringify(
    {
      format: ROSTER_FORMAT,
      version: ROSTER_VERSION,
      checksum: rosterChecksum(checked),
      roster: checked,
    },
    null,
    2,
  )}\n`;
}

/**
 * Reads a roster file; `lists` are the army lists the program knows, so a roster of a list that
 * is not bundled is refused by name.
 */
export function readRoster(text: string, lists: readonly ImportedList[]): Result<Roster, string[]> {
  if (text.length > MAX_ROSTER_CHARS) {
    return err([
      `the file is ${text.length} characters long, over the limit of ${MAX_ROSTER_CHARS}`,
    ]);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return err([`not JSON: ${e instanceof Error ? e.message : String(e)}`]);
  }
  const envelope = envelopeSchema.safeParse(raw);
  if (!envelope.success) {
    return err(envelope.error.issues.map((i) => `${i.path.join('.') || 'file'}: ${i.message}`));
  }
  if (envelope.data.version !== ROSTER_VERSION) {
    return err([
      `roster format version ${envelope.data.version} is not known (this program reads ${ROSTER_VERSION})`,
    ]);
  }
  const roster = rosterSchema.safeParse(envelope.data.roster);
  if (!roster.success) {
    return err(
      roster.error.issues.map(
        (i) => `roster${i.path.map((p) => `.${String(p)}`).join('')}: ${i.message}`,
      ),
    );
  }
  if (rosterChecksum(roster.data) !== envelope.data.checksum) {
    return err(['the checksum does not match the roster: the file is damaged or was edited']);
  }
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
