import { err, ok, type Result } from '../../engine/kernel/result';
import { WriteQueue } from './writeQueue';
import { slugOf } from '../../engine/kernel/slug';

/** A file's id is its name without `.json`: safe to take from the renderer once checked. */
export const FILE_ID = /^[a-z0-9][a-z0-9-]{0,99}$/;

/**
 * Where a kind of file lives: a folder on disk in the desktop app (store.ts), IndexedDB in the
 * browser build. Names are file names (`<id>.json`, `<id>.json.bak`).
 */
export interface FileDisk {
  /** The text of a file, or why it cannot be had (`no such file`, too large…). */
  read(name: string): Promise<Result<string>>;
  /** Replace a file so that a crash leaves either version whole, the previous kept as `.bak`. */
  replace(name: string, text: string): Promise<void>;
  /** Every file name (none when the folder does not exist yet). */
  names(): Promise<string[]>;
  /** Delete a file; a missing one is not an error. */
  remove(name: string): Promise<void>;
}

/** How a shelf reads its kind of file: whole, or only the summary its list shows. */
export interface ShelfKind<T, M> {
  /** How messages name one file (`save`, `roster`). */
  readonly label: string;
  read(text: string): Result<T>;
  summary(text: string): Result<M>;
}

export interface Loaded<T> {
  readonly value: T;
  readonly from: 'file' | 'backup';
  /** Why the file itself was not used, when the backup was. */
  readonly problems: readonly string[];
}

export type Listed<M> =
  | { readonly id: string; readonly meta: M; readonly fromBackup: boolean }
  | { readonly id: string; readonly problem: string };

/**
 * The files of one kind (saves, rosters) over a FileDisk: each written whole through a write
 * queue with its previous version kept as `.bak`; reading checks the file and falls back to the
 * previous version when it is damaged, and never writes, so refusing a file changes nothing.
 */
export class FileShelf<T, M> {
  private readonly queue = new WriteQueue();

  constructor(
    readonly disk: FileDisk,
    private readonly kind: ShelfKind<T, M>,
  ) {}

  /** Text is made when the write runs, so a superseded write is never even serialised. */
  write(id: string, text: () => string): Promise<void> {
    if (!FILE_ID.test(id)) throw new Error(`"${id}" cannot name a file`);
    // Queued at once (no await before it), so the last call is the last write.
    return this.queue.run(id, () => this.disk.replace(fileName(id), text()));
  }

  /** Why an id from outside cannot name one of these files, or null. */
  refuseId(id: string): Result<never> | null {
    return FILE_ID.test(id)
      ? null
      : err([`${this.kind.label} id "${id.slice(0, 120)}" is not a ${this.kind.label}'s name`]);
  }

  async load(id: string): Promise<Result<Loaded<T>>> {
    const refused = this.refuseId(id);
    if (refused) return refused;
    await this.queue.idle(id);
    const primary = await this.readWith(fileName(id), this.kind.read);
    if (primary.ok) return ok({ value: primary.value, from: 'file', problems: [] });
    const backup = await this.readWith(backupName(id), this.kind.read);
    if (backup.ok) return ok({ value: backup.value, from: 'backup', problems: primary.error });
    return err([
      ...primary.error,
      ...backup.error.map((problem) => `previous version: ${problem}`),
    ]);
  }

  /** A file's text as it is stored, once checked (its previous version when it is damaged), to
   * hand to the person as a file of their own. */
  async text(id: string): Promise<Result<string>> {
    const refused = this.refuseId(id);
    if (refused) return refused;
    await this.queue.idle(id);
    for (const name of [fileName(id), backupName(id)]) {
      const text = await this.disk.read(name);
      if (text.ok && this.kind.read(text.value).ok) return ok(text.value);
    }
    return err([`${this.kind.label} "${id}" cannot be read`]);
  }

  /** Every file's summary (unsorted); damaged files are listed with their problem, never skipped. */
  async list(): Promise<Listed<M>[]> {
    // A file asked for before the list is in it, even if its write is still under way.
    await this.queue.settled();
    const names = await this.disk.names();
    const ids = new Set(
      names
        .map((n) => n.replace(/\.json(\.bak)?$/, ''))
        .filter((n, i) => /\.json(\.bak)?$/.test(names[i]!) && FILE_ID.test(n)),
    );
    return Promise.all([...ids].map((id) => this.listingOf(id)));
  }

  private async listingOf(id: string): Promise<Listed<M>> {
    const meta = await this.readWith(fileName(id), this.kind.summary);
    if (meta.ok) return { id, meta: meta.value, fromBackup: false };
    const backup = await this.readWith(backupName(id), this.kind.summary);
    if (backup.ok) return { id, meta: backup.value, fromBackup: true };
    return { id, problem: meta.error.join('; ') };
  }

  /** Delete a file and its previous version. */
  async remove(id: string): Promise<Result<true>> {
    const refused = this.refuseId(id);
    if (refused) return refused;
    await this.queue.idle(id);
    await this.disk.remove(fileName(id));
    await this.disk.remove(backupName(id));
    return ok(true);
  }

  private async readWith<V>(name: string, read: (text: string) => Result<V>): Promise<Result<V>> {
    const text = await this.disk.read(name);
    return text.ok ? read(text.value) : text;
  }
}

export function fileName(id: string): string {
  return `${id}.json`;
}

export function backupName(id: string): string {
  return `${id}.json.bak`;
}

/** A name's letters and digits, for a readable file id (the caller adds a hash for uniqueness):
 * the same slug the data files' ids take. */
export const fileSlug = slugOf;
