import { describe, expect, it } from 'vitest';
import { createGame } from '../../engine/netea/state/setup';
import { GameHost, type AiDecider, type HostUpdate } from '../../main/host/gameHost';
import { armouredSetup } from '../saves/helpers';
import { inThreadAi } from '../../main/ai/decide';

function computerGame(ai: AiDecider, aiPlayer: string) {
  const setup = armouredSetup(3);
  const game = createGame(setup);
  if (!game.ok) throw new Error(game.error.join('\n'));
  const log: string[] = [];
  const host = new GameHost({
    gameId: 'g',
    setup,
    settings: { controllers: ['computer', 'computer'], aiPlayer, aiSeed: 1 },
    from: { game: game.value },
    ai,
    log: (l) => log.push(l),
  });
  const updates: HostUpdate[] = [];
  host.subscribe((u) => updates.push(u));
  return { host, log, updates };
}

const settle = async () => {
  for (let i = 0; i < 20; i++) await new Promise((r) => setImmediate(r));
};

describe('when the computer player fails', () => {
  it('an illegal answer is logged and the random player answers that decision instead', async () => {
    // A player that always rolls off, whatever the game waits for.
    const sloppy: AiDecider = {
      async decide(request) {
        if (request.playerId === 'sloppy')
          return {
            command: { type: 'setup.rollOff', side: request.side },
            explanation: { summary: '' },
          };
        return inThreadAi.decide(request);
      },
    };
    const { host, log } = computerGame(sloppy, 'sloppy');
    host.start();
    await settle();
    expect(host.snapshot().game.log.length).toBeGreaterThan(5);
    expect(log).toContain('the "random" player answers this decision instead');
    expect(
      log.some((l) =>
        /AI player "sloppy" answered with a refused command: [a-z-]+\/[a-z-]+ /.test(l),
      ),
    ).toBe(true);
    host.dispose();
  });

  it('with no answer at all, the game waits with the problem shown, and goes on when retried', async () => {
    let broken = true;
    const flaky: AiDecider = {
      async decide(request) {
        if (broken) throw new Error('the AI gave no answer after 3 attempts: hung');
        return inThreadAi.decide(request);
      },
    };
    const { host, updates } = computerGame(flaky, 'random');
    host.start();
    await settle();
    expect(host.snapshot().game.log).toHaveLength(0);
    expect(updates.at(-1)!.snapshot.aiProblem).toMatch(/The computer could not decide: .*hung/);
    broken = false;
    host.retryAi();
    await settle();
    expect(host.snapshot().aiProblem).toBeNull();
    expect(host.snapshot().game.log.length).toBeGreaterThan(5);
    host.dispose();
  });
});
