import type { Roster } from '../../../engine/netea/armies/roster/schema';
import type {
  EpicSoloApi,
  ImportedRoster,
  IpcResult,
  OpenedRoster,
  RosterListing,
} from '../../../main/ipc/api';
import { asOutcome, type Outcome } from './gameClient';

/**
 * What the army builder needs of the roster library, over the same API as the game (Electron's
 * preload or the browser build's worker): answers as Outcomes with the problem in words.
 */
export interface RosterClient {
  list(): Promise<Outcome<readonly RosterListing[]>>;
  save(roster: Roster): Promise<Outcome<string>>;
  open(id: string): Promise<Outcome<OpenedRoster>>;
  remove(id: string): Promise<Outcome<true>>;
  /** A roster file a person picked (.ros, .rosz, .epicroster): checked, mapped and kept. */
  importFile(name: string, bytes: Uint8Array): Promise<Outcome<ImportedRoster>>;
}

export function createRosterClient(
  api: Pick<
    EpicSoloApi,
    'listRosters' | 'saveRoster' | 'openRoster' | 'removeRoster' | 'importRosterFile'
  >,
): RosterClient {
  const call = <T>(request: () => Promise<IpcResult<T>>) =>
    asOutcome(request, 'the roster library');
  return {
    list: () => call(() => api.listRosters()),
    save: (roster) => call(() => api.saveRoster(roster)),
    open: (id) => call(() => api.openRoster(id)),
    remove: (id) => call(() => api.removeRoster(id)),
    importFile: (name, bytes) => call(() => api.importRosterFile(name, bytes)),
  };
}
