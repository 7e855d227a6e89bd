import { defineConfig } from 'vite';

// The renderer: a React page loaded from file:// by Electron and served by Vite in the browser tests.
export default defineConfig({
  root: 'renderer',
  base: './',
  build: {
    outDir: '../out/renderer',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
  },
});
