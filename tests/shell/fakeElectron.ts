import { EventEmitter } from 'node:events';
import type { MenuItemConstructorOptions } from 'electron';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The page main.ts trusts: the renderer's index.html beside main/ (main.ts: rendererFile). */
const pageUrl = pathToFileURL(join(__dirname, '..', '..', 'renderer', 'index.html')).href;

/**
 * Electron's main-process modules as far as main/main.ts uses them, recording what it asks:
 * the windows it opens, what it sends their pages, the dialogs and menus it shows. Given to
 * main.ts with vi.doMock('electron', …), so the real wiring runs under Node without a window.
 */
export interface FakeElectronOptions {
  readonly userData: string;
  readonly documents: string;
  /** Whether no other Epic Solo holds the single-instance lock. */
  readonly lockFree?: boolean;
  readonly platform?: NodeJS.Platform;
}

interface MessageBox {
  type?: string;
  message: string;
  detail?: string;
}

export function fakeElectron(options: FakeElectronOptions) {
  const windows: FakeWindow[] = [];
  const messageBoxes: MessageBox[] = [];
  const menus: MenuItemConstructorOptions[][] = [];
  const dialogAnswers = { open: null as string | null, save: null as string | null };
  const handlers = new Map<string, (event: unknown, ...args: unknown[]) => unknown>();
  const opened: string[] = [];
  let lockData: unknown = undefined;
  let quits = 0;

  class FakeContents extends EventEmitter {
    readonly sent: [string, unknown][] = [];
    send(channel: string, payload: unknown) {
      this.sent.push([channel, payload]);
    }
    setWindowOpenHandler() {}
  }

  class FakeWindow extends EventEmitter {
    static getAllWindows = () => windows.filter((w) => !w.closed);
    readonly webContents = new FakeContents();
    readonly calls: string[] = [];
    closed = false;
    maximized = false;
    fullScreen = false;
    minimized = false;
    constructor(readonly options: { x?: number; y?: number; width: number; height: number }) {
      super();
      windows.push(this);
    }
    loadFile(file: string) {
      this.calls.push(`load ${file}`);
      return Promise.resolve();
    }
    show() {
      this.calls.push('show');
    }
    focus() {
      this.calls.push('focus');
    }
    isMinimized() {
      return this.minimized;
    }
    restore() {
      this.minimized = false;
      this.calls.push('restore');
    }
    maximize() {
      this.maximized = true;
    }
    setFullScreen(on: boolean) {
      this.fullScreen = on;
    }
    isMaximized() {
      return this.maximized;
    }
    isFullScreen() {
      return this.fullScreen;
    }
    getNormalBounds() {
      const { x = 50, y = 60, width, height } = this.options;
      return { x, y, width, height };
    }
    /** The person closes the window. */
    close() {
      this.emit('close');
      this.closed = true;
      this.emit('closed');
    }
  }

  const app = Object.assign(new EventEmitter(), {
    isPackaged: true,
    getPath: (name: string) => (name === 'userData' ? options.userData : options.documents),
    getVersion: () => '0.1.0',
    isReady: () => true,
    whenReady: () => Promise.resolve(),
    requestSingleInstanceLock(data: unknown) {
      lockData = data;
      return options.lockFree ?? true;
    },
    quit: () => void quits++,
  });

  const workArea = { x: 0, y: 0, width: 1920, height: 1040 };
  const module = {
    app,
    BrowserWindow: FakeWindow,
    ipcMain: {
      handle: (channel: string, handler: (event: unknown, ...args: unknown[]) => unknown) =>
        void handlers.set(channel, handler),
    },
    Menu: {
      buildFromTemplate: (template: MenuItemConstructorOptions[]) => template,
      setApplicationMenu: (menu: MenuItemConstructorOptions[]) => void menus.push(menu),
    },
    dialog: {
      // (window, options) or (options), as Electron's
      showMessageBox: async (...args: unknown[]) => {
        const box = args.at(-1) as MessageBox;
        messageBoxes.push(box);
        return { response: 1 };
      },
      showOpenDialog: async () =>
        dialogAnswers.open
          ? { canceled: false, filePaths: [dialogAnswers.open] }
          : { canceled: true, filePaths: [] },
      showSaveDialog: async () =>
        dialogAnswers.save
          ? { canceled: false, filePath: dialogAnswers.save }
          : { canceled: true, filePath: '' },
    },
    screen: {
      getPrimaryDisplay: () => ({ workArea }),
      getAllDisplays: () => [{ workArea }],
    },
    session: {
      defaultSession: { setPermissionRequestHandler() {}, setPermissionCheckHandler() {} },
    },
    shell: {
      openPath: async (path: string) => (opened.push(path), ''),
      showItemInFolder: (path: string) => void opened.push(path),
    },
  };

  return {
    module,
    app,
    windows,
    messageBoxes,
    menus,
    dialogAnswers,
    opened,
    get lockData() {
      return lockData;
    },
    get quits() {
      return quits;
    },
    /** Call a channel as the app's own page would (its sender is the renderer's file). */
    invoke(channel: string, payload?: unknown, from = pageUrl) {
      const handler = handlers.get(channel);
      if (!handler) throw new Error(`main registered no handler for ${channel}`);
      const event = { senderFrame: { url: from } };
      return payload === undefined ? handler(event) : handler(event, payload);
    },
    /** The latest application menu's item with this id. */
    menuItem(id: string): MenuItemConstructorOptions {
      const all = (items: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] =>
        items.flatMap((i) => [
          i,
          ...(Array.isArray(i.submenu) ? all(i.submenu as MenuItemConstructorOptions[]) : []),
        ]);
      const item = all(menus.at(-1) ?? []).find((i) => i.id === id);
      if (!item) throw new Error(`no menu item ${id}`);
      return item;
    },
  };
}

export type FakeElectron = ReturnType<typeof fakeElectron>;
