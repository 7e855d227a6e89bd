import { open, rename } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Replace a file so that a crash at any moment leaves a whole file behind: the new text goes to
 * `<file>.tmp` and is flushed to the disk, the current file becomes `<file>.bak` (the previous
 * good version), and the temporary file is renamed into place. Renames within a folder are
 * atomic, so `<file>` is always either the old or the new version, or (between the two renames)
 * absent with `<file>.bak` holding the last good one.
 */
export async function writeFileAtomic(file: string, text: string): Promise<void> {
  const tmp = `${file}.tmp`;
  const handle = await open(tmp, 'w');
  try {
    await handle.writeFile(text, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(file, backupOf(file));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await rename(tmp, file);
  await syncFolder(dirname(file));
}

export function backupOf(file: string): string {
  return `${file}.bak`;
}

/** Flush the folder's entries so the renames survive a power cut (not possible on Windows). */
async function syncFolder(folder: string): Promise<void> {
  if (process.platform === 'win32') return;
  let handle;
  try {
    handle = await open(folder, 'r');
    await handle.sync();
  } catch {
    // Some file systems refuse to sync a folder; the renames are still atomic.
  } finally {
    await handle?.close();
  }
}
