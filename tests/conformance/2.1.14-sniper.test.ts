import { describe, expect, it } from 'vitest';
import type { Command } from '../../engine/netea/commands/schema';
import type { GameState } from '../../engine/netea/state/schema';
import { SNIPER_TACTICAL } from '../fixtures/specialists';
import { battle, declare, eventsOf, go, rollsOf } from './helpers';

/**
 * A sniper Tactical unit ('sn') and a plain one ('tc') shoot with a sustained fire action
 * (missile launchers AP5+, 4+) at three Tactical units: e1 and e2 in front, e3 behind.
 */
function situation(): GameState {
  const s = battle([
    {
      id: 'sm',
      side: 0,
      units: [
        { id: 'sn', sheet: SNIPER_TACTICAL.id, x: 60, y: 20 },
        { id: 'tc', sheet: 'sm-tactical', x: 65, y: 20 },
      ],
    },
    {
      id: 'foe',
      side: 1,
      units: [
        { id: 'e1', sheet: 'sm-tactical', x: 60, y: 40 },
        { id: 'e2', sheet: 'sm-tactical', x: 65, y: 40 },
        { id: 'e3', sheet: 'sm-tactical', x: 62, y: 52 },
      ],
    },
  ]);
  return go(s, declare(0, 'sm', 'sustained-fire'), 1).state;
}

const shoot = (chosenTargets?: string[]): Command => ({
  type: 'shoot.declare',
  side: 0,
  targetFormationId: 'foe',
  ...(chosenTargets ? { chosenTargets } : {}),
});

describe('2.1.14 Sniper', () => {
  it('2.1.14: roll separately for the sniper; the attacker picks the unit hit, which saves at -1', () => {
    // To hit: the sniper's own roll (a 6) and the other unit's (a 1).
    const shot = go(situation(), shoot(['e3']), 6, 1);
    expect(rollsOf(shot.events).filter((r) => r.section === '1.9.5')).toHaveLength(2);
    // The defender allocates nothing; the sniper hit goes to e3, whose 4+ save needs 5: a 4 fails.
    const saved = go(shot.state, { type: 'hits.allocate', side: 1 }, 4);
    expect(eventsOf(saved.events, 'shooting/hits-allocated')).toMatchObject([
      { hits: [{ unitId: 'e3', count: 1 }] },
    ]);
    expect(rollsOf(saved.events)[0]).toMatchObject({
      needed: 5,
      modifiers: [{ value: -1, section: '2.1.14' }],
    });
    expect(saved.state.units['e3']?.status).toBe('destroyed');
  });

  it('2.1.14 FAQ: Can a sniper hit be allocated to a unit that has already been allocated a regular hit? Yes', () => {
    // Both hit; the regular hit goes front to back (e1), the sniper hit to e1 as well.
    const shot = go(situation(), shoot(['e1']), 6, 6);
    const saved = go(shot.state, { type: 'hits.allocate', side: 1 }, 6, 4);
    expect(eventsOf(saved.events, 'shooting/hits-allocated')).toMatchObject([
      { hits: [{ unitId: 'e1', count: 2 }] },
    ]);
    expect(saved.state.units['e1']?.status).toBe('destroyed');
  });
});
