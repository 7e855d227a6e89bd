import {
  readSave,
  readSaveMeta,
  writeSave,
  type LoadedSave,
  type SaveContent,
  type SaveMeta,
} from '../../engine/netea/saves';
import { ok, type Result } from '../../engine/kernel/result';
import { hashText } from '../../engine/kernel/hash';
import type { SaveListing } from './listing';
import { FILE_ID, fileSlug, FileShelf, type FileDisk } from './shelf';

/** A save's id is its file name without `.json`: safe to take from the renderer once checked. */
export const SAVE_ID = FILE_ID;

/** Where save files live (shelf.ts): a folder on disk, or IndexedDB in the browser build. */
export type SaveDisk = FileDisk;

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
  private readonly shelf: FileShelf<LoadedSave, SaveMeta>;
  /** Canonical text of the objects of recent saves (states share most of their objects). */
  private readonly memo = new WeakMap<object, string>();

  constructor(disk: SaveDisk) {
    this.shelf = new FileShelf(disk, { label: 'save', read: readSave, summary: readSaveMeta });
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

  private write(id: string, text: () => string): Promise<void> {
    return this.shelf.write(id, text);
  }

  async load(id: string): Promise<Result<LoadOutcome>> {
    const loaded = await this.shelf.load(id);
    if (!loaded.ok) return loaded;
    const { value: save, from, problems } = loaded.value;
    return ok({ save, from, problems });
  }

  /** Every save, newest first; damaged files are listed with their problem, never skipped. */
  async list(): Promise<SaveListing[]> {
    const listings = (await this.shelf.list()).map((listed): SaveListing => {
      const kind = listed.id.startsWith('autosave-') ? 'autosave' : 'named';
      return 'meta' in listed ? { ...listed, kind } : { ...listed, kind };
    });
    return listings.sort(
      (a, b) => savedAt(b).localeCompare(savedAt(a)) || a.id.localeCompare(b.id),
    );
  }

  /** A save's file text, checked, for the person to keep or share (export). */
  exportText(id: string): Promise<Result<string>> {
    return this.shelf.text(id);
  }

  /**
   * A save under a new name: written anew as a named save with the same game, and the old one
   * removed once the new one is written (a renamed autosave stays: it is the game's own).
   */
  async rename(id: string, name: string): Promise<Result<string>> {
    const loaded = await this.shelf.load(id);
    if (!loaded.ok) return loaded;
    const save = loaded.value.value;
    const newId = namedId(name);
    await this.write(newId, () =>
      writeSave({
        setup: save.setup,
        snapshot: save.snapshot,
        host: save.host,
        name,
        savedAt: save.meta.savedAt,
      }),
    );
    if (newId !== id && !id.startsWith('autosave-')) await this.remove(id);
    return ok(newId);
  }

  /** Delete a save and its previous version. */
  remove(id: string): Promise<Result<true>> {
    return this.shelf.remove(id);
  }

  /** Keep the autosaves of the `keep` most recent games, deleting older ones; `spare` are never
   * deleted (the battles campaigns link to). */
  async pruneAutosaves(keep: number, spare: ReadonlySet<string> = new Set()): Promise<void> {
    const autosaves = (await this.list()).filter((s) => s.kind === 'autosave' && !spare.has(s.id));
    for (const old of autosaves.slice(keep)) await this.remove(old.id);
  }
}

export { backupName, fileName } from './shelf';

export function autosaveId(gameId: string): string {
  const id = `autosave-${gameId}`;
  if (!SAVE_ID.test(id)) throw new Error(`game id "${gameId}" cannot name a file`);
  return id;
}

/** A readable, file-safe id for a name: its letters and digits, and a hash of the exact name. */
export function namedId(name: string): string {
  const slug = fileSlug(name);
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
