import { createGameActor } from '../flow/game';
import { gameChart } from '../flow/chart';
import { err, ok, type Result } from '../../kernel/result';
import { formatIssues } from '../../kernel/issues';
import type { GameState } from '../state/schema';
import { canonicalJson, hashText } from '../../kernel/hash';
import { saveBodyOf, type SaveContent } from './body';
import { inspectTree, SAVE_LIMITS } from '../../kernel/saves/inspect';
import { migrate } from './migrations';
import {
  SAVE_FORMAT,
  SAVE_VERSION,
  saveBodySchema,
  saveEnvelopeSchema,
  saveMetaSchema,
  type SaveBody,
  type SaveMeta,
} from './schema';

/**
 * Writing and reading save files: pure functions from content to text and back, shared by the
 * desktop host (files on disk) and the browser build (IndexedDB). Reading is parse, then
 * validate: the text is refused with every problem named, or it becomes a checked save whose
 * snapshot restores the game without replaying it.
 */

/** A save read back: the parts of the body, with the snapshot ready for `createGameActor`. */
export interface LoadedSave {
  readonly meta: SaveMeta;
  readonly host: SaveBody['host'];
  readonly setup: SaveBody['setup'];
  readonly commands: SaveBody['commands'];
  /** A persisted chart snapshot with the game's log restored. */
  readonly snapshot: { readonly value: unknown; readonly context: { readonly game: GameState } };
  /** The format version the file was written in (older ones were migrated). */
  readonly fileVersion: number;
}

/** The file's first characters up to the body, in the order the writer puts them. */
function header(format: string, version: number, checksum: string): string {
  return `{"format":${JSON.stringify(format)},"version":${version},"checksum":${JSON.stringify(checksum)},"body":`;
}

/**
 * The text of a save file: the body in canonical JSON, checksummed, after a short header. Pass
 * the same memo for successive saves of a game (autosaves) and only what changed is written anew.
 */
export function writeSave(content: SaveContent, memo?: WeakMap<object, string>): string {
  const body = canonicalJson(saveBodyOf(content), memo);
  return `${header(SAVE_FORMAT, SAVE_VERSION, hashText(body))}${body}}\n`;
}

/** The summary alone, checked, for lists of saves (the game itself is not validated). */
export function readSaveMeta(text: string): Result<SaveMeta> {
  const opened = open(text);
  if (!opened.ok) return opened;
  const { version, body } = opened.value;
  if (version !== SAVE_VERSION) {
    const migrated = migrate(version, body);
    if (!migrated.ok) return migrated;
    return metaOf(migrated.value);
  }
  return metaOf(body);
}

function metaOf(body: unknown): Result<SaveMeta> {
  const meta = saveMetaSchema.safeParse((body as { meta?: unknown } | null)?.meta);
  return meta.success ? ok(meta.data) : err(formatIssues('save: meta', meta.error.issues));
}

/** Read a save file's text into a checked save, or every problem that refuses it. */
export function readSave(text: string): Result<LoadedSave> {
  const opened = open(text);
  if (!opened.ok) return opened;
  const { version } = opened.value;
  const migrated = migrate(version, opened.value.body);
  if (!migrated.ok) return migrated;
  const parsed = saveBodySchema.safeParse(migrated.value);
  if (!parsed.success) return err(formatIssues('save', parsed.error.issues));
  const body = parsed.data;
  const problems = consistencyProblems(body);
  if (problems.length > 0) return err(problems);
  const game: GameState = { ...body.snapshot.context.game, log: body.commands };
  return ok({
    meta: body.meta,
    host: body.host,
    setup: body.setup,
    commands: body.commands,
    snapshot: { ...body.snapshot, context: { game, events: [] } },
    fileVersion: version,
  });
}

/** Size, JSON, hostile shapes, envelope, version and checksum: everything before the schemas. */
function open(text: string): Result<{ version: number; body: unknown }> {
  if (typeof text !== 'string') return err(['save: not text']);
  if (text.length > SAVE_LIMITS.fileChars)
    return err([
      `save: the file has ${text.length} characters, more than any game writes (at most ${SAVE_LIMITS.fileChars})`,
    ]);
  let root: unknown;
  try {
    // Some editors put a byte order mark before the text; it is not part of the JSON.
    root = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return err([`save: not valid JSON (the file is truncated or damaged): ${reason}`]);
  }
  const hostile = inspectTree(root);
  if (hostile) return err([`save: ${hostile}`]);
  const envelope = saveEnvelopeSchema.safeParse(root);
  if (!envelope.success) {
    const format = (root as { format?: unknown } | null)?.format;
    if (typeof format !== 'string')
      return err(['save: not an Epic Solo save (no "format" naming it)']);
    return err(formatIssues('save', envelope.error.issues));
  }
  const { format, version, checksum, body } = envelope.data;
  if (format !== SAVE_FORMAT)
    return err([`save: the file is a "${format}", not an Epic Solo game save ("${SAVE_FORMAT}")`]);
  if (version > SAVE_VERSION)
    return err([
      `save: written by a newer Epic Solo (format version ${version}; this version reads up to ${SAVE_VERSION}). Update Epic Solo to open it.`,
    ]);
  if (body === undefined) return err(['save: the file has no body']);
  if (!checksumMatches(text, format, version, checksum, body))
    return err([
      'save: the checksum does not match the content: the file was damaged or changed after it was saved',
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

/** Agreement between the parts of a body that the schemas check one by one. */
function consistencyProblems(body: SaveBody): string[] {
  const problems: string[] = [];
  const game = body.snapshot.context.game;
  const { meta } = body;
  if (game.scenarioId !== body.setup.scenarioId)
    problems.push(
      `save: the snapshot is of scenario "${game.scenarioId}" but the set-up of "${body.setup.scenarioId}"`,
    );
  if (meta.commands !== body.commands.length)
    problems.push(
      `save: meta.commands says ${meta.commands} commands but the log holds ${body.commands.length}`,
    );
  if (meta.scenarioId !== game.scenarioId || meta.turn !== game.turn || meta.phase !== game.phase)
    problems.push('save: the summary (meta) does not describe the game in the snapshot');
  if ((game.phase === 'game-over') !== (body.snapshot.status === 'done'))
    problems.push(
      `save: the snapshot's status "${body.snapshot.status}" does not fit a game in phase "${game.phase}"`,
    );
  try {
    gameChart.resolveState({
      value: body.snapshot.value,
      context: { game: { ...game, log: body.commands }, events: [] },
    });
  } catch (error) {
    problems.push(
      `save: snapshot.value ${JSON.stringify(body.snapshot.value)} is not a state of the phase chart (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  return problems;
}

/** Start a chart actor from a loaded save (the snapshot is trusted once it has been read). */
export function actorFromSave(save: LoadedSave) {
  return createGameActor({ snapshot: save.snapshot });
}
