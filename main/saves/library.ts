import {
  readSave,
  readSaveMeta,
  writeSave,
  type LoadedSave,
  type SaveContent,
  type SaveMeta,
} from '../../engine/netea/saves';
import { err, ok, type Result } from '../../engine/kernel/result';
import { hashText } from '../../engine/kernel/hash';
import type { SaveListing } from './listing';
import { WriteQueue } from './writeQueue';

/** A save's id is its file name without `.json`: safe to take from the renderer once checked. */
export const SAVE_ID = /^[a-z0-9][a-z0-9-]{0,99}$/;

/**
 * Where save files live: a folder on disk in the desktop app (nodeDisk.ts), IndexedDB in the
 * browser build. Names are file names (`<id>.json`, `<id>.json.bak`).
 */
export interface SaveDisk {
  /** The text of a file, or why it cannot be had (`save: no such file`, too large…). */
  read(name: string): Promise<Result<string>>;
  /** Replace a file so that a crash leaves either version whole, the previous kept as `.bak`. */
  replace(name: string, text: string): Promise<void>;
  /** Every file name (none when the folder does not exist yet). */
  names(): Promise<string[]>;
  /** Delete a file; a missing one is not an error. */
  remove(name: string): Promise<void>;
}

export interface LoadOutcome {
  readonly save: LoadedSave;
  readonly from: 'file' | 'backup';
  /** Why the file itself was not used, when the backup was. */
  readonly problems: readonly string[];
}

/**
 * The saved games: an autosave per game (`autosave-<game id>`) and named saves
 * (`save-<name>-<hash>`), each written whole with its previous version kept as `.bak`. Loading
 * reads and checks (engine/netea/saves) and falls back to the previous version when a file is damaged;
 * it never writes, so refusing a file changes nothing stored.
 */
export class SaveLibrary {
  private readonly queue = new WriteQueue();
  /** Canonical text of the objects of recent saves (states share most of their objects). */
  private readonly memo = new WeakMap<object, string>();

  constructor(protected readonly disk: SaveDisk) {}

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

  /**
   * Keep a save file opened from elsewhere (a double-click, a drop) among the saves, so that it
   * loads like any other. It is checked first (engine/saves readSave): a damaged file is refused
   * with its problems and nothing is written. Its id comes from its content, so the same file
   * opened twice is kept once, and no other save is ever replaced by it.
   */
  async importSave(text: string): Promise<Result<string>> {
    const checked = readSave(text);
    if (!checked.ok) return checked;
    const id = openedId(checked.value.meta.name, text);
    await this.write(id, () => text);
    return ok(id);
  }

  /** Text is made when the write runs, so a superseded autosave is never even serialised. */
  private write(id: string, text: () => string): Promise<void> {
    // Queued at once (no await before it), so the last call is the last write.
    return this.queue.run(id, () => this.disk.replace(fileName(id), text()));
  }

  async load(id: string): Promise<Result<LoadOutcome>> {
    if (!SAVE_ID.test(id)) return err([`save id "${id.slice(0, 120)}" is not a save's name`]);
    await this.queue.idle(id);
    const primary = await this.readChecked(fileName(id));
    if (primary.ok) return ok({ save: primary.value, from: 'file', problems: [] });
    const backup = await this.readChecked(backupName(id));
    if (backup.ok) return ok({ save: backup.value, from: 'backup', problems: primary.error });
    return err([
      ...primary.error,
      ...backup.error.map((problem) => `previous version: ${problem}`),
    ]);
  }

  /** Every save, newest first; damaged files are listed with their problem, never skipped. */
  async list(): Promise<SaveListing[]> {
    // A save asked for before the list is in it, even if its write is still under way.
    await this.queue.settled();
    const names = await this.disk.names();
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
    const meta = await this.readMeta(fileName(id));
    if (meta.ok) return { id, kind, meta: meta.value, fromBackup: false };
    const backup = await this.readMeta(backupName(id));
    if (backup.ok) return { id, kind, meta: backup.value, fromBackup: true };
    return { id, kind, problem: meta.error.join('; ') };
  }

  /** Delete a save and its previous version. */
  async remove(id: string): Promise<Result<true>> {
    if (!SAVE_ID.test(id)) return err([`save id "${id.slice(0, 120)}" is not a save's name`]);
    await this.queue.idle(id);
    await this.disk.remove(fileName(id));
    await this.disk.remove(backupName(id));
    return ok(true);
  }

  /** Keep the autosaves of the `keep` most recent games, deleting older ones. */
  async pruneAutosaves(keep: number): Promise<void> {
    const autosaves = (await this.list()).filter((s) => s.kind === 'autosave');
    for (const old of autosaves.slice(keep)) await this.remove(old.id);
  }

  private async readChecked(name: string): Promise<Result<LoadedSave>> {
    const text = await this.disk.read(name);
    return text.ok ? readSave(text.value) : text;
  }

  private async readMeta(name: string): Promise<Result<SaveMeta>> {
    const text = await this.disk.read(name);
    return text.ok ? readSaveMeta(text.value) : text;
  }
}

export function fileName(id: string): string {
  return `${id}.json`;
}

export function backupName(id: string): string {
  return `${id}.json.bak`;
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
  const hash = hashText(name).slice(0, 8);
  return slug === '' ? `save-${hash}` : `save-${slug}-${hash}`;
}

/** The id of an opened file: `opened-<name>-<hash of the content>`, apart from `save-` ids. */
export function openedId(name: string | null, text: string): string {
  const slug = namedId(name ?? 'game')
    .replace(/^save-/, '')
    .replace(/-?[0-9a-f]{8}$/, '')
    .slice(0, 60);
  const hash = hashText(text).slice(0, 12);
  return slug === '' ? `opened-${hash}` : `opened-${slug}-${hash}`;
}

function savedAt(listing: SaveListing): string {
  return 'meta' in listing ? listing.meta.savedAt : '';
}
