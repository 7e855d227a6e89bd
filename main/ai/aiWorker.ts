/**
 * The AI worker thread's entry (out/main/aiWorker.cjs in the build): it answers each request the
 * host posts, one at a time, so a slow decision never blocks the window.
 */
import { parentPort } from 'node:worker_threads';
import { answerRequest } from './decide';
import { WORKER_READY, type AiRequest } from './protocol';

parentPort?.on('message', (request: AiRequest) => {
  parentPort?.postMessage(answerRequest(request));
});
parentPort?.postMessage(WORKER_READY);
