import { describe, expect, it } from 'vitest';
import { Dice, FixedDieSource } from '../../engine/kernel/dice';
import { validateCommand } from '../../engine/netea/commands/apply';
import type { GameEvent } from '../../engine/netea/events';
import { proceed } from '../../engine/netea/flow/next';
import { workOutResult } from '../../engine/netea/rules/1.12-assaults/result';
import { assaultDecision, assaultOf } from '../../engine/netea/rules/1.12-assaults/state';
import type { GameState } from '../../engine/netea/state/schema';
import { createUtilityPlayer } from '../../ai/utility/utilityPlayer';
import { act, assaultAt, assaultGame, TAC } from '../fixtures/assaultGame';
import { pending } from './situations';

/**
 * Three Tacticals (4 x 1.2cm bases) that lost their assault on a Command Bunker by one: a1 and
 * a3 lie corner to corner against its walls, turned 45 degrees (as Terminators stood after
 * charging one in Thunderhawk Down), a2 off its north wall. The extra hit takes a1.
 */
function lostAgainstBunker(): GameState {
  const s = assaultGame([
    {
      id: 'att',
      side: 0,
      units: [
        { id: 'a1', sheet: TAC, x: 51.165, y: 51.028, facing: -45 },
        { id: 'a2', sheet: TAC, x: 55, y: 45.4, facing: 0 },
        { id: 'a3', sheet: TAC, x: 58.835, y: 48.972, facing: 135 },
      ],
    },
    { id: 'we', side: 1, units: [{ id: 'bunker', sheet: 'command-bunker', x: 55, y: 50 }] },
  ]);
  const fight = assaultAt(s, { attackers: ['att'], defenders: ['we'], step: 'support' });
  const events: GameEvent[] = [];
  const dice = new Dice(new FixedDieSource([5, 1, 6, 1], fight.rng), events);
  return proceed(workOutResult(fight, assaultOf(fight)!, dice, events), { dice, events });
}

describe('the computer’s withdrawals (1.13.3)', () => {
  it('1.13.3 with 1.7.2: a unit whose base lies against a bunker backs away without turning into it', () => {
    let s = lostAgainstBunker();
    expect(s.units.a1?.status).toBe('destroyed');
    expect(assaultDecision(s)).toMatchObject({ side: 0, kind: 'withdraw' });
    const from = s.units.a3!.position!;
    // Turned to face its way first, the base would swing through the bunker's wall.
    const turning = {
      type: 'assault.withdrawMove' as const,
      side: 0 as const,
      unitId: 'a3',
      path: [{ x: from.x + 14, y: from.y }],
    };
    expect(validateCommand(s, turning)?.code).toBe('move/over-enemy');
    const player = createUtilityPlayer('hard', 1);
    for (let i = 0; i < 8 && assaultDecision(s)?.kind === 'withdraw'; i++) {
      const { command } = player.decide(s, pending(s, 'assault'), 0);
      expect(validateCommand(s, command)).toBeNull();
      if (command.type !== 'assault.withdrawMove' && command.type !== 'assault.endWithdrawal')
        throw new Error(`unexpected ${command.type}`);
      s = act(s, command).state;
    }
    const to = s.units.a3!.position!;
    expect(s.units.a3?.status).toBe('deployed');
    expect(Math.hypot(to.x - from.x, to.y - from.y)).toBeGreaterThan(15);
  });
});
