import { describe, expect, it } from 'vitest';
import {
  bundledCampaign,
  mirrorCampaign,
  parseCampaign,
  startCampaign,
} from '../../../engine/netea/campaigns';
import { battleOf, play } from './helpers';

describe('a story campaign played from the other side (seed 001 5.4.2)', () => {
  const tree = bundledCampaign('hill-tree')!;
  const mirrored = mirrorCampaign(tree);

  it('is still a valid campaign, the person commanding the other force under its name', () => {
    expect(parseCampaign(mirrored).ok).toBe(true);
    const battle = battleOf(startCampaign(mirrored, 1, '2026-11-24'));
    expect(battle.sides).toEqual([
      { who: 'opponent', name: 'Captain Idaeus', player: 'ai:normal' },
      { who: 'person', name: 'Renegade Captain Gorthax', player: 'person' },
    ]);
  });

  it('keeps results, rewards and endings with the forces: the person winning is the written loss', () => {
    // As written, a loss on the hill leads to "Hold the Line" and a win earns the person +1
    // strategy; mirrored, the person (the renegades) winning is that same loss.
    const won = play(startCampaign(mirrored, 1, '2026-11-24'), 'win');
    expect(won.at).toEqual({ node: 'hold-the-line' });
    expect(won.carried).toEqual([]);
    const lost = play(startCampaign(mirrored, 1, '2026-11-24'), 'loss');
    expect(lost.at).toEqual({ node: 'exploit' });
    expect(lost.carried).toEqual([{ kind: 'strategy', party: 'opponent', change: 1 }]);
    // The written triumph is the person's defeat.
    const ended = play(lost, 'loss');
    expect(ended.over?.winner).toBe('opponent');
  });

  it('leaves a league as it is: the person is one of its entries', () => {
    const league = bundledCampaign('training-league')!;
    expect(mirrorCampaign(league)).toBe(league);
  });
});
