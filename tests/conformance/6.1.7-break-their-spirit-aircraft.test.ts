import { describe, expect, it } from 'vitest';
import { createUtilityPlayer } from '../../ai/utility/utilityPlayer';
import type { Command } from '../../engine/netea/commands/schema';
import { startChart } from '../../engine/netea/flow/game';
import { pendingDecision } from '../../engine/netea/flow/pending';
import { goalsOf, mostExpensiveInPlay } from '../../engine/netea/rules/6.1-tournament/goals';
import type { TournamentForce } from '../../engine/netea/scenarios/tournamentArmies';
import type { GameState } from '../../engine/netea/state/schema';
import { play, setUpUntil, tournamentGame } from '../netea/rules/6.1-tournament/fixture';

/**
 * 6.1.7 Break Their Spirit and its FAQ (footnote 77): "Do formations that are 'off board'
 * (spacecraft) or in reserve count towards the Break Their Spirit goal? No. However, a formation
 * that enters play and is destroyed (e.g. an aircraft) would count towards the goal." Our
 * reading: an aircraft formation that has flown a mission has entered play; back off the table
 * after its disengagement it is neither destroyed nor broken by that, and it stays the formation
 * worth the most points in play, the one the opponent must destroy.
 */
const force = (
  name: string,
  strategyRating: number,
  formations: TournamentForce['formations'],
): TournamentForce => ({ name, strategyRating, formations });

const ALPHA = force('Alpha', 5, [
  { formation: 'ig-thunderbolt-squadron', points: 400 },
  { formation: 'sm-tactical-detachment', points: 300 },
]);
const BETA = force('Beta', 3, [{ formation: 'sm-tactical-detachment', points: 300 }]);
const BOLTS = 'a-ig-thunderbolt-squadron-1';
const TACTICAL = 'a-sm-tactical-detachment-1';

/** Turn 1's action phase, Alpha going first, no reserves declared but the aircraft's own. */
function actionPhase(): GameState {
  let game = play(tournamentGame({ forces: [ALPHA, BETA] }), {
    type: 'tournament.chooseEdge',
    side: 0,
    edge: 'south',
  });
  game = setUpUntil(game, 'garrisons');
  while (game.tournament?.step === 'garrisons')
    game = play(game, { type: 'tournament.endGarrisons', side: game.tournament.next });
  const none = (side: 0 | 1): Command => ({
    type: 'tournament.declareReserves',
    side,
    reserves: [],
  });
  game = setUpUntil(play(play(game, none(0)), none(1)), 'battle');
  game = play(game, { type: 'strategy.roll', side: 0 }, [6, 1]);
  if (game.phase === 'strategy')
    game = play(game, { type: 'strategy.choose', side: 0, goFirst: true });
  return game;
}

const boltsAt = (game: GameState) =>
  game.formations[BOLTS]!.unitIds.map((id) => game.units[id]!.status);

/** The computer players carry the turn on until the Thunderbolts have disengaged. */
function flownAndHome(game: GameState): GameState {
  const players = [createUtilityPlayer('hard', 1), createUtilityPlayer('hard', 2)];
  const attack = players[0]!.decide(game, pendingDecision(startChart(game)), 0).command;
  expect(attack).toMatchObject({ type: 'aircraft.mission', formationId: BOLTS });
  game = play(game, attack, [6]);
  expect(boltsAt(game).every((s) => s === 'deployed')).toBe(true);
  for (let i = 0; i < 200; i += 1) {
    if (game.log.some((c) => c.type === 'aircraft.disengage' && c.formationId === BOLTS)) break;
    const pending = pendingDecision(startChart(game));
    const side = pending.sides[0];
    if (side === undefined) break;
    game = play(game, players[side]!.decide(game, pending, side).command);
  }
  return game;
}

const destroyed = (game: GameState, formationId: string): GameState => {
  const units = { ...game.units };
  for (const id of game.formations[formationId]!.unitIds)
    units[id] = { ...units[id]!, status: 'destroyed', position: null };
  return { ...game, units };
};

describe('6.1.7 Break Their Spirit: aircraft back off the table', () => {
  it('6.1.7 FAQ: "Do formations that are off board (spacecraft) or in reserve count towards the Break Their Spirit goal?" An aircraft formation that has not flown does not', () => {
    const game = actionPhase();
    expect(boltsAt(game).every((s) => s === 'reserve')).toBe(true);
    // The Thunderbolts (400) never entered play: the Tactical detachment (300) is the target.
    expect(mostExpensiveInPlay(game, 0).map((f) => f.id)).toEqual([TACTICAL]);
    expect(goalsOf(destroyed(game, TACTICAL), 1)).toContain('break-their-spirit');
  });

  it('6.1.7 FAQ: "Do formations that are off board (spacecraft) or in reserve count towards the Break Their Spirit goal?" An aircraft that flew and returned off the table entered play: not destroyed by leaving, and still the one to destroy', () => {
    const game = flownAndHome(actionPhase());
    // Disengaged: the Thunderbolts are off the table again, alive and unbroken.
    expect(boltsAt(game).every((s) => s === 'reserve')).toBe(true);
    expect(game.formations[BOLTS]!.broken).toBe(false);
    expect(mostExpensiveInPlay(game, 0).map((f) => f.id)).toEqual([BOLTS]);
    // Off the table is not destroyed: no Break Their Spirit for Beta ...
    expect(goalsOf(game, 1)).not.toContain('break-their-spirit');
    // ... nor for destroying the cheaper Tactical detachment instead ...
    expect(goalsOf(destroyed(game, TACTICAL), 1)).not.toContain('break-their-spirit');
    // ... only for shooting the Thunderbolts down.
    expect(goalsOf(destroyed(game, BOLTS), 1)).toContain('break-their-spirit');
  });
});
