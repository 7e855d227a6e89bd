import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * Start a worker thread from a TypeScript file (the build bundles the real entry to .cjs): a tiny
 * bootstrap registers tsx's loader inside the thread, then imports the entry.
 */
export function tsWorker(file: URL, workerData?: unknown): () => Worker {
  // The ESM build of tsx's API (require.resolve finds its CommonJS twin beside it).
  const cjs = createRequire(import.meta.url).resolve('tsx/esm/api');
  const api = pathToFileURL(cjs.replace(/\.cjs$/, '.mjs')).href;
  const source = `import(${JSON.stringify(api)}).then((tsx) => tsx.tsImport(${JSON.stringify(file.href)}, ${JSON.stringify(file.href)}))`;
  return () => new Worker(source, { eval: true, workerData });
}
