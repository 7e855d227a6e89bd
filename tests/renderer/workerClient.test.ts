import { describe, expect, it } from 'vitest';
import { BASIC_TRAINING, createScenarioSetup } from '../../engine/scenarios';
import { GameHost } from '../../renderer/src/host/gameHost';
import type { HostState } from '../../renderer/src/host/protocol';
import { parseToHost } from '../../renderer/src/host/protocol';
import { createWorkerClient } from '../../renderer/src/host/workerClient';

/**
 * The page's GameClient over a stand-in for the Web Worker: messages are cloned both ways (as
 * postMessage does) and the host on the other side is the real one.
 */
function fakeWorker() {
  const worker = {
    onmessage: null as ((e: MessageEvent<unknown>) => void) | null,
    onerror: null as ((e: ErrorEvent) => void) | null,
    postMessage(data: unknown) {
      const message = parseToHost(structuredClone(data));
      if (message.type === 'invalid') throw new Error(message.problem);
      queueMicrotask(() => host.handle(message));
    },
    terminate() {},
    reply(data: unknown) {
      worker.onmessage?.({ data: structuredClone(data) } as MessageEvent<unknown>);
    },
  };
  const host = new GameHost(
    (m) => worker.reply(m),
    (run) => setTimeout(run, 0),
  );
  return worker;
}

describe('the worker client', () => {
  it('starts a game, hears its states, and resolves a refused command with the reason', async () => {
    const worker = fakeWorker();
    const client = createWorkerClient(worker as unknown as Worker);
    const states: HostState[] = [];
    client.onState((s) => states.push(s));
    const setup = createScenarioSetup(BASIC_TRAINING, { seed: 2 });
    if (!setup.ok) throw new Error(setup.error.join());
    client.newGame(setup.value, 0, { seed: 1, difficulty: 'random', delayMs: 0 });
    await new Promise((r) => setTimeout(r, 50));
    expect(states.length).toBeGreaterThan(0);
    expect(states[0]!.game.scenarioId).toBe('basic-training');
    const refusal = await client.submit({ type: 'action.end', side: 0 });
    expect(refusal?.section).toBeTruthy();
    expect(await client.submit({ type: 'action.end', side: 1 })).toMatchObject({
      code: 'host/not-your-side',
    });
  });

  it('reports a malformed message from the host instead of acting on it', () => {
    const worker = fakeWorker();
    const client = createWorkerClient(worker as unknown as Worker);
    const errors: string[] = [];
    client.onError((e) => errors.push(e));
    worker.reply({ type: 'host.state', seq: 'one' });
    expect(errors[0]).toMatch(/Bad message from the host: /);
  });
});
