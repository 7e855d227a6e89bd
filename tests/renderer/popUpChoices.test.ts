import { describe, expect, it } from 'vitest';
import { actionChoices } from '../../renderer/src/play/choices';
import { battle } from '../conformance/helpers';

describe('the action choices offer popping up (2.1.13)', () => {
  it('a formation with skimmers may declare each action with them popping up; the engine refuses sustained fire and marshal', () => {
    const game = battle([
      { id: 'ls', side: 0, units: [{ id: 'ls1', sheet: 'sm-land-speeder', x: 40, y: 50 }] },
      { id: 'tac', side: 0, units: [{ id: 'm1', sheet: 'sm-tactical', x: 80, y: 50 }] },
      { id: 'foe', side: 1, units: [{ id: 'e1', sheet: 'sm-tactical', x: 140, y: 50 }] },
    ]);
    const choices = actionChoices(game, 0, 'ls');
    expect(choices.find((c) => c.key === 'advance-pop-up')).toMatchObject({
      label: expect.stringContaining('popping up'),
      command: { popUp: ['ls1'] },
      refusal: null,
    });
    expect(choices.find((c) => c.key === 'marshal-pop-up')?.refusal).toMatchObject({
      code: 'skimmer/no-pop-up',
      section: '2.1.13',
    });
    expect(actionChoices(game, 0, 'tac').some((c) => c.key.endsWith('-pop-up'))).toBe(false);
  });
});
