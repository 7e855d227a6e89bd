import { describe, expect, it } from 'vitest';
import { startChart, submit } from '../../engine/netea/flow/game';
import { pendingDecision, type ChartSnapshot } from '../../engine/netea/flow/pending';
import type { Command } from '../../engine/netea/commands/schema';
import type { GameState } from '../../engine/netea/state/schema';
import { must } from '../fixtures/battle';
import { ORK_BOYZ, row } from '../fixtures/shootingGame';
import { battle, withFormation } from './helpers';

/** A Tactical formation and an Ork warband far apart, at the start of turn 1; the Orks carry a
 * Blast marker, so they have something to rally in the end phase. */
function turnOne(): GameState {
  const s = withFormation(
    battle([
      { id: 'sm', side: 0, units: row('tac', 'sm-tactical', 3, 60, 10) },
      { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 3, 60, 110) },
    ]),
    'orks',
    { blastMarkers: 1 },
  );
  return {
    ...s,
    phase: 'strategy',
    turnState: { ...s.turnState, strategyWinner: null, firstSide: null, activeSide: null },
  };
}

const step = (snapshot: ChartSnapshot, command: Command) => must(submit(snapshot, command));

describe('1.4.1 Sequence of Play', () => {
  it('I strategy phase, II action phase (the players alternate), III end phase (rally, then victory); then the next turn', () => {
    let snap = startChart(turnOne());
    expect(pendingDecision(snap).kind).toBe('strategy-roll');
    snap = step(snap, { type: 'strategy.roll', side: 0 });
    const winner = snap.context.game.turnState.strategyWinner!;
    expect(pendingDecision(snap)).toMatchObject({ kind: 'choose-first', sides: [winner] });
    snap = step(snap, { type: 'strategy.choose', side: winner, goFirst: true });
    expect(snap.context.game.phase).toBe('action');
    const order: number[] = [];
    for (const id of winner === 0 ? ['sm', 'orks'] : ['orks', 'sm']) {
      const side = snap.context.game.formations[id]!.side;
      expect(pendingDecision(snap)).toMatchObject({ kind: 'activate', sides: [side] });
      order.push(side);
      snap = step(snap, { type: 'action.declare', side, formationId: id, action: 'advance' });
      // The advance's move (a 0cm move counts, 1.7 FAQ), then its end.
      snap = step(snap, { type: 'move.end', side });
      if (snap.context.game.turnState.activation) snap = step(snap, { type: 'action.end', side });
    }
    expect(order).toEqual([winner, winner === 0 ? 1 : 0]);
    // Every formation has acted: the end phase, where the Orks rally.
    expect(snap.context.game.phase).toBe('end');
    expect(pendingDecision(snap)).toMatchObject({ kind: 'rally', sides: [1] });
    snap = step(snap, { type: 'end.rally', side: 1, formationId: 'orks' });
    // Victory was checked (nobody holds anything here) and turn 2 begins.
    expect(snap.context.game.objectiveHistory).toHaveLength(1);
    expect(snap.context.game).toMatchObject({ turn: 2, phase: 'strategy' });
    expect(pendingDecision(snap).kind).toBe('strategy-roll');
  });
});
