import { describe, expect, it } from 'vitest';
import {
  bundledCampaign,
  leagueFixtures,
  leagueStandings,
  nextStep,
  startCampaign,
  type League,
} from '../../../engine/netea/campaigns';
import { battleOf, play } from './helpers';

const league = bundledCampaign('training-league') as League;
const ladderLeague: League = { ...league, scoring: { kind: 'ladder' } };
const names = (l: League, records: Parameters<typeof leagueStandings>[1]) =>
  leagueStandings(l, records).table.map((r) => r.id);

/** Plays the league's games with side 0 winning where `winners` says 0, side 1 for 1. */
function season(l: League, winners: (0 | 1 | null)[], decided: ('conditions' | 'points')[] = []) {
  let progress = startCampaign(l, 2, 'd');
  winners.forEach((w, i) => {
    const battle = battleOf(progress);
    const personAt = battle.sides.findIndex((s) => s.player === 'person');
    const at = personAt === -1 ? 0 : personAt;
    const outcome = w === null ? 'draw' : w === at ? 'win' : 'loss';
    progress = play(progress, outcome, {
      turns: i + 2,
      ...(decided[i] ? { decidedBy: decided[i] } : {}),
    });
  });
  return progress;
}

describe('5.4.1 tournament league', () => {
  it('every entry meets every other once a round', () => {
    const fixtures = leagueFixtures(league);
    expect(fixtures).toHaveLength(6);
    const pairs = fixtures.map((f) => [...f.sides].sort().join('/')).sort();
    expect(pairs).toEqual([
      'aldus/kor',
      'aldus/varro',
      'aldus/you',
      'kor/varro',
      'kor/you',
      'varro/you',
    ]);
    expect(leagueFixtures({ ...league, rounds: 2 })).toHaveLength(12);
    // An odd number of entries: everyone has a bye once.
    expect(leagueFixtures({ ...league, entries: league.entries.slice(0, 3) })).toHaveLength(3);
  });

  it('points per result: 3 for victory conditions, 2 for victory points or a draw, 1 for a loss', () => {
    const fixtures = leagueFixtures(league);
    // Game 1 side 0 wins on conditions, game 2 side 1 on points, game 3 a draw, then side 0 wins.
    const progress = season(league, [0, 1, null, 0, 0, 0], ['conditions', 'points']);
    const expected = new Map(league.entries.map((e) => [e.id, 0]));
    const add = (id: string, n: number) => expected.set(id, expected.get(id)! + n);
    const [g1, g2, g3, ...rest] = fixtures;
    add(g1!.sides[0], 3);
    add(g1!.sides[1], 1);
    add(g2!.sides[1], 2);
    add(g2!.sides[0], 1);
    add(g3!.sides[0], 2);
    add(g3!.sides[1], 2);
    for (const g of rest) {
      add(g.sides[0], 3);
      add(g.sides[1], 1);
    }
    const regular = progress.battles.filter((b) => b.key !== 'final');
    const table = leagueStandings(league, regular).table;
    for (const row of table) expect(row.points).toBe(expected.get(row.id));
    const points = table.map((r) => r.points);
    expect(points).toEqual([...points].sort((a, b) => b - a));
  });

  it("the points for each result are the league's to set", () => {
    const custom: League = {
      ...league,
      scoring: { kind: 'points', points: { conditions: 5, points: 4, draw: 1, loss: 0 } },
    };
    const progress = season(custom, [0]);
    const [a, b] = leagueFixtures(custom)[0]!.sides;
    const table = leagueStandings(custom, progress.battles).table;
    expect(table.find((r) => r.id === a)!.points).toBe(5);
    expect(table.find((r) => r.id === b)!.points).toBe(0);
  });

  it('ladder: a winner placed below swaps places with the loser; one above climbs one place', () => {
    const record = (a: string, b: string, winner: 0 | 1 | null) => ({
      ...season(league, [0]).battles[0]!,
      key: `g-${a}-${b}`,
      sides: [
        { who: a, name: a, player: 'greedy' },
        { who: b, name: b, player: 'greedy' },
      ] as [
        { who: string; name: string; player: string },
        { who: string; name: string; player: string },
      ],
      winner,
    });
    // Start: you, aldus, kor, varro.
    expect(names(ladderLeague, [record('varro', 'you', 0)])).toEqual([
      'varro',
      'aldus',
      'kor',
      'you',
    ]);
    expect(names(ladderLeague, [record('kor', 'varro', 0)])).toEqual([
      'you',
      'kor',
      'aldus',
      'varro',
    ]);
    expect(names(ladderLeague, [record('you', 'kor', 0)])).toEqual([
      'you',
      'aldus',
      'kor',
      'varro',
    ]);
    expect(names(ladderLeague, [record('aldus', 'kor', null)])).toEqual([
      'you',
      'aldus',
      'kor',
      'varro',
    ]);
    expect(
      names(ladderLeague, [
        record('varro', 'aldus', 0),
        record('kor', 'varro', 0),
        record('kor', 'you', 0),
      ]),
    ).toEqual(['kor', 'you', 'varro', 'aldus']);
  });

  it('statistics: games, goals achieved, shortest and longest game; a final between the top two', () => {
    const progress = season(league, [0, 0, 0, 0, 0, 0]);
    const step = nextStep(progress);
    expect(step.ok && step.value.kind === 'battle' && step.value.battle.key).toBe('final');
    const table = leagueStandings(league, progress.battles).table;
    const final = battleOf(progress);
    expect(final.sides.map((s) => s.who)).toEqual([table[0]!.id, table[1]!.id]);
    // The final is drawn: it goes to the higher placed.
    const done = play(progress, 'draw', { turns: 9 });
    const standings = leagueStandings(league, done.battles);
    expect(standings.champion).toBe(table[0]!.id);
    expect(done.over?.winner).toBe(table[0]!.id);
    expect(standings.games).toBe(7);
    expect(standings.goals).toBe(6);
    expect(standings.shortest).toMatchObject({ key: 'round-1-game-1', turns: 2 });
    expect(standings.longest).toMatchObject({ key: 'final', turns: 9 });
    // The final leaves the table as the season left it.
    expect(standings.table).toEqual(table);
  });

  it('a league game between two AI players has no person side', () => {
    const fixtures = leagueFixtures(league);
    let progress = startCampaign(league, 2, 'd');
    const index = fixtures.findIndex((f) => !f.sides.includes('you'));
    for (let i = 0; i < index; i++) progress = play(progress, 'draw');
    const battle = battleOf(progress);
    expect(battle.sides.every((s) => s.player !== 'person')).toBe(true);
    expect(battle.setup.players.map((p) => p.name)).toEqual(
      fixtures[index]!.sides.map((id) => league.entries.find((e) => e.id === id)!.name),
    );
  });
});
