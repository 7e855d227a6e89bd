import { createApi } from '../../main/ipc/bridge';

/**
 * The preload's part in the desktop shell's browser test: `window.epicSolo` built by the real
 * bridge (main/ipc/bridge.ts) over an ipcRenderer whose messages cross to the test's Node process
 * through Playwright's bindings, as tests/browser/desktopBridge.ts does, with main's pushes on
 * every channel (game updates and shell actions). Bundled into an init script.
 */
interface Page {
  __ipcInvoke(channel: string, payload: unknown): Promise<unknown>;
  __ipcPush?: (channel: string, payload: unknown) => void;
  epicSolo?: unknown;
}
const page = globalThis as unknown as Page;
const listeners = new Map<string, Set<(event: unknown, ...args: unknown[]) => void>>();
page.__ipcPush = (channel, payload) => listeners.get(channel)?.forEach((l) => l({}, payload));
page.epicSolo = createApi(
  {
    // Electron's IPC carries a Uint8Array as it is; the binding carries plain JSON.
    invoke: (channel, ...args) => {
      const payload = args[0] as { bytes?: unknown } | undefined;
      return page.__ipcInvoke(
        channel,
        payload?.bytes instanceof Uint8Array ? { ...payload, bytes: [...payload.bytes] } : payload,
      );
    },
    on: (channel, listener) => {
      if (!listeners.has(channel)) listeners.set(channel, new Set());
      listeners.get(channel)!.add(listener);
    },
    removeListener: (channel, listener) => listeners.get(channel)?.delete(listener),
  },
  'electron',
  'shell-test',
);
