/**
 * One write at a time per save, and only the latest waiting one: when autosaves come faster than
 * the disk takes them, the ones overtaken before they started are dropped (their callers are
 * answered when the write that replaced them is done).
 */
export class WriteQueue {
  private readonly running = new Map<string, Promise<void>>();
  private readonly waiting = new Map<
    string,
    { job: () => Promise<void>; done: Promise<void>; settle: (error?: unknown) => void }
  >();

  run(key: string, job: () => Promise<void>): Promise<void> {
    const queued = this.waiting.get(key);
    if (queued) {
      queued.job = job;
      return queued.done;
    }
    if (!this.running.has(key)) return this.start(key, job);
    let settle!: (error?: unknown) => void;
    const done = new Promise<void>((resolve, reject) => {
      settle = (error) => (error === undefined ? resolve() : reject(error));
    });
    this.waiting.set(key, { job, done, settle });
    return done;
  }

  /** Resolves once no write for the key is running or waiting. */
  async idle(key: string): Promise<void> {
    for (;;) {
      const current = this.waiting.get(key)?.done ?? this.running.get(key);
      if (!current) return;
      await current.catch(() => undefined);
    }
  }

  /** Resolves once the writes running or waiting now, for every key, are done (or failed). */
  async settled(): Promise<void> {
    const pending = [...this.running.values(), ...[...this.waiting.values()].map((w) => w.done)];
    await Promise.all(pending.map((p) => p.catch(() => undefined)));
  }

  private start(key: string, job: () => Promise<void>): Promise<void> {
    const promise = job().finally(() => {
      this.running.delete(key);
      const next = this.waiting.get(key);
      if (next) {
        this.waiting.delete(key);
        this.start(key, next.job).then(
          () => next.settle(),
          (error: unknown) => next.settle(error ?? new Error('write failed')),
        );
      }
    });
    this.running.set(key, promise);
    return promise;
  }
}
