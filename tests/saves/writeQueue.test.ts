import { describe, expect, it } from 'vitest';
import { WriteQueue } from '../../main/saves/writeQueue';

describe('WriteQueue', () => {
  it('runs one write at a time per save and drops the waiting ones a later write overtook', async () => {
    const queue = new WriteQueue();
    const ran: number[] = [];
    let running = 0;
    const job = (n: number) => async () => {
      running++;
      expect(running).toBe(1);
      await new Promise((r) => setTimeout(r, 5));
      ran.push(n);
      running--;
    };
    await Promise.all(Array.from({ length: 10 }, (_, n) => queue.run('a', job(n))));
    // The first started at once; of the nine that waited behind it only the last was written.
    expect(ran).toEqual([0, 9]);
  });

  it('keeps saves apart, and a failed write fails only its callers', async () => {
    const queue = new WriteQueue();
    const ran: string[] = [];
    const failing = queue.run('a', async () => {
      await new Promise((r) => setTimeout(r, 5));
      throw new Error('disk full');
    });
    const waiting = queue.run('a', async () => {
      ran.push('a2');
    });
    const other = queue.run('b', async () => {
      ran.push('b');
    });
    await expect(failing).rejects.toThrow('disk full');
    await Promise.all([waiting, other]);
    expect(ran.sort()).toEqual(['a2', 'b']);
    await queue.idle('a');
  });
});
