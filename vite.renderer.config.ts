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
    // The engine's bundled army data rides along with the page and the game worker.
    chunkSizeWarningLimit: 1500,
  },
  // The game host runs in a module worker (renderer/src/host/gameWorker.ts).
  worker: { format: 'es' },
});
