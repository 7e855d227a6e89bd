import { builtinModules } from 'node:module';
import { defineConfig } from 'vite';

// The Electron main process and preload, bundled for Node as CommonJS: the preload runs sandboxed
// (it may require only 'electron'), so it must be a single file.
export default defineConfig({
  build: {
    outDir: 'out/main',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: true,
    ssr: true,
    lib: {
      entry: { main: 'main/main.ts', preload: 'main/preload.ts' },
      formats: ['cjs'],
      fileName: (_format, name) => `${name}.cjs`,
    },
    rollupOptions: {
      external: ['electron', ...builtinModules, ...builtinModules.map((m) => `node:${m}`)],
    },
  },
});
