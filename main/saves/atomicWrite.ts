import { open, rename } from 'node:fs/promises';

/**
 * Replace a file so that a crash at any moment leaves a whole file behind: the new text goes to
 * `<file>.tmp` and is flushed to the disk, the current file becomes `<file>.bak` (the previous
 * good version), and the temporary file is renamed into place. Renames within a folder are
 * atomic, so `<file>` is always either the old or the new version, or (between the two renames)
 * absent with `<file>.bak` holding the last good one. The folder itself is not flushed: after a
 * power cut a rename may be lost, which leaves the previous good version, never a broken one.
 */
export async function writeFileAtomic(file: string, text: string): Promise<void> {
  const tmp = `${file}.tmp`;
  const handle = await open(tmp, 'w');
  try {
    await handle.writeFile(text, 'utf8');
    await handle.datasync();
  } finally {
    await handle.close();
  }
  try {
    await rename(file, backupOf(file));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await rename(tmp, file);
}

export function backupOf(file: string): string {
  return `${file}.bak`;
}
