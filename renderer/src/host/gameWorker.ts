import { inThreadAi } from '../../../main/ai/decide';
import { GameService } from '../../../main/host/service';
import { MAX_ROSTER_CHARS } from '../../../engine/netea/armies';
import { registerCampaignIpc, registerIpc, registerRosterIpc } from '../../../main/ipc/handlers';
import { CampaignLibrary } from '../../../main/campaigns/library';
import { CampaignService } from '../../../main/campaigns/service';
import { CAMPAIGN_FILE } from '../../../engine/netea/campaigns';
import { RosterLibrary } from '../../../main/rosters/library';
import { SaveLibrary } from '../../../main/saves/library';
import { indexedDbDisk } from './indexedDbDisk';
import { serveIpc, type Port } from './workerIpc';

/**
 * The browser build's main process: main's game service (host, AI, saves) in a module Web
 * Worker, answering the page through main's own IPC handlers. Saves and rosters go to IndexedDB.
 */
const scope = self as unknown as Port & { indexedDB: IDBFactory };
const ipc = serveIpc(scope);

const saves = new SaveLibrary(indexedDbDisk(scope.indexedDB));
const service = new GameService({
  store: saves,
  // The AI answers in this worker, off the page's thread, as main's AI worker does.
  ai: inThreadAi,
  publish: (update) => ipc.publish(update),
  log: (message) => console.warn(`[game worker] ${message}`),
  newGameId: () => crypto.randomUUID().replace(/-/g, '').slice(0, 16),
});
registerIpc(
  ipc,
  service,
  () => true,
  (message) => console.warn(`[game worker] ${message}`),
);
registerRosterIpc(
  ipc,
  new RosterLibrary(
    indexedDbDisk(scope.indexedDB, 'epic-solo-rosters', 'roster', MAX_ROSTER_CHARS),
  ),
  () => true,
  (message) => console.warn(`[game worker] ${message}`),
);
registerCampaignIpc(
  ipc,
  new CampaignService(
    new CampaignLibrary(
      indexedDbDisk(scope.indexedDB, 'epic-solo-campaigns', 'campaign', CAMPAIGN_FILE.maxChars),
      saves,
    ),
    service,
  ),
  () => true,
  (message) => console.warn(`[game worker] ${message}`),
);
