import { z } from 'zod';
import { canonicalJson, hashText } from '../hash';
import { formatIssues } from '../issues';
import { err, ok, type Result } from '../result';
import { inspectTree, SAVE_LIMITS } from './inspect';

/**
 * The envelope every file of ours shares, whatever the ruleset and whatever it holds (a game
 * save now; rosters and campaigns next): a header naming the format, its version and a checksum
 * over the canonical text of the body. Opening a file checks, in this order, its size, its JSON,
 * hostile shapes, the envelope, the format, the version and the checksum; the body's own schema
 * and migrations belong to whoever owns the format.
 */
export interface FileKind {
  /** The format's name in the file (`epic-solo/game`). */
  readonly format: string;
  /** The newest version this program writes and reads. */
  readonly version: number;
  /** How messages name the file (`save`). */
  readonly label: string;
  /** What the file is, in a sentence (`an Epic Solo game save`). */
  readonly description: string;
  /** What writes such files, for the size message (`game`). */
  readonly writer: string;
  /** The most characters such a file may have; a save's limit when absent. */
  readonly maxChars?: number;
}

export const envelopeSchema = z.strictObject({
  format: z.string().max(100),
  version: z.number().int().min(1).max(1_000_000),
  checksum: z.string().regex(/^[0-9a-f]{16}$/, 'expected 16 hexadecimal digits'),
  body: z.unknown().optional(),
});

/** The file's first characters up to the body, in the order the writer puts them. */
function header(format: string, version: number, checksum: string): string {
  return `{"format":${JSON.stringify(format)},"version":${version},"checksum":${JSON.stringify(checksum)},"body":`;
}

/**
 * The text of a file: the body in canonical JSON, checksummed, after a short header. Pass the
 * same memo for successive writes of the same thing (autosaves) and only what changed is
 * written anew.
 */
export function writeEnvelope(
  kind: FileKind,
  body: unknown,
  memo?: WeakMap<object, string>,
): string {
  const text = canonicalJson(body, memo);
  return `${header(kind.format, kind.version, hashText(text))}${text}}\n`;
}

/** Size, JSON, hostile shapes, envelope, format, version and checksum: everything before the
 * body's schemas. The version may be older than the kind's: the owner migrates it. */
export function openEnvelope(
  kind: FileKind,
  text: string,
): Result<{ version: number; body: unknown }> {
  const { label } = kind;
  if (typeof text !== 'string') return err([`${label}: not text`]);
  const maxChars = kind.maxChars ?? SAVE_LIMITS.fileChars;
  if (text.length > maxChars)
    return err([
      `${label}: the file has ${text.length} characters, more than any ${kind.writer} writes (at most ${maxChars})`,
    ]);
  let root: unknown;
  try {
    // Some editors put a byte order mark before the text; it is not part of the JSON.
    root = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return err([`${label}: not valid JSON (the file is truncated or damaged): ${reason}`]);
  }
  const hostile = inspectTree(root);
  if (hostile) return err([`${label}: ${hostile}`]);
  const envelope = envelopeSchema.safeParse(root);
  if (!envelope.success) {
    const format = (root as { format?: unknown } | null)?.format;
    if (typeof format !== 'string')
      return err([`${label}: not an Epic Solo ${label} (no "format" naming it)`]);
    return err(formatIssues(label, envelope.error.issues));
  }
  const { format, version, checksum, body } = envelope.data;
  if (format !== kind.format)
    return err([`${label}: the file is a "${format}", not ${kind.description} ("${kind.format}")`]);
  if (version > kind.version)
    return err([
      `${label}: written by a newer Epic Solo (format version ${version}; this version reads up to ${kind.version}). Update Epic Solo to open it.`,
    ]);
  if (body === undefined) return err([`${label}: the file has no body`]);
  if (!checksumMatches(text, format, version, checksum, body))
    return err([
      `${label}: the checksum does not match the content: the file was damaged or changed after it was saved`,
    ]);
  return ok({ version, body });
}

/**
 * The checksum covers the canonical text of the body. A file as the writer left it carries that
 * text verbatim after its header, so it is hashed as it stands; a file reformatted since (by an
 * editor, say) is brought back to canonical text first. The checksum finds damage; it is not a
 * seal (anyone can recompute it), so what it passes still goes through every schema.
 */
function checksumMatches(
  text: string,
  format: string,
  version: number,
  checksum: string,
  body: unknown,
): boolean {
  const prefix = header(format, version, checksum);
  const end = text.endsWith('}\n') ? text.length - 2 : text.length - 1;
  if (text.startsWith(prefix) && text[end] === '}') {
    if (hashText(text.slice(prefix.length, end)) === checksum) return true;
  }
  return hashText(canonicalJson(body)) === checksum;
}
