import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import {
  readSave,
  readSaveMeta,
  SAVE_LIMITS,
  writeSave,
  type LoadedSave,
  type SaveContent,
  type SaveMeta,
} from '../../engine/saves';
import { err, ok, type Result } from '../../engine/result';
import { backupOf, writeFileAtomic } from './atomicWrite';
import { WriteQueue } from './writeQueue';

/** A save's id is its file name without `.json`: safe to take from the renderer once checked. */
export const SAVE_ID = /^[a-z0-9][a-z0-9-]{0,99}$/;

export type SaveListing =
  | {
      readonly id: string;
      readonly kind: 'autosave' | 'named';
      readonly meta: SaveMeta;
      /** The file was damaged and its previous good version is what loading will give. */
      readonly fromBackup: boolean;
    }
  | { readonly id: string; readonly kind: 'autosave' | 'named'; readonly problem: string };

export interface LoadOutcome {
  readonly save: LoadedSave;
  readonly from: 'file' | 'backup';
  /** Why the file itself was not used, when the backup was. */
  readonly problems: readonly string[];
}

/**
 * Games on disk, in `<user data>/saves`: an autosave per game (`autosave-<game id>.json`) and
 * named saves (`save-<name>-<hash>.json`), each written atomically with its previous version kept
 * as `.bak`. Loading reads and checks (engine/saves) and falls back to the previous version when
 * a file is damaged; it never writes, so refusing a file changes nothing on disk.
 */
export class SaveStore {
  readonly folder: string;
  private readonly queue = new WriteQueue();
  /** Canonical text of the objects of recent saves (states share most of their objects). */
  private readonly memo = new WeakMap<object, string>();

  constructor(userData: string) {
    this.folder = join(userData, 'saves');
  }

  /** The autosave of a game, replaced after every command; concurrent calls keep the latest. */
  autosave(gameId: string, content: SaveContent): Promise<string> {
    const id = autosaveId(gameId);
    return this.write(id, () => writeSave({ ...content, name: null }, this.memo)).then(() => id);
  }

  /** A save under a name the player chose; the same name again replaces it. */
  async saveAs(name: string, content: SaveContent): Promise<string> {
    const id = namedId(name);
    await this.write(id, () => writeSave({ ...content, name }, this.memo));
    return id;
  }

  /** Text is made when the write runs, so a superseded autosave is never even serialised. */
  private write(id: string, text: () => string): Promise<void> {
    // Queued at once (no await before it), so the last call is the last write.
    return this.queue.run(id, async () => {
      await mkdir(this.folder, { recursive: true });
      await writeFileAtomic(this.fileOf(id), text());
    });
  }

  async load(id: string): Promise<Result<LoadOutcome>> {
    if (!SAVE_ID.test(id)) return err([`save id "${id.slice(0, 120)}" is not a save's name`]);
    await this.queue.idle(id);
    const file = this.fileOf(id);
    const primary = await readChecked(file);
    if (primary.ok) return ok({ save: primary.value, from: 'file', problems: [] });
    const backup = await readChecked(backupOf(file));
    if (backup.ok) return ok({ save: backup.value, from: 'backup', problems: primary.error });
    return err([
      ...primary.error,
      ...backup.error.map((problem) => `previous version: ${problem}`),
    ]);
  }

  /** Every save, newest first; damaged files are listed with their problem, never skipped. */
  async list(): Promise<SaveListing[]> {
    let names: string[];
    try {
      names = await readdir(this.folder);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const ids = new Set(
      names
        .map((n) => n.replace(/\.json(\.bak)?$/, ''))
        .filter((n, i) => /\.json(\.bak)?$/.test(names[i]!) && SAVE_ID.test(n)),
    );
    const listings = await Promise.all([...ids].map((id) => this.listingOf(id)));
    return listings.sort(
      (a, b) => savedAt(b).localeCompare(savedAt(a)) || a.id.localeCompare(b.id),
    );
  }

  private async listingOf(id: string): Promise<SaveListing> {
    const kind = id.startsWith('autosave-') ? 'autosave' : 'named';
    const file = this.fileOf(id);
    const meta = await readMeta(file);
    if (meta.ok) return { id, kind, meta: meta.value, fromBackup: false };
    const backup = await readMeta(backupOf(file));
    if (backup.ok) return { id, kind, meta: backup.value, fromBackup: true };
    return { id, kind, problem: meta.error.join('; ') };
  }

  /** Delete a save and its previous version. */
  async remove(id: string): Promise<Result<true>> {
    if (!SAVE_ID.test(id)) return err([`save id "${id.slice(0, 120)}" is not a save's name`]);
    await this.queue.idle(id);
    for (const file of [this.fileOf(id), backupOf(this.fileOf(id))]) {
      try {
        await unlink(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    return ok(true);
  }

  /** Keep the autosaves of the `keep` most recent games, deleting older ones. */
  async pruneAutosaves(keep: number): Promise<void> {
    const autosaves = (await this.list()).filter((s) => s.kind === 'autosave');
    for (const old of autosaves.slice(keep)) await this.remove(old.id);
  }

  fileOf(id: string): string {
    return join(this.folder, `${id}.json`);
  }
}

export function autosaveId(gameId: string): string {
  const id = `autosave-${gameId}`;
  if (!SAVE_ID.test(id)) throw new Error(`game id "${gameId}" cannot name a file`);
  return id;
}

/** A readable, file-safe id for a name: its letters and digits, and a hash of the exact name. */
export function namedId(name: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  const hash = createHash('sha256').update(name).digest('hex').slice(0, 8);
  return slug === '' ? `save-${hash}` : `save-${slug}-${hash}`;
}

function savedAt(listing: SaveListing): string {
  return 'meta' in listing ? listing.meta.savedAt : '';
}

async function readText(file: string): Promise<Result<string>> {
  try {
    const size = (await stat(file)).size;
    // A character takes at least one byte: a larger file cannot be a save.
    if (size > SAVE_LIMITS.fileChars * 4)
      return err([`save: the file is ${size} bytes, far more than any game writes`]);
    return ok(await readFile(file, 'utf8'));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return err([code === 'ENOENT' ? 'save: no such file' : `save: cannot read the file (${code})`]);
  }
}

async function readChecked(file: string): Promise<Result<LoadedSave>> {
  const text = await readText(file);
  return text.ok ? readSave(text.value) : text;
}

async function readMeta(file: string): Promise<Result<SaveMeta>> {
  const text = await readText(file);
  return text.ok ? readSaveMeta(text.value) : text;
}
