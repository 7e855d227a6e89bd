import { contextBridge } from 'electron';

/**
 * The preload exposes one small API to the page through contextBridge, never ipcRenderer itself.
 * It grows with the game host; for now it tells the page which program and version it runs in.
 */
contextBridge.exposeInMainWorld('epicSolo', {
  runtime: 'electron',
  version: process.versions.electron,
});
