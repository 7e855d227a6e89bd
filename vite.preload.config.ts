import { defineConfig } from 'vite';
import { nodeBuild } from './vite.main.config';

// The preload alone, as one CommonJS file beside main.cjs (see vite.main.config.ts).
export default defineConfig({
  build: {
    ...nodeBuild,
    emptyOutDir: false,
    lib: {
      entry: { preload: 'main/preload.ts' },
      formats: ['cjs'],
      fileName: (_format, name) => `${name}.cjs`,
    },
  },
});
