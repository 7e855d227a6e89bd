import {
  createTournamentSetup,
  type TournamentOptions,
} from '../../../../engine/netea/scenarios/tournament';
import type { GameState } from '../../../../engine/netea/state/schema';
import { createGame, type GameSetup } from '../../../../engine/netea/state/setup';

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
