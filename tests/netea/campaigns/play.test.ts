import { describe, expect, it } from 'vitest';
import {
  bundledCampaign,
  journalMarkdown,
  leagueStandings,
  outcomeOf,
  startCampaign,
  type BattleRecord,
  type CampaignProgress,
  type Campaign,
} from '../../../engine/netea/campaigns';
import { playCampaign } from '../../../main/campaigns/play';

/**
 * Each bundled campaign played to its end headless, AI players on every side (the person's
 * battles by the greedy player), checked against what the rules of the campaign say the
 * recorded results must lead to, worked out here independently of the engine's code.
 */
function playToEnd(
  id: string,
  choose?: string,
): { campaign: Campaign; progress: CampaignProgress } {
  const campaign = bundledCampaign(id)!;
  const played = playCampaign(startCampaign(campaign, 2026, '2026-11-24'), {
    personPlayer: 'greedy',
    date: (n) => `2026-12-${String(n + 1).padStart(2, '0')}`,
    ...(choose ? { choose: () => choose } : {}),
  });
  if (!played.ok) throw new Error(played.error.join('; '));
  return { campaign, progress: played.value };
}

function checkJournal(progress: CampaignProgress) {
  const text = journalMarkdown(progress);
  for (const [i, b] of progress.battles.entries()) {
    expect(b.date).toBe(
      `2026-12-${String(i + 1 + progress.choices.filter((c) => c.date < b.date).length).padStart(2, '0')}`,
    );
    expect(b.forces[0].length).toBeGreaterThan(0);
    expect(b.turningPoints.at(-1)).toMatch(
      b.winner === null ? /a draw/ : new RegExp(`${escape(b.sides[b.winner].name)} won`),
    );
    expect(text).toContain(`## ${i + 1}. ${b.title}`);
    expect(text).toContain(`Casualties: ${b.sides[0].name} ${b.casualties[0]} units`);
  }
  expect(text).toMatch(/<svg [^>]*>.*<polyline/);
}
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const count = (names: readonly string[], prefix: string) =>
  names.filter((n) => n.startsWith(prefix)).length;

describe('5.4.2 a ladder campaign played to its end by AI players', () => {
  const { campaign, progress } = playToEnd('spaceport-ladder');
  it('plays the three battles in order, the last deciding the campaign', () => {
    if (campaign.kind !== 'ladder') throw new Error('ladder expected');
    expect(progress.battles.map((b) => b.key)).toEqual(['battle-1', 'battle-2', 'battle-3']);
    const last = outcomeOf(progress.battles[2]!);
    expect(progress.over?.winner).toBe(
      last === 'win' ? 'person' : last === 'loss' ? 'opponent' : null,
    );
  });
  it('each battle is fought with the rewards of the one before it, really on the table', () => {
    if (campaign.kind !== 'ladder') throw new Error('ladder expected');
    const [b1, b2, b3] = progress.battles as [BattleRecord, BattleRecord, BattleRecord];
    expect(b1.effects).toEqual([]);
    expect(b2.effects).toEqual(campaign.battles[0]!.rewards?.[outcomeOf(b1)] ?? []);
    expect(b3.effects).toEqual(campaign.battles[1]!.rewards?.[outcomeOf(b2)] ?? []);
    // Fast Attack: two Tactical formations a side, and a third formation for a reinforced side.
    const extra2 = (party: string) =>
      b2.effects.filter((e) => e.kind === 'reinforce' && e.party === party).length;
    expect(b2.forces[0]).toHaveLength(2 + extra2('person'));
    expect(b2.forces[1]).toHaveLength(2 + extra2('opponent'));
    // Armoured: two Predator formations a side, one fewer for a side holding one in reserve.
    const held = (party: string) =>
      b3.effects.filter((e) => e.kind === 'reserve' && e.party === party).length;
    expect(count(b3.forces[0], 'Predator')).toBe(2 - held('person'));
    expect(count(b3.forces[1], 'Predator')).toBe(2 - held('opponent'));
  });
  it('keeps a journal of every battle', () => checkJournal(progress));
});

