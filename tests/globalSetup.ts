import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the browser tests of this run share one build of the renderer (buildRenderer). */
    rendererDir: string;
  }
}

/**
 * Once per test run: a folder for the renderer build the browser tests share. The first test
 * file that needs it builds it; a build for each of thirty-odd files cost minutes of every run.
 * Nothing is built when no browser test runs.
 */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'epic-solo-renderer-run-'));
  project.provide('rendererDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
