import { SAVE_LIMITS } from '../../../engine/netea/saves';
import { err, ok } from '../../../engine/kernel/result';
import type { FileDisk } from '../../../main/saves/shelf';

const STORE = 'files';

/**
 * The browser build's folder of one kind of file (saves in `epic-solo`, rosters in
 * `epic-solo-rosters`): one IndexedDB object store of file name → text, usable from the game's
 * Web Worker (localStorage is not). Replacing a file and keeping its previous version as `.bak`
 * is one transaction, so a closed tab leaves either version whole.
 */
export function indexedDbDisk(
  factory: IDBFactory,
  database = 'epic-solo',
  label = 'save',
  maxChars: number = SAVE_LIMITS.fileChars,
): FileDisk {
  let opened: Promise<IDBDatabase> | null = null;
  const db = () =>
    (opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(database, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB cannot be opened'));
    }));
  const run = async <T>(
    mode: IDBTransactionMode,
    work: (store: IDBObjectStore) => IDBRequest<T> | void,
  ): Promise<T | undefined> => {
    const transaction = (await db()).transaction(STORE, mode);
    const request = work(transaction.objectStore(STORE));
    return new Promise<T | undefined>((resolve, reject) => {
      transaction.oncomplete = () => resolve(request ? request.result : undefined);
      transaction.onabort = transaction.onerror = () =>
        reject(transaction.error ?? new Error('the save transaction failed'));
    });
  };

  return {
    async read(name) {
      let text: unknown;
      try {
        text = await run('readonly', (store) => store.get(name));
      } catch (error) {
        return err([`${label}: cannot read the stored file (${String(error)})`]);
      }
      if (text === undefined) return err([`${label}: no such file`]);
      if (typeof text !== 'string') return err([`${label}: the stored file is not text`]);
      if (text.length > maxChars)
        return err([
          `${label}: the file is ${text.length} characters, far more than Epic Solo writes`,
        ]);
      return ok(text);
    },
    async replace(name, text) {
      await run('readwrite', (store) => {
        const previous = store.get(name);
        previous.onsuccess = () => {
          if (previous.result !== undefined) store.put(previous.result, `${name}.bak`);
          store.put(text, name);
        };
      });
    },
    async names() {
      const keys = await run('readonly', (store) => store.getAllKeys());
      return (keys ?? []).filter((k): k is string => typeof k === 'string');
    },
    async remove(name) {
      await run('readwrite', (store) => store.delete(name));
    },
  };
}
