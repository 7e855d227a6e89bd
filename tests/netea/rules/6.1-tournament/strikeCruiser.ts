import { fieldRoster } from '../../../../engine/netea/armies/field';
import { createTournamentSetup } from '../../../../engine/netea/scenarios/tournament';
import { createGame } from '../../../../engine/netea/state/setup';
import type { GameState } from '../../../../engine/netea/state/schema';
import { formationNamed, list, roster } from '../../armies/field/helpers';

/** A tournament game: a Space Marine army fielded from its list with a Strike Cruiser (side 0,
 * strategy rating 5) against a bundled Tactical detachment (side 1). */
export function strikeCruiserGame(): GameState {
  const sm = list('space-marines-ea');
  const army = fieldRoster(
    roster(sm, [formationNamed(sm, 'Tactical'), formationNamed(sm, 'Strike Cruiser')]),
  );
  if (!army.ok) throw new Error(army.error.join(' '));
  const setup = createTournamentSetup({
    seed: 11,
    pointsTotal: 3000,
    forces: [
      { name: 'Marines', strategyRating: 5, formations: [], army: army.value },
      {
        name: 'Beta',
        strategyRating: 3,
        formations: [{ formation: 'sm-tactical-detachment', points: 300 }],
      },
    ],
  });
  if (!setup.ok) throw new Error(setup.error.join(' '));
  const game = createGame(setup.value);
  if (!game.ok) throw new Error(game.error.join(' '));
  return game.value;
}
