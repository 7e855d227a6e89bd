import { describe, expect, it } from 'vitest';
import {
  bundledCampaign,
  checkArmy,
  chooseOption,
  nextStep,
  readCampaignFile,
  startCampaign,
  takesArmy,
  writeCampaignFile,
  type CampaignProgress,
} from '../../../engine/netea/campaigns';
import { battleOf, play } from './helpers';

/**
 * Choosing the army (issue 18): a campaign whose battles are tournament games (6.1.1, armies
 * built to the points) lets the person bring an army of their choice, kept in the campaign and
 * fielded in every such battle, with what a battle earns (a points change) applied on top.
 */
const narrative = () => bundledCampaign('armageddon-narrative')!;
const marines = { kind: 'list', listId: 'space-marines-ea' } as const;

/** The formation kinds a side fields: `a-devastator-1` → `devastator`. */
const kinds = (progress: CampaignProgress, side: 0 | 1) =>
  battleOf(progress).setup.players[side]!.formations.map((f) => f.id.replace(/^[ab]-|-\d+$/g, ''));

function afterAWin(army?: typeof marines): CampaignProgress {
  const won = play(startCampaign(narrative(), 3, 'd', army), 'win');
  const step = nextStep(won);
  if (!step.ok || step.value.kind !== 'choice') throw new Error('expected the choice');
  const chosen = chooseOption(won, step.value.options[0]!.id, 'd');
  if (!chosen.ok) throw new Error(chosen.error.join('; '));
  return chosen.value;
}

describe('choosing the army for a campaign’s tournament games', () => {
  it('is offered only where a battle builds its armies to the points', () => {
    expect(takesArmy(narrative())).toBe(true);
    expect(takesArmy(bundledCampaign('spaceport-ladder')!)).toBe(false);
    expect(checkArmy(bundledCampaign('spaceport-ladder')!, marines, 1)).toEqual({
      ok: false,
      error: [
        'campaign: every battle of this campaign has fixed forces; it takes no army of your choice',
      ],
    });
  });

  it('fields the chosen list at the person’s side in the first battle and keeps the opponent’s', () => {
    const own = startCampaign(narrative(), 3, 'd');
    const chosen = startCampaign(narrative(), 3, 'd', marines);
    expect(kinds(own, 0)).not.toContain('tactical');
    expect(kinds(chosen, 0)).toContain('tactical');
    // Space Marines have strategy rating 5; the Steel Legion 2.
    expect(battleOf(chosen).setup.players[0]!.strategyRating).toBe(5);
    expect(kinds(chosen, 1)).toEqual(kinds(own, 1));
  });

  it('is kept in the campaign file and fielded in every later battle, the points earned on top', () => {
    const progress = afterAWin(marines);
    const read = readCampaignFile(writeCampaignFile(progress));
    expect(read.ok && read.value.army).toEqual(marines);
    // Space Marines (strategy rating 5), not the campaign's Steel Legion (2).
    expect(battleOf(progress).setup.players[0]!.strategyRating).toBe(5);
    // The win earned the person 150 points for this battle: another army than without them.
    expect(progress.carried).toEqual([{ kind: 'points', party: 'person', points: 150 }]);
    const without = { ...progress, carried: [] };
    expect(battleOf(without).setup.players[0]!.strategyRating).toBe(5);
    expect(kinds(progress, 0)).not.toEqual(kinds(without, 0));
  });

  it('refuses a list that does not exist, naming it', () => {
    const checked = checkArmy(narrative(), { kind: 'list', listId: 'squats-ea' }, 1);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.error.join('\n')).toMatch(/your army: .*squats-ea/);
  });

  it('a campaign file from before the choice (no army) reads and plays the campaign’s armies', () => {
    const { army: _none, ...old } = startCampaign(narrative(), 3, 'd', marines);
    const read = readCampaignFile(writeCampaignFile(old as CampaignProgress));
    expect(read.ok && read.value.army).toBeUndefined();
    expect(kinds(old as CampaignProgress, 0)).toEqual(kinds(startCampaign(narrative(), 3, 'd'), 0));
  });
});
