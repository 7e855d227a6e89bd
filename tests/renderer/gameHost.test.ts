import { describe, expect, it } from 'vitest';
import { BASIC_TRAINING, createScenarioSetup } from '../../engine/scenarios';
import { hashValue } from '../../engine/state/hash';
import { createRandomPlayer } from '../../ai/random';
import { GameHost } from '../../renderer/src/host/gameHost';
import {
  parseFromHost,
  parseToHost,
  type FromHost,
  type HostState,
} from '../../renderer/src/host/protocol';
import { decodeSave, encodeSave } from '../../renderer/src/host/saves';

/** A host whose scheduled AI steps run when the test drains the queue. */
function harness() {
  const messages: FromHost[] = [];
  const queue: (() => void)[] = [];
  const host = new GameHost(
    (m) => {
      // Every message crosses the same checked envelope as in the browser.
      const parsed = parseFromHost(JSON.parse(JSON.stringify(m)));
      if (parsed.type === 'invalid') throw new Error(parsed.problem);
      messages.push(m);
    },
    (run) => queue.push(run),
  );
  const drain = () => {
    while (queue.length) queue.shift()!();
  };
  const last = () => messages.filter((m): m is HostState => m.type === 'host.state').at(-1)!;
  return { host, messages, drain, last };
}

const setup = () => {
  const created = createScenarioSetup(BASIC_TRAINING, { seed: 11 });
  if (!created.ok) throw new Error(created.error.join());
  return created.value;
};
const ai = { seed: 5, difficulty: 'random' as const, delayMs: 0 };

describe('the browser game host', () => {
  it('plays a whole game: the person answers their decisions, the AI the others', async () => {
    const { host, messages, drain, last } = harness();
    host.handle({ type: 'host.new', setup: setup(), humanSide: 0, ai });
    const me = createRandomPlayer(99);
    let id = 0;
    for (let i = 0; i < 5000 && !last().game.result; i++) {
      drain();
      const state = last();
      if (state.game.result) break;
      expect(state.pending.sides).toContain(0);
      const { command } = me.decide(state.game, state.pending, 0);
      host.handle({ type: 'host.command', id: ++id, command });
      const result = messages.at(-1)!;
      expect(result).toEqual({ type: 'host.result', id, ok: true });
    }
    expect(last().game.result).not.toBeNull();
    // Both players' commands are in the log: the AI played its side.
    expect(new Set(last().game.log.map((c) => c.side))).toEqual(new Set([0, 1]));
  });

  it('refuses a command for the AI side and an illegal one, naming the rule', () => {
    const { host, messages, drain } = harness();
    host.handle({ type: 'host.new', setup: setup(), humanSide: 1, ai });
    drain();
    host.handle({ type: 'host.command', id: 1, command: { type: 'strategy.roll', side: 0 } });
    expect(messages.at(-1)).toMatchObject({ ok: false, refusal: { code: 'host/not-your-side' } });
    host.handle({ type: 'host.command', id: 2, command: { type: 'action.end', side: 1 } });
    expect(messages.at(-1)).toMatchObject({
      id: 2,
      ok: false,
      refusal: { section: expect.any(String) },
    });
  });

  it('loads a save by replaying its log to the same state', () => {
    const first = harness();
    first.host.handle({ type: 'host.new', setup: setup(), humanSide: 1, ai });
    const me = createRandomPlayer(3);
    for (let i = 0; i < 40; i++) {
      first.drain();
      const s = first.last();
      first.host.handle({
        type: 'host.command',
        id: i,
        command: me.decide(s.game, s.pending, 1).command,
      });
    }
    first.drain();
    const before = first.last().game;
    // The engine's save format (engine/saves), as the desktop host writes it.
    const text = encodeSave({
      name: 'test',
      savedAt: '2026-01-01T00:00:00Z',
      humanSide: 1,
      aiSeed: 5,
      aiPlayer: 'ai:hard',
      setup: setup(),
      chart: first.last().chart,
      game: before,
    });
    expect(text.startsWith('{"format":"epic-solo/game"')).toBe(true);
    const decoded = decodeSave(text);
    if (!decoded.ok) throw new Error(decoded.problem);
    expect(decoded.save).toMatchObject({
      name: 'test',
      humanSide: 1,
      aiSeed: 5,
      aiPlayer: 'ai:hard',
      scenarioName: 'Basic Training',
    });
    // A changed character fails the checksum: the save is refused, not half-read.
    expect(decodeSave(text.replace('"ai:hard"', '"ai:easy"')).ok).toBe(false);
    const second = harness();
    second.host.handle({
      type: 'host.load',
      setup: decoded.save.setup,
      log: [...decoded.save.log],
      humanSide: 1,
      ai,
    });
    expect(hashValue(second.messages[0]!.type === 'host.state' ? second.last().game : null)).toBe(
      hashValue(before),
    );
  });

  it('reports a save whose log does not replay, and a malformed message, in words', () => {
    const { host, messages } = harness();
    host.handle({
      type: 'host.load',
      setup: setup(),
      log: [{ type: 'action.end', side: 0 }],
      humanSide: 0,
      ai,
    });
    expect(messages[0]).toMatchObject({
      type: 'host.error',
      message: expect.stringMatching(/command 1 of 1/),
    });
    expect(parseToHost({ type: 'host.command', id: 1, command: { type: 'nope' } })).toMatchObject({
      type: 'invalid',
    });
    expect(decodeSave('{"format":"epic-solo/game"}')).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/version/),
    });
    expect(decodeSave('{"format":"epic-solo/game","ver')).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/truncated or damaged/),
    });
  });
});
