import { open } from 'node:fs/promises';
import { basename } from 'node:path';
import { SAVE_LIMITS } from '../../engine/netea/saves';
import { err, ok, type Result } from '../../engine/kernel/result';
import type { ShellAction } from '../ipc/api';
import { recognise, type FileKind, type RecognisedFile } from './fileKinds';

/**
 * Opening a file a person gave Epic Solo: by double-click (the command line, or `open-file` on
 * macOS), the Open menu, or a drop onto the window. The file is recognised (fileKinds.ts), then
 * checked by the opener of its kind as any such file is; what it opens is handed to the page as
 * a ShellAction, and a refusal is shown with its reasons. A refused file changes nothing.
 */

/** A file's name (for messages and its extension) and its bytes. */
export interface GivenFile {
  readonly name: string;
  readonly bytes: Uint8Array;
  readonly recognised: RecognisedFile;
}

/** Opens one kind of file: the page's next step, or why the file cannot be opened. */
export type FileOpener = (file: GivenFile) => Promise<Result<ShellAction>>;

/**
 * THE EXTENSION POINT: each kind has one opener. Saves open through the save library, rosters
 * through the roster library (into the army builder); campaigns are refused until the issue
 * that builds them replaces `notSupportedYet` here with their own reader.
 */
export type FileOpeners = Readonly<Record<FileKind, FileOpener>>;

export function notSupportedYet(what: string): FileOpener {
  return async () => err([`${what} are not supported yet`]);
}

/** The save library's part: keep a checked save among the saves (SaveLibrary.importSave). */
export interface SaveImporter {
  importSave(text: string): Promise<Result<string>>;
}

/** The roster library's part: keep a checked roster file among the rosters (RosterLibrary). */
export interface RosterImporter {
  importFile(
    name: string,
    bytes: Uint8Array,
  ): Promise<Result<{ readonly id: string; readonly unmapped: readonly string[] }>>;
}

export function fileOpeners(saves: SaveImporter, rosters: RosterImporter): FileOpeners {
  return {
    async save(file) {
      const imported = await saves.importSave(new TextDecoder().decode(file.bytes));
      return imported.ok ? ok({ kind: 'open-save', id: imported.value }) : imported;
    },
    async roster(file) {
      const imported = await rosters.importFile(file.name, file.bytes);
      if (!imported.ok) return imported;
      const { id, unmapped } = imported.value;
      return ok({ kind: 'open-roster', id, unmapped: [...unmapped] });
    },
    campaign: notSupportedYet('campaigns'),
  };
}

/** No file Epic Solo opens is larger than the largest save. */
export const MAX_FILE_BYTES = SAVE_LIMITS.fileChars * 4;

export interface FileRouterOptions {
  readonly openers: FileOpeners;
  /** Hand the page what was opened (pageChannel.ts queues it until the page listens). */
  readonly send: (action: ShellAction) => void;
  /** Show the person why a file was refused. */
  readonly refuse: (name: string, reasons: readonly string[]) => void;
  readonly log?: (message: string) => void;
}

export interface FileRouter {
  /** A file on disk; resolves with what the page was told, or why the file was refused. */
  openPath(path: string): Promise<Result<ShellAction>>;
  /** A file's content (a drop onto the window). */
  openBytes(name: string, bytes: Uint8Array): Promise<Result<ShellAction>>;
}

export function fileRouter(options: FileRouterOptions): FileRouter {
  const log = options.log ?? (() => undefined);
  const route = async (name: string, read: Result<Uint8Array>): Promise<Result<ShellAction>> => {
    const opened = read.ok ? await openBytes(options.openers, name, read.value) : read;
    if (!opened.ok) {
      log(`refused to open ${name}: ${opened.error.join('; ')}`);
      options.refuse(name, opened.error);
      return opened;
    }
    log(`opened ${name}`);
    options.send(opened.value);
    return opened;
  };
  return {
    openPath: async (path) => route(basename(path), await readFileLimited(path)),
    openBytes: (name, bytes) => route(name, ok(bytes)),
  };
}

async function openBytes(
  openers: FileOpeners,
  name: string,
  bytes: Uint8Array,
): Promise<Result<ShellAction>> {
  if (bytes.length > MAX_FILE_BYTES)
    return err([`the file is ${bytes.length} bytes, far more than any Epic Solo file`]);
  const recognised = recognise(name, bytes);
  if (!recognised.ok) return recognised;
  return openers[recognised.value.kind]({ name, bytes, recognised: recognised.value });
}

/** The file's bytes, unless it is missing, unreadable or too large to be ours. */
export async function readFileLimited(path: string): Promise<Result<Uint8Array>> {
  try {
    const handle = await open(path, 'r');
    try {
      const size = (await handle.stat()).size;
      if (size > MAX_FILE_BYTES)
        return err([`the file is ${size} bytes, far more than any Epic Solo file`]);
      return ok(new Uint8Array(await handle.readFile()));
    } finally {
      await handle.close();
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return err(['there is no such file']);
    if (code === 'EISDIR') return err(['it is a folder, not a file']);
    return err([`the file cannot be read (${code ?? String(error)})`]);
  }
}
