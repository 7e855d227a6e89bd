import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { mkdir } from 'node:fs/promises';
import type { z } from 'zod';
import { formatIssues } from '../../engine/kernel/issues';
import { writeFileAtomic } from '../saves/atomicWrite';

/**
 * A small JSON file of the shell's (settings, the window's place), read through its schema and
 * written atomically with the previous version kept (atomicWrite.ts). A missing file gives the
 * defaults; a damaged one gives the defaults too and says why in the log, never stopping start.
 */
export class JsonFile<T> {
  constructor(
    readonly file: string,
    private readonly schema: z.ZodType<T>,
    private readonly log: (message: string) => void = () => undefined,
  ) {}

  async read(): Promise<T | null> {
    let text: string;
    try {
      text = await readFile(this.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
        this.log(`${this.file} cannot be read: ${String(error)}`);
      return null;
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      this.log(`${this.file} is not JSON, ignored: ${String(error)}`);
      return null;
    }
    const parsed = this.schema.safeParse(json);
    if (parsed.success) return parsed.data;
    this.log(`${this.file} ignored: ${formatIssues('file', parsed.error.issues).join('; ')}`);
    return null;
  }

  async write(value: T): Promise<void> {
    try {
      await mkdir(dirname(this.file), { recursive: true });
      await writeFileAtomic(this.file, `${JSON.stringify(value, null, 2)}\n`);
    } catch (error) {
      // A setting that cannot be kept must not stop the game.
      this.log(`${this.file} cannot be written: ${String(error)}`);
    }
  }
}
