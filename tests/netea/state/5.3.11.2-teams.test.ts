import { describe, expect, it } from 'vitest';
import type { Side } from '../../../engine/netea/commands/primitives';
import {
  enemyFormations,
  enemySides,
  isEnemy,
  teamMates,
  teamOf,
} from '../../../engine/netea/rules/1.2-formations/sides';
import { gameStateSchema, type GameState } from '../../../engine/netea/state/schema';
import type { Teams } from '../../../engine/netea/state/teams';
import { battle } from '../../conformance/helpers';
import { row } from '../../fixtures/shootingGame';

/**
 * Seed 001 5.3.11.2-3: in team play the players are split into two teams ("zwei Seiten"); "Alle
 * Verbände derselben Seite zählen als befreundet". The game state carries the teams; a malformed
 * team list is refused by the state check with its reason.
 */
function fourPlayers(teams?: Teams, players = 4): GameState {
  const s = battle([
    { id: 'a', side: 0, units: row('a', 'sm-tactical', 1, 20, 20) },
    { id: 'b', side: 1, units: row('b', 'sm-tactical', 1, 160, 20) },
  ]);
  const extra = Array.from({ length: players - 2 }, (_, i) => i + 2);
  const formations = { ...s.formations };
  const units = { ...s.units };
  for (const side of extra) {
    const f = { ...s.formations.a!, id: `p${side}`, side: side as Side, unitIds: [`u${side}`] };
    formations[f.id] = f;
    units[`u${side}`] = {
      ...s.units[s.formations.a!.unitIds[0]!]!,
      id: `u${side}`,
      formationId: f.id,
      side: side as Side,
    };
  }
  return {
    ...s,
    players: [
      ...s.players,
      ...extra.map((side) => ({ name: `Player ${side + 1}`, strategyRating: 3, specialRules: [] })),
    ],
    setup: {
      ...s.setup,
      zones: [...s.setup.zones, ...extra.map(() => null)],
      finished: [...s.setup.finished, ...extra.map(() => true)],
      objectivesToPlace: [...s.setup.objectivesToPlace, ...extra.map(() => 0)],
    },
    formations,
    units,
    ...(teams ? { teams } : {}),
  };
}

const problems = (s: GameState) => {
  const parsed = gameStateSchema.safeParse(s);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('5.3.11.2: two teams, team-mates are friends', () => {
  const teams: Teams = { mode: 'hierarchical', of: [0, 1, 0, 1], commanders: [0, 1] };

  it('5.3.11.2: a team-mate is no enemy; the other team’s players are', () => {
    const s = fourPlayers(teams);
    expect(problems(s)).toEqual([]);
    expect(teamOf(s, 2)).toBe(0);
    expect(teamMates(s, 0)).toEqual([2]);
    expect(teamMates(s, 3)).toEqual([1]);
    expect(isEnemy(s, 0, 2)).toBe(false);
    expect(isEnemy(s, 0, 1)).toBe(true);
    expect(isEnemy(s, 2, 3)).toBe(true);
    expect(enemySides(s, 0)).toEqual([1, 3]);
    expect(enemyFormations(s, 2).map((f) => f.id)).toEqual(['b', 'p3']);
  });

  it('5.3.11.1: without teams every other player is an enemy, as before', () => {
    const s = fourPlayers();
    expect(problems(s)).toEqual([]);
    expect(teamOf(s, 2)).toBeNull();
    expect(teamMates(s, 0)).toEqual([]);
    expect(enemySides(s, 0)).toEqual([1, 2, 3]);
  });
});

describe('5.3.11.2: a malformed team list is refused by the state check', () => {
  it.each([
    [
      'one entry per player',
      { mode: 'simultaneous', of: [0, 1, 0] } as Teams,
      /teams\.of: 3 team entries for 4 players/,
    ],
    [
      'exactly two teams, each with a player',
      { mode: 'simultaneous', of: [0, 0, 0, 0] } as Teams,
      /teams\.of: team 2 has no player/,
    ],
    [
      'a hierarchical game names its commanders',
      { mode: 'hierarchical', of: [0, 1, 0, 1] } as Teams,
      /teams\.commanders: a hierarchical game names a commander/,
    ],
    [
      'a commander belongs to his team',
      { mode: 'hierarchical', of: [0, 1, 0, 1], commanders: [1, 3] } as Teams,
      /teams\.commanders\.0: the commander of team 1 must be one of its players, not player 2/,
    ],
    [
      'a simultaneous game has no commander',
      { mode: 'simultaneous', of: [0, 1, 0, 1], commanders: [0, 1] } as Teams,
      /teams\.commanders: a simultaneous game has no commanders/,
    ],
  ])('%s', (_name, teams, problem) => {
    expect(problems(fourPlayers(teams)).join('\n')).toMatch(problem);
  });

  it('5.3.11.1: five players without teams are refused: all against all is for up to four', () => {
    expect(problems(fourPlayers(undefined, 5)).join('\n')).toMatch(
      /players: 5 players play in two teams/,
    );
    expect(problems(fourPlayers({ mode: 'simultaneous', of: [0, 1, 0, 1, 1] }, 5))).toEqual([]);
  });
});
