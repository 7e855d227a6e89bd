import { err } from '../../engine/kernel/result';
import type { FileDisk } from '../saves/shelf';

/**
 * One part of a folder: the files whose names start with `prefix` (or, with `without`, every
 * other file). Campaign definitions are kept beside the campaigns as `definition-….json`, so
 * neither shelf lists the other's files as damaged, and the folder (and the browser build's
 * store) stays the one it was.
 */
export function diskPart(disk: FileDisk, prefix: string, without = false): FileDisk {
  const mine = (name: string) => name.startsWith(prefix) !== without;
  // The other part's files are not there for this one: not read, not removed, never written.
  return {
    read: async (name) => (mine(name) ? disk.read(name) : err(['there is no such file'])),
    replace: async (name, text) => {
      if (!mine(name)) throw new Error(`"${name}" belongs to another part of the folder`);
      return disk.replace(name, text);
    },
    names: async () => (await disk.names()).filter(mine),
    remove: async (name) => (mine(name) ? disk.remove(name) : undefined),
  };
}