describe('5.4.2 a tree campaign played to its end by AI players', () => {
  const { campaign, progress } = playToEnd('hill-tree');
  it('follows the flow chart by each result to its ending', () => {
    if (campaign.kind !== 'tree') throw new Error('tree expected');
    let at = campaign.start;
    for (const b of progress.battles) {
      expect(b.key).toBe(at);
      const node = campaign.nodes[at]!;
      if (node.kind !== 'battle') throw new Error('battle expected');
      at = node.next[outcomeOf(b)];
    }
    const end = campaign.nodes[at]!;
    expect(end.kind).toBe('ending');
    if (end.kind === 'ending') expect(progress.over).toEqual(end.ending);
  });
  it('plays the same campaign the same way from the same seed', () => {
    expect(playToEnd('hill-tree').progress).toEqual(progress);
  });
  it('keeps a journal of every battle', () => checkJournal(progress));
});

describe('5.4.2 a narrative campaign on Armageddon played to its end by AI players', () => {
  const { campaign, progress } = playToEnd('armageddon-narrative', 'secure');
  it("takes the person's choice between battles and ends as the chart says", () => {
    if (campaign.kind !== 'narrative') throw new Error('narrative expected');
    expect(progress.choices.map((c) => [c.node, c.option])).toEqual([['palace-or-port', 'secure']]);
    expect(progress.battles.map((b) => b.key)).toEqual(['spaceport', 'breakout']);
    const first = outcomeOf(progress.battles[0]!);
    expect(progress.battles[1]!.effects).toEqual(
      first === 'win'
        ? [{ kind: 'points', party: 'person', points: 150 }]
        : first === 'loss'
          ? [{ kind: 'points', party: 'opponent', points: 250 }]
          : [],
    );
    const won = outcomeOf(progress.battles[1]!) === 'win';
    expect(progress.over?.title).toBe(won ? 'The hive holds' : 'The hive falls');
    expect(progress.battles[0]!.sides.map((s) => s.name)).toEqual([
      'Colonel Haddon, Steel Legion',
      "Warboss Grukk, Ghazghkull's War Horde",
    ]);
  });
  it('keeps a journal of every battle', () => checkJournal(progress));
});

describe('5.4.1 a league played to its end by AI players', () => {
  const { campaign, progress } = playToEnd('training-league');
  it('plays every game and the final, the table scored 3/2/2/1 by hand', () => {
    if (campaign.kind !== 'league') throw new Error('league expected');
    expect(progress.battles).toHaveLength(7);
    const regular = progress.battles.slice(0, 6);
    const points = new Map<string, number>();
    for (const b of regular)
      b.sides.forEach((s, i) => {
        const n = b.winner === null ? 2 : b.winner === i ? (b.decidedBy === 'points' ? 2 : 3) : 1;
        points.set(s.who, (points.get(s.who) ?? 0) + n);
      });
    const standings = leagueStandings(campaign, progress.battles);
    for (const row of standings.table) expect(row.points).toBe(points.get(row.id));
    const final = progress.battles[6]!;
    expect(final.key).toBe('final');
    expect(final.sides.map((s) => s.who)).toEqual([standings.table[0]!.id, standings.table[1]!.id]);
    const champion = final.winner === null ? standings.table[0]!.id : final.sides[final.winner].who;
    expect(progress.over?.winner).toBe(champion);
    const turns = progress.battles.map((b) => b.turns);
    expect(standings.shortest?.turns).toBe(Math.min(...turns));
    expect(standings.longest?.turns).toBe(Math.max(...turns));
    expect(standings.goals).toBe(progress.battles.reduce((s, b) => s + b.goals[0] + b.goals[1], 0));
  });
  it('keeps a journal of every game', () => checkJournal(progress));
});
