import type { Side } from '../../engine/netea/commands/schema';
import type { GameSetup } from '../../engine/netea/state/setup';
import type { Player } from '../../ai/player';
import { createPlayer } from '../../ai/registry';
import { playerSeed, simulate } from '../../ai/simulate';

/** Decision times in milliseconds, per decision kind (`assault/charge` for assault steps). */
export type DecisionTimes = Map<string, number[]>;

/** A player whose every decision is timed into `times`. */
export function timed(player: Player, times: DecisionTimes): Player {
  return {
    name: player.name,
    decide(game, pending, side) {
      const start = performance.now();
      const answer = player.decide(game, pending, side);
      const kind = pending.step ? `${pending.kind}/${pending.step}` : pending.kind;
      let list = times.get(kind);
      if (!list) times.set(kind, (list = []));
      list.push(performance.now() - start);
      return answer;
    },
  };
}

export interface ArenaGame {
  readonly seed: number;
  /** The side player A played. */
  readonly sideA: Side;
  /** How many players the game had (two; three or four in all against all, 5.3.11.1). */
  readonly players: number;
  readonly winner: 'A' | 'B' | null;
  readonly turns: number;
  readonly commands: number;
  readonly seconds: number;
}

/**
 * One arena game: A and B by id, A on side `index` modulo the number of players (side 0 for even
 * games and side 1 for odd ones in a game of two), B on every other side (seed 001 5.3.11.1: in
 * all against all A plays alone against two or three B players), each player seeded from the
 * game's seed; decision times go into `times` (per player id: all B players' into B).
 */
export function playArenaGame(
  setup: GameSetup,
  a: string,
  b: string,
  seed: number,
  index: number,
  times: { A: DecisionTimes; B: DecisionTimes },
): ArenaGame {
  const sides = setup.players.length;
  const sideA = (index % sides) as Side;
  // The first B player keeps the seed it had when every game had two players.
  let others = 0;
  const players: Player[] = setup.players.map((_, side) =>
    side === sideA
      ? timed(createPlayer(a, seed * 2 + 1), times.A)
      : timed(
          createPlayer(b, others++ === 0 ? seed * 2 + 2 : playerSeed(seed, others as Side)),
          times.B,
        ),
  );
  const start = performance.now();
  const outcome = simulate(setup, players);
  const seconds = (performance.now() - start) / 1000;
  const w = outcome.result.winner;
  return {
    seed,
    sideA,
    players: sides,
    winner: w === null ? null : w === sideA ? 'A' : 'B',
    turns: outcome.result.turn,
    commands: outcome.commands,
    seconds,
  };
}

/** Wilson score interval (95%) for a proportion of `k` successes in `n` trials. */
export function wilson(k: number, n: number, z = 1.96): { low: number; high: number } {
  if (n === 0) return { low: 0, high: 1 };
  const p = k / n;
  const denom = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denom;
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** The p-th percentile (0..100) of a list of numbers, nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((x, y) => x - y);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}
