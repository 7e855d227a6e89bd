import { describe, expect, it } from 'vitest';
import type { Command } from '../../engine/netea/commands/schema';
import { pendingDecision, refusalFor, startChart } from '../../engine/netea/flow/game';
import type { GameState } from '../../engine/netea/state/schema';
import { ORK_BOYZ, row } from '../fixtures/shootingGame';
import { battle, declare, eventsOf, go, goAll, refusalOf, withFormation } from './helpers';

/**
 * Overwatch fire at withdrawals and consolidation (1.10 and its FAQ, 1.12.4, 1.12.9, 1.13.3):
 * counter charges never open the window; a withdrawal or a consolidation opens it once it is
 * complete, for the opponent of the formations that moved.
 */
const BOYZ = ['boy1', 'boy2', 'boy3', 'boy4', 'boy5', 'boy6'];
const fire = (side: 0 | 1, formationId: string): Command => ({
  type: 'overwatch.fire',
  side,
  formationId,
});

/**
 * An engaging Marine formation ('att', side 0) charges two Marine units ('def', side 1): a1 into
 * base contact with d1, a2 to 5.3cm of it; d2 stands 1cm from a1. A second Marine formation of
 * side 0 ('ow0') is on overwatch some 30cm away, out of the assault.
 */
function sideZeroAssault(): GameState {
  return chargeWatchedBy({ id: 'ow0', side: 0, x: 100 });
}

/** That charge, with a Marine formation of either side on overwatch at y = 85, out of it. */
function chargeWatchedBy(watcher: { id: string; side: 0 | 1; x: number }): GameState {
  let s = battle(
    [
      {
        id: 'att',
        side: 0,
        units: [
          { id: 'a1', sheet: 'sm-tactical', x: 60, y: 50 },
          { id: 'a2', sheet: 'sm-tactical', x: 60, y: 56 },
        ],
      },
      {
        id: 'def',
        side: 1,
        units: [
          { id: 'd1', sheet: 'sm-tactical', x: 72, y: 50 },
          { id: 'd2', sheet: 'sm-tactical', x: 72, y: 55 },
        ],
      },
      { id: watcher.id, side: watcher.side, units: row('o', 'sm-tactical', 2, watcher.x, 85) },
    ],
    { active: 0 },
  );
  s = withFormation(s, watcher.id, { overwatch: true, activated: true });
  s = go(s, declare(0, 'att', 'engage'), 1).state;
  return goAll(
    s,
    { type: 'assault.declare', side: 0, targetFormationId: 'def' },
    { type: 'assault.chargeMove', side: 0, unitId: 'a1', path: [{ x: 70.8, y: 50 }] },
    { type: 'assault.chargeMove', side: 0, unitId: 'a2', path: [{ x: 65.5, y: 46 }] },
    { type: 'assault.endCharge', side: 0 },
  );
}

/** d2 counter charges into base contact with a1; every attack misses (four dice) and the
 * attacker wins the result roll by one (2 + 1 against 1 + 1): one extra hit, the loser breaks. */
function defenderLost(): GameState {
  const s = go(sideZeroAssault(), {
    type: 'assault.counterCharge',
    side: 1,
    unitId: 'd2',
    path: [{ x: 72, y: 54 }],
    facing: 0,
  }).state;
  return go(s, { type: 'assault.endCounterCharges', side: 1 }, 1, 1, 1, 1, 2, 1, 1, 1).state;
}

