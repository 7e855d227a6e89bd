import { app, BrowserWindow, ipcMain, session } from 'electron';
import { randomUUID } from 'node:crypto';
import { join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { AiClient } from './ai/client';
import { GameService } from './host/service';
import { CHANNELS } from './ipc/channels';
import { registerIpc, trustedSender } from './ipc/handlers';
import { fileLog } from './log';
import { SaveStore } from './saves/store';
import { denyPermissions, guardContents, windowOptions } from './window/security';

/**
 * The Electron main process, kept thin: it wires the game service (host, saves, AI worker) to
 * IPC and opens the window. Everything it wires is tested under plain Node.
 */
const rendererFile = join(__dirname, '..', 'renderer', 'index.html');
const rendererUrl = pathToFileURL(rendererFile).href;
const log = fileLog(app.getPath('userData'));
let window: BrowserWindow | null = null;

// Packaged, the worker's script lies beside the archive (electron-builder.yml: asarUnpack).
const workerFile = join(__dirname, 'aiWorker.cjs').replace(
  `app.asar${sep}`,
  `app.asar.unpacked${sep}`,
);
const ai = new AiClient({ startWorker: () => new Worker(workerFile), log });
const service = new GameService({
  store: new SaveStore(app.getPath('userData')),
  ai,
  publish: (update) => window?.webContents.send(CHANNELS.update, update),
  log,
  newGameId: () => randomUUID().replace(/-/g, '').slice(0, 16),
});

function createWindow(): void {
  const created = new BrowserWindow(windowOptions(join(__dirname, 'preload.cjs')));
  guardContents(created.webContents, rendererUrl, log);
  created.once('ready-to-show', () => created.show());
  created.on('closed', () => {
    if (window === created) window = null;
  });
  window = created;
  void created.loadFile(rendererFile);
}

// Handlers are in place before any page exists (CONVENTIONS, Electron: onReady).
registerIpc(ipcMain, service, trustedSender(rendererUrl), log);

void app.whenReady().then(() => {
  denyPermissions(session.defaultSession);
  createWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});

// The last autosave reaches the disk before the program ends.
let quitting = false;
app.on('before-quit', (event) => {
  if (quitting) return;
  quitting = true;
  event.preventDefault();
  void service.lastAutosave
    .then(() => ai.dispose())
    .finally(() => {
      service.dispose();
      app.quit();
    });
});
