import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashValue } from '../../engine/kernel/hash';
import { AiClient } from '../../main/ai/client';
import type { AiDecider } from '../../main/host/gameHost';
import { SaveStore } from '../../main/saves/store';
import { ARMOURED_AI_VS_AI, personBot, replayedHash, serviceFor, tempUserData } from './helpers';
import { tsWorker } from './tsWorker';

/**
 * The host with the real AI worker thread: whole training games (Armoured, 1.15.4, the shortest
 * random games of the five) played through the same path a person's commands take.
 */
const WORKER = new URL('../../main/ai/aiWorker.ts', import.meta.url);
const FAULTY = new URL('./fixtures/faultyWorker.ts', import.meta.url);

let userData: string;
let client: AiClient;
const clientLog: string[] = [];
/** The final hash of the uninterrupted AI-vs-AI game, which every other run must reproduce. */
let reference: string;

beforeAll(async () => {
  userData = await tempUserData();
  client = new AiClient({ startWorker: tsWorker(WORKER), log: (l) => clientLog.push(l) });
});
afterAll(async () => {
  await client.dispose();
  await rm(userData, { recursive: true, force: true });
});

describe('the game host with the AI worker', () => {
  it('plays a training scenario to the end with the computer on both sides', async () => {
    const { service, over, close } = serviceFor(userData, client);
    const started = await service.newGame(ARMOURED_AI_VS_AI);
    expect(started.ok).toBe(true);
    const end = await over();
    reference = hashValue(end.snapshot.game);
    expect(end.snapshot.game.result).not.toBeNull();
    expect(end.snapshot.pending.kind).toBe('none');
    // The game is exactly its set-up and command log.
    expect(replayedHash(end, ARMOURED_AI_VS_AI)).toBe(reference);
    // The autosave holds the finished game.
    await service.lastAutosave;
    const autosaved = await new SaveStore(userData).load(`autosave-${end.snapshot.gameId}`);
    expect(autosaved.ok && hashValue(autosaved.value.save.snapshot.context.game)).toBe(reference);
    await close();
  });

  it('goes on when the worker is killed mid-game, and the game is the same', async () => {
    const { service, over, watch, log, close } = serviceFor(userData, client);
    let kills = 0;
    watch((update) => {
      // Kill the worker just as it is asked for the next decision, a few times over.
      if (update.snapshot.game.log.length % 30 === 15 && update.change.kind === 'command') {
        kills++;
        void client.terminateWorker();
      }
    });
    const restartsBefore = client.restarts;
    await service.newGame(ARMOURED_AI_VS_AI);
    const end = await over();
    expect(kills).toBeGreaterThanOrEqual(3);
    expect(client.restarts - restartsBefore).toBeGreaterThanOrEqual(kills);
    expect(clientLog.some((l) => /died \(exit code 1\); restarting it/.test(l))).toBe(true);
    expect(log.filter((l) => /AI player/.test(l))).toEqual([]);
    expect(hashValue(end.snapshot.game)).toBe(reference);
    await close();
  });

  it.each([
    ['throws', 'throw', /crashed: a bug in the AI/],
    ['dies', 'exit', /died \(exit code 3\)/],
    ['hangs', 'hang', /hung \(no answer in 300 ms\)/],
  ] as const)(
    'restarts a worker that %s, logs it, and the game is the same',
    async (_, mode, logged) => {
      const lines: string[] = [];
      const faulty = new AiClient({
        startWorker: tsWorker(FAULTY, { mode, every: 40 }),
        timeoutMs: 300,
        log: (l) => lines.push(l),
      });
      try {
        const { service, over, close } = serviceFor(userData, faulty);
        await service.newGame(ARMOURED_AI_VS_AI);
        const end = await over();
        expect(faulty.restarts).toBeGreaterThanOrEqual(2);
        expect(lines.length).toBe(faulty.restarts);
        expect(lines[0]).toMatch(logged);
        expect(hashValue(end.snapshot.game)).toBe(reference);
        await close();
      } finally {
        await faulty.dispose();
      }
    },
  );

  it('save, load and play on gives the same final game as playing straight through', async () => {
    let gate: (() => void) | null = null;
    const paused = new Promise<void>((resolve) => (gate = resolve));
    const PAUSE_AT = 70;
    // The AI stops answering at command 70, so the game stands still while it is saved.
    const pausing: AiDecider = {
      async decide(request) {
        if (request.game.log.length >= PAUSE_AT) await paused;
        return client.decide(request);
      },
    };
    const first = serviceFor(userData, pausing);
    await first.service.newGame(ARMOURED_AI_VS_AI);
    await first.until((u) => u.snapshot.game.log.length === PAUSE_AT);
    const saved = await first.service.save('Before the second wave');
    expect(saved.ok).toBe(true);
    await first.close();
    gate!();

    const second = serviceFor(userData, client);
    const loaded = await second.service.load(saved.ok ? saved.value : '');
    expect(loaded.ok && loaded.value.snapshot.game.log.length).toBe(PAUSE_AT);
    const end = await second.over();
    expect(hashValue(end.snapshot.game)).toBe(reference);
    await second.close();
  });

  it('a person against the computer: both through the same path, to the end', async () => {
    const request = { ...ARMOURED_AI_VS_AI, controllers: ['person', 'computer'] as const };
    const { service, over, watch, close } = serviceFor(userData, client);
    watch(personBot(service, 99));
    await service.newGame({ ...request, controllers: ['person', 'computer'] });
    const start = service.current()!;
    personBot(service, 99)({ snapshot: start, events: [], change: { kind: 'start' } });
    const end = await over();
    const log = end.snapshot.game.log;
    expect(log.some((c) => c.side === 0) && log.some((c) => c.side === 1)).toBe(true);
    expect(replayedHash(end, request)).toBe(hashValue(end.snapshot.game));
    await close();
  });
});
