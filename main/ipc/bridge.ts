import type { HostUpdate } from '../host/gameHost';
import type { EpicSoloApi, ShellAction } from './api';
import { CAMPAIGN_CHANNELS, CHANNELS, ROSTER_CHANNELS, SHELL_CHANNELS } from './channels';

/** The parts of Electron's ipcRenderer the bridge uses (tests pass their own). */
export interface IpcRendererLike {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
}

/**
 * The API the preload exposes as `window.epicSolo`: one named method per channel. Main checks
 * every payload (schemas.ts), so nothing here validates; it only names things.
 */
export function createApi(
  ipc: IpcRendererLike,
  runtime: EpicSoloApi['runtime'],
  version: string,
): EpicSoloApi {
  const invoke = <T>(channel: string, payload?: unknown) =>
    (payload === undefined ? ipc.invoke(channel) : ipc.invoke(channel, payload)) as Promise<T>;
  return {
    runtime,
    version,
    newGame: (request) => invoke(CHANNELS.newGame, request),
    current: () => invoke(CHANNELS.current),
    history: () => invoke(CHANNELS.history),
    submitCommand: (command) => invoke(CHANNELS.submit, { command }),
    undo: () => invoke(CHANNELS.undo),
    retryAi: () => invoke(CHANNELS.retryAi),
    setAiDelay: (delayMs) => invoke(CHANNELS.aiDelay, { delayMs }),
    takeSeat: (side) => invoke(CHANNELS.takeSeat, { side }),
    scenarios: () => invoke(CHANNELS.scenarios),
    listSaves: () => invoke(CHANNELS.listSaves),
    saveGame: (name) => invoke(CHANNELS.save, { name }),
    loadGame: (id) => invoke(CHANNELS.load, { id }),
    removeSave: (id) => invoke(CHANNELS.removeSave, { id }),
    renameSave: (id, name) => invoke(CHANNELS.renameSave, { id, name }),
    exportSave: (id) => invoke(CHANNELS.exportSave, { id }),
    importSave: (text) => invoke(CHANNELS.importSave, { text }),
    listRosters: () => invoke(ROSTER_CHANNELS.list),
    saveRoster: (roster) => invoke(ROSTER_CHANNELS.save, { roster }),
    openRoster: (id) => invoke(ROSTER_CHANNELS.open, { id }),
    removeRoster: (id) => invoke(ROSTER_CHANNELS.remove, { id }),
    importRosterFile: (name, bytes) => invoke(ROSTER_CHANNELS.importFile, { name, bytes }),
    bundledCampaigns: () => invoke(CAMPAIGN_CHANNELS.bundled),
    listCampaigns: () => invoke(CAMPAIGN_CHANNELS.list),
    startCampaign: (request) => invoke(CAMPAIGN_CHANNELS.start, request),
    viewCampaign: (id) => invoke(CAMPAIGN_CHANNELS.view, { id }),
    playCampaignBattle: (id) => invoke(CAMPAIGN_CHANNELS.play, { id }),
    chooseCampaignOption: (id, option) => invoke(CAMPAIGN_CHANNELS.choose, { id, option }),
    orderCampaignMap: (id, orders) => invoke(CAMPAIGN_CHANNELS.orders, { id, orders }),
    resolveCampaignBattle: (id) => invoke(CAMPAIGN_CHANNELS.resolve, { id }),
    settleCampaignBattle: (id, choice) => invoke(CAMPAIGN_CHANNELS.settle, { id, choice }),
    setCampaignNotes: (id, notes) => invoke(CAMPAIGN_CHANNELS.notes, { id, notes }),
    campaignJournal: (id, format) => invoke(CAMPAIGN_CHANNELS.journal, { id, format }),
    removeCampaign: (id) => invoke(CAMPAIGN_CHANNELS.remove, { id }),
    importCampaignFile: (text) => invoke(CAMPAIGN_CHANNELS.importFile, { text }),
    campaignDefinitions: () => invoke(CAMPAIGN_CHANNELS.definitions),
    saveCampaignDefinition: (definition, replace) =>
      invoke(CAMPAIGN_CHANNELS.saveDefinition, {
        definition,
        ...(replace !== undefined ? { replace } : {}),
      }),
    removeCampaignDefinition: (id) => invoke(CAMPAIGN_CHANNELS.removeDefinition, { id }),
    exportCampaignDefinition: (id) => invoke(CAMPAIGN_CHANNELS.exportDefinition, { id }),
    onUpdate(listener) {
      const forward = (_event: unknown, update: unknown) => listener(update as HostUpdate);
      ipc.on(CHANNELS.update, forward);
      return () => {
        ipc.removeListener(CHANNELS.update, forward);
      };
    },
    onShellAction(listener) {
      const forward = (_event: unknown, action: unknown) => listener(action as ShellAction);
      ipc.on(SHELL_CHANNELS.action, forward);
      // Only in the desktop app does anyone send shell actions (and answer "ready").
      if (runtime === 'electron') void ipc.invoke(SHELL_CHANNELS.ready).catch(() => undefined);
      return () => {
        ipc.removeListener(SHELL_CHANNELS.action, forward);
      };
    },
    openDroppedFile: (name, bytes) => invoke(SHELL_CHANNELS.openDropped, { name, bytes }),
  };
}
