import { afterEach, describe, expect, it } from 'vitest';
import { inThreadAi } from '../../../main/ai/decide';
import type { HostSnapshot } from '../../../main/host/gameHost';
import { dueSide, isHotSeat } from '../../../main/host/hotSeat';
import { gameFor, viewerOf } from '../../../main/host/windowView';
import { newGameRequestSchema } from '../../../main/ipc/schemas';
import { serviceFor, tempUserData } from '../../host/helpers';

/**
 * Seed 001 5.3.11 in the host: a game of three or four players has a controller per player (a
 * person or the computer); several people at one machine share it by the hot seat, and the
 * window sees only the secrets of the one sitting there.
 */
let closing: (() => Promise<void>) | null = null;
afterEach(async () => {
  await closing?.();
  closing = null;
});

const THREE_WAY = {
  scenarioId: 'all-against-all',
  seed: 11,
  aiPlayer: 'random',
} as const;

describe('controllers per player (5.3.11)', () => {
  it('takes two to six controllers (team play, 5.3.11.2) and refuses one or seven', () => {
    const request = (controllers: string[]) =>
      newGameRequestSchema.safeParse({ ...THREE_WAY, controllers }).success;
    expect(request(['person', 'computer'])).toBe(true);
    expect(request(['person', 'computer', 'computer'])).toBe(true);
    expect(request(['person', 'computer', 'person', 'computer'])).toBe(true);
    expect(request(['person'])).toBe(false);
    expect(request(['person', 'computer', 'computer', 'computer', 'computer'])).toBe(true);
    expect(request(['person', ...Array<string>(6).fill('computer')])).toBe(false);
  });

  it('starts All Against All with the person as player 1 and two computers', async () => {
    const s = serviceFor(await tempUserData(), inThreadAi);
    closing = s.close;
    const started = await s.service.newGame({
      ...THREE_WAY,
      controllers: ['person', 'computer', 'computer'],
    });
    expect(started.ok).toBe(true);
    if (!started.ok) return;
    expect(started.value.controllers).toEqual(['person', 'computer', 'computer']);
    expect(started.value.game.players).toHaveLength(3);
    // One person: no hot seat, the window is the person's.
    expect(started.value.hotSeat).toBeUndefined();
  });

  it('refuses a new game whose controllers do not match the scenario’s players, naming both', async () => {
    const s = serviceFor(await tempUserData(), inThreadAi);
    closing = s.close;
    const two = await s.service.newGame({ ...THREE_WAY, controllers: ['person', 'computer'] });
    expect(two).toEqual({
      ok: false,
      error: ['the scenario has 3 players but 2 were given who plays them'],
    });
    const four = await s.service.newGame({
      scenarioId: 'basic-training',
      seed: 1,
      aiPlayer: 'random',
      controllers: ['person', 'computer', 'computer'],
    });
    expect(four.ok).toBe(false);
  });
});

describe('the hot seat with three players (5.3.11)', () => {
  it('is a hot seat when two or more people play, whatever the computers do', () => {
    expect(isHotSeat(['person', 'person'])).toBe(true);
    expect(isHotSeat(['person', 'computer'])).toBe(false);
    expect(isHotSeat(['person', 'computer', 'person'])).toBe(true);
    expect(isHotSeat(['computer', 'person', 'computer'])).toBe(false);
  });

  it('shows the window as the one person sees it, everyone’s view when only computers play', () => {
    expect(viewerOf(['computer', 'computer', 'person'])).toBe(2);
    expect(viewerOf(['computer', 'computer', 'computer'])).toBe('everyone');
    expect(viewerOf(['person', 'computer', 'person'])).toBe('nobody');
  });

  it('passes the machine to the next person the game waits for', () => {
    const pending = (sides: number[]) => ({ sides }) as unknown as HostSnapshot['pending'];
    expect(dueSide(pending([2]), 0)).toBe(2);
    expect(dueSide(pending([0, 1, 2]), 1)).toBe(1);
  });

  it('keeps every player’s secrets from a window nobody sits at', () => {
    const base = { plots: [] as unknown[], log: [] as unknown[] };
    const plot = (side: number) => ({
      side,
      kind: 'tunnel',
      formationId: `f${side}`,
      position: { x: 10 * side, y: 5 },
      turn: 3,
    });
    const game = {
      ...base,
      players: [{}, {}, {}],
      plots: [plot(0), plot(1), plot(2)],
    } as unknown as Parameters<typeof gameFor>[0];
    expect(gameFor(game, 'nobody').plots ?? []).toEqual([]);
    // Player 3 at the machine sees its own plot only.
    expect((gameFor(game, 2).plots ?? []).map((p) => p.side)).toEqual([2]);
  });
});
