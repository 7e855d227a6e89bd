import { describe, expect, it } from 'vitest';
import {
  bundledCampaign,
  recordBattle,
  startCampaign,
  storyStandings,
  type Campaign,
} from '../../../engine/netea/campaigns';
import { battleOf, formationsOf, play, report } from './helpers';

const ladder = bundledCampaign('spaceport-ladder')!;
const start = () => startCampaign(ladder, 11, '2026-11-01');

describe('5.4.2 ladder campaign: rewards agreed in advance, applied to the next battle', () => {
  it('the first battle is the scenario as bundled, with the campaign sides and turn limit', () => {
    const battle = battleOf(start());
    expect(battle.key).toBe('battle-1');
    expect(battle.setup.scenarioId).toBe('basic-training');
    expect(battle.setup.players.map((p) => p.name)).toEqual([
      'Captain Idaeus',
      'Renegade Captain Gorthax',
    ]);
    expect(battle.setup.victory.maxTurns).toBe(4);
    expect(formationsOf(battle, 0, 'sm-tactical-detachment')).toBe(2);
  });

  it('a win reinforces the person in the next battle: a Land Speeder formation more', () => {
    const after = play(start(), 'win');
    const next = battleOf(after);
    expect(next.key).toBe('battle-2');
    expect(next.effects).toEqual([
      { kind: 'reinforce', party: 'person', formation: 'sm-land-speeder-detachment', count: 1 },
    ]);
    expect(formationsOf(next, 0, 'sm-land-speeder-detachment')).toBe(1);
    expect(formationsOf(next, 1, 'sm-land-speeder-detachment')).toBe(0);
    // The reward lasts one battle: the third has none.
    const third = battleOf(play(after, 'draw'));
    expect(formationsOf(third, 0, 'sm-land-speeder-detachment')).toBe(0);
  });

  it('a loss reinforces the opponent instead', () => {
    const next = battleOf(play(start(), 'loss'));
    expect(formationsOf(next, 1, 'sm-assault-detachment')).toBe(1);
    expect(formationsOf(next, 0, 'sm-assault-detachment')).toBe(0);
  });

  it('a formation held in reserve is not in the next battle', () => {
    const lost = battleOf(play(play(start(), 'draw'), 'loss'));
    expect(formationsOf(lost, 0, 'sm-predator-destructor-detachment')).toBe(1);
    expect(formationsOf(lost, 1, 'sm-predator-destructor-detachment')).toBe(2);
    const won = battleOf(play(play(start(), 'draw'), 'win'));
    expect(formationsOf(won, 1, 'sm-predator-destructor-detachment')).toBe(1);
  });

  it('a strategy penalty changes the strategy rating of the next battle', () => {
    const next = battleOf(play(play(start(), 'draw'), 'draw'));
    expect(next.setup.players.map((p) => p.strategyRating)).toEqual([5, 4]);
  });

  it('the last battle decides the campaign; every result stays in the journal', () => {
    const done = play(play(play(start(), 'win'), 'win'), 'loss');
    expect(done.over).toMatchObject({ winner: 'opponent' });
    expect(storyStandings(done)).toEqual({
      wins: 2,
      losses: 1,
      draws: 0,
      path: ['battle-1', 'battle-2', 'battle-3'],
    });
    expect(done.battles.map((b) => b.effects.length)).toEqual([0, 1, 1]);
    expect(done.battles[2]!.effects).toEqual([
      {
        kind: 'reserve',
        party: 'opponent',
        formation: 'sm-predator-destructor-detachment',
        count: 1,
      },
    ]);
    const step = recordBattle(done, 'battle-3', report(0), { date: 'x' });
    expect(step.ok).toBe(false);
  });

  it('"most-wins" decides by the battles won instead', () => {
    const most: Campaign = { ...ladder, kind: 'ladder', decider: 'most-wins' } as Campaign;
    const done = play(play(play(startCampaign(most, 1, 'd'), 'win'), 'win'), 'loss');
    expect(done.over?.winner).toBe('person');
  });

  it('a result for another battle than the one being played is refused, nothing changes', () => {
    const progress = start();
    const refused = recordBattle(progress, 'battle-2', report(0), { date: 'd' });
    expect(refused.ok).toBe(false);
    if (!refused.ok)
      expect(refused.error[0]).toMatch(/"battle-2", but the battle being played is "battle-1"/);
    expect(progress.battles).toEqual([]);
  });
});
