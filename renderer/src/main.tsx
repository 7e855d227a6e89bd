import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { EpicSoloApi } from '../../main/ipc/api';
import { App } from './App';
import { createBrowserApi } from './host/browserApi';
import { createGameClient } from './host/gameClient';
import { createRosterClient } from './host/rosterClient';
import { createCampaignClient } from './campaigns/campaignClient';
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
  // In Electron the preload gives main's API (main/preload.ts); in a browser page the same
  // service runs in a Web Worker behind the same API.
  const preloaded = (window as { epicSolo?: EpicSoloApi }).epicSolo;
  const browser = preloaded ? null : createBrowserApi();
  const api = preloaded ?? browser!.api;
  const client = createGameClient(api);
  browser?.failures((message) => client.reportFailure(message));
  createRoot(root).render(
    <StrictMode>
      <App
        client={client}
        rosters={createRosterClient(api)}
        campaigns={createCampaignClient(api)}
        {...(preloaded ? { shell: preloaded } : {})}
      />
    </StrictMode>,
  );
}
