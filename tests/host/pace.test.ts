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
    await vi.advanceTimersByTimeAsync(500 * 3);
    expect(commands).toHaveLength(4);
    const first = commands[0]!.change;
    expect(first.kind === 'command' && first.from === 'ai' && first.explanation).toMatch(/\w/);
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
