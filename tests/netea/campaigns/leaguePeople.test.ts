import { describe, expect, it } from 'vitest';
import {
  bundledCampaign,
  forfeitBattle,
  journalMarkdown,
  leagueFixtures,
  leagueStandings,
  parseCampaign,
  readCampaignFile,
  recordBattle,
  startCampaign,
  withPeople,
  writeCampaignFile,
  type CampaignProgress,
  type DecidedBy,
  type League,
} from '../../../engine/netea/campaigns';
import type { Side } from '../../../engine/netea/commands/schema';
import { playCampaign } from '../../../main/campaigns/play';
import { battleOf, report } from './helpers';

/**
 * Seed 001 5.4.1: "a ladder of opponents (AI players …, and optionally people at the same
 * machine)". A league of two people (Tom, and Anna who joins at the start) and two AI players:
 * games between a person and an AI as before, between the two people hot seat, between the two
 * AIs played for them; the table, statistics, final and journal for all four.
 */
const training = bundledCampaign('training-league') as League;
/** Tom (the league's own person), Brother-Captain Aldus and Veteran Sergeant Kor. */
const base: League = {
  ...training,
  entries: [{ ...training.entries[0]!, name: 'Tom' }, ...training.entries.slice(1, 3)],
};

function withAnna(): League {
  const joined = withPeople(base, [{ name: ' Anna ' }], 1);
  if (!joined.ok) throw new Error(joined.error.join('; '));
  return joined.value as League;
}

/** Record the game being played: `winner` the side that won (null: a draw), and how. */
function result(progress: CampaignProgress, winner: Side | null, decidedBy?: DecidedBy) {
  const battle = battleOf(progress);
  const recorded = recordBattle(
    progress,
    battle.key,
    report(winner, { turns: progress.battles.length + 2, ...(decidedBy ? { decidedBy } : {}) }),
    { date: `2026-12-0${progress.battles.length + 1}` },
  );
  if (!recorded.ok) throw new Error(recorded.error.join('; '));
  return recorded.value;
}

describe('5.4.1 people at the same machine in a league', () => {
  it('a person joins at the start as an entry of their own, after the league’s entries', () => {
    const league = withAnna();
    expect(league.entries.map((e) => [e.id, e.name, e.player])).toEqual([
      ['you', 'Tom', 'person'],
      ['aldus', 'Brother-Captain Aldus', 'ai:normal'],
      ['kor', 'Veteran Sergeant Kor', 'greedy'],
      ['anna', 'Anna', 'person'],
    ]);
    // Every entry meets every other: worked out by hand from the circle method.
    expect(leagueFixtures(league).map((f) => f.sides.join('/'))).toEqual([
      'you/anna',
      'kor/aldus',
      'kor/you',
      'anna/aldus',
      'you/aldus',
      'anna/kor',
    ]);
    // The file stands alone: the people are in the definition it keeps.
    const progress = startCampaign(league, 4, 'd');
    const read = readCampaignFile(writeCampaignFile(progress));
    expect(read.ok && read.value.campaign).toEqual(league);
  });

  it('a game between the two people has a person on both sides; between the AIs, none', () => {
    const progress = startCampaign(withAnna(), 4, 'd');
    const first = battleOf(progress);
    expect(first.sides.map((s) => [s.name, s.player])).toEqual([
      ['Tom', 'person'],
      ['Anna', 'person'],
    ]);
    expect(first.setup.players.map((p) => p.name)).toEqual(['Tom', 'Anna']);
    const second = battleOf(result(progress, 1));
    expect(second.sides.map((s) => s.player)).toEqual(['greedy', 'ai:normal']);
  });

  it('neither person forfeits a game for the other; against an AI a person may', () => {
    const progress = startCampaign(withAnna(), 4, 'd');
    expect(forfeitBattle(progress, 'd')).toEqual({
      ok: false,
      error: [
        'campaign: both sides of this game are people at this machine; neither forfeits it for the other: play it again',
      ],
    });
    // Game 3: Kor against Tom; Tom forfeits, Kor wins.
    const third = result(result(progress, 1), null);
    const forfeited = forfeitBattle(third, 'd');
    expect(
      forfeited.ok && forfeited.value.battles[2]!.sides[forfeited.value.battles[2]!.winner!],
    ).toMatchObject({ who: 'kor' });
  });

  it('a season scored 3/2/2/1 by hand, then a final between the two people', () => {
    const league = withAnna();
    let progress = startCampaign(league, 4, 'd');
    progress = result(progress, 1); // Tom–Anna: Anna on conditions (Anna 3, Tom 1)
    progress = result(progress, null); // Kor–Aldus: a draw (2, 2)
    progress = result(progress, 1, 'points'); // Kor–Tom: Tom on points (Tom 2, Kor 1)
    progress = result(progress, 0); // Anna–Aldus: Anna (Anna 3, Aldus 1)
    progress = result(progress, 0); // Tom–Aldus: Tom (Tom 3, Aldus 1)
    progress = result(progress, 1); // Anna–Kor: Kor (Kor 3, Anna 1)
    const season = leagueStandings(league, progress.battles);
    // Anna 7; Tom and Kor 6 each, Tom ahead on wins (2 to 1); Aldus 4.
    expect(season.table.map((r) => [r.id, r.points, r.wins, r.draws, r.losses, r.goals])).toEqual([
      ['anna', 7, 2, 0, 1, 2],
      ['you', 6, 2, 0, 1, 2],
      ['kor', 6, 1, 1, 1, 1],
      ['aldus', 4, 0, 1, 2, 0],
    ]);
    expect(season.shortest).toMatchObject({ key: 'round-1-game-1', turns: 2 });
    expect(season.longest).toMatchObject({ key: 'round-1-game-6', turns: 7 });
    // The final: Anna against Tom, hot seat; Tom wins it and the league.
    const final = battleOf(progress);
    expect(final.key).toBe('final');
    expect(final.sides.map((s) => [s.who, s.player])).toEqual([
      ['anna', 'person'],
      ['you', 'person'],
    ]);
    progress = result(progress, 1);
    expect(progress.over).toMatchObject({ winner: 'you', text: 'Tom is the league champion.' });
    const journal = journalMarkdown(progress);
    expect(journal).toContain('Anna');
    expect(journal).toContain('## 7. Final: Anna against Tom');
  });

  it('is refused with its reasons: no person, a person without a name, a name twice', () => {
    const problems = (league: unknown) => {
      const parsed = parseCampaign(league);
      return parsed.ok ? [] : parsed.error;
    };
    expect(
      problems({ ...base, entries: base.entries.map((e) => ({ ...e, player: 'greedy' })) }),
    ).toEqual(['campaign: league: no entry is a person at this machine (5.4.1); add one']);
    expect(
      problems({
        ...base,
        entries: [...base.entries, { id: 'tom', name: 'tom', player: 'person' }],
      }),
    ).toEqual(['campaign: league: two entries are named "tom"']);
    expect(withPeople(base, [{ name: 'Anna' }, { name: '  ' }], 1)).toEqual({
      ok: false,
      error: ['campaign: league: person 2 has no name'],
    });
    const twice = withPeople(base, [{ name: 'Anna' }, { name: 'anna' }], 1);
    expect(twice.ok ? [] : twice.error).toEqual(['campaign: league: two entries are named "anna"']);
    expect(withPeople(bundledCampaign('spaceport-ladder')!, [{ name: 'Anna' }], 1)).toEqual({
      ok: false,
      error: ['campaign: only a league takes more people at this machine (5.4.1)'],
    });
    // Basic Training has fixed forces: an army of one's own has no game to be fielded in.
    const armed = withPeople(base, [{ name: 'Anna', army: { kind: 'random' } }], 1);
    expect(armed.ok ? [] : armed.error).toEqual([
      'campaign: league: the army of Anna: every battle of this campaign has fixed forces; it takes no army of your choice',
    ]);
  });

  it('in a league of tournament games each person fields their own army (6.1.1)', () => {
    const narrative = bundledCampaign('armageddon-narrative')!;
    const ground =
      narrative.kind === 'narrative' &&
      Object.values(narrative.nodes).find((n) => n.kind === 'battle')!;
    if (!ground || ground.kind !== 'battle') throw new Error('a battle expected');
    const league: League = { ...base, battle: { ...ground.battle, rewards: {} } };
    const joined = withPeople(
      league,
      [{ name: 'Anna', army: { kind: 'list', listId: 'space-marines-ea' } }],
      1,
    );
    if (!joined.ok) throw new Error(joined.error.join('; '));
    const first = battleOf(startCampaign(joined.value, 4, 'd'));
    const kinds = first.setup.players[1]!.formations.map((f) => f.id.replace(/^[ab]-|-\d+$/g, ''));
    // Anna (side 1) fields Space Marines (strategy rating 5), not the battle's Orks.
    expect(kinds).toContain('tactical');
    expect(first.setup.players[1]!.strategyRating).toBe(5);
  });
});