describe('1.12.4 counter charges and 1.13.3 withdrawals under overwatch', () => {
  it('1.10 FAQ: Does a counter charge move trigger overwatch fire? No', () => {
    const s = sideZeroAssault();
    // The attacker's own formation on overwatch is no enemy of the charge.
    expect(s.turnState.overwatchWindow).toBeNull();
    expect(s.turnState.assault).toMatchObject({ step: 'counter-charge', decidingSide: 1 });
    const countered = go(s, {
      type: 'assault.counterCharge',
      side: 1,
      unitId: 'd2',
      path: [{ x: 72, y: 54 }],
      facing: 0,
    }).state;
    expect(countered.turnState.overwatchWindow).toBeNull();
    expect(refusalOf(countered, fire(0, 'ow0'))).toMatchObject({ code: 'overwatch/no-trigger' });
    const lost = defenderLost();
    expect(lost.turnState.overwatchWindow).toBeNull();
    expect(lost.turnState.assault).toMatchObject({ step: 'withdraw', winner: 0 });
  });

  it('1.13.3: "Enemy formations on overwatch can shoot at formations making withdrawal moves": the loser of an assault', () => {
    const lost = defenderLost();
    const survivors = ['d1', 'd2'].filter((id) => lost.units[id]?.status === 'deployed');
    const withdrawAll = (state: GameState, dx: number) =>
      goAll(
        state,
        ...survivors.map((id): Command => ({
          type: 'assault.withdrawMove',
          side: 1,
          unitId: id,
          path: [{ x: lost.units[id]!.position!.x + dx, y: lost.units[id]!.position!.y }],
          facing: 0,
        })),
        { type: 'assault.endWithdrawal', side: 1 },
      );
    // After the first move the window opens (1.10: "after any move"); the side that may fire is
    // the active side, whose own formation made the assault. Declining, it may fire later.
    const first = withdrawAll(lost, 15);
    expect(first.turnState.overwatchWindow).toEqual({
      formationId: 'def',
      secondAssaultWithdrawal: true,
    });
    expect(pendingDecision(startChart(first))).toMatchObject({
      sides: [0],
      kind: 'overwatch-fire',
    });
    const passed = go(first, { type: 'overwatch.pass', side: 0 }).state;
    expect(passed.turnState.assault).toMatchObject({ step: 'withdraw', withdrawMove: 2 });
    expect(pendingDecision(startChart(passed))).toMatchObject({ sides: [1], kind: 'assault' });
    // The second move; the window opens once the withdrawal is complete.
    const withdrawn = withdrawAll(passed, 30);
    expect(withdrawn.turnState.overwatchWindow).toEqual({ formationId: 'def' });
    expect(withdrawn.turnState.activeSide).toBe(0);
    expect(pendingDecision(startChart(withdrawn))).toMatchObject({
      sides: [0],
      kind: 'overwatch-fire',
    });
    // The winner's consolidation waits for the fire.
    expect(refusalOf(withdrawn, { type: 'assault.endConsolidation', side: 0 })).toMatchObject({
      code: 'assault/not-now',
    });
    const after = go(withdrawn, fire(0, 'ow0'), 1, 1).state;
    expect(after.formations['ow0']?.overwatch).toBe(false);
    expect(after.turnState.overwatchWindow).toBeNull();
    expect(after.turnState.assault).toMatchObject({ step: 'consolidate', winner: 0 });
  });
});

/**
 * Three Marine units ('sm', side 0) shoot six Ork Boyz with five Blast markers; a second Marine
 * formation ('ow', side 0) is on overwatch to the Boyz' right.
 */
function brokenByFire(): GameState {
  let s = battle(
    [
      { id: 'sm', side: 0, units: row('tac', 'sm-tactical', 3, 60, 20) },
      { id: 'ow', side: 0, units: row('ow', 'sm-tactical', 2, 100, 60) },
      { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 6, 55, 50) },
    ],
    { active: 0 },
  );
  s = withFormation(s, 'ow', { overwatch: true, activated: true });
  s = withFormation(s, 'orks', { blastMarkers: 5 });
  s = go(s, declare(0, 'sm', 'sustained-fire'), 1).state;
  // Three misses: the Blast marker for coming under fire breaks the Boyz (1.9.7).
  return go(s, { type: 'shoot.declare', side: 0, targetFormationId: 'orks' }, 1, 1, 1).state;
}

