import { describe, expect, it } from 'vitest';
import type { Command } from '../../engine/netea/commands/schema';
import { ORK_BOYZ, rect, row } from '../fixtures/shootingGame';
import { battle, declare, go, rollsOf, withFormation } from './helpers';

/** The 1.9.2 FAQ answer on suppressing units whose weapons need no line of fire (footnote 12). */

describe('1.9.2 Who May Shoot: FAQ', () => {
  it('1.9.2 FAQ: When are units that are armed with a weapon that does not require a line of fire suppressed? Only when within range of a unit from the target formation', () => {
    // Three Whirlwinds firing indirectly (90cm): 'seen' in the open, 'hidden' behind a tall
    // building but in range (87cm), 'far' out of range (92cm) of the Orks.
    const fire = (blastMarkers: number) => {
      let s = battle(
        [
          {
            id: 'sm',
            side: 0,
            units: [
              { id: 'seen', sheet: 'sm-whirlwind', x: 81, y: 65 },
              { id: 'hidden', sheet: 'sm-whirlwind', x: 81, y: 60 },
              { id: 'far', sheet: 'sm-whirlwind', x: 76, y: 60 },
            ],
          },
          { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 2, 170, 60) },
        ],
        { terrain: [rect('block', 'buildings', 92, 57, 96, 63, 3)] },
      );
      s = withFormation(s, 'sm', { blastMarkers });
      // Sustained fire (needed to fire indirectly): 1+ less the Blast markers, passed on a 6.
      s = go(s, declare(0, 'sm', 'sustained-fire'), 6).state;
      const barrage: Command = {
        type: 'shoot.barrage',
        side: 0,
        targetFormationId: 'orks',
        centres: [{ x: 172.5, y: 60 }],
        indirect: true,
      };
      const toHit = rollsOf(go(s, barrage, 1, 1).events).find((r) => r.section === '1.9.8');
      return toHit?.base;
    };
    // Without Blast markers 'seen' and 'hidden' fire together ('far' is out of range): 5+.
    const both = fire(0);
    // One Blast marker suppresses one of the two in range ('far', out of range, cannot take
    // it): the barrage is one Whirlwind weaker, hitting on 6+.
    const one = fire(1);
    expect([both, one]).toEqual([5, 6]);
  });
});
