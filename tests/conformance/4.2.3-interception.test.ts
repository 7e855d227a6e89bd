import { describe, expect, it } from 'vitest';
import type { Point } from '../../engine/kernel/geometry/types';
import type { Command } from '../../engine/netea/commands/schema';
import { interceptGame } from '../netea/rules/4.2-aircraft/interceptGame';
import { go, refusalOf, rollsOf } from './helpers';

/** The Thunderbolts fly an interception from the Imperial (south) edge along `approach`. */
function intercepting(approach: Point[]) {
  const s = go(
    interceptGame(),
    { type: 'aircraft.mission', side: 1, formationId: 'tb', mission: 'interception', approach },
    6,
  ).state;
  expect(s.aircraft?.step).toMatchObject({ stage: 'attack', formationId: 'tb' });
  return s;
}

const attackFb: Command = { type: 'aircraft.attack', side: 1, targetFormationId: 'fb' };

describe('4.2.3 Interception: the attacking aircraft within range and fire arc', () => {
  it('4.2.3: an interceptor attacks only with the AA weapons that have the enemy aircraft within range', () => {
    // 20cm short of the Fighta-Bombers (about 17cm between the models): the Multi-lasers (30cm)
    // reach, the Storm Bolters (15cm) do not: three dice, not six.
    const far = go(
      intercepting([
        { x: 90, y: 120 },
        { x: 90, y: 80 },
      ]),
      attackFb,
      1,
      1,
      1,
    );
    expect(rollsOf(far.events).map((r) => [r.purpose.split(' (')[0], r.results.length])).toEqual([
      ['AA: Multi-laser', 1],
      ['AA: Multi-laser', 1],
      ['AA: Multi-laser', 1],
    ]);
    // Close in, both weapons: six dice, each +1 for the interception.
    const near = go(
      intercepting([
        { x: 90, y: 120 },
        { x: 90, y: 70 },
      ]),
      attackFb,
      1,
      1,
      1,
      1,
      1,
      1,
    );
    expect(rollsOf(near.events)).toHaveLength(6);
    expect(rollsOf(near.events).every((r) => r.needed === 4)).toBe(true);
  });

  it('4.2.3: an interceptor’s fixed forward weapons reach only enemy aircraft within their arc', () => {
    // Alongside the Fighta-Bombers, 30cm to their west and heading north: in range, out of arc.
    const beside = intercepting([
      { x: 60, y: 120 },
      { x: 60, y: 60 },
    ]);
    expect(refusalOf(beside, attackFb)).toMatchObject({
      code: 'shooting/out-of-range',
      section: '4.2.3',
    });
  });
});
