import { describe, expect, it } from 'vitest';
import type { GameState } from '../../engine/netea/state/schema';
import { ORK_BOYZ, row } from '../fixtures/shootingGame';
import { battle, declare, endAction, endMove, go, refusalOf, withFormation } from './helpers';

/**
 * What a formation owes before its action may do anything but move (1.2.1, 1.6.1, 1.7.3), and
 * the order of moves and shooting (1.6.1, the 1.7 and 1.10 FAQ on 0cm moves).
 */
function situation(): GameState {
  return battle([
    { id: 'sm', side: 0, units: row('tac', 'sm-tactical', 3, 60, 20) },
    { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 6, 55, 50) },
  ]);
}

/** tac3 stands 20cm away from the rest of its formation. */
function strayed(): GameState {
  const s = situation();
  const tac3 = s.units['tac3']!;
  return { ...s, units: { ...s.units, tac3: { ...tac3, position: { x: 100, y: 20 } } } };
}

/** An Ork unit of another formation 3cm from tac1: inside its zone of control. */
function inZoc(): GameState {
  return battle([
    { id: 'sm', side: 0, units: row('tac', 'sm-tactical', 3, 60, 20) },
    { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 6, 55, 60) },
    { id: 'nob', side: 1, units: [{ id: 'nob1', sheet: ORK_BOYZ.id, x: 60, y: 24.5 }] },
  ]);
}

const shoot = { type: 'shoot.declare', side: 0, targetFormationId: 'orks' } as const;

describe('1.6.1 and 1.2.1: a formation must close back up when it next takes an action', () => {
  it('a hold action "must choose to move if any units are out of formation": it may not shoot or regroup instead', () => {
    // A Blast marker makes the 1+ formation need 2: a 1 fails, leaving a hold action (1.6.2).
    const s = go(
      withFormation(strayed(), 'sm', { blastMarkers: 1 }),
      declare(0, 'sm', 'advance'),
      1,
    ).state;
    expect(s.turnState.activation?.action).toBe('hold');
    expect(refusalOf(s, shoot)).toMatchObject({ code: 'action/must-close-up', section: '1.2.1' });
    expect(refusalOf(s, { type: 'action.regroup', side: 0 })).toMatchObject({
      code: 'action/must-close-up',
    });
    expect(refusalOf(s, endAction(0))).toMatchObject({ code: 'action/must-close-up' });
    // Its move destroys the stray (1.7.4), and that was the hold action's one thing. The Blast
    // marker for the loss breaks it: it may withdraw (1.13.3), and then its action is over.
    const moved = go(s, endMove(0)).state;
    expect(moved.units['tac3']?.status).toBe('destroyed');
    expect(moved.formations['sm']?.broken).toBe(true);
    expect(moved.turnState.withdrawal).toMatchObject({ formationIds: ['sm'], mandatory: false });
    const done = go(moved, { type: 'withdrawal.end', side: 0 }).state;
    expect(done.turnState.activation).toBeNull();
  });
});

describe('1.7.3: a unit in an enemy zone of control must charge or leave it when it next acts', () => {
  it('the formation may not take an overwatch or sustained fire action, which do not move', () => {
    const s = inZoc();
    expect(refusalOf(s, declare(0, 'sm', 'overwatch'))).toMatchObject({
      code: 'action/must-leave-zoc',
      section: '1.7.3',
    });
    expect(refusalOf(s, declare(0, 'sm', 'sustained-fire'))).toMatchObject({
      code: 'action/must-leave-zoc',
    });
    expect(refusalOf(s, declare(0, 'sm', 'advance'))).toBeNull();
  });

  it('a marshal action may not shoot instead of moving', () => {
    const s = go(inZoc(), declare(0, 'sm', 'marshal'), 1).state;
    expect(refusalOf(s, shoot)).toMatchObject({ code: 'action/must-leave-zoc' });
  });
});

describe('1.6.1 Marshal: shoot with -1 and then regroup', () => {
  it('a marshal action that shot may still regroup', () => {
    let s = go(situation(), declare(0, 'sm', 'marshal'), 1).state;
    s = go(s, shoot, 1, 1, 1).state;
    expect(s.turnState.activation?.shot).toBe(true);
    expect(refusalOf(s, { type: 'action.regroup', side: 0 })).toBeNull();
  });
});

describe('1.7 and 1.10 FAQ: any action that includes a move is a move for overwatch, even at 0cm', () => {
  it('an advance or march may not end, nor an advance shoot, before its moves are made', () => {
    const advance = go(situation(), declare(0, 'sm', 'advance'), 1).state;
    expect(refusalOf(advance, shoot)).toMatchObject({
      code: 'action/moves-first',
      section: '1.10',
    });
    expect(refusalOf(advance, endAction(0))).toMatchObject({ code: 'action/moves-first' });
    const march = go(situation(), declare(0, 'sm', 'march'), 1).state;
    const oneMove = go(march, endMove(0)).state;
    expect(refusalOf(oneMove, endAction(0))).toMatchObject({ code: 'action/moves-first' });
  });
});
