import { describe, expect, it } from 'vitest';
import type { GameState } from '../../engine/netea/state/schema';
import { ORK_BOYZ, row } from '../fixtures/shootingGame';
import { battle, declare, endAction, go, refusalOf, rollsOf } from './helpers';

/** Three Tactical units at y = 20 (tac3 far to the east); two Ork warbands: 'west' in range of
 * tac1 and tac2 only, 'east' in range of tac3 only. */
function situation(): GameState {
  return battle([
    {
      id: 'sm',
      side: 0,
      units: [
        ...row('tac', 'sm-tactical', 2, 60, 20),
        { id: 'tac3', sheet: 'sm-tactical', x: 69, y: 20 },
      ],
    },
    { id: 'west', side: 1, units: row('w', ORK_BOYZ.id, 3, 10, 20) },
    { id: 'east', side: 1, units: row('e', ORK_BOYZ.id, 3, 110, 20) },
    { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 3, 60, 110) },
  ]);
}

describe('1.9 Shooting', () => {
  it('1.9.1: formations may not split fire: units unable to shoot at the target lose the chance to shoot', () => {
    const s = go(situation(), declare(0, 'sm', 'advance'), 1).state;
    const noMove = go(s, { type: 'move.end', side: 0 }).state;
    // tac1 and tac2 reach the west warband (45cm from x = 60 and 65); tac3 does not.
    const shot = go(noMove, { type: 'shoot.declare', side: 0, targetFormationId: 'west' }, 1, 1);
    expect(rollsOf(shot.events).filter((r) => r.section === '1.9.5')).toHaveLength(2);
    // And nobody may now shoot at the east warband.
    expect(
      refusalOf(shot.state, { type: 'shoot.declare', side: 0, targetFormationId: 'east' }),
    ).not.toBeNull();
  });

  it('1.9 FAQ: Can you withhold fire for later in the turn? No: a unit fires when its formation activates or forfeits its shooting', () => {
    let s = go(situation(), declare(0, 'sm', 'advance'), 1).state;
    s = go(s, { type: 'move.end', side: 0 }).state;
    s = go(s, endAction(0)).state;
    expect(s.formations['sm']?.activated).toBe(true);
    // Later in the turn the formation may neither shoot nor act again.
    expect(
      refusalOf(s, { type: 'shoot.declare', side: 0, targetFormationId: 'west' }),
    ).not.toBeNull();
    // The Orks act; the Marines' chance is gone for good.
    const orks = go(s, declare(1, 'orks', 'advance'), 1).state;
    const later = go(go(orks, { type: 'move.end', side: 1 }).state, endAction(1)).state;
    expect(later.turnState.activeSide).toBe(1);
    expect(refusalOf(later, declare(0, 'sm', 'sustained-fire'))).not.toBeNull();
    expect(
      refusalOf(later, { type: 'shoot.declare', side: 0, targetFormationId: 'west' }),
    ).not.toBeNull();
  });
});
