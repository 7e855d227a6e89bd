import { GameHost } from './gameHost';
import { parseToHost, type FromHost } from './protocol';

/**
 * The game host in a module Web Worker: the phase chart and the AI run here, off the page's
 * thread. Every message from the page is checked before the host sees it.
 */
// The renderer's program is typed with the DOM library; a worker's scope needs only these two.
interface WorkerScope {
  postMessage(message: unknown): void;
  onmessage: ((event: MessageEvent<unknown>) => void) | null;
}
const scope = self as unknown as WorkerScope;
const host = new GameHost(
  (message: FromHost) => scope.postMessage(message),
  (run, delayMs) => setTimeout(run, delayMs),
);

scope.onmessage = (event: MessageEvent<unknown>) => {
  const message = parseToHost(event.data);
  if (message.type === 'invalid') {
    scope.postMessage({
      type: 'host.error',
      message: `Bad message to the host: ${message.problem}`,
    });
    return;
  }
  host.handle(message);
};
