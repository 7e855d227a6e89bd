import { rm } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHANNELS, ROSTER_CHANNELS } from '../../main/ipc/channels';
import {
  registerIpc,
  registerRosterIpc,
  trustedSender,
  type IpcEventLike,
} from '../../main/ipc/handlers';
import { rosterStore } from '../../main/rosters/store';
import { sampleRoster } from '../rosters/fixtures';
import { REQUEST_SCHEMAS } from '../../main/ipc/schemas';
import { DEFAULT_SETTINGS } from '../../engine/netea/state/settings';
import { inThreadAi } from '../../main/ai/decide';
import { serviceFor, tempUserData } from '../host/helpers';

const PAGE = 'file:///opt/Epic%20Solo/resources/app.asar/out/renderer/index.html';
const OWN: IpcEventLike = { senderFrame: { url: PAGE } };

/** ipcMain as far as registerIpc uses it: the handlers by channel, called like Electron would. */
function fakeIpc() {
  const handlers = new Map<string, (event: IpcEventLike, ...args: unknown[]) => unknown>();
  return {
    handle: (channel: string, fn: (event: IpcEventLike, ...args: unknown[]) => unknown) => {
      handlers.set(channel, fn);
    },
    invoke: (channel: string, payload?: unknown, event: IpcEventLike = OWN) =>
      Promise.resolve(handlers.get(channel)!(event, payload)) as Promise<{
        ok: boolean;
        value?: unknown;
        error?: string[];
        refusal?: { code: string };
      }>,
    channels: () => [...handlers.keys()].sort(),
  };
}

let userData: string;
let close: () => Promise<void>;
beforeEach(async () => {
  userData = await tempUserData();
});
afterEach(async () => {
  await close();
  await rm(userData, { recursive: true, force: true });
});

function setUp() {
  const ipc = fakeIpc();
  const made = serviceFor(userData, inThreadAi);
  const service = made.service;
  close = made.close;
  const log: string[] = [];
  registerIpc(ipc, service, trustedSender(PAGE), (l) => log.push(l));
  return { ipc, service, log };
}

const NEW_GAME = {
  scenarioId: 'armoured',
  seed: 3,
  controllers: ['person', 'person'],
  aiPlayer: 'random',
};

