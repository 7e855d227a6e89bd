import { rm } from 'node:fs/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPlayer, decisionSeed } from '../../ai/registry';
import type { Side } from '../../engine/netea/commands/schema';
import { hashValue } from '../../engine/kernel/hash';
import { DEFAULT_SETTINGS } from '../../engine/netea/state/settings';
import { inThreadAi } from '../../main/ai/decide';
import type { AiDecider } from '../../main/host/gameHost';
import { GameService } from '../../main/host/service';
import { createApi } from '../../main/ipc/bridge';
import { CHANNELS } from '../../main/ipc/channels';
import { registerIpc, trustedSender, type IpcEventLike } from '../../main/ipc/handlers';
import { SaveLibrary } from '../../main/saves/library';
import { memoryDisk } from '../saves/memoryDisk';
import {
  createGameClient,
  type GameClient,
  type HostState,
} from '../../renderer/src/host/gameClient';
import { serveIpc, workerIpcRenderer, type Port } from '../../renderer/src/host/workerIpc';
import { serviceFor, tempUserData } from '../host/helpers';

/**
 * The page's GameClient against main's real game service, over both of its transports: the
 * desktop app's preload bridge to the main process (ipcMain and ipcRenderer stood in for, every
 * message cloned as Electron does), and the browser build's Web Worker (two message ports).
 */
interface Rig {
  readonly client: GameClient;
  /** What the transport reported it could not deliver. */
  readonly failures: string[];
  readonly close: () => Promise<void>;
}

const PAGE = 'file:///opt/Epic%20Solo/resources/app.asar/out/renderer/index.html';

async function desktop(): Promise<Rig> {
  const userData = await tempUserData();
  const made = serviceFor(userData, inThreadAi);
  const handlers = new Map<string, (event: IpcEventLike, ...args: unknown[]) => unknown>();
  registerIpc({ handle: (c, fn) => handlers.set(c, fn) }, made.service, trustedSender(PAGE));
  const listeners = new Set<(event: unknown, ...args: unknown[]) => void>();
  made.watch((update) => listeners.forEach((l) => l({}, structuredClone(update))));
  const own: IpcEventLike = { senderFrame: { url: PAGE } };
  const api = createApi(
    {
      invoke: async (channel, ...args) =>
        structuredClone(await handlers.get(channel)!(own, ...args.map((a) => structuredClone(a)))),
      on: (channel, listener) => channel === CHANNELS.update && listeners.add(listener),
      removeListener: (_channel, listener) => listeners.delete(listener),
    },
    'electron',
    'test',
  );
  return {
    client: createGameClient(api),
    failures: [],
    close: async () => {
      await made.close();
      await rm(userData, { recursive: true, force: true });
    },
  };
}

/** Two ends of a message channel: what one posts reaches the other, cloned, a task later. */
function ports(): [Port, Port] {
  const a: Port = { postMessage: (m) => deliver(b, m), onmessage: null };
  const b: Port = { postMessage: (m) => deliver(a, m), onmessage: null };
  return [a, b];
}
function deliver(to: Port, message: unknown) {
  const data = structuredClone(message);
  setTimeout(() => to.onmessage?.({ data } as MessageEvent<unknown>), 0);
}

async function browser(ai: AiDecider = inThreadAi): Promise<Rig & { worker: Port; page: Port }> {
  const [page, worker] = ports();
  const ipc = serveIpc(worker);
  let ids = 0;
  const service = new GameService({
    store: new SaveLibrary(memoryDisk()),
    ai,
    publish: (update) => ipc.publish(update),
    newGameId: () => `game${++ids}`,
  });
  registerIpc(ipc, service, () => true);
  const failures: string[] = [];
  const client = createGameClient(
    createApi(
      workerIpcRenderer(page, (f) => failures.push(f)),
      'browser',
      '',
    ),
  );
  return {
    client,
    failures,
    worker,
    page,
    close: async () => {
      service.dispose();
      await service.lastAutosave;
    },
  };
}

