import { err, ok } from '../../engine/kernel/result';
import type { FileDisk } from '../../main/saves/shelf';

/** IndexedDB as the worker sees it, reduced to a map: a file and its previous version. */
export function memoryDisk(files = new Map<string, string>(), label = 'save'): FileDisk {
  return {
    read: async (name) => {
      const text = files.get(name);
      return text === undefined ? err([`${label}: no such file`]) : ok(text);
    },
    replace: async (name, text) => {
      const previous = files.get(name);
      if (previous !== undefined) files.set(`${name}.bak`, previous);
      files.set(name, text);
    },
    names: async () => [...files.keys()],
    remove: async (name) => void files.delete(name),
  };
}
