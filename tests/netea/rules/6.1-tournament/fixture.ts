import {
  createTournamentSetup,
  type TournamentOptions,
} from '../../../../engine/netea/scenarios/tournament';
import type { GameState } from '../../../../engine/netea/state/schema';
import { createGame, type GameSetup } from '../../../../engine/netea/state/setup';
import { applyCommand, validateCommand } from '../../../../engine/netea/commands/apply';
import type { Command } from '../../../../engine/netea/commands/schema';
import { FixedDieSource } from '../../../../engine/kernel/dice/roller';
import { tournamentDecision } from '../../../../engine/netea/rules/6.1-tournament/decision';
import { tournamentDefault } from '../../../../engine/netea/rules/6.1-tournament/defaults';
import type { TournamentStep } from '../../../../engine/netea/rules/6.1-tournament/state';

/** A small tournament game of bundled formations: strategy ratings 5 and 3 unless given. */
export function tournamentSetup(overrides: Partial<TournamentOptions> = {}): GameSetup {
  const setup = createTournamentSetup({
    seed: 7,
    pointsTotal: 3000,
    forces: [
      {
        name: 'Alpha',
        strategyRating: 5,
        formations: [
          { formation: 'sm-tactical-detachment', points: 300, count: 2 },
          { formation: 'sm-land-speeder-detachment', points: 200 },
          { formation: 'sm-tactical-detachment-rhinos', points: 350 },
        ],
      },
      {
        name: 'Beta',
        strategyRating: 3,
        formations: [
          { formation: 'sm-tactical-detachment', points: 300 },
          { formation: 'ig-command-bunker-and-hydra', points: 150 },
          { formation: 'sm-predator-destructor-detachment', points: 300 },
        ],
      },
    ],
    ...overrides,
  });
  if (!setup.ok) throw new Error(setup.error.join('\n'));
  return setup.value;
}

export function tournamentGame(overrides: Partial<TournamentOptions> = {}): GameState {
  const created = createGame(tournamentSetup(overrides));
  if (!created.ok) throw new Error(created.error.join('\n'));
  return created.value;
}

/** A fixed sequence in [0, 1) for the computer's set-up answers. */
export function fixedRandom(seed = 1): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 0x100000000;
  };
}

/** Apply a command, or fail the test with the refusal. */
export function play(state: GameState, command: Command, dice?: readonly number[]): GameState {
  const result = applyCommand(
    state,
    command,
    dice ? { dice: new FixedDieSource(dice, state.rng) } : {},
  );
  if (!result.ok) throw new Error(`${result.refusal.code}: ${result.refusal.message}`);
  return result.state;
}

/** The refusal's code and section, or null when the command is legal. */
export function refused(
  state: GameState,
  command: Command,
): { code: string; section: string } | null {
  const r = validateCommand(state, command);
  return r ? { code: r.code, section: r.section } : null;
}

/** Let the computer's default answers carry the set-up on until `step` (or the battle). */
export function setUpUntil(state: GameState, step: TournamentStep, seed = 1): GameState {
  const random = fixedRandom(seed);
  let game = state;
  while (game.tournament && game.tournament.step !== step && game.phase === 'setup') {
    const side = tournamentDecision(game).sides[0]!;
    game = play(game, tournamentDefault(game, side, random, false));
  }
  return game;
}
