import { createApi } from '../../main/ipc/bridge';
import { CHANNELS } from '../../main/ipc/channels';

/**
 * The preload's part in the desktop browser test: `window.epicSolo` built by the real bridge
 * (main/ipc/bridge.ts), over an ipcRenderer whose invoke and updates cross to the test's Node
 * process (Playwright's bindings) instead of Electron's. Bundled into an init script.
 */
interface Page {
  __ipcInvoke(channel: string, payload: unknown): Promise<unknown>;
  __ipcUpdate?: (update: unknown) => void;
  epicSolo?: unknown;
}
const page = globalThis as unknown as Page;
const listeners = new Set<(event: unknown, ...args: unknown[]) => void>();
page.__ipcUpdate = (update) => listeners.forEach((l) => l({}, update));
page.epicSolo = createApi(
  {
    invoke: (channel, ...args) => page.__ipcInvoke(channel, args[0]),
    on: (channel, listener) => channel === CHANNELS.update && listeners.add(listener),
    removeListener: (_channel, listener) => listeners.delete(listener),
  },
  'electron',
  'browser-test',
);
