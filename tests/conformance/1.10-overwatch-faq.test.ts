import { describe, expect, it } from 'vitest';
import { ORK_BOYZ, row } from '../fixtures/shootingGame';
import { battle, declare, go, moveAll, refusalOf, withFormation } from './helpers';

/** The 1.10 FAQ answer on a formation broken by overwatch fire (seed 000 footnote 17). */

const BOYZ = ['boy1', 'boy2', 'boy3', 'boy4', 'boy5', 'boy6'];

describe('1.10 Overwatch: FAQ', () => {
  it('1.10 FAQ: What happens to formation that is broken from overwatch fire while it is carrying out an action? See 1.13.3: it makes a withdrawal and loses the rest of its action', () => {
    // Three Tactical units on overwatch at y = 20; six Boyz at y = 80 with four Blast markers
    // march towards them.
    let s = battle([
      { id: 'ow', side: 0, units: row('tac', 'sm-tactical', 3, 60, 20) },
      { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 6, 55, 80) },
    ]);
    s = go(s, declare(0, 'ow', 'overwatch'), 1).state;
    s = withFormation(s, 'orks', { blastMarkers: 4 });
    // The Boyz have Blast markers: the 1+ test needs a 5 (-4), passed on a 5.
    s = go(s, declare(1, 'orks', 'march'), 5).state;
    const first = moveAll(s, 1, BOYZ, 0, -15).state;
    expect(first.turnState.overwatchWindow).toEqual({ formationId: 'orks' });
    // One hit (5) and a failed save: 4 + 1 (under fire) + 1 (loss) markers on five Boyz.
    const fired = go(first, { type: 'overwatch.fire', side: 0, formationId: 'ow' }, 5, 1, 1);
    const broken = go(fired.state, { type: 'hits.allocate', side: 1 }, 1).state;
    expect(broken.formations['orks']?.broken).toBe(true);
    // It withdraws (1.13.3) instead of making the march's second move ...
    expect(broken.turnState.withdrawal).toMatchObject({ side: 1, formationIds: ['orks'] });
    expect(
      refusalOf(broken, { type: 'move.unit', side: 1, unitId: 'boy6', path: [{ x: 80, y: 60 }] }),
    ).not.toBeNull();
    const alive = BOYZ.filter((id) => broken.units[id]?.status === 'deployed');
    expect(alive).toHaveLength(5);
    const at = broken.units[alive[0]!]!.position!;
    const back = go(broken, {
      type: 'withdrawal.move',
      side: 1,
      unitId: alive[0]!,
      path: [{ x: at.x, y: at.y + 10 }],
    }).state;
    expect(back.units[alive[0]!]?.position).toEqual({ x: at.x, y: at.y + 10 });
    // ... its two withdrawal moves (the second without moving) and its action is over.
    const first2 = go(back, { type: 'withdrawal.end', side: 1 }).state;
    expect(first2.turnState.withdrawal).toMatchObject({ move: 2 });
    const done = go(first2, { type: 'withdrawal.end', side: 1 }).state;
    expect(done.turnState.withdrawal).toBeNull();
    expect(done.turnState.activation).toBeNull();
    expect(done.formations['orks']).toMatchObject({ activated: true, broken: true });
    expect(
      refusalOf(done, { type: 'move.unit', side: 1, unitId: 'boy6', path: [{ x: 80, y: 60 }] }),
    ).not.toBeNull();
  });
});
