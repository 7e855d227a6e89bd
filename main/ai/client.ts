import type { Worker } from 'node:worker_threads';
import { WORKER_READY, type AiAnswer, type AiRequest, type AiResponse } from './protocol';

export type { AiAnswer } from './protocol';

export interface AiClientOptions {
  /** Starts a worker running main/ai/aiWorker (out/main/aiWorker.cjs in the build). */
  readonly startWorker: () => Worker;
  /** A decision taking longer than this is a hung worker. */
  readonly timeoutMs?: number;
  /** A worker not ready (modules loaded) within this is a failed start. */
  readonly startTimeoutMs?: number;
  /** Tries per decision, each in a fresh worker after a failure. */
  readonly attempts?: number;
  readonly log?: (message: string) => void;
}

/**
 * The host's side of the AI worker thread. A decision goes to the worker; a worker that throws,
 * answers with an error, hangs past the time limit or dies is terminated, logged, replaced and
 * asked again. Decisions are taken one at a time, in the order asked.
 */
export class AiClient {
  private worker: Promise<Worker> | null = null;
  private live: Worker | null = null;
  private nextId = 1;
  private chain: Promise<unknown> = Promise.resolve();
  /** Workers replaced after a failure, for the log and tests. */
  restarts = 0;
  private readonly timeoutMs: number;
  private readonly startTimeoutMs: number;
  private readonly attempts: number;
  private readonly log: (message: string) => void;

  constructor(private readonly options: AiClientOptions) {
    this.timeoutMs = options.timeoutMs ?? 15_000;
    this.startTimeoutMs = options.startTimeoutMs ?? 30_000;
    this.attempts = options.attempts ?? 3;
    this.log = options.log ?? (() => undefined);
  }

  decide(request: Omit<AiRequest, 'id'>): Promise<AiAnswer> {
    const run = this.chain.then(() => this.withRetries(request));
    this.chain = run.catch(() => undefined);
    return run;
  }

  /** Terminate the worker thread now, as a crash would: a decision under way is asked again. */
  async terminateWorker(): Promise<void> {
    await this.live?.terminate();
  }

  async dispose(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.live = null;
    await worker?.then((w) => w.terminate()).catch(() => undefined);
  }

  private async withRetries(request: Omit<AiRequest, 'id'>): Promise<AiAnswer> {
    const problems: string[] = [];
    for (let attempt = 1; attempt <= this.attempts; attempt++) {
      try {
        return await this.once({ ...request, id: this.nextId++ });
      } catch (error) {
        const problem = error instanceof Error ? error.message : String(error);
        problems.push(problem);
        this.log(
          `AI worker (${request.playerId}, player ${request.side + 1}) ${problem}; restarting it (attempt ${attempt} of ${this.attempts})`,
        );
        this.restarts++;
        await this.dispose();
      }
    }
    throw new Error(
      `the AI gave no answer after ${this.attempts} attempts: ${problems.join('; ')}`,
    );
  }

  private async once(request: AiRequest): Promise<AiAnswer> {
    const worker = await this.ready();
    return new Promise<AiAnswer>((resolve, reject) => {
      const settle = (outcome: () => void) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        outcome();
      };
      const onMessage = (response: AiResponse) => {
        if (typeof response !== 'object' || response.id !== request.id) return;
        settle(() =>
          response.ok
            ? resolve({ command: response.command, explanation: response.explanation })
            : reject(new Error(`threw: ${response.error.split('\n')[0]}`)),
        );
      };
      const onError = (error: Error) =>
        settle(() => reject(new Error(`crashed: ${error.message}`)));
      const onExit = (code: number) => settle(() => reject(new Error(`died (exit code ${code})`)));
      const timer = setTimeout(
        () => settle(() => reject(new Error(`hung (no answer in ${this.timeoutMs} ms)`))),
        this.timeoutMs,
      );
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.postMessage(request);
    });
  }

  /** The worker, started if need be and ready to take a request. */
  private ready(): Promise<Worker> {
    if (this.worker) return this.worker;
    const worker = this.options.startWorker();
    this.live = worker;
    // Errors are reported through the pending decision; a listener keeps them from throwing here.
    worker.on('error', () => undefined);
    // A worker that dies between decisions is simply replaced at the next one.
    worker.on('exit', () => {
      if (this.live === worker) {
        this.live = null;
        this.worker = null;
      }
    });
    this.worker = new Promise<Worker>((resolve, reject) => {
      const timer = setTimeout(
        () => done(new Error(`did not start in ${this.startTimeoutMs} ms`)),
        this.startTimeoutMs,
      );
      const onMessage = (message: unknown) => {
        if (message === WORKER_READY) done();
      };
      const onError = (error: Error) => done(new Error(`crashed while starting: ${error.message}`));
      const onExit = (code: number) => done(new Error(`died while starting (exit code ${code})`));
      const done = (error?: Error) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        if (error) reject(error);
        else resolve(worker);
      };
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
    });
    return this.worker;
  }
}
