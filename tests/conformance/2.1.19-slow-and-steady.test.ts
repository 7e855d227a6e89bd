import { describe, expect, it } from 'vitest';
import { refusalOf } from './helpers';
import {
  BATTLE_BARGE,
  settingUp,
  setUpShip,
} from '../netea/rules/4.3-4.4-spacecraft/spacecraftFixtures';

describe('2.1.19 Slow and Steady', () => {
  it('2.1.19: a slow and steady spacecraft may not be used on the first two turns of a battle', () => {
    const s = settingUp(BATTLE_BARGE);
    for (const turn of [1, 2])
      expect(refusalOf(s, setUpShip(turn, [{ x: 70, y: 100 }]))).toMatchObject({
        code: 'spacecraft/slow-and-steady',
        section: '2.1.19',
      });
    expect(refusalOf(s, setUpShip(3, [{ x: 70, y: 100 }]))).toBeNull();
    // A spacecraft without the ability may come on the first turn.
    expect(refusalOf(settingUp(), setUpShip(1))).toBeNull();
  });
});
