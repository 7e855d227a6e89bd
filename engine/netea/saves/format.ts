import { createGameActor } from '../flow/game';
import { gameChart } from '../flow/chart';
import { err, ok, type Result } from '../../kernel/result';
import { formatIssues } from '../../kernel/issues';
import type { GameState } from '../state/schema';
import { saveBodyOf, type SaveContent } from './body';
import { openEnvelope, writeEnvelope, type FileKind } from '../../kernel/saves/envelope';
import { migrate } from './migrations';
import {
  SAVE_FORMAT,
  SAVE_VERSION,
  saveBodySchema,
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

/** Game saves in the kernel's file envelope. */
export const SAVE_FILE: FileKind = {
  format: SAVE_FORMAT,
  version: SAVE_VERSION,
  label: 'save',
  description: 'an Epic Solo game save',
  writer: 'game',
};

/**
 * The text of a save file: the body in canonical JSON, checksummed, after a short header. Pass
 * the same memo for successive saves of a game (autosaves) and only what changed is written anew.
 */
export function writeSave(content: SaveContent, memo?: WeakMap<object, string>): string {
  return writeEnvelope(SAVE_FILE, saveBodyOf(content), memo);
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

function open(text: string): Result<{ version: number; body: unknown }> {
  return openEnvelope(SAVE_FILE, text);
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
