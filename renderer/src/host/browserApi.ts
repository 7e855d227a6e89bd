import type { EpicSoloApi } from '../../../main/ipc/api';
import { createApi } from '../../../main/ipc/bridge';
import { workerIpcRenderer } from './workerIpc';

/**
 * The browser build's `EpicSoloApi`: the same bridge as Electron's preload, over a module Web
 * Worker that runs main's game service (gameWorker.ts). `failures` hears what the worker could
 * not answer at all (it stopped, or a message was malformed).
 */
export function createBrowserApi(): {
  api: EpicSoloApi;
  failures: (report: (message: string) => void) => void;
} {
  const reporters = new Set<(message: string) => void>();
  const report = (message: string) => reporters.forEach((r) => r(message));
  const worker = new Worker(new URL('./gameWorker.ts', import.meta.url), { type: 'module' });
  worker.onerror = (event) => report(`The game worker stopped: ${event.message}`);
  return {
    api: createApi(workerIpcRenderer(worker, report), 'browser', ''),
    failures: (r) => reporters.add(r),
  };
}
