import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_AI_DELAY_MS, type HostUpdate } from '../../main/host/gameHost';
import { inThreadAi } from '../../main/ai/decide';
import { armouredHost } from './helpers';

/**
 * The computer's pace: its answers are played no sooner than the delay the window asked for, so
 * a person can follow its commands one by one; at 0 they are played as soon as they come.
 */
function computerGame(aiDelayMs: number) {
  const h = armouredHost(
    { controllers: ['computer', 'computer'], aiPlayer: 'ai:easy', aiSeed: 5 },
    { ai: inThreadAi, aiDelayMs },
  );
  const commands: HostUpdate[] = [];
  h.subscribe((u) => {
    if (u.change.kind === 'command') commands.push(u);
  });
  h.start();
  return { h, commands };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the computer’s pace', () => {
  it('plays each answer only once the delay has passed, and with its reasons', async () => {
    vi.useFakeTimers();
    const { h, commands } = computerGame(500);
    await vi.advanceTimersByTimeAsync(499);
    expect(commands).toHaveLength(0);
    expect(h.snapshot().aiThinking).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(commands).toHaveLength(1);
    // The second (the choice of zone) waits its pause too.
    await vi.advanceTimersByTimeAsync(499);
    expect(commands).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(commands.length).toBeGreaterThanOrEqual(2);
    const first = commands[0]!.change;
    expect(first.kind === 'command' && first.from === 'ai' && first.explanation).toMatch(/\w/);
    h.dispose();
  });

  it('places the set-up’s units without the pause (1.15): only the actions are paced', async () => {
    vi.useFakeTimers();
    const { h, commands } = computerGame(500);
    // The roll-off and the choice of zone, paced; then all 18 units of Armoured are placed at
    // once; the strategy roll that follows waits its pause again.
    await vi.advanceTimersByTimeAsync(999);
    expect(commands).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    const types = commands.map((u) => (u.change.kind === 'command' ? u.change.command.type : ''));
    expect(types).toHaveLength(20);
    expect(types.slice(2).every((t) => t.startsWith('setup.'))).toBe(true);
    expect(h.snapshot().game.phase).toBe('strategy');
    await vi.advanceTimersByTimeAsync(499);
    expect(commands).toHaveLength(20);
    await vi.advanceTimersByTimeAsync(1);
    expect(commands).toHaveLength(21);
    h.dispose();
  });

  it('takes a new pace from the next answer, within 0 and the longest allowed', async () => {
    vi.useFakeTimers();
    const { h, commands } = computerGame(MAX_AI_DELAY_MS);
    h.setAiDelay(60_000);
    await vi.advanceTimersByTimeAsync(MAX_AI_DELAY_MS);
    expect(commands).toHaveLength(1);
    h.setAiDelay(-10);
    // The answer already waiting keeps its pause; after it, answers are played as they come.
    await vi.advanceTimersByTimeAsync(MAX_AI_DELAY_MS - 1);
    expect(commands).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(commands.length).toBeGreaterThan(3);
    h.dispose();
  });

  it('drops an answer whose game was closed during the pause', async () => {
    vi.useFakeTimers();
    const { h, commands } = computerGame(300);
    await vi.advanceTimersByTimeAsync(100);
    h.dispose();
    await vi.advanceTimersByTimeAsync(1000);
    expect(commands).toHaveLength(0);
  });
});