const withdrawal = (unitId: string, dx: number, dy: number): Command => ({
  type: 'withdrawal.move',
  side: 1,
  unitId,
  path: [{ x: 55 + dx, y: 50 + dy }],
  facing: 0,
});

function withdrawBoyz(state: GameState, dy: number): GameState {
  let s = state;
  for (const id of BOYZ) {
    const at = s.units[id]?.position;
    if (!at) continue;
    s = go(s, {
      type: 'withdrawal.move',
      side: 1,
      unitId: id,
      path: [{ x: at.x, y: at.y + dy }],
      facing: 0,
    }).state;
  }
  return s;
}

describe('1.13.3 withdrawals outside an assault under overwatch', () => {
  it('1.13.3: enemy formations on overwatch may shoot at a formation withdrawing after it was broken by fire', () => {
    const broken = brokenByFire();
    expect(broken.formations['orks']?.broken).toBe(true);
    expect(broken.turnState.withdrawal).toMatchObject({
      side: 1,
      move: 1,
      then: 'close-activation',
    });
    const firstMove = withdrawBoyz(broken, 15);
    // The two moves are made one after the other: every unit's first, then the second.
    expect(refusalOf(firstMove, withdrawal('boy1', 0, 10))).toMatchObject({
      code: 'withdrawal/first-move-made',
      section: '1.13.3',
    });
    const withdrawn = go(firstMove, { type: 'withdrawal.end', side: 1 }).state;
    expect(withdrawn.turnState.overwatchWindow).toMatchObject({
      formationId: 'orks',
      resumeWithdrawal: { side: 1, move: 2, then: 'close-activation' },
    });
    expect(pendingDecision(startChart(withdrawn))).toMatchObject({
      sides: [0],
      kind: 'overwatch-fire',
    });
    expect(refusalOf(withdrawn, withdrawal('boy1', 0, 10))).toMatchObject({
      code: 'overwatch/window-open',
      section: '1.10',
    });
    // The shooting formation's action ends once the withdrawal and the overwatch fire are over.
    expect(withdrawn.turnState.activation).toMatchObject({ formationId: 'sm' });
    const fired = go(withdrawn, fire(0, 'ow'), 1, 1).state;
    expect(fired.turnState.overwatchWindow).toBeNull();
    expect(fired.formations['ow']?.overwatch).toBe(false);
    expect(fired.turnState.withdrawal).toMatchObject({ move: 2 });
    expect(pendingDecision(startChart(fired))).toMatchObject({ sides: [1], kind: 'withdraw' });
    const after = go(withdrawBoyz(fired, 10), { type: 'withdrawal.end', side: 1 }).state;
    expect(after.units['boy1']?.position?.y).toBeCloseTo(75);
    expect(after.turnState.overwatchWindow).toBeNull();
    expect(after.turnState.withdrawal).toBeNull();
    expect(after.turnState.activation).toBeNull();
  });

  it('1.10: "a formation on overwatch is allowed to shoot ... after any move": after the first withdrawal move or after the second', () => {
    const withdrawn = go(withdrawBoyz(brokenByFire(), 15), { type: 'withdrawal.end', side: 1 });
    // Declining after the first move, the Marines may fire after the second.
    const passed = go(withdrawn.state, { type: 'overwatch.pass', side: 0 }).state;
    expect(passed.formations['ow']?.overwatch).toBe(true);
    expect(passed.turnState.withdrawal).toMatchObject({ move: 2 });
    const second = go(withdrawBoyz(passed, 10), { type: 'withdrawal.end', side: 1 }).state;
    expect(second.turnState.overwatchWindow).toEqual({
      formationId: 'orks',
      afterWithdrawal: 'close-activation',
    });
    // The Boyz are fired at where the second move left them.
    expect(second.units['boy1']?.position?.y).toBeCloseTo(75);
    const after = go(second, fire(0, 'ow'), 1, 1).state;
    expect(after.turnState.overwatchWindow).toBeNull();
    expect(after.turnState.activation).toBeNull();
    expect(after.formations['ow']?.overwatch).toBe(false);
  });

  it('1.10 FAQ: a formation that makes no second withdrawal move does not trigger overwatch again', () => {
    const withdrawn = go(withdrawBoyz(brokenByFire(), 15), { type: 'withdrawal.end', side: 1 });
    const passed = go(withdrawn.state, { type: 'overwatch.pass', side: 0 }).state;
    const done = go(passed, { type: 'withdrawal.end', side: 1 }).state;
    expect(done.turnState.overwatchWindow).toBeNull();
    expect(done.turnState.withdrawal).toBeNull();
    expect(done.turnState.activation).toBeNull();
    expect(done.formations['ow']?.overwatch).toBe(true);
  });

  it('1.13.3: formations withdrawing together (a barrage can break several) each trigger overwatch in turn', () => {
    let s = brokenByFire();
    // A second broken Ork formation withdraws with the first, as after a barrage (1.9.8).
    s = {
      ...s,
      formations: {
        ...s.formations,
        orks2: { ...s.formations['orks']!, id: 'orks2', name: 'orks2', unitIds: ['boy6'] },
        orks: { ...s.formations['orks']!, unitIds: BOYZ.slice(0, 5) },
      },
      units: { ...s.units, boy6: { ...s.units['boy6']!, formationId: 'orks2' } },
      turnState: {
        ...s.turnState,
        withdrawal: { ...s.turnState.withdrawal!, formationIds: ['orks', 'orks2'] },
      },
    };
    const firstMove = go(withdrawBoyz(s, 15), { type: 'withdrawal.end', side: 1 }).state;
    expect(firstMove.turnState.overwatchWindow).toMatchObject({
      formationId: 'orks',
      queue: ['orks2'],
      resumeWithdrawal: { move: 2 },
    });
    const between = go(go(firstMove, { type: 'overwatch.pass', side: 0 }).state, {
      type: 'overwatch.pass',
      side: 0,
    }).state;
    expect(between.turnState.withdrawal).toMatchObject({ move: 2 });
    const withdrawn = go(withdrawBoyz(between, 10), { type: 'withdrawal.end', side: 1 }).state;
    expect(withdrawn.turnState.overwatchWindow).toEqual({
      formationId: 'orks',
      queue: ['orks2'],
      afterWithdrawal: 'close-activation',
    });
    // Declining to fire at the first, the Marines may still fire at the second.
    const next = go(withdrawn, { type: 'overwatch.pass', side: 0 }).state;
    expect(next.turnState.overwatchWindow).toEqual({
      formationId: 'orks2',
      afterWithdrawal: 'close-activation',
    });
    expect(refusalOf(next, fire(0, 'ow'))).toBeNull();
    const done = go(next, { type: 'overwatch.pass', side: 0 }).state;
    expect(done.turnState.overwatchWindow).toBeNull();
    expect(done.turnState.activation).toBeNull();
  });

  it('1.10 FAQ: a player "can choose not to move the formation at all, thus avoiding overwatch"', () => {
    const stayed = go(brokenByFire(), { type: 'withdrawal.end', side: 1 }).state;
    expect(stayed.turnState.overwatchWindow).toBeNull();
    expect(stayed.turnState.activation).toBeNull();
    expect(stayed.formations['ow']?.overwatch).toBe(true);
  });

  it('1.13.3 and 1.14.1: overwatch fire at a formation withdrawing after a failed rally, in the end phase', () => {
    let s = battle(
      [
        { id: 'sm', side: 0, units: row('tac', 'sm-tactical', 3, 60, 20) },
        { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 6, 55, 50) },
      ],
      { active: 0 },
    );
    s = withFormation(s, 'sm', { overwatch: true, activated: true });
    s = withFormation(s, 'orks', { broken: true, activated: true });
    s = { ...s, phase: 'end', turnState: { ...s.turnState, activeSide: null } };
    // 1+ initiative, -2 for being broken: a 1 fails; the Boyz must withdraw.
    s = go(s, { type: 'end.rally', side: 1, formationId: 'orks' }, 1).state;
    expect(s.turnState.withdrawal).toMatchObject({ mandatory: true, then: 'rallies' });
    const withdrawn = go(withdrawBoyz(s, 10), { type: 'withdrawal.end', side: 1 }).state;
    expect(withdrawn.phase).toBe('end');
    expect(withdrawn.turnState.overwatchWindow).toMatchObject({
      formationId: 'orks',
      resumeWithdrawal: { move: 2, then: 'rallies' },
    });
    const chart = startChart(withdrawn);
    expect(pendingDecision(chart)).toMatchObject({ sides: [0], kind: 'overwatch-fire' });
    expect(refusalFor(chart, fire(0, 'sm'))).toBeNull();
    expect(refusalFor(chart, { type: 'overwatch.pass', side: 1 })).toMatchObject({
      code: 'overwatch/not-yours',
    });
    // Two hits: the Ork player allocates them and saves (6+) in the end phase too.
    const fired = go(withdrawn, fire(0, 'sm'), 5, 6, 2).state;
    expect(pendingDecision(startChart(fired))).toMatchObject({
      sides: [1],
      kind: 'allocate-hits',
    });
    expect(
      refusalFor(startChart(fired), { type: 'end.rally', side: 1, formationId: 'orks' }),
    ).not.toBeNull();
    const allocated = go(fired, { type: 'hits.allocate', side: 1 }, 6, 1);
    // The failed save, and the panic of a broken formation under fire (1.13.4).
    expect(eventsOf(allocated.events, 'shooting/unit-destroyed')).toHaveLength(2);
    // The second withdrawal move follows; the Boyz stay where they are and the rallies are over:
    // the turn ends.
    expect(allocated.state.turnState.overwatchWindow).toBeNull();
    expect(pendingDecision(startChart(allocated.state))).toMatchObject({ kind: 'withdraw' });
    const after = go(allocated.state, { type: 'withdrawal.end', side: 1 }).state;
    expect(after.phase).not.toBe('end');
  });
});

