import { describe, expect, it } from 'vitest';
import {
  bundledCampaign,
  chooseOption,
  forfeitBattle,
  nextStep,
  startCampaign,
  storyStandings,
} from '../../../engine/netea/campaigns';
import { battleOf, play } from './helpers';

const tree = bundledCampaign('hill-tree')!;
const narrative = bundledCampaign('armageddon-narrative')!;

describe('5.4.2 tree campaign: each result picks the next branch of the flow chart', () => {
  it.each([
    [['win', 'win'], ['assault', 'exploit'], 'A great victory', 'person'],
    [['win', 'loss'], ['assault', 'exploit'], 'Stalemate', null],
    [['loss', 'win'], ['assault', 'hold-the-line'], 'Stalemate', null],
    [['draw', 'loss'], ['assault', 'hold-the-line'], 'Crushed', 'opponent'],
  ] as const)('results %j take the path %j to "%s"', (results, path, title, winner) => {
    let progress = startCampaign(tree, 3, 'd');
    for (const r of results) progress = play(progress, r);
    expect(storyStandings(progress).path).toEqual(path);
    expect(progress.over).toMatchObject({ title, winner });
  });

  it('the win on the hill carries its strategy bonus into the valley', () => {
    const next = battleOf(play(startCampaign(tree, 3, 'd'), 'win'));
    expect(next.setup.scenarioId).toBe('advanced');
    expect(next.setup.players.map((p) => p.strategyRating)).toEqual([6, 5]);
  });

  it('a battle whose save is lost can be forfeited: a loss for the person, the chart goes on', () => {
    const forfeited = forfeitBattle(startCampaign(tree, 3, 'd'), '2026-11-02');
    expect(forfeited.ok).toBe(true);
    if (!forfeited.ok) return;
    expect(forfeited.value.battles[0]).toMatchObject({ winner: 1, decidedBy: 'forfeit', turns: 0 });
    expect(battleOf(forfeited.value).key).toBe('hold-the-line');
  });
});

describe('5.4.2 narrative campaign: choices offered between battles', () => {
  it('after the spaceport the person is offered the palace or the spaceport', () => {
    const after = play(startCampaign(narrative, 5, 'd'), 'loss');
    const step = nextStep(after);
    expect(step.ok && step.value.kind).toBe('choice');
    if (!step.ok || step.value.kind !== 'choice') return;
    expect(step.value.options.map((o) => o.id)).toEqual(['march', 'secure']);
    // No battle can be recorded while a choice is waiting.
    expect(forfeitBattle(after, 'd').ok).toBe(false);
  });

  it('the choice decides the next battle, and the lost spaceport gives the Orks 250 points more', () => {
    const after = play(startCampaign(narrative, 5, 'd'), 'loss');
    const secured = chooseOption(after, 'secure', '2026-11-03');
    expect(secured.ok).toBe(true);
    if (!secured.ok) return;
    expect(secured.value.choices).toEqual([
      { node: 'palace-or-port', option: 'secure', date: '2026-11-03' },
    ]);
    const breakout = battleOf(secured.value);
    expect(breakout.key).toBe('breakout');
    expect(breakout.effects).toEqual([{ kind: 'points', party: 'opponent', points: 250 }]);
    // The Ork army is built to 1,000 points, the Steel Legion to 750.
    const points = breakout.setup.tournament!.formationPoints;
    const total = (side: 0 | 1) =>
      breakout.setup.players[side]!.formations.reduce((sum, f) => sum + (points[f.id] ?? 0), 0);
    expect(total(0)).toBeLessThanOrEqual(750);
    expect(total(1)).toBeGreaterThan(750);
    expect(total(1)).toBeLessThanOrEqual(1000);
    const won = play(secured.value, 'win');
    expect(won.over).toMatchObject({ title: 'The hive holds', winner: 'person' });
  });

  it('an option that is not offered is refused', () => {
    const after = play(startCampaign(narrative, 5, 'd'), 'win');
    const refused = chooseOption(after, 'flee', 'd');
    expect(refused.ok).toBe(false);
    if (!refused.ok)
      expect(refused.error[0]).toMatch(/"flee" is not one of the options \(march, secure\)/);
    expect(chooseOption(startCampaign(narrative, 5, 'd'), 'march', 'd').ok).toBe(false);
  });
});
