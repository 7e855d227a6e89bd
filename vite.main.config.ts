import { builtinModules } from 'node:module';
import { defineConfig, type BuildOptions } from 'vite';

// The Electron main process and the AI worker thread, bundled for Node as CommonJS (they share
// chunks of engine code). The preload is built on its own (vite.preload.config.ts): it runs
// sandboxed and may require only 'electron', so it must be a single file.
export const nodeBuild: BuildOptions = {
  outDir: 'out/main',
  target: 'node20',
  minify: false,
  sourcemap: true,
  ssr: true,
  rollupOptions: {
    external: ['electron', ...builtinModules, ...builtinModules.map((m) => `node:${m}`)],
  },
};

export default defineConfig({
  build: {
    ...nodeBuild,
    emptyOutDir: true,
    lib: {
      entry: { main: 'main/main.ts', aiWorker: 'main/ai/aiWorker.ts' },
      formats: ['cjs'],
      fileName: (_format, name) => `${name}.cjs`,
    },
  },
});