describe('1.12.9 consolidation under overwatch', () => {
  it('1.10 FAQ: consolidation moves are moves for overwatch ("optional ... thus avoiding overwatch")', () => {
    let s = chargeWatchedBy({ id: 'ow1', side: 1, x: 40 });
    // The Marines on overwatch let the charge go by ...
    expect(s.turnState.overwatchWindow).toEqual({ formationId: 'att' });
    s = go(s, { type: 'overwatch.pass', side: 1 }).state;
    s = go(s, {
      type: 'assault.counterCharge',
      side: 1,
      unitId: 'd2',
      path: [{ x: 72, y: 54 }],
      facing: 0,
    }).state;
    s = go(s, { type: 'assault.endCounterCharges', side: 1 }, 1, 1, 1, 1, 2, 1, 1, 1).state;
    expect(s.turnState.assault).toMatchObject({ step: 'withdraw', winner: 0 });
    // ... the loser withdraws without moving, and the winner consolidates 3cm ...
    s = go(s, { type: 'assault.endWithdrawal', side: 1 }).state;
    expect(s.turnState.assault).toMatchObject({ step: 'consolidate' });
    const at = s.units['a2']!.position!;
    s = go(s, {
      type: 'assault.consolidateMove',
      side: 0,
      unitId: 'a2',
      path: [{ x: at.x - 3, y: at.y }],
    }).state;
    const consolidated = go(s, { type: 'assault.endConsolidation', side: 0 }).state;
    // ... which gives them their chance to fire before the assault ends.
    expect(consolidated.turnState.overwatchWindow).toEqual({ formationId: 'att' });
    expect(consolidated.turnState.assault).not.toBeNull();
    const passed = go(consolidated, { type: 'overwatch.pass', side: 1 }).state;
    expect(passed.turnState.overwatchWindow).toBeNull();
    expect(passed.turnState.assault).toBeNull();
  });
});
