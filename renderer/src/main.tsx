import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { localStorageSaves } from './host/saves';
import { createBrowserClient } from './host/workerClient';
import './style.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
if (new URLSearchParams(location.search).has('bench')) {
  // `npm run bench:ui`: the battle screen on the benchmark's table, in its own chunk.
  void import('./bench/BenchApp').then(({ BenchApp, installProbe }) => {
    installProbe();
    createRoot(root).render(<BenchApp />);
  });
} else {
  // In the browser the host runs in a Web Worker; the Electron build will pass the preload's client.
  const client = createBrowserClient();
  const saves = localStorageSaves(window.localStorage);
  createRoot(root).render(
    <StrictMode>
      <App client={client} saves={saves} />
    </StrictMode>,
  );
}
