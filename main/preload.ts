import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import type { EpicSoloApi } from './ipc/api';
import { CHANNELS } from './ipc/channels';
import type { HostUpdate } from './host/gameHost';

/**
 * The preload exposes one small API to the page through contextBridge (`window.epicSolo`), never
 * ipcRenderer itself. Main validates everything the page sends.
 */
const api: EpicSoloApi = {
  runtime: 'electron',
  version: process.versions.electron ?? '',
  newGame: (request) => ipcRenderer.invoke(CHANNELS.newGame, request),
  current: () => ipcRenderer.invoke(CHANNELS.current),
  submitCommand: (command) => ipcRenderer.invoke(CHANNELS.submit, { command }),
  undo: () => ipcRenderer.invoke(CHANNELS.undo),
  retryAi: () => ipcRenderer.invoke(CHANNELS.retryAi),
  scenarios: () => ipcRenderer.invoke(CHANNELS.scenarios),
  listSaves: () => ipcRenderer.invoke(CHANNELS.listSaves),
  saveGame: (name) => ipcRenderer.invoke(CHANNELS.save, { name }),
  loadGame: (id) => ipcRenderer.invoke(CHANNELS.load, { id }),
  removeSave: (id) => ipcRenderer.invoke(CHANNELS.removeSave, { id }),
  onUpdate(listener) {
    const forward = (_event: IpcRendererEvent, update: HostUpdate) => listener(update);
    ipcRenderer.on(CHANNELS.update, forward);
    return () => {
      ipcRenderer.removeListener(CHANNELS.update, forward);
    };
  },
};

contextBridge.exposeInMainWorld('epicSolo', api);
