import type { Command, Side } from '../../../engine/commands/schema';
import type { Refusal } from '../../../engine/result';
import type { GameClient } from './gameClient';
import { parseFromHost, type AiOptions, type HostState, type ToHost } from './protocol';

/** The GameClient over a Web Worker running gameWorker.ts (or anything that speaks its protocol). */
export function createWorkerClient(worker: Worker): GameClient {
  const stateListeners = new Set<(state: HostState) => void>();
  const errorListeners = new Set<(message: string) => void>();
  const waiting = new Map<number, (refusal: Refusal | null) => void>();
  let nextId = 1;
  const send = (message: ToHost) => worker.postMessage(message);
  const fail = (message: string) => errorListeners.forEach((l) => l(message));

  worker.onmessage = (event: MessageEvent<unknown>) => {
    const message = parseFromHost(event.data);
    switch (message.type) {
      case 'invalid':
        fail(`Bad message from the host: ${message.problem}`);
        return;
      case 'host.state':
        stateListeners.forEach((l) => l(message));
        return;
      case 'host.result': {
        const resolve = waiting.get(message.id);
        waiting.delete(message.id);
        resolve?.(message.ok ? null : (message.refusal ?? null));
        return;
      }
      case 'host.error':
        fail(message.message);
        return;
    }
  };
  worker.onerror = (event) => fail(`The game host stopped: ${event.message}`);

  return {
    newGame(setup: unknown, humanSide: Side, ai: AiOptions) {
      send({ type: 'host.new', setup, humanSide, ai });
    },
    load(setup: unknown, log: readonly unknown[], humanSide: Side, ai: AiOptions) {
      send({ type: 'host.load', setup, log: [...log], humanSide, ai });
    },
    submit(command: Command) {
      const id = nextId++;
      return new Promise<Refusal | null>((resolve) => {
        waiting.set(id, resolve);
        send({ type: 'host.command', id, command });
      });
    },
    setAiDelay(delayMs: number) {
      send({ type: 'host.aiDelay', delayMs });
    },
    onState(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    onError(listener) {
      errorListeners.add(listener);
      return () => errorListeners.delete(listener);
    },
    dispose() {
      worker.terminate();
      waiting.forEach((resolve) =>
        resolve({ code: 'host/closed', section: '-', message: 'The game was closed.' }),
      );
      waiting.clear();
    },
  };
}

/** The browser's host: the game in a module worker that Vite bundles. */
export function createBrowserClient(): GameClient {
  const worker = new Worker(new URL('./gameWorker.ts', import.meta.url), { type: 'module' });
  return createWorkerClient(worker);
}
