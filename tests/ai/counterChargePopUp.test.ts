import { describe, expect, it } from 'vitest';
import { createUtilityPlayer } from '../../ai/utility/utilityPlayer';
import { validateCommand } from '../../engine/netea/commands/apply';
import type { GameState } from '../../engine/netea/state/schema';
import { assaultAt, assaultGame, TAC } from '../fixtures/assaultGame';
import { rect } from '../fixtures/shootingGame';
import { pending } from './situations';

/**
 * The computer's Land Speeder `ls` (side 1) may counter charge at Marines `t1` that charged
 * `d1`; its 10cm takes it to the far edge of a strip of woods, which blocks its line of fire to
 * `t1` unless it pops up (2.1.13 FAQ: a skimmer may pop up in a counter charge).
 */
function counterCharge(woods: boolean): GameState {
  const s = assaultGame(
    [
      { id: 'att', side: 0, units: [{ id: 't1', sheet: TAC, x: 60, y: 50 }] },
      {
        id: 'def',
        side: 1,
        units: [
          { id: 'd1', sheet: TAC, x: 61.2, y: 50 },
          { id: 'ls', sheet: 'sm-land-speeder', x: 60, y: 75 },
        ],
      },
    ],
    { terrain: woods ? [rect('wood', 'woods', 50, 60, 70, 63)] : [] },
  );
  return assaultAt(s, {
    attackers: ['att'],
    defenders: ['def'],
    step: 'counter-charge',
    decidingSide: 1,
  });
}

describe('the computer pops skimmers up in counter charges (2.1.13 FAQ)', () => {
  it('the utility AI pops the Speeder up when the woods would block its firefight, not in the open', () => {
    const game = counterCharge(true);
    const hard = createUtilityPlayer('hard', 1);
    const up = hard.decide(game, pending(game, 'assault'), 1).command;
    expect(up).toMatchObject({ type: 'assault.counterCharge', unitId: 'ls', popUp: true });
    expect(validateCommand(game, up)).toBeNull();
    const open = counterCharge(false);
    const down = createUtilityPlayer('hard', 1).decide(open, pending(open, 'assault'), 1).command;
    expect(down).toMatchObject({ type: 'assault.counterCharge', unitId: 'ls' });
    expect(down).not.toHaveProperty('popUp');
  });
});
