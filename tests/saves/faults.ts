import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Fault-test helpers shared by the saves' and the campaigns' tests: a writer killed at random
 * points (fixtures/crashWriter.ts), and a folder's fingerprint to show nothing was touched. */

/** Deterministic draws (a small LCG) in [0, 1): the same kill points on every run. */
export function draws(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 0x100000000;
  };
}

/** Runs the writer from `from` and kills it `delay` ms after write `target` began (somewhere in
 * that write or the next); the indexes it reported as written. */
export function writeUntilKilled(
  file: string,
  texts: string,
  from: number,
  target: number,
  delay: number,
) {
  return new Promise<{ written: number[]; midWrite: boolean }>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(__dirname, 'fixtures', 'crashWriter.ts'), file, texts, String(from)],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    let midWrite = false;
    let armed = false;
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (armed || !out.includes(`w${target}\n`)) return;
      armed = true;
      // A busy wait, for a kill point finer than timers allow.
      const until = performance.now() + delay;
      while (performance.now() < until);
      midWrite = existsSync(`${file}.tmp`);
      child.kill('SIGKILL');
    });
    child.on('error', reject);
    child.on('exit', () =>
      resolve({
        written: out
          .split('\n')
          .filter((l) => /^\d+$/.test(l))
          .map(Number),
        midWrite,
      }),
    );
  });
}

/** Names, times and contents of every file in a folder. */
export async function fingerprint(folder: string): Promise<string> {
  const names = (await readdir(folder)).sort();
  const hash = createHash('sha256');
  for (const name of names) {
    const file = join(folder, name);
    hash
      .update(name)
      .update(String((await stat(file)).mtimeMs))
      .update(await readFile(file));
  }
  return hash.digest('hex');
}
