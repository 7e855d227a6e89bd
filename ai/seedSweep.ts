import { createSession } from '../engine/netea/flow/game';
import { createScenarioSetup, type ScenarioInput } from '../engine/netea/scenarios';
import { randomTournamentSetup } from '../engine/netea/scenarios/tournament';
import type { GameSetup } from '../engine/netea/state/setup';
import type { Result } from '../engine/kernel/result';
import { hashText, hashValue } from '../engine/kernel/hash';
import { createGame } from '../engine/netea/state/setup';
import { createRandomPlayer } from './random';
import { playerSeed, simulate } from './simulate';
import type { Side } from '../engine/netea/commands/schema';

export interface SweepResult {
  readonly games: number;
  readonly failures: readonly { readonly seed: number; readonly problem: string }[];
  /** Games won by each side, indexed by side (as many as the games had players; none if every
   * game failed). */
  readonly wins: readonly number[];
  readonly draws: number;
  /** The hash of every game's final state, in seed order, hashed together: two sweeps of the same
   * seeds with the same digest played the same games (a change meant to keep play as it was,
   * measured over many games). */
  readonly digest: string;
}

/**
 * Plays a scenario with random legal players for every seed in [from, to): each game must end
 * without an exception or a breach of the invariants, and its command log must replay through
 * a fresh chart to the same hash. Failures are collected with their seed, so they reproduce.
 */
export function sweepSeeds(scenario: ScenarioInput, from: number, to: number): SweepResult {
  return sweep((seed) => createScenarioSetup(scenario, { seed }), from, to);
}

/** The same for random tournament games (6.1): random forces to `points`, generated terrain. */
export function sweepTournamentSeeds(from: number, to: number, points = 3000): SweepResult {
  return sweep((seed) => randomTournamentSetup(seed, points), from, to);
}

function sweep(
  setupFor: (seed: number) => Result<GameSetup>,
  from: number,
  to: number,
): SweepResult {
  const failures: { seed: number; problem: string }[] = [];
  const wins: number[] = [];
  let draws = 0;
  const hashes: string[] = [];
  for (let seed = from; seed < to; seed++) {
    try {
      const setup = setupFor(seed);
      if (!setup.ok) throw new Error(setup.error.join('; '));
      const players = setup.value.players.map((_, side) =>
        createRandomPlayer(playerSeed(seed, side as Side)),
      );
      const outcome = simulate(setup.value, players, { checkInvariants: true });
      const game = outcome.snapshot.context.game;
      const created = createGame(setup.value);
      if (!created.ok) throw new Error(created.error.join('; '));
      // A fresh chart as the host runs one (an actor: the pure transitions build a new actor
      // scope for every command, a fifth of a sweep's time), every command checked again.
      const replay = createSession({ game: created.value });
      for (const command of game.log) {
        const next = replay.submit(command);
        if (!next.ok) throw new Error(`replay refused ${command.type}: ${next.refusal.message}`);
      }
      const hash = hashValue(game);
      if (hashValue(replay.snapshot().context.game) !== hash)
        throw new Error('replay gave another hash');
      hashes.push(hash);
      while (wins.length < players.length) wins.push(0);
      if (outcome.result.winner === null) draws++;
      else wins[outcome.result.winner]!++;
    } catch (error) {
      failures.push({ seed, problem: error instanceof Error ? error.message : String(error) });
      hashes.push(`failed ${seed}`);
    }
  }
  return { games: to - from, failures, wins, draws, digest: hashText(hashes.join('\n')) };
}
