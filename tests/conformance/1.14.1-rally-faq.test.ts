import { describe, expect, it } from 'vitest';
import type { GameState } from '../../engine/netea/state/schema';
import { ORK_BOYZ, row } from '../fixtures/shootingGame';
import { battle, declare, go, refusalOf, rollsOf, withFormation } from './helpers';

/** The end phase of turn 1: a broken Tactical formation 20cm from an Ork warband. */
function endPhase(): GameState {
  const s = withFormation(
    battle([
      { id: 'sm', side: 0, units: row('tac', 'sm-tactical', 3, 60, 20) },
      { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 3, 60, 45) },
    ]),
    'sm',
    { broken: true },
  );
  return {
    ...withFormation(s, 'orks', { activated: true }),
    phase: 'end',
  };
}

describe('1.14.1 Rallying Formations: FAQ', () => {
  it('1.14.1 FAQ: Can a broken formation activate in the turn after it failed to rally? No', () => {
    // 1+ with -2 (broken) and -1 (enemy within 30cm) needs 4: a 3 fails.
    const failed = go(endPhase(), { type: 'end.rally', side: 0, formationId: 'sm' }, 3).state;
    expect(failed.formations['sm']?.broken).toBe(true);
    // It must withdraw (1.13.3, not shown here): it stays where it is, 25cm from the Orks.
    const next = go(failed, { type: 'withdrawal.end', side: 0 }).state;
    expect(next).toMatchObject({ turn: 2, phase: 'strategy' });
    let s = go(next, { type: 'strategy.roll', side: 0 }, 6, 1).state;
    s = go(s, { type: 'strategy.choose', side: 0, goFirst: true }).state;
    // The Marines chose to go first, but their only formation is broken: the Orks act instead.
    expect(s.turnState.activeSide).toBe(1);
    const marinesTurn = { ...s, turnState: { ...s.turnState, activeSide: 0 as const } };
    expect(refusalOf(marinesTurn, declare(0, 'sm', 'advance'))).toMatchObject({
      code: 'action/broken',
    });
  });

  it('1.14.1 FAQ: Can formations that are off-board rally? Yes, and they are not within 30cm of enemy units', () => {
    const s = endPhase();
    const offBoard: GameState = {
      ...s,
      units: Object.fromEntries(
        Object.entries(s.units).map(([id, u]) => [
          id,
          u.formationId === 'sm' ? { ...u, status: 'reserve' as const, position: null } : u,
        ]),
      ),
    };
    const rallied = go(offBoard, { type: 'end.rally', side: 0, formationId: 'sm' }, 3);
    expect(rollsOf(rallied.events)[0]).toMatchObject({
      needed: 3,
      modifiers: [{ value: -2, section: '1.14.1' }],
    });
    expect(rallied.state.formations['sm']?.broken).toBe(false);
  });
});
