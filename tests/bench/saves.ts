/**
 * Save figures for a game of 406 units and 2,000 commands (tests/bench/bigGame.ts): the 95th
 * percentile of an autosave as the host makes it after each command (the next 60 commands of
 * that game are played through a GameHost, each followed by its autosave: serialise, checksum,
 * write, flush, rename) and of a load (read, parse, checksum, validate; no replay). Targets:
 * autosave <= 20 ms, load <= 50 ms.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRandomPlayer } from '../../ai/random';
import { GameHost } from '../../main/host/gameHost';
import { SaveStore } from '../../main/saves/store';
import type { GameState } from '../../engine/netea/state/schema';
import type { GameSetup } from '../../engine/netea/state/setup';
import { playBigGame } from './bigGame';

const RUNS = 60;

/** Milliseconds of each of RUNS loads of a save (read, parse, checksum, validate), after five
 * to warm up. */
async function loadTimes(store: SaveStore, id: string): Promise<number[]> {
  const loads: number[] = [];
  for (let i = 0; i < RUNS + 5; i++) {
    const start = performance.now();
    const loaded = await store.load(id);
    if (!loaded.ok) throw new Error(loaded.error.join('\n'));
    if (i >= 5) loads.push(performance.now() - start);
  }
  return loads;
}

/** The 95th percentile of loading the save of `game` (made through a GameHost, as the app
 * saves), with the save's size in KB. */
export async function saveLoadFigures(
  setup: GameSetup,
  game: GameState,
): Promise<{ loadP95Ms: number; fileKB: number }> {
  const host = new GameHost({
    gameId: 'bench',
    setup,
    settings: { controllers: ['person', 'person'], aiPlayer: 'random', aiSeed: 1 },
    from: { game },
  });
  const userData = await mkdtemp(join(tmpdir(), 'epic-solo-bench-'));
  try {
    const store = new SaveStore(userData);
    const id = await store.autosave('bench', host.saveContent(null, new Date().toISOString()));
    return {
      loadP95Ms: p95(await loadTimes(store, id)),
      fileKB: Math.round((await stat(store.fileOf(id))).size / 1024),
    };
  } finally {
    host.dispose();
    await rm(userData, { recursive: true, force: true });
  }
}

export function p95(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return Math.round(sorted[Math.ceil(sorted.length * 0.95) - 1]! * 100) / 100;
}

export async function run(): Promise<Record<string, number>> {
  const big = playBigGame(1, 2000);
  const units = Object.keys(big.snapshot.context.game.units).length;
  if (units < 400 || big.commands.length < 2000)
    throw new Error(`the big game has ${units} units and ${big.commands.length} commands`);
  const host = new GameHost({
    gameId: 'bench',
    setup: big.setup,
    settings: { controllers: ['person', 'person'], aiPlayer: 'random', aiSeed: 1 },
    from: { game: big.snapshot.context.game },
  });
  const players = [createRandomPlayer(91), createRandomPlayer(92)];
  const userData = await mkdtemp(join(tmpdir(), 'epic-solo-bench-'));
  try {
    const store = new SaveStore(userData);
    const savedAt = new Date().toISOString();
    const id = await store.autosave('bench', host.saveContent(null, savedAt));
    const autosaves: number[] = [];
    for (let i = 0; i < RUNS && !host.snapshot().game.result; i++) {
      const { game, pending } = host.snapshot();
      const side = pending.sides[0]!;
      const outcome = host.submit(players[side]!.decide(game, pending, side).command, 'person');
      if (!outcome.ok) throw new Error(outcome.refusal.message);
      const start = performance.now();
      await store.autosave('bench', host.saveContent(null, savedAt));
      autosaves.push(performance.now() - start);
    }
    const loads = await loadTimes(store, id);
    return {
      'saves.autosaveP95Ms': p95(autosaves),
      'saves.loadP95Ms': p95(loads),
      'saves.fileKB': Math.round((await stat(store.fileOf(id))).size / 1024),
    };
  } finally {
    host.dispose();
    await rm(userData, { recursive: true, force: true });
  }
}
