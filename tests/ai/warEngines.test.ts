import { describe, expect, it } from 'vitest';
import type { Command } from '../../engine/netea/commands/schema';
import type { GameState } from '../../engine/netea/state/schema';
import { createUtilityPlayer } from '../../ai/utility/utilityPlayer';
import { battle, declare, go } from '../conformance/helpers';
import { row } from '../fixtures/shootingGame';
import { pending } from './situations';

const hard = () => createUtilityPlayer('hard', 1);

function decide(state: GameState, kind: Parameters<typeof pending>[1], side: 0 | 1 = 0): Command {
  return hard().decide(state, pending(state, kind), side).command;
}

const damaged = (s: GameState, id: string, damage: number): GameState => ({
  ...s,
  units: { ...s.units, [id]: { ...s.units[id]!, damage } },
});

describe('the utility AI against war engines (3.2, 3.3)', () => {
  it('shoots the damaged war engine it can finish rather than an untouched one nearer by (3.2.2)', () => {
    // Four Devastators; two Command Bunkers (DC3, 4+) in range: "near" untouched at 25cm,
    // "far" with 2 points of damage at 35cm: one more point destroys it.
    let s = battle([
      { id: 'a', side: 0, units: row('a', 'sm-devastator', 4, 50, 60) },
      { id: 'near', side: 1, units: [{ id: 'n', sheet: 'command-bunker', x: 56, y: 87 }] },
      { id: 'far', side: 1, units: [{ id: 'f', sheet: 'command-bunker', x: 40, y: 96 }] },
    ]);
    s = go(s, declare(0, 'a', 'sustained-fire'), 6).state;
    expect(decide(damaged(s, 'f', 2), 'carry-out-action')).toEqual({
      type: 'shoot.declare',
      side: 0,
      targetFormationId: 'far',
    });
    // Untouched, the nearer bunker is the target.
    expect(decide(s, 'carry-out-action')).toMatchObject({ targetFormationId: 'near' });
  });

  it('assaults a lone command bunker with its Great Gargant (3.3)', () => {
    const s = battle(
      [
        { id: 'g', side: 1, units: [{ id: 'gg', sheet: 'ork-great-gargant', x: 60, y: 40 }] },
        { id: 'bk', side: 0, units: [{ id: 'b', sheet: 'command-bunker', x: 60, y: 52 }] },
      ],
      { active: 1 },
    );
    expect(decide(s, 'activate', 1)).toMatchObject({
      type: 'action.declare',
      formationId: 'g',
      action: 'engage',
    });
  });
});