describe('5.4.1 a league of two people and two AIs played to its end headless', () => {
  const league = withAnna();
  const played = playCampaign(startCampaign(league, 2026, '2026-11-24'), {
    personPlayer: 'greedy',
    date: (n) => `2026-12-${String(n + 1).padStart(2, '0')}`,
  });
  if (!played.ok) throw new Error(played.error.join('; '));
  const progress = played.value;

  it('plays all six games and the final, the table scored 3/2/2/1 by hand', () => {
    expect(progress.battles.map((b) => b.sides.map((s) => s.who).join('/')).slice(0, 6)).toEqual(
      leagueFixtures(league).map((f) => f.sides.join('/')),
    );
    const points = new Map<string, number>();
    for (const b of progress.battles.slice(0, 6))
      b.sides.forEach((s, i) => {
        const n = b.winner === null ? 2 : b.winner === i ? (b.decidedBy === 'points' ? 2 : 3) : 1;
        points.set(s.who, (points.get(s.who) ?? 0) + n);
      });
    const standings = leagueStandings(league, progress.battles);
    for (const row of standings.table) expect(row.points).toBe(points.get(row.id));
    expect(standings.table.map((r) => r.games)).toEqual([3, 3, 3, 3]);
    const final = progress.battles[6]!;
    expect(final.sides.map((s) => s.who)).toEqual([standings.table[0]!.id, standings.table[1]!.id]);
    const champion = final.winner === null ? standings.table[0]!.id : final.sides[final.winner].who;
    expect(progress.over?.winner).toBe(champion);
    expect(standings.games).toBe(7);
  });

  it('keeps the people’s game in the journal with both names', () => {
    const first = progress.battles[0]!;
    expect(first.sides.map((s) => s.player)).toEqual(['person', 'person']);
    const text = journalMarkdown(progress);
    expect(text).toContain('## 1. Tom against Anna');
    // Both are people at this machine; an AI is named by its player.
    expect(text).toMatch(/- Tom \(at this machine\): .*\n- Anna \(at this machine\): /);
    expect(journalMarkdown(progress, { language: 'de' })).toContain('- Tom (an diesem Rechner): ');
    expect(text).toMatch(
      /- Veteran Sergeant Kor \(greedy\): .*\n- Brother-Captain Aldus \(ai:normal\): /,
    );
  });
});