let rig: Rig | null = null;
afterEach(async () => {
  rig?.client.dispose();
  await rig?.close();
  rig = null;
});

/** Every state the client reports, and a wait for the first (from now) that passes a test. */
function watch(client: GameClient) {
  const states: HostState[] = [];
  const waiting = new Set<() => void>();
  client.onState((s) => {
    states.push(s);
    waiting.forEach((w) => w());
  });
  const until = (test: (s: HostState) => boolean, what: string) =>
    new Promise<HostState>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no state: ${what}`)), 30_000);
      const check = () => {
        const last = states.at(-1);
        if (last && test(last)) {
          clearTimeout(timer);
          waiting.delete(check);
          resolve(last);
        }
      };
      waiting.add(check);
      check();
    });
  return { states, until };
}

/**
 * The person's side played through the client by a seeded random player, one command per state
 * the host reports (from `from`, the latest already seen, if any), until `stop` holds.
 */
function personPlays(
  client: GameClient,
  side: Side,
  seed: number,
  stop: (s: HostState) => boolean,
  from: HostState | null = null,
): Promise<HostState> {
  return new Promise((resolve, reject) => {
    let latest: HostState | null = from;
    let answered = 0;
    let busy = false;
    const step = () => {
      const s = latest;
      if (!s || busy || s.seq <= answered) return;
      if (stop(s)) {
        off();
        resolve(s);
        return;
      }
      if (s.game.result || !s.pending.sides.includes(side)) return;
      busy = true;
      answered = s.seq;
      const player = createPlayer('random', decisionSeed(seed, side, s.game.log.length));
      const { command } = player.decide(s.game, s.pending, side);
      void client.submit(command).then((refusal) => {
        busy = false;
        if (refusal) reject(new Error(`${refusal.code}: ${refusal.message}`));
        else step();
      });
    };
    const off = client.onState((s) => {
      latest = s;
      step();
    });
    step();
  });
}

const NEW_GAME = {
  scenarioId: 'basic-training',
  seed: 21,
  settings: DEFAULT_SETTINGS,
  humanSide: 0 as Side,
  aiPlayer: 'ai:normal' as const,
};

describe.each([
  ['the desktop bridge to the main process', desktop],
  ['the browser build’s game worker', browser],
])('the game client over %s', (_name, make) => {
  it('starts a game with the warm-up settings and plays it to the result, each side by its player', async () => {
    rig = await make();
    const { states } = watch(rig.client);
    const settings = {
      ...DEFAULT_SETTINGS,
      disembarkPlacement: 'wholly' as const,
      unitsPerFortification: 2,
    };
    const done = personPlays(rig.client, 1, 5, (s) => s.game.result !== null);
    const opened = await rig.client.newGame({ ...NEW_GAME, settings, humanSide: 1 });
    expect(opened).toEqual({
      ok: true,
      value: { humanSide: 1, scenarioName: 'Basic Training', warnings: [] },
    });
    const end = await done;
    expect(states[0]!.game.scenarioId).toBe('basic-training');
    expect(states[0]!.game.settings).toEqual(settings);
    expect(end.game.result).not.toBeNull();
    expect(new Set(end.game.log.map((c) => c.side))).toEqual(new Set([0, 1]));
    // The computer (player 1) says why for its commands; the person's come without.
    const computers = states.filter((s) => s.by === 0);
    expect(computers.length).toBeGreaterThan(5);
    expect(
      computers.every((s) => typeof s.explanation === 'string' && s.explanation.length > 0),
    ).toBe(true);
    expect(states.filter((s) => s.by === 1).every((s) => s.explanation === null)).toBe(true);
    // Each state is newer than the one before.
    expect(states.every((s, i) => i === 0 || s.seq > states[i - 1]!.seq)).toBe(true);
    expect(rig.failures).toEqual([]);
  });

  it('starts a tournament game (6.1) with its points, table and generated terrain, and refuses a table the pack does not allow', async () => {
    rig = await make();
    const { until } = watch(rig.client);
    const tournament = {
      pointsTotal: 2500,
      table: { width: 150, height: 90 },
      terrainDensity: 1,
    };
    const opened = await rig.client.newGame({ ...NEW_GAME, scenarioId: 'tournament', tournament });
    expect(opened).toMatchObject({ ok: true, value: { scenarioName: 'Tournament game' } });
    const first = await until(() => true, 'the first state');
    expect(first.game.table).toEqual({ width: 150, height: 90 });
    expect(first.game.tournament?.pointsTotal).toBe(2500);
    expect(first.game.terrain.length).toBeGreaterThan(0);
    expect(first.pending.kind).toBe('tournament');
    // 6.1.2: at most 240cm long.
    const refused = await rig.client.newGame({
      ...NEW_GAME,
      scenarioId: 'tournament',
      tournament: { ...tournament, table: { width: 300, height: 90 } },
    });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.problem).toMatch(/width/);
  });

  it('refuses in words a command for the computer’s side, an illegal one and a malformed one', async () => {
    rig = await make();
    const { until } = watch(rig.client);
    await rig.client.newGame(NEW_GAME);
    await until(() => true, 'the first state');
    expect(await rig.client.submit({ type: 'action.end', side: 1 })).toMatchObject({
      code: 'host/not-your-side',
      message: 'Player 2 is played by the computer.',
    });
    const illegal = await rig.client.submit({ type: 'action.end', side: 0 });
    expect(illegal?.code).not.toMatch(/^host\//);
    expect(illegal?.section).toMatch(/^\d/);
    const malformed = await rig.client.submit({ type: 'move.unit', side: 0 } as never);
    expect(malformed?.message).toMatch(/unitId/);
  });

  it('saves, lists and loads: the loaded game is the same game and plays on', async () => {
    rig = await make();
    const client = rig.client;
    const { until } = watch(client);
    const played = personPlays(client, 0, 9, (s) => s.game.turn >= 1 && s.game.log.length >= 40);
    await client.newGame(NEW_GAME);
    const before = await played;
    const saved = await client.save('Turn 1: the ridge');
    expect(saved.ok).toBe(true);
    const listed = await client.listSaves();
    if (!listed.ok) throw new Error(listed.problem);
    const named = listed.value.find((s) => !s.autosave)!;
    expect(named).toMatchObject({
      name: 'Turn 1: the ridge',
      scenarioName: 'Basic Training',
      turn: before.game.turn,
      over: false,
      problem: null,
    });
    expect(listed.value.some((s) => s.autosave && s.problem === null)).toBe(true);

    const loaded = await client.loadSave(named.id);
    expect(loaded).toMatchObject({
      ok: true,
      value: { humanSide: 0, scenarioName: 'Basic Training' },
    });
    const first = await until((s) => s.gameId !== before.gameId, 'the loaded game');
    // The AI may already have answered its next decision; the log up to the save is the same.
    expect(first.game.log.slice(0, before.game.log.length)).toEqual(before.game.log);
    if (first.game.log.length === before.game.log.length)
      expect(hashValue(first.game)).toBe(hashValue(before.game));
    // The loaded game's log is rebuilt from its commands: what each one did, in order.
    const history = await client.history();
    if (!history.ok) throw new Error(history.problem);
    expect(history.value.length).toBeGreaterThanOrEqual(before.game.log.length);
    expect(history.value[0]!.map((e) => e.type)).toContain('setup/roll-off-won');
    expect(history.value.flat().filter((e) => e.type === 'dice/rolled').length).toBeGreaterThan(0);
    const later = await personPlays(
      client,
      0,
      10,
      (s) => s.game.log.length >= before.game.log.length + 10,
      first,
    );
    expect(later.gameId).toBe(first.gameId);

    expect(await client.loadSave('save-none')).toEqual({
      ok: false,
      problem: 'save: no such file; previous version: save: no such file',
    });
    expect(await client.loadSave('../etc/passwd')).toEqual({
      ok: false,
      problem: 'saves:load: id: not a save id',
    });
  });

  it('takes back the person’s command that rolled no die, and not after a roll', async () => {
    rig = await make();
    const client = rig.client;
    const { until } = watch(client);
    const deploying = personPlays(
      client,
      0,
      3,
      (s) => s.pending.kind === 'deploy' && s.pending.sides.includes(0),
    );
    await client.newGame(NEW_GAME);
    await deploying;
    // The computer places its army meanwhile; then only the person is placing units.
    const before = await until(
      (s) => s.pending.kind === 'deploy' && s.pending.sides.join() === '0',
      'the person alone deploying',
    );
    const player = createPlayer('random', 1);
    const { command } = player.decide(before.game, before.pending, 0);
    expect(command.type).toBe('setup.deployUnit');
    expect(await client.submit(command)).toBeNull();
    const placed = await until((s) => s.seq > before.seq, 'the placed unit');
    expect(placed.game.log).toEqual([...before.game.log, command]);
    expect(placed.canUndo).toBe(true);
    expect(await client.undo()).toBeNull();
    const back = await until((s) => s.seq > placed.seq, 'the state before');
    expect(back.game.log).toEqual(before.game.log);
    expect(hashValue(back.game)).toBe(hashValue(before.game));
    expect(back.by).toBeNull();
    // A shot or an action test rolls dice: those are not taken back.
    const rolled = await personPlays(
      client,
      0,
      4,
      (s) => s.by === 0 && s.events.some((e) => e.type === 'dice/rolled'),
      back,
    );
    expect(rolled.canUndo).toBe(false);
    expect(await client.undo()).toMatchObject({ code: 'host/no-undo' });
  });
});

describe('the computer failing', () => {
  it('is reported with the reason, and asked again on request it plays on', async () => {
    let broken = true;
    const b = await browser({
      decide: (request) =>
        broken ? Promise.reject(new Error('out of ideas')) : inThreadAi.decide(request),
    });
    rig = b;
    const { until } = watch(b.client);
    const errors: string[] = [];
    b.client.onError((e) => errors.push(e));
    // The computer (player 1) throws the roll-off dice with the person; then it must decide.
    const stuckAt = personPlays(b.client, 1, 2, (s) => s.aiProblem !== null);
    await b.client.newGame({ ...NEW_GAME, humanSide: 1 });
    const stuck = await stuckAt;
    expect(stuck.aiProblem).toBe('The computer could not decide: out of ideas');
    expect(errors).toContain('The computer could not decide: out of ideas');
    broken = false;
    b.client.retryAi();
    const next = await until((s) => s.seq > stuck.seq && s.by === 0, 'the computer’s command');
    expect(next.aiProblem).toBeNull();
    expect(next.game.log.length).toBe(stuck.game.log.length + 1);
  });
});

describe('the browser build’s worker transport', () => {
  it('reports a malformed message from the worker instead of acting on it', async () => {
    const b = await browser();
    rig = b;
    b.worker.postMessage({ kind: 'reply', id: 'one' });
    // Messages cross a task later: wait for the report rather than for a fixed time.
    await vi.waitFor(() => expect(b.failures).toHaveLength(1));
    expect(b.failures).toEqual([
      'Bad message from the game worker: id: Invalid input: expected number, received string',
    ]);
  });

  it('answers a malformed request and an unknown channel with the reason', async () => {
    const b = await browser();
    rig = b;
    const answers: unknown[] = [];
    const probe = workerIpcRenderer(b.page, (f) => answers.push(f));
    expect(await probe.invoke('game:nothing')).toEqual({
      ok: false,
      error: ['no channel "game:nothing"'],
    });
    expect(await probe.invoke(CHANNELS.aiDelay, { delayMs: -5 })).toMatchObject({
      ok: false,
      error: [expect.stringMatching(/delayMs/)],
    });
    b.page.postMessage({ kind: 'invoke', id: 1 });
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    expect(answers).toEqual([expect.stringMatching(/^Bad message to the game worker: channel/)]);
  });
});
