import { describe, expect, it } from 'vitest';
import { applyCommand } from '../../engine/netea/commands/apply';
import type { Command } from '../../engine/netea/commands/schema';
import type { GameState } from '../../engine/netea/state/schema';
import { createUtilityPlayer } from '../../ai/utility/utilityPlayer';
import { battle, declare, go, withFormation } from '../conformance/helpers';
import { row } from '../fixtures/shootingGame';
import { pending } from './situations';

/** The utility AI and 3.1.3 Transport War Engines (ai/utility/candidates/weTransport.ts). */
const decide = (state: GameState): Command =>
  createUtilityPlayer('hard', 1).decide(state, pending(state, 'carry-out-action'), 0).command;

describe('the utility AI with transport war engines (3.1.3)', () => {
  const boyz = row('b', 'test-ork-boyz', 3, 54, 72, 6);

  it('mounts infantry far from the fight in a war engine with room that has acted this turn', () => {
    let s = battle([
      { id: 'gw', side: 0, units: [{ id: 'bf', sheet: 'test-we-transport', x: 60, y: 60 }] },
      { id: 'mob', side: 0, units: boyz },
      { id: 'foe', side: 1, units: row('e', 'sm-tactical', 2, 160, 110) },
    ]);
    s = withFormation(s, 'gw', { activated: true });
    s = go(s, declare(0, 'mob', 'advance'), 1).state;
    const command = decide(s);
    expect(command).toMatchObject({ type: 'move.mountWarEngine', transportId: 'bf' });
    const r = applyCommand(s, command);
    expect(r.ok).toBe(true);
    if (r.ok)
      expect(r.state.units['b2']).toMatchObject({ status: 'embarked', transportedBy: 'bf' });
    // A war engine that has not acted yet would lose its action: they do not mount up.
    const fresh = go(
      battle([
        { id: 'gw', side: 0, units: [{ id: 'bf', sheet: 'test-we-transport', x: 60, y: 60 }] },
        { id: 'mob', side: 0, units: boyz },
        { id: 'foe', side: 1, units: row('e', 'sm-tactical', 2, 160, 110) },
      ]),
      declare(0, 'mob', 'advance'),
      1,
    ).state;
    expect(decide(fresh).type).not.toBe('move.mountWarEngine');
  });

  it('puts its passengers out when a move brings the war engine near the enemy', () => {
    let s = battle([
      { id: 'gw', side: 0, units: [{ id: 'bf', sheet: 'test-we-transport', x: 60, y: 60 }] },
      { id: 'mob', side: 0, units: boyz.map((u) => ({ ...u, embarkedIn: 'bf' })) },
      { id: 'foe', side: 1, units: row('e', 'sm-tactical', 2, 60, 25) },
    ]);
    s = go(s, declare(0, 'gw', 'advance'), 1).state;
    s = go(s, { type: 'move.unit', side: 0, unitId: 'bf', path: [{ x: 60, y: 50 }] }).state;
    s = go(s, { type: 'move.end', side: 0 }).state;
    const command = decide(s);
    expect(command).toMatchObject({ type: 'move.disembark', transportId: 'bf' });
    const r = applyCommand(s, command);
    expect(r.ok).toBe(true);
    if (r.ok)
      expect(['b1', 'b2', 'b3'].map((id) => r.state.units[id]?.status)).toEqual([
        'deployed',
        'deployed',
        'deployed',
      ]);
  });
});
