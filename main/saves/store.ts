import { mkdir, readdir, readFile, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { SAVE_LIMITS } from '../../engine/netea/saves';
import { err, ok, type Result } from '../../engine/kernel/result';
import { writeFileAtomic } from './atomicWrite';
import { fileName, SaveLibrary, type SaveDisk } from './library';

export { autosaveId, namedId, SAVE_ID, type LoadOutcome } from './library';
export type { SaveListing } from './listing';

/**
 * The desktop app's saves: files in `<user data>/saves`, each written atomically with its
 * previous version kept as `.bak` (atomicWrite.ts).
 */
export class SaveStore extends SaveLibrary {
  readonly folder: string;

  constructor(userData: string) {
    const folder = join(userData, 'saves');
    super(folderDisk(folder));
    this.folder = folder;
  }

  fileOf(id: string): string {
    return join(this.folder, fileName(id));
  }
}

/** A SaveDisk over one folder of the file system. */
export function folderDisk(folder: string): SaveDisk {
  return {
    async read(name) {
      return readText(join(folder, name));
    },
    async replace(name, text) {
      await mkdir(folder, { recursive: true });
      await writeFileAtomic(join(folder, name), text);
    },
    async names() {
      try {
        return await readdir(folder);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
    },
    async remove(name) {
      try {
        await unlink(join(folder, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    },
  };
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
