import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPlayer, decisionSeed } from '../../ai/registry';
import { replay } from '../../engine/netea/replay';
import { createScenarioSetup, findScenario } from '../../engine/netea/scenarios';
import { hashValue } from '../../engine/kernel/hash';
import {
  GameHost,
  type AiDecider,
  type GameHostOptions,
  type HostUpdate,
} from '../../main/host/gameHost';
import { createGame } from '../../engine/netea/state/setup';
import { armouredSetup } from '../saves/helpers';
import { GameService } from '../../main/host/service';
import type { NewGameRequest } from '../../main/ipc/api';
import { SaveStore } from '../../main/saves/store';

/** A host of a new game of Armoured (seed 3), not started, with the given settings and AI. */
export function armouredHost(
  settings: GameHostOptions['settings'],
  extra: Pick<GameHostOptions, 'ai' | 'aiDelayMs'> = {},
): GameHost {
  const setup = armouredSetup(3);
  const game = createGame(setup);
  if (!game.ok) throw new Error(game.error.join('\n'));
  return new GameHost({ gameId: 'g', setup, settings, from: { game: game.value }, ...extra });
}

export const ARMOURED_AI_VS_AI: NewGameRequest = {
  scenarioId: 'armoured',
  seed: 3,
  controllers: ['computer', 'computer'],
  aiPlayer: 'random',
};

export async function tempUserData(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'epic-solo-host-'));
}

/** A service over a store in `userData`, with its updates and log lines collected. */
export function serviceFor(userData: string, ai: AiDecider) {
  const updates: HostUpdate[] = [];
  const log: string[] = [];
  const waiters = new Set<(update: HostUpdate) => void>();
  let ids = 0;
  const service = new GameService({
    store: new SaveStore(userData),
    ai,
    publish(update) {
      updates.push(update);
      for (const waiter of [...waiters]) waiter(update);
    },
    log: (line) => log.push(line),
    newGameId: () => `game${++ids}`,
    now: () => new Date('2026-11-21T16:00:00.000Z'),
  });
  /** Resolves with the first update (from now) that passes the test; fails on an AI problem. */
  function until(test: (update: HostUpdate) => boolean, timeoutMs = 60_000): Promise<HostUpdate> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no such update in ${timeoutMs} ms; log: ${log.join(' | ')}`));
      }, timeoutMs);
      const check = (update: HostUpdate) => {
        if (update.snapshot.aiProblem) reject(new Error(update.snapshot.aiProblem));
        else if (!test(update)) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve(update);
      };
      waiters.add(check);
      const now = service.current();
      if (now) check({ snapshot: now, events: [], change: { kind: 'start' } });
    });
  }
  const over = () => until((u) => u.snapshot.game.result !== null);
  /** Call `listener` with every update from now on. */
  const watch = (listener: (update: HostUpdate) => void) => waiters.add(listener);
  /** Close the game and let its last autosave reach the disk. */
  const close = async () => {
    service.dispose();
    await service.lastAutosave;
  };
  return { service, updates, log, until, over, watch, close };
}

/** The person's side played by a deterministic random player answering through the service. */
export function personBot(service: GameService, seed: number) {
  return (update: HostUpdate) => {
    const { game, pending, controllers } = update.snapshot;
    if (game.result) return;
    const side = pending.sides.find((s) => controllers[s] === 'person');
    if (side === undefined) return;
    const player = createPlayer('random', decisionSeed(seed, side, game.log.length));
    const { command } = player.decide(game, pending, side);
    setImmediate(() => service.submit(command));
  };
}

/** The hash of the game its set-up and log make, replayed from scratch. */
export function replayedHash(update: HostUpdate, request: NewGameRequest): string {
  const scenario = findScenario(request.scenarioId)!;
  const setup = createScenarioSetup(scenario, { seed: request.seed });
  if (!setup.ok) throw new Error(setup.error.join('\n'));
  const replayed = replay(setup.value, update.snapshot.game.log);
  if (!replayed.ok) throw new Error(replayed.problem);
  return hashValue(replayed.state);
}
