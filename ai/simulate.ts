import type { Side } from '../engine/netea/commands/schema';
import type { GameEvent } from '../engine/netea/events';
import { createSession, pendingDecision } from '../engine/netea/flow/game';
import type { ChartSnapshot } from '../engine/netea/flow/pending';
import { createGame, type GameSetup } from '../engine/netea/state/setup';
import type { GameResult, GameState } from '../engine/netea/state/schema';
import { checkInvariants } from './invariants';
import type { Player } from './player';

export interface SimulationOptions {
  /** A game still going after this many commands has stalled: a bug, reported as such. */
  readonly maxCommands?: number;
  /** Called with every accepted command's events, in order (for battle logs). */
  readonly onEvents?: (events: readonly GameEvent[], game: GameState, side: Side) => void;
  /** Check the rules' invariants after every command (ai/invariants.ts); a breach throws. */
  readonly checkInvariants?: boolean;
}

export interface SimulationResult {
  readonly snapshot: ChartSnapshot;
  readonly result: GameResult;
  readonly commands: number;
}

/**
 * The seed of side `side`'s player in the game of seed `seed` for the sweeps, the simulator and
 * the arena: `seed * 2 + 1` and `seed * 2 + 2` for the two players of every game before seed 001
 * 5.3.11 (kept, so two-player games replay as they always did), a seed of their own for the
 * third and fourth players of all against all.
 */
export function playerSeed(seed: number, side: Side): number {
  return side < 2 ? seed * 2 + 1 + side : (Math.imul(seed + 1, 0x9e3779b1) ^ side) >>> 0;
}

/**
 * Plays one game between two to four players (one per side, in side order) through the phase chart, exactly as the host will: the
 * pending decision says whose turn it is, the player answers, the chart checks and applies.
 * An illegal answer or a stall throws, naming the command, so simulations double as fuzz tests.
 */
export function simulate(
  setup: GameSetup,
  players: readonly Player[],
  options: SimulationOptions = {},
): SimulationResult {
  const created = createGame(setup);
  if (!created.ok) throw new Error(created.error.join('\n'));
  if (players.length !== created.value.players.length)
    throw new Error(
      `this game has ${created.value.players.length} players but ${players.length} were given`,
    );
  const session = createSession({ game: created.value });
  let snapshot = session.snapshot();
  const max = options.maxCommands ?? 20_000;
  let commands = 0;
  for (;;) {
    const game = snapshot.context.game;
    if (game.result) return { snapshot, result: game.result, commands };
    const pending = pendingDecision(snapshot);
    const side = pending.sides[0];
    if (side === undefined)
      throw new Error(`no decision pending in ${JSON.stringify(snapshot.value)} and no result`);
    const player = players[side]!;
    const { command } = player.decide(game, pending, side);
    const submitted = session.submit(command);
    if (!submitted.ok) {
      throw new Error(
        `${player.name} (player ${side + 1}) sent an illegal ${command.type}: ${submitted.refusal.code} (${submitted.refusal.section}) ${submitted.refusal.message}`,
      );
    }
    if (options.checkInvariants) {
      const breach = checkInvariants(game, command, submitted.snapshot.context.game);
      if (breach) throw new Error(`after ${command.type} (command ${commands + 1}): ${breach}`);
    }
    snapshot = submitted.snapshot;
    options.onEvents?.(submitted.events, snapshot.context.game, side);
    if (++commands > max)
      throw new Error(`game stalled after ${max} commands at ${JSON.stringify(snapshot.value)}`);
  }
}
