import { contextBridge, ipcRenderer } from 'electron';
import { createApi } from './ipc/bridge';

/**
 * The preload exposes one small API to the page through contextBridge (`window.epicSolo`), never
 * ipcRenderer itself. Main validates everything the page sends.
 */
contextBridge.exposeInMainWorld(
  'epicSolo',
  createApi(ipcRenderer, 'electron', process.versions.electron ?? ''),
);
