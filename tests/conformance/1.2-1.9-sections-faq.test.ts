import { describe, expect, it } from 'vitest';
import type { GameState } from '../../engine/netea/state/schema';
import { ORK_BOYZ, row } from '../fixtures/shootingGame';
import { battle, declare, endAction, endMove, go, move, refusalOf } from './helpers';

/**
 * Section headings of chapter 1 with behaviour of their own (1.2, 1.4, 1.4.1, 1.5, 1.9), played
 * through commands; kept with the chapter's FAQ tests.
 */

/** Two Tactical formations and an Ork warband 100cm away, in the action phase of turn 1. */
function armies(): GameState {
  return battle([
    { id: 'sm', side: 0, units: row('tac', 'sm-tactical', 3, 60, 10) },
    { id: 'sm2', side: 0, units: row('sec', 'sm-tactical', 2, 120, 10) },
    { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 3, 60, 110) },
  ]);
}

/** The same at the start of turn 1, before the strategy roll. */
function strategyPhase(): GameState {
  const s = armies();
  return {
    ...s,
    phase: 'strategy',
    turnState: { ...s.turnState, strategyWinner: null, firstSide: null, activeSide: null },
  };
}

describe('1.2 Formations', () => {
  it('1.2: units fight in formations: an action is taken by one formation, and only its units move in it', () => {
    const s = go(armies(), declare(0, 'sm', 'advance'), 1).state;
    expect(refusalOf(s, move(0, 'sec1', 120, 20))).toMatchObject({
      code: 'move/not-acting-formation',
    });
    const moved = go(s, move(0, 'tac1', 60, 20)).state;
    expect(moved.units['tac1']?.position).toEqual({ x: 60, y: 20 });
    expect(moved.units['sec1']?.position).toEqual({ x: 120, y: 10 });
  });
});

describe('1.4 Sequence of Play', () => {
  it('1.4 and 1.4.1: the turn runs strategy phase, action phase, end phase: no action before the strategy roll, no rally during the actions', () => {
    const s = strategyPhase();
    expect(refusalOf(s, declare(0, 'sm', 'advance'))).toMatchObject({ code: 'flow/wrong-phase' });
    // Strategy: 6 + 3 against 1 + 3; the Marines go first.
    let t = go(s, { type: 'strategy.roll', side: 0 }, 6, 1).state;
    t = go(t, { type: 'strategy.choose', side: 0, goFirst: true }).state;
    expect(t).toMatchObject({ phase: 'action', turnState: { activeSide: 0 } });
    expect(refusalOf(t, { type: 'end.rally', side: 0, formationId: 'sm' })).toMatchObject({
      code: 'flow/wrong-phase',
      section: '1.14.1',
    });
    // Each formation acts once (advances 0cm), the players alternating.
    for (const [side, id] of [
      [0, 'sm'],
      [1, 'orks'],
      [0, 'sm2'],
    ] as const) {
      t = go(t, declare(side, id, 'advance'), 1).state;
      t = go(t, endMove(side)).state;
      if (t.turnState.activation) t = go(t, endAction(side)).state;
      // 1.6.3: the Marines may retain the initiative; they hand it over instead.
      if (t.phase === 'action' && t.turnState.activeSide === side && side === 0) {
        t = go(t, { type: 'action.handOver', side }).state;
      }
    }
    // Nobody has Blast markers to rally: the end phase checks victory and turn 2 begins.
    expect(t).toMatchObject({ turn: 2, phase: 'strategy' });
    expect(t.objectiveHistory).toHaveLength(1);
  });
});

describe('1.5 The Strategy Phase', () => {
  it('1.5: the player with the higher D6 plus strategy rating chooses who goes first, and may let the opponent go first', () => {
    // 2 + 3 against 5 + 3: the Orks win the roll and choose to go second.
    const rolled = go(strategyPhase(), { type: 'strategy.roll', side: 0 }, 2, 5).state;
    expect(rolled.turnState.strategyWinner).toBe(1);
    expect(refusalOf(rolled, { type: 'strategy.choose', side: 0, goFirst: true })).not.toBeNull();
    const chosen = go(rolled, { type: 'strategy.choose', side: 1, goFirst: false }).state;
    expect(chosen.turnState.activeSide).toBe(0);
    expect(refusalOf(chosen, declare(1, 'orks', 'advance'))).toMatchObject({
      code: 'action/not-your-turn',
    });
  });
});

describe('1.9 Shooting', () => {
  it('1.9: a formation shoots as part of its action, once: a march may not shoot, a sustained fire action shoots once', () => {
    const near = battle([
      { id: 'sm', side: 0, units: row('tac', 'sm-tactical', 2, 60, 20) },
      { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 3, 60, 45) },
    ]);
    const shoot = { type: 'shoot.declare', side: 0, targetFormationId: 'orks' } as const;
    let marching = go(near, declare(0, 'sm', 'march'), 1).state;
    marching = go(marching, endMove(0)).state;
    expect(refusalOf(marching, shoot)).toMatchObject({ code: 'shooting/action-does-not-shoot' });
    const firing = go(near, declare(0, 'sm', 'sustained-fire'), 1).state;
    // Two missile launchers miss: the Orks take the Blast marker for coming under fire.
    const shot = go(firing, shoot, 1, 1).state;
    expect(shot.formations['orks']?.blastMarkers).toBe(1);
    // The action is over once it has shot: no second volley.
    expect(refusalOf(shot, shoot)).toMatchObject({ code: 'flow/not-now', section: '1.9' });
  });
});
