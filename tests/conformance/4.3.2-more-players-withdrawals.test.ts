import { describe, expect, it } from 'vitest';
import type { Command, Side } from '../../engine/netea/commands/schema';
import { pendingDecision } from '../../engine/netea/flow/pending';
import { startChart } from '../../engine/netea/flow/game';
import type { GameState } from '../../engine/netea/state/schema';
import { ORK_BOYZ, row } from '../fixtures/shootingGame';
import { withTeams } from '../fixtures/teams';
import { eventsOf, go, placeUnit, refusalOf } from './helpers';
import { operate, shipDue } from '../netea/rules/4.3-4.4-spacecraft/spacecraftFixtures';

/**
 * 4.3.2 FAQ step 3 and 1.13.3 with three players, all against all (seed 001 5.3.11.1): one
 * orbital bombardment breaks formations of two other players; each owner decides on his own
 * formations' withdrawal, one after the other, round the table from the spacecraft's owner.
 */

/** Side 0's Strike Cruiser bombards (62, 102): side 1's Ork Boyz 'orks' (boy1-4 along y 100
 * from x 60) and side 2's Boyz 'grots' (g1, g2 along y 106 from x 58) are under the template;
 * side 1's 'lads' stand far off at (150, 60). */
function threePlayers(): GameState {
  const s = shipDue([{ x: 62, y: 102 }], 1, undefined, [
    { id: 'grots', side: 1, units: row('g', ORK_BOYZ.id, 2, 58, 106) },
  ]);
  const far = placeUnit(placeUnit(s, 'lad1', 150, 60), 'lad2', 155, 60);
  // All against all: no teams, player 3 owns the grots.
  const { teams: _none, ...three } = withTeams(
    far,
    { grots: 2 },
    { mode: 'simultaneous', of: [0, 1, 1] },
  );
  return three;
}

const withdraw = (side: Side, unitId: string, x: number, y: number): Command => ({
  type: 'withdrawal.move',
  side,
  unitId,
  path: [{ x, y }],
});
const endWithdrawal = (side: Side): Command => ({ type: 'withdrawal.end', side });

const at = (s: GameState, unitId: string) => s.units[unitId]?.position;

describe('4.3.2 with more players: every owner withdraws his broken formations', () => {
  it('1.13.3, seed 001 5.3.11.1: a bombardment breaks two players’ formations; each owner withdraws his in turn, round the table from the spacecraft’s owner', () => {
    const s = threePlayers();
    // Test 6; two Boyz under the template hit (6, 6), boy1 and boy2 nearest the centre; of the
    // grots, one hit (1, 6): g2, the nearer.
    const done = go(s, operate(), 6, 6, 6, 1, 6);
    expect(
      eventsOf(done.events, 'formation/broken').map(
        (e) => (e as { formationId: string }).formationId,
      ),
    ).toEqual(['orks', 'grots']);
    // Player 2 (next round the table from the spacecraft's player 1) decides first, on his own.
    expect(done.state.turnState.withdrawal).toMatchObject({ side: 1, formationIds: ['orks'] });
    expect(pendingDecision(startChart(done.state))).toMatchObject({ kind: 'withdraw', sides: [1] });
    // Player 3's grots wait, and their withdrawal is not his to make yet; nor the spacecraft's
    // player's to make for anyone.
    for (const wrong of [
      withdraw(2, 'g1', 43, 106),
      withdraw(2, 'boy3', 85, 100),
      withdraw(0, 'boy3', 85, 100),
      endWithdrawal(2),
    ])
      expect(refusalOf(done.state, wrong)).toMatchObject({
        code: 'withdrawal/not-yours',
        section: '1.13.3',
      });
    // Player 2's Boyz make their two moves east, away from every enemy.
    let t = done.state;
    t = go(t, withdraw(1, 'boy3', 85, 100)).state;
    t = go(t, withdraw(1, 'boy4', 90, 100)).state;
    t = go(t, endWithdrawal(1)).state;
    t = go(t, withdraw(1, 'boy3', 100, 100)).state;
    t = go(t, withdraw(1, 'boy4', 105, 100)).state;
    t = go(t, endWithdrawal(1)).state;
    expect([at(t, 'boy3'), at(t, 'boy4')]).toEqual([
      { x: 100, y: 100 },
      { x: 105, y: 100 },
    ]);
    // Now player 3 decides on his grots; player 2 may not touch them.
    expect(t.turnState.withdrawal).toMatchObject({ side: 2, formationIds: ['grots'], move: 1 });
    expect(pendingDecision(startChart(t))).toMatchObject({ kind: 'withdraw', sides: [2] });
    expect(refusalOf(t, withdraw(1, 'g1', 43, 106))).toMatchObject({
      code: 'withdrawal/not-yours',
      section: '1.13.3',
    });
    expect(t.formations.ship?.activated).toBe(true);
    expect(t.turnState.activation?.formationId).toBe('ship');
    t = go(t, withdraw(2, 'g1', 43, 106)).state;
    t = go(t, endWithdrawal(2)).state;
    t = go(t, withdraw(2, 'g1', 28, 106)).state;
    const over = go(t, endWithdrawal(2));
    expect(at(over.state, 'g1')).toEqual({ x: 28, y: 106 });
    // Every owner asked: the spacecraft's action is over and nobody is left to withdraw.
    expect(over.state.turnState.withdrawal).toBeNull();
    expect(over.state.spacecraft?.[0]).not.toHaveProperty('withdrawals');
    expect(eventsOf(over.events, 'action/ended')).toEqual([
      { type: 'action/ended', formationId: 'ship', section: '1.6' },
    ]);
    expect(pendingDecision(startChart(over.state)).kind).not.toBe('withdraw');
  });

  it('1.13.3, seed 001 5.3.11.1: an owner who chooses not to withdraw hands the decision to the next; the formations stay where they are', () => {
    const done = go(threePlayers(), operate(), 6, 6, 6, 1, 6);
    const declined = go(done.state, endWithdrawal(1)).state;
    expect([at(declined, 'boy3'), at(declined, 'boy4')]).toEqual([
      { x: 70, y: 100 },
      { x: 75, y: 100 },
    ]);
    expect(declined.turnState.withdrawal).toMatchObject({ side: 2, formationIds: ['grots'] });
    const over = go(declined, endWithdrawal(2)).state;
    expect(at(over, 'g1')).toEqual({ x: 58, y: 106 });
    expect(over.turnState.withdrawal).toBeNull();
    expect(over.turnState.activation).toBeNull();
  });

  it('1.13.3: round the table from the spacecraft’s owner: player 3’s spacecraft asks player 1 before player 2', () => {
    // The same bombardment, the spacecraft now player 3's and the grots player 1's.
    const s = threePlayers();
    const swapped = withTeams(
      { ...s, teams: undefined },
      { ship: 2, grots: 0, tac: 2 },
      { mode: 'simultaneous', of: [0, 1, 1] },
    );
    const { teams: _none, ...three } = swapped;
    const game: GameState = {
      ...three,
      spacecraft: s.spacecraft!.map((c) => ({ ...c, side: 2 as const, position: { x: 90, y: 0 } })),
      plots: s.plots!.map((p) => ({ ...p, side: 2 as const })),
      turnState: { ...three.turnState, activeSide: 2, strategyWinner: 2, firstSide: 2 },
    };
    const done = go(game, operate(2), 6, 6, 6, 1, 6);
    expect(done.state.turnState.withdrawal).toMatchObject({ side: 0, formationIds: ['grots'] });
    expect(done.state.spacecraft?.[0]?.withdrawals).toEqual([{ side: 1, formationIds: ['orks'] }]);
  });
});
