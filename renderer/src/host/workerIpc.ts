import { z } from 'zod';
import type { HostUpdate } from '../../../main/host/gameHost';
import type { IpcRendererLike } from '../../../main/ipc/bridge';
import { CHANNELS } from '../../../main/ipc/channels';
import { formatIssues } from '../../../engine/kernel/issues';
import type { IpcEventLike, IpcMainLike } from '../../../main/ipc/handlers';

/**
 * IPC between the page and the game's Web Worker in the browser build, shaped like Electron's:
 * the page invokes a channel and awaits the answer, the worker pushes every game update. The
 * worker answers with main's own handlers (main/ipc/handlers.ts), which check each payload
 * against the channel's schema; the envelope is checked here, on both sides.
 */
const toWorkerSchema = z.strictObject({
  kind: z.literal('invoke'),
  id: z.number().int(),
  channel: z.string().max(100),
  payload: z.unknown(),
});
const fromWorkerSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('reply'), id: z.number().int(), result: z.unknown() }),
  z.strictObject({ kind: z.literal('update'), update: z.unknown() }),
  z.strictObject({ kind: z.literal('failure'), message: z.string() }),
]);
type FromWorker = z.infer<typeof fromWorkerSchema>;

/** What either end posts to the other (a Worker, the worker's own scope, or a test's stand-in). */
export interface Port {
  postMessage(message: unknown): void;
  onmessage: ((event: MessageEvent<unknown>) => void) | null;
}

/** The worker's end: main's handlers register on it; it answers the page's invokes. */
export function serveIpc(port: Port): IpcMainLike & { publish(update: HostUpdate): void } {
  const handlers = new Map<string, (event: IpcEventLike, ...args: unknown[]) => unknown>();
  const post = (message: FromWorker) => port.postMessage(message);
  // The worker is created by the page and answers nobody else: its sender is trusted.
  const event: IpcEventLike = { senderFrame: null };
  port.onmessage = (message) => {
    const parsed = toWorkerSchema.safeParse(message.data);
    if (!parsed.success) {
      post({
        kind: 'failure',
        message: firstIssue('Bad message to the game worker', parsed.error),
      });
      return;
    }
    const { id, channel, payload } = parsed.data;
    const handler = handlers.get(channel);
    const answer = handler
      ? Promise.resolve(payload === undefined ? handler(event) : handler(event, payload))
      : Promise.resolve({ ok: false, error: [`no channel "${channel.slice(0, 100)}"`] });
    void answer.then(
      (result) => post({ kind: 'reply', id, result }),
      (error: unknown) =>
        post({ kind: 'reply', id, result: { ok: false, error: [String(error)] } }),
    );
  };
  return {
    handle(channel, listener) {
      handlers.set(channel, listener);
    },
    publish(update) {
      post({ kind: 'update', update });
    },
  };
}

/**
 * The page's end, shaped like Electron's ipcRenderer so that main/ipc/bridge.ts builds the same
 * `EpicSoloApi` over it as the preload does. `onFailure` hears what the worker could not answer.
 */
export function workerIpcRenderer(
  port: Port,
  onFailure: (message: string) => void,
): IpcRendererLike {
  const waiting = new Map<number, (result: unknown) => void>();
  const listeners = new Set<(event: unknown, ...args: unknown[]) => void>();
  let nextId = 1;
  port.onmessage = (message) => {
    const parsed = fromWorkerSchema.safeParse(message.data);
    if (!parsed.success) {
      onFailure(firstIssue('Bad message from the game worker', parsed.error));
      return;
    }
    const data = parsed.data;
    if (data.kind === 'reply') {
      const resolve = waiting.get(data.id);
      waiting.delete(data.id);
      resolve?.(data.result);
    } else if (data.kind === 'update') {
      listeners.forEach((l) => l(null, data.update));
    } else {
      onFailure(data.message);
    }
  };
  return {
    invoke(channel, ...args) {
      const id = nextId++;
      return new Promise((resolve) => {
        waiting.set(id, resolve);
        port.postMessage({ kind: 'invoke', id, channel, payload: args[0] });
      });
    },
    on(channel, listener) {
      if (channel === CHANNELS.update) listeners.add(listener);
    },
    removeListener(channel, listener) {
      if (channel === CHANNELS.update) listeners.delete(listener);
    },
  };
}

/** What was wrong with a message, in the words of every other schema check. */
function firstIssue(where: string, error: z.ZodError): string {
  return formatIssues(where, error.issues)[0] ?? `${where}: invalid message`;
}
