import type { Point } from '../../engine/kernel/geometry';
import type { GameState } from '../../engine/netea/state/schema';
import { play, setUpUntil, tournamentGame } from '../netea/rules/6.1-tournament/fixture';

/**
 * A hand-built tournament battle (6.1) for the AI's goal play. Alpha (side 0) has the south edge;
 * the set-up's default objectives are objective-1 on Alpha's edge, objective-2 on Beta's edge,
 * 3 and 5 in Beta's half, 4 and 6 in Alpha's half. Every unit starts off the table; each test
 * stands the formations it needs with `put`.
 */
export function battleAway(): GameState {
  const game = setUpUntil(
    play(tournamentGame(), { type: 'tournament.chooseEdge', side: 0, edge: 'south' }),
    'battle',
  );
  const units = Object.fromEntries(
    Object.entries(game.units).map(([id, u]) => [
      id,
      { ...u, status: 'reserve' as const, position: null },
    ]),
  );
  // Turn 1's action phase, Alpha to act.
  return {
    ...game,
    units,
    turn: 1,
    phase: 'action',
    turnState: { ...game.turnState, strategyWinner: 0, firstSide: 0, activeSide: 0 },
  };
}

/** Stands the formation's units in a row from `at`, 5cm apart. */
export function put(state: GameState, formationId: string, at: Point, broken?: boolean): GameState {
  const units = { ...state.units };
  state.formations[formationId]!.unitIds.forEach((id, i) => {
    units[id] = {
      ...units[id]!,
      status: 'deployed',
      position: { x: at.x + i * 5, y: at.y },
    };
  });
  const formations =
    broken !== undefined
      ? { ...state.formations, [formationId]: { ...state.formations[formationId]!, broken } }
      : state.formations;
  return { ...state, units, formations };
}

export const objective = (state: GameState, id: string) =>
  state.objectives.find((o) => o.id === id)!.position;
export const indexOf = (state: GameState, id: string) =>
  state.objectives.findIndex((o) => o.id === id);
export const half = (state: GameState, index: number) =>
  state.tournament!.objectives.find((o) => o.objectiveId === state.objectives[index]!.id)!.half;
export const dist = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

export const TACTICALS = 'a-sm-tactical-detachment-1';
export const TACTICALS_2 = 'a-sm-tactical-detachment-2';
export const SPEEDERS = 'a-sm-land-speeder-detachment-1';
/** Alpha's most expensive formation (350 points). */
export const RHINOS = 'a-sm-tactical-detachment-rhinos-1';
export const BETA_TACTICALS = 'b-sm-tactical-detachment-1';
export const BETA_PREDATORS = 'b-sm-predator-destructor-detachment-1';
export const BETA_HYDRA = 'b-ig-command-bunker-and-hydra-1';
