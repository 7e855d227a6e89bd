import { describe, expect, it } from 'vitest';
import type { Command, Side } from '../../engine/netea/commands/schema';
import { pendingDecision } from '../../engine/netea/flow/pending';
import { startChart } from '../../engine/netea/flow/game';
import {
  spacecraftFirst,
  spacecraftSetters,
} from '../../engine/netea/rules/4.3-4.4-spacecraft/order';
import type { GameState } from '../../engine/netea/state/schema';
import type { Teams } from '../../engine/netea/state/teams';
import { withTeams } from '../fixtures/teams';
import { go, refusalOf } from './helpers';
import {
  STRIKE_CRUISER,
  setUpShip,
  settingUp,
} from '../netea/rules/4.3-4.4-spacecraft/spacecraftFixtures';

/**
 * 4.3.1 with more than two players (seed 001 5.3.11): "If both players have spacecraft, they
 * should take turns in setting them up, starting with the player with the higher strategy
 * rating." Our reading for more players: every player with a spacecraft sets it up in turn, in
 * order of strategy rating, the highest first, team-mates as much as enemies.
 */

/** Each player's spacecraft formation: player 1's 'ship', player 2's 'orks', player 3's 'lads',
 * player 4's 'tac' (one unit of each made a Strike Cruiser). */
const SHIPS = ['ship', 'orks', 'lads', 'tac'] as const;

/** At set-up, nobody finished: a game of `teams.of.length` players, each with a spacecraft, with
 * these strategy ratings; no teams when `teams` is 'all-against-all'. */
function shipsAtSetUp(ratings: readonly number[], teams: Teams | 'all-against-all'): GameState {
  const base = settingUp();
  const s: GameState = {
    ...base,
    units: {
      ...base.units,
      boy1: { ...base.units.boy1!, datasheetId: STRIKE_CRUISER.id },
      lad1: { ...base.units.lad1!, datasheetId: STRIKE_CRUISER.id },
      // Player 4's (a fourth player only).
      ...(ratings.length > 3 ? { t1: { ...base.units.t1!, datasheetId: STRIKE_CRUISER.id } } : {}),
    },
  };
  const of = teams === 'all-against-all' ? ([0, 1, 1] as Teams['of']) : teams.of;
  const owners = ratings.length > 3 ? { lads: 2, tac: 3 } : { lads: 2 };
  const made = withTeams(
    s,
    owners as Record<string, Side>,
    teams === 'all-against-all' ? { mode: 'simultaneous', of } : teams,
  );
  const { teams: played, ...rest } = made;
  return {
    ...rest,
    ...(teams === 'all-against-all' ? {} : { teams: played }),
    players: made.players.map((p, i) => ({ ...p, strategyRating: ratings[i]! })),
    setup: { ...made.setup, finished: made.players.map(() => false) },
  };
}

/** Player `side` sets up his spacecraft, arriving on turn `turn`. */
function setUp(side: Side, turn: number): Command {
  return {
    ...setUpShip(turn, [{ x: 70, y: 100 }], { x: 90, y: side % 2 === 0 ? 0 : 120 }, side),
    formationId: SHIPS[side as 0 | 1 | 2 | 3],
  };
}

/** Sets the spacecraft up in the given order, checking at each step that the player next in
 * `order` alone may (the chart asks him alone), and every other player still to set up is
 * refused for the order. */
function inTurn(s: GameState, order: readonly Side[]): GameState {
  let state = s;
  order.forEach((side, i) => {
    expect(spacecraftSetters(state)).toEqual([side]);
    expect(pendingDecision(startChart(state))).toMatchObject({ kind: 'deploy', sides: [side] });
    for (const later of order.slice(i + 1))
      expect(refusalOf(state, setUp(later, later + 1))).toMatchObject({
        code: 'spacecraft/order',
        section: '4.3.1',
      });
    state = go(state, setUp(side, side + 1)).state;
  });
  expect(spacecraftSetters(state)).toEqual([]);
  expect(spacecraftFirst(state)).toBeNull();
  return state;
}

describe('4.3.1 with more players: every player sets up his spacecraft in turn', () => {
  it('seed 001 5.3.11.2 hierarchical team play: in order of strategy rating, a team-mate waiting for his team-mate', () => {
    // Ratings 3, 4, 5, 2: player 3 first (player 1's team-mate), then 2, 1 and 4.
    const s = shipsAtSetUp([3, 4, 5, 2], {
      mode: 'hierarchical',
      of: [0, 1, 0, 1],
      commanders: [0, 1],
    });
    const done = inTurn(s, [2, 1, 0, 3]);
    expect(done.spacecraft?.map((c) => c.side)).toEqual([2, 1, 0, 3]);
  });

  it('seed 001 5.3.11.3 simultaneous team play: team-mates take turns as enemies do', () => {
    // Ratings 5, 2, 4, 3: both players of the first team (1, then 3), then 4 and 2.
    const s = shipsAtSetUp([5, 2, 4, 3], { mode: 'simultaneous', of: [0, 1, 0, 1] });
    inTurn(s, [0, 2, 3, 1]);
    // Team-mates of equal rating wait for neither (as two players of equal rating do): either
    // may set up first.
    const tied = shipsAtSetUp([4, 2, 4, 3], { mode: 'simultaneous', of: [0, 1, 0, 1] });
    expect(spacecraftSetters(tied)).toEqual([0, 2]);
    expect(refusalOf(tied, setUp(2, 3))).toBeNull();
    expect(refusalOf(tied, setUp(3, 4))).toMatchObject({ code: 'spacecraft/order' });
  });

  it('seed 001 5.3.11.1 all against all: three players in order of strategy rating', () => {
    const s = shipsAtSetUp([2, 3, 4], 'all-against-all');
    expect(s.teams).toBeUndefined();
    const done = inTurn(s, [2, 1, 0]);
    expect(done.spacecraft?.map((c) => [c.side, c.turn])).toEqual([
      [2, 3],
      [1, 2],
      [0, 1],
    ]);
  });
});
