import type { Command } from '../../engine/netea/commands/schema';
import type { UnitDatasheet } from '../../engine/netea/data';
import type { TournamentForce } from '../../engine/netea/scenarios/tournamentArmies';
import type { GameState } from '../../engine/netea/state/schema';
import { withSheet } from './entryHelpers';
import { play, setUpUntil, tournamentGame } from '../netea/rules/6.1-tournament/fixture';

/**
 * A small tournament game for reserves entering through portals (6.1.6): Alpha's Predators
 * given the Portal ability (a test variant, so the situations stay small and hand-built; the
 * bundled Necron list's Monolith and Abattoir carry it for real).
 */
const force = (
  name: string,
  strategyRating: number,
  formations: TournamentForce['formations'],
): TournamentForce => ({ name, strategyRating, formations });

export const ALPHA = force('Alpha', 5, [
  { formation: 'sm-tactical-detachment', points: 300, count: 2 },
  { formation: 'sm-predator-destructor-detachment', points: 300 },
]);
export const BETA = force('Beta', 3, [{ formation: 'sm-tactical-detachment', points: 300 }]);

export const KEPT = 'a-sm-tactical-detachment-1';
export const ON_TABLE = 'a-sm-tactical-detachment-2';
export const PREDATORS = 'a-sm-predator-destructor-detachment-1';
export const BETA_TACTICAL = 'b-sm-tactical-detachment-1';

/** Alpha's Predators given the Portal ability. */
export function withPortals(game: GameState): GameState {
  const sheet = game.datasheets['sm-predator-destructor']!;
  const portal: UnitDatasheet = {
    ...sheet,
    id: 'sm-predator-portal',
    abilities: [...sheet.abilities, { id: 'portal' }],
  };
  return withSheet(game, portal, game.formations[PREDATORS]!.unitIds);
}

/** Edges chosen (Alpha south), objectives by the defaults, no garrisons: reserves are next. */
export function atReserves(game: GameState): GameState {
  let next = play(game, { type: 'tournament.chooseEdge', side: 0, edge: 'south' });
  next = setUpUntil(next, 'garrisons');
  while (next.tournament?.step === 'garrisons')
    next = play(next, { type: 'tournament.endGarrisons', side: next.tournament.next });
  return next;
}

export const declare = (
  side: 0 | 1,
  reserves: Extract<Command, { type: 'tournament.declareReserves' }>['reserves'],
): Command => ({ type: 'tournament.declareReserves', side, reserves });

export const KEEP_BY_PORTAL = declare(0, [{ formationId: KEPT, means: 'portal' }]);

/** Turn 1's action phase with Alpha's first Tactical detachment in reserve by portal, Alpha
 * (strategy 5, dice 6 to 1) going first. The detachment's initiative is 2+ (as the Necrons'
 * formations), so a roll of 1 fails its action test. */
export function actionPhase(): GameState {
  let game = atReserves(withPortals(tournamentGame({ forces: [ALPHA, BETA] })));
  game = {
    ...game,
    formations: { ...game.formations, [KEPT]: { ...game.formations[KEPT]!, initiative: 2 } },
  };
  game = setUpUntil(play(play(game, KEEP_BY_PORTAL), declare(1, [])), 'battle');
  game = play(game, { type: 'strategy.roll', side: 0 }, [6, 1]);
  if (game.phase === 'strategy')
    game = play(game, { type: 'strategy.choose', side: 0, goFirst: true });
  return game;
}
