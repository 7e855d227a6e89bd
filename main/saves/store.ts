import { mkdir, readdir, readFile, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { SAVE_LIMITS } from '../../engine/netea/saves';
import { err, ok, type Result } from '../../engine/kernel/result';
import { writeFileAtomic } from './atomicWrite';
import { fileName, SaveLibrary } from './library';
import type { FileDisk } from './shelf';

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

/**
 * A FileDisk over one folder of the file system; `label` names the kind of file in messages and
 * `maxChars` is the most characters such a file has (a save's limit unless given).
 */
export function folderDisk(
  folder: string,
  label = 'save',
  maxChars = SAVE_LIMITS.fileChars,
): FileDisk {
  return {
    async read(name) {
      return readText(join(folder, name), label, maxChars);
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

async function readText(file: string, label: string, maxChars: number): Promise<Result<string>> {
  try {
    const size = (await stat(file)).size;
    // A character takes at most four bytes: a larger file cannot be one of ours.
    if (size > maxChars * 4)
      return err([`${label}: the file is ${size} bytes, far more than Epic Solo writes`]);
    return ok(await readFile(file, 'utf8'));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return err([
      code === 'ENOENT' ? `${label}: no such file` : `${label}: cannot read the file (${code})`,
    ]);
  }
}
