import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  Menu,
  screen,
  session,
  shell,
  type MessageBoxOptions,
  type OpenDialogOptions,
  type SaveDialogOptions,
} from 'electron';
import { randomUUID } from 'node:crypto';
import { join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { AiClient } from './ai/client';
import { GameService } from './host/service';
import { CHANNELS, SHELL_CHANNELS } from './ipc/channels';
import {
  registerCampaignIpc,
  registerIpc,
  registerRosterIpc,
  registerShellIpc,
  trustedSender,
} from './ipc/handlers';
import { CampaignService } from './campaigns/service';
import { campaignStore } from './campaigns/store';
import { fileLog, logFileOf } from './log';
import { rosterStore } from './rosters/store';
import { SaveStore } from './saves/store';
import { shellCommands } from './shell/commands';
import { OPEN_FILTERS, SAVE_EXTENSION } from './shell/fileKinds';
import { aboutText, MenuController, menuTemplate, type MenuActions } from './shell/menu';
import { fileOpeners, fileRouter } from './shell/openFile';
import { PageChannel } from './shell/pageChannel';
import { DEFAULT_SETTINGS, settingsFile, type ShellSettings } from './shell/settings';
import { bringToFront, claimSingleInstance, filesFromCommandLine } from './shell/singleInstance';
import { checkForUpdate, electronUpdater } from './shell/updates';
import {
  rememberWindowState,
  restoredWindow,
  windowStateFile,
  type WindowState,
} from './shell/windowState';
import { denyPermissions, guardContents, windowOptions } from './window/security';

/**
 * The Electron main process, kept thin: it wires the game service (host, saves, AI worker) and
 * the desktop shell (main/shell: menu, files, one instance, the window's place, updates) to
 * Electron and opens the window. Everything it wires is tested under plain Node.
 */
const rendererFile = join(__dirname, '..', 'renderer', 'index.html');
const rendererUrl = pathToFileURL(rendererFile).href;
const userData = app.getPath('userData');
const log = fileLog(userData);
let window: BrowserWindow | null = null;
/** A message box belongs to the window when there is one (a sheet on macOS). */
const messageBox = (options: MessageBoxOptions) =>
  window ? dialog.showMessageBox(window, options) : dialog.showMessageBox(options);

// A second launch hands its files to the first and quits (before anything else is started).
const launchFiles = filesFromCommandLine(process.argv, process.cwd(), app.isPackaged);
const primary = claimSingleInstance(
  app,
  launchFiles,
  (files) => {
    if (window) bringToFront(window);
    else if (app.isReady()) createWindow();
    for (const file of files) void router.openPath(file);
  },
  { packaged: app.isPackaged },
);

// Packaged, the worker's script lies beside the archive (electron-builder.yml: asarUnpack).
const workerFile = join(__dirname, 'aiWorker.cjs').replace(
  `app.asar${sep}`,
  `app.asar.unpacked${sep}`,
);
const ai = new AiClient({ startWorker: () => new Worker(workerFile), log });
const store = new SaveStore(userData);
const rosters = rosterStore(userData);
const page = new PageChannel();
const settings = settingsFile(userData, log);
let current: ShellSettings = DEFAULT_SETTINGS;
const placeFile = windowStateFile(userData, log);
let savedPlace: WindowState | null = null;
const menu = new MenuController(
  { gameOpen: false, canUndo: false, language: 'en', updateChecks: false },
  (state) =>
    Menu.setApplicationMenu(
      Menu.buildFromTemplate(
        menuTemplate({ platform: process.platform, packaged: app.isPackaged }, state, actions),
      ),
    ),
);
const service = new GameService({
  store,
  ai,
  publish: (update) => {
    window?.webContents.send(CHANNELS.update, update);
    menu.update({ gameOpen: true, canUndo: update.snapshot.canUndo });
  },
  log,
  newGameId: () => randomUUID().replace(/-/g, '').slice(0, 16),
});

// Handlers are in place before any page exists (CONVENTIONS, Electron: onReady).
const trusted = trustedSender(rendererUrl);
registerIpc(ipcMain, service, trusted, log);
registerRosterIpc(ipcMain, rosters, trusted, log);
registerCampaignIpc(
  ipcMain,
  new CampaignService(campaignStore(userData, store), service),
  trusted,
  log,
);
registerShellIpc(
  ipcMain,
  {
    [SHELL_CHANNELS.ready]: async () => {
      if (window) page.ready(window.webContents);
      return { ok: true, value: true };
    },
    [SHELL_CHANNELS.openDropped]: async ({ name, bytes }) => {
      const opened = await router.openBytes(name, bytes);
      return opened.ok ? { ok: true, value: true } : opened;
    },
  },
  trusted,
  log,
);

const router = fileRouter({
  openers: fileOpeners(store, rosters),
  send: (action) => page.send(action),
  refuse: (name, reasons) =>
    void app.whenReady().then(() =>
      messageBox({
        type: 'warning',
        title: 'Epic Solo',
        message: `Epic Solo cannot open "${name}".`,
        detail: reasons.join('\n'),
      }),
    ),
  log,
});
const commands = shellCommands({
  game: service,
  fileOfSave: (id) => store.fileOf(id),
  router,
  page,
  log,
  dialogs: {
    chooseFileToOpen: async () => {
      const options: OpenDialogOptions = { properties: ['openFile'], filters: OPEN_FILTERS };
      const chosen = await (window
        ? dialog.showOpenDialog(window, options)
        : dialog.showOpenDialog(options));
      return chosen.canceled ? null : (chosen.filePaths[0] ?? null);
    },
    chooseSaveFile: async (suggestedName) => {
      const options: SaveDialogOptions = {
        defaultPath: join(app.getPath('documents'), suggestedName),
        filters: [{ name: 'Epic Solo saved game', extensions: [SAVE_EXTENSION] }],
      };
      const chosen = await (window
        ? dialog.showSaveDialog(window, options)
        : dialog.showSaveDialog(options));
      return chosen.canceled ? null : (chosen.filePath ?? null);
    },
    problem: (message, detail) =>
      void messageBox({ type: 'error', title: 'Epic Solo', message, detail }),
  },
});
const changeSettings = (change: Partial<ShellSettings>) => {
  current = { ...current, ...change };
  void settings.write(current);
  menu.update({ language: current.language, updateChecks: current.checkForUpdates });
};
const actions: MenuActions = {
  newBattle: () => commands.newBattle(),
  open: () => void commands.open(),
  save: () => void commands.save(),
  saveAs: () => void commands.saveAs(),
  undo: () => commands.undo(),
  setLanguage: (language) => {
    changeSettings({ language });
    page.send({ kind: 'language', language });
  },
  setUpdateChecks: (on) => changeSettings({ checkForUpdates: on }),
  openDataFolder: () => void shell.openPath(userData),
  showLog: () => shell.showItemInFolder(logFileOf(userData)),
  about: () =>
    void messageBox({
      type: 'info',
      ...aboutText(app.getVersion(), process.versions.electron),
    }),
};

function createWindow(): void {
  const placement = restoredWindow(
    savedPlace,
    [screen.getPrimaryDisplay(), ...screen.getAllDisplays()].map((d) => d.workArea),
  );
  const created = new BrowserWindow(
    windowOptions(join(__dirname, 'preload.cjs'), placement.bounds),
  );
  guardContents(created.webContents, rendererUrl, log);
  if (placement.maximized) created.maximize();
  if (placement.fullScreen) created.setFullScreen(true);
  rememberWindowState(created, (state) => {
    savedPlace = state;
    void placeFile.write(state);
  });
  created.once('ready-to-show', () => created.show());
  // A reload or a crash of the page: shell actions wait until the new page listens.
  created.webContents.on('did-start-loading', () => page.detach());
  created.on('closed', () => {
    page.detach();
    if (window === created) window = null;
  });
  window = created;
  void created.loadFile(rendererFile);
}

// macOS hands double-clicked files over as events, possibly before the app is ready.
app.on('open-file', (event, path) => {
  event.preventDefault();
  if (app.isReady() && !window) createWindow();
  void router.openPath(path);
});

if (primary) {
  void Promise.all([settings.read(), placeFile.read()]).then(([stored, place]) => {
    current = stored ?? DEFAULT_SETTINGS;
    savedPlace = place;
    return app.whenReady().then(() => {
      denyPermissions(session.defaultSession);
      menu.update({ language: current.language, updateChecks: current.checkForUpdates });
      page.send({ kind: 'language', language: current.language });
      createWindow();
      for (const file of launchFiles) void router.openPath(file);
      void checkForUpdate({
        enabled: () => current.checkForUpdates,
        loadUpdater: electronUpdater,
        askToDownload: async (version) =>
          (
            await messageBox({
              type: 'info',
              title: 'Epic Solo',
              message: `Epic Solo ${version} is available.`,
              detail: 'Download it now? It is installed when you quit Epic Solo.',
              buttons: ['Download', 'Not now'],
              defaultId: 0,
              cancelId: 1,
            })
          ).response === 0,
        log,
      });
      app.on('activate', () => {
        if (BrowserWindow.getAllWindows().length === 0) createWindow();
      });
    });
  });
}

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});

// The last autosave reaches the disk before the program ends.
let quitting = false;
app.on('before-quit', (event) => {
  if (quitting || !primary) return;
  quitting = true;
  event.preventDefault();
  void service.lastAutosave
    .then(() => ai.dispose())
    .finally(() => {
      service.dispose();
      app.quit();
    });
});