describe('IPC: every message validated in main before use', () => {
  it('every invoke channel has a schema and a handler', () => {
    const { ipc } = setUp();
    const invoke = Object.values(CHANNELS).filter((c) => c !== CHANNELS.update);
    expect(ipc.channels()).toEqual([...invoke].sort());
    expect(Object.keys(REQUEST_SCHEMAS).sort()).toEqual([...invoke].sort());
  });

  it('a message from another page or frame is refused and nothing happens', async () => {
    const { ipc, service, log } = setUp();
    for (const url of ['https://evil.example/index.html', 'file:///tmp/other.html', '']) {
      const answer = await ipc.invoke(CHANNELS.newGame, NEW_GAME, { senderFrame: { url } });
      expect(answer).toEqual({ ok: false, error: ["refused: not sent by Epic Solo's own page"] });
    }
    expect(await ipc.invoke(CHANNELS.newGame, NEW_GAME, { senderFrame: null })).toMatchObject({
      ok: false,
    });
    expect(service.current()).toBeNull();
    expect(log[0]).toMatch(/IPC game:new refused: sent by https:\/\/evil\.example/);
  });

  it.each([
    [CHANNELS.newGame, { ...NEW_GAME, extra: true }, /Unrecognized key: "extra"/],
    [CHANNELS.newGame, { ...NEW_GAME, seed: -1 }, /game:new: seed: Too small/],
    [CHANNELS.newGame, { ...NEW_GAME, aiPlayer: 'cheater' }, /aiPlayer: expected one of random/],
    [CHANNELS.newGame, { ...NEW_GAME, controllers: ['person'] }, /controllers/],
    [CHANNELS.submit, { command: { type: 'win.now', side: 0 } }, /command\.type: Invalid/],
    [CHANNELS.submit, { type: 'setup.rollOff', side: 0 }, /command: Invalid input/],
    [CHANNELS.save, { name: 'bad\u0000name' }, /cannot hold control characters/],
    [CHANNELS.save, { name: '   ' }, /name: Too small/],
    [CHANNELS.load, { id: '../../etc/passwd' }, /id: not a save id/],
    [CHANNELS.removeSave, { id: 'save-x', also: 1 }, /Unrecognized key/],
    [CHANNELS.undo, { please: true }, /expected undefined/],
    [CHANNELS.aiDelay, { delayMs: 5001 }, /delayMs: Too big/],
    [CHANNELS.aiDelay, { delayMs: 1.5 }, /delayMs: Invalid input: expected int/],
    [
      CHANNELS.newGame,
      { ...NEW_GAME, settings: { ...DEFAULT_SETTINGS, inCoverWhen: 'mostly' } },
      /settings\.inCoverWhen: Invalid option/,
    ],
    [
      CHANNELS.newGame,
      { ...NEW_GAME, settings: { preMeasuring: false } },
      /settings\.transportsTiedToUnits/,
    ],
    [CHANNELS.load, JSON.parse('{"__proto__":{"id":"save-x"}}'), /id: Invalid input/],
  ] as const)('%s refuses %j, naming the problem', async (channel, payload, problem) => {
    const { ipc } = setUp();
    const answer = await ipc.invoke(channel, payload);
    expect(answer.ok).toBe(false);
    expect(answer.error!.join('\n')).toMatch(problem);
  });

  it('a new game is played under the warm-up settings it was asked for (6.1.3)', async () => {
    const { ipc, service } = setUp();
    const settings = { ...DEFAULT_SETTINGS, preMeasuring: false, infantryCoverPerVehicle: 2 };
    expect((await ipc.invoke(CHANNELS.newGame, { ...NEW_GAME, settings })).ok).toBe(true);
    expect(service.current()!.game.settings).toEqual(settings);
    expect((await ipc.invoke(CHANNELS.newGame, NEW_GAME)).ok).toBe(true);
    expect(service.current()!.game.settings).toEqual(DEFAULT_SETTINGS);
  });

  it('a game over IPC: new game, commands, refusal with its rule, save, list, load', async () => {
    const { ipc } = setUp();
    const started = await ipc.invoke(CHANNELS.newGame, NEW_GAME);
    expect(started.ok).toBe(true);
    // Two people at one machine: the first to decide takes it (hot seat).
    expect(await ipc.invoke(CHANNELS.takeSeat, { side: 2 })).toMatchObject({ ok: false });
    expect(await ipc.invoke(CHANNELS.takeSeat, { side: 0 })).toEqual({ ok: true, value: true });
    const rolled = await ipc.invoke(CHANNELS.submit, {
      command: { type: 'setup.rollOff', side: 0 },
    });
    expect(rolled).toEqual({ ok: true, value: true });
    // The roll-off's winner decides next: the machine goes to them when they are the other side.
    const seat = (await ipc.invoke(CHANNELS.current)).value as {
      hotSeat: { passTo: 0 | 1 | null };
    };
    const next = seat.hotSeat.passTo ?? 0;
    if (seat.hotSeat.passTo !== null) await ipc.invoke(CHANNELS.takeSeat, { side: next });
    const early = await ipc.invoke(CHANNELS.submit, {
      command: { type: 'strategy.roll', side: next },
    });
    expect(early.ok).toBe(false);
    expect(early.refusal!.code).toMatch(/^flow\//);
    const saved = await ipc.invoke(CHANNELS.save, { name: 'After the roll-off' });
    expect(saved.ok).toBe(true);
    const list = await ipc.invoke(CHANNELS.listSaves);
    expect(list.value).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: saved.value, kind: 'named' })]),
    );
    const loaded = await ipc.invoke(CHANNELS.load, { id: saved.value });
    expect(loaded.ok).toBe(true);
    const current = await ipc.invoke(CHANNELS.current);
    expect((current.value as { game: { log: unknown[] } }).game.log).toHaveLength(1);
    expect(await ipc.invoke(CHANNELS.aiDelay, { delayMs: 600 })).toEqual({ ok: true, value: true });
    const scenarios = await ipc.invoke(CHANNELS.scenarios);
    expect((scenarios.value as { id: string }[]).map((s) => s.id)).toContain('armoured');
  });
});

describe('trustedSender', () => {
  const trusted = trustedSender(PAGE);
  it.each([
    [PAGE, true],
    [`${PAGE}#/battle`, true],
    ['file:///opt/Epic%20Solo/resources/app.asar/out/renderer/other.html', false],
    ['https://example.org/index.html', false],
    ['not a url', false],
  ])('%s → %s', (url, expected) => {
    expect(trusted({ senderFrame: { url } })).toBe(expected);
  });
});

describe('IPC: the rosters', () => {
  function rosterSetUp() {
    const ipc = fakeIpc();
    close = async () => undefined;
    registerRosterIpc(ipc, rosterStore(userData), trustedSender(PAGE));
    return ipc;
  }

  it('saves a checked roster and refuses a malformed one unread, writing nothing', async () => {
    const ipc = rosterSetUp();
    const roster = sampleRoster('space-marines-ea', ['tactical'], 'Over IPC');
    const saved = await ipc.invoke(ROSTER_CHANNELS.save, { roster });
    expect(saved).toEqual({ ok: true, value: expect.stringMatching(/^roster-over-ipc-/) });
    const bad = await ipc.invoke(ROSTER_CHANNELS.save, {
      roster: { ...roster, pointsLimit: -5, name: 'Bad' },
    });
    expect(bad.ok).toBe(false);
    expect(bad.error![0]).toMatch(/^rosters:save: roster\.pointsLimit: /);
    const listed = await ipc.invoke(ROSTER_CHANNELS.list);
    expect((listed.value as { name: string }[]).map((r) => r.name)).toEqual(['Over IPC']);
  });

  it('refuses a sender other than the page', async () => {
    const ipc = rosterSetUp();
    const answer = await ipc.invoke(ROSTER_CHANNELS.list, undefined, {
      senderFrame: { url: 'https://example.com/' },
    });
    expect(answer).toEqual({ ok: false, error: ["refused: not sent by Epic Solo's own page"] });
  });
});
