import { describe, expect, it } from 'vitest';
import {
  battleSetup,
  bundledCampaign,
  bundledCampaigns,
  parseCampaign,
} from '../../../engine/netea/campaigns';
import spaceport from '../../../engine/netea/campaigns/bundled/spaceport-ladder.json';
import hill from '../../../engine/netea/campaigns/bundled/hill-tree.json';
import league from '../../../engine/netea/campaigns/bundled/training-league.json';

/* eslint-disable @typescript-eslint/no-explicit-any -- definitions edited by hand, as a person would */
const edit = (source: unknown, change: (c: any) => void) => {
  const copy = structuredClone(source) as any;
  change(copy);
  return parseCampaign(copy);
};
const refusal = (result: ReturnType<typeof parseCampaign>) =>
  result.ok ? '' : result.error.join('\n');

describe('5.4 campaign definitions are data, checked before play', () => {
  it('one bundled campaign of each kind, one of them on Armageddon, one set on the 5.3 scenarios', () => {
    expect(
      bundledCampaigns()
        .map((c) => c.kind)
        .sort(),
    ).toEqual(['ladder', 'ladder', 'league', 'map', 'narrative', 'tree']);
    const armageddon = bundledCampaign('armageddon-narrative')!;
    expect(JSON.stringify(armageddon)).toMatch(/imperial-guard-steel-legion-ea/);
  });

  it.each([
    [
      'an unknown scenario',
      spaceport,
      (c: any) => (c.battles[0].ground.scenario = 'moon-base'),
      /no scenario "moon-base"/,
    ],
    [
      'an unknown formation',
      spaceport,
      (c: any) => (c.battles[0].rewards.win[0].formation = 'sm-titan'),
      /no bundled formation "sm-titan"/,
    ],
    [
      'a points reward before fixed forces',
      spaceport,
      (c: any) => (c.battles[0].rewards.win = [{ kind: 'points', party: 'person', points: 100 }]),
      /points change needs a battle with armies built to the points/,
    ],
    [
      'a turn limit on a tournament game',
      bundledCampaign('armageddon-narrative'),
      (c: any) => (c.nodes.palace.battle.maxTurns = 3),
      /length is rolled for \(6\.1\.7\)/,
    ],
    [
      'a reinforcement before a tournament game',
      bundledCampaign('armageddon-narrative'),
      (c: any) =>
        (c.nodes.spaceport.battle.rewards.win = [
          { kind: 'reinforce', party: 'person', formation: 'sm-tactical-detachment', count: 1 },
        ]),
      /formations can only be added to or held back from fixed forces/,
    ],
    [
      'a branch to nowhere',
      hill,
      (c: any) => (c.nodes.assault.next.win = 'the-moon'),
      /leads to "the-moon", which is no node/,
    ],
    [
      'a choice in a tree',
      hill,
      (c: any) =>
        (c.nodes.pick = {
          kind: 'choice',
          text: 'x',
          options: [
            { id: 'a', label: 'A', next: 'triumph' },
            { id: 'b', label: 'B', next: 'crushed' },
          ],
        }),
      /choices belong to a narrative campaign/,
    ],
    [
      'no ending',
      hill,
      (c: any) => {
        for (const k of ['triumph', 'stalemate', 'crushed']) c.nodes[k] = c.nodes.assault;
      },
      /has no ending/,
    ],
    [
      'a missing start',
      hill,
      (c: any) => (c.start = 'nowhere'),
      /start: there is no node "nowhere"/,
    ],
    [
      // 5.4.1: several people at this machine may play (leaguePeople.test.ts); nobody may not.
      'a league without a person',
      league,
      (c: any) => (c.entries[0].player = 'greedy'),
      /no entry is a person at this machine/,
    ],
    [
      'two entries with one id',
      league,
      (c: any) => (c.entries[1].id = 'you'),
      /two entries share an id/,
    ],
    ['an unknown kind', league, (c: any) => (c.kind = 'conquest'), /kind/],
    ['a negative turn limit', spaceport, (c: any) => (c.battles[0].maxTurns = -1), /maxTurns/],
  ])('refuses %s, saying why', (_name, source, change, problem) => {
    const result = edit(source, change);
    expect(result.ok).toBe(false);
    expect(refusal(result)).toMatch(problem);
  });

  it('a reserve that would leave a force without formations is refused when the battle is set up', () => {
    const battle = bundledCampaign('spaceport-ladder')!;
    if (battle.kind !== 'ladder') throw new Error('ladder expected');
    const set = battleSetup(
      battle.battles[0]!,
      [{ kind: 'reserve', party: 'person', formation: 'sm-tactical-detachment', count: 2 }],
      { seed: 1, personSide: 0 },
    );
    expect(set.ok).toBe(false);
    if (!set.ok) expect(set.error[0]).toMatch(/would have no formation left/);
  });

  it('the person may command the second force: effects follow the person, not the side', () => {
    const ladder = bundledCampaign('spaceport-ladder')!;
    if (ladder.kind !== 'ladder') throw new Error('ladder expected');
    const set = battleSetup(
      { ...ladder.battles[0]!, personSide: 1 },
      [{ kind: 'reinforce', party: 'person', formation: 'sm-land-speeder-detachment', count: 1 }],
      { seed: 1, personSide: 1 },
    );
    expect(set.ok).toBe(true);
    if (!set.ok) return;
    expect(
      set.value.players[1]!.formations.some((f) => f.id.startsWith('b-sm-land-speeder-detachment')),
    ).toBe(true);
    expect(set.value.players[0]!.formations.some((f) => f.id.includes('land-speeder'))).toBe(false);
  });
});
