import { describe, expect, it } from 'vitest';
import type { Command } from '../../engine/commands/schema';
import { pendingDecision, refusalFor, startChart } from '../../engine/flow/game';
import type { GameState } from '../../engine/state/schema';
import { ORK_BOYZ, rect, row } from '../fixtures/shootingGame';
import { battle, declare, eventsOf, go, goAll, refusalOf, rollsOf, withFormation } from './helpers';

/**
 * Overwatch fire at charges and withdrawals (1.10, 1.12.3, 1.12.4, 1.13.3, 1.7.5): the window
 * opens once the charge move is complete, before the 15cm check, the counter charges and the
 * attacks; counter charges never open it; withdrawals open it once they are complete.
 *
 * Three Space Marine Tactical units on overwatch (missile launchers AP5+, 45cm) stand at y = 20;
 * six Ork Boyz (test sheet: armour 6+, speed 15cm) stand at y = 45 and charge them.
 */
const BOYZ = ['boy1', 'boy2', 'boy3', 'boy4', 'boy5', 'boy6'];
const fire = (side: 0 | 1, formationId: string): Command => ({
  type: 'overwatch.fire',
  side,
  formationId,
});
const chargeMove = (unitId: string, x: number, y: number): Command => ({
  type: 'assault.chargeMove',
  side: 1,
  unitId,
  path: [{ x, y }],
});
const endCharge: Command = { type: 'assault.endCharge', side: 1 };

function situation(terrain: Parameters<typeof battle>[1] = {}): GameState {
  return battle(
    [
      { id: 'ow', side: 0, units: row('tac', 'sm-tactical', 3, 60, 20) },
      { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 6, 55, 45) },
    ],
    { active: 0, ...terrain },
  );
}

/** The Marines go on overwatch; the Orks engage them and each Boy charges 10cm towards them. */
function charging(terrain: Parameters<typeof battle>[1] = {}): GameState {
  let s = go(situation(terrain), declare(0, 'ow', 'overwatch'), 1).state;
  s = go(s, declare(1, 'orks', 'engage'), 1).state;
  s = go(s, { type: 'assault.declare', side: 1, targetFormationId: 'ow' }).state;
  for (const id of BOYZ) {
    const at = s.units[id]!.position!;
    s = go(s, chargeMove(id, at.x, at.y - 10)).state;
  }
  return s;
}

describe('1.10 Overwatch and 1.12.3 charge moves', () => {
  it('1.10: a formation on overwatch may shoot once the charge move is complete, before the target assaults', () => {
    const s = charging();
    // Not while the charge is being made: only once it is complete.
    expect(s.turnState.overwatchWindow).toBeNull();
    const charged = go(s, endCharge).state;
    expect(charged.turnState.overwatchWindow).toEqual({ formationId: 'orks' });
    expect(pendingDecision(startChart(charged))).toMatchObject({
      sides: [0],
      kind: 'overwatch-fire',
    });
    // The assault waits: no 15cm check, counter charges or attacks yet.
    expect(charged.turnState.assault?.step).toBe('disembark');
    expect(refusalOf(charged, { type: 'assault.endDisembark', side: 1 })).toMatchObject({
      code: 'overwatch/window-open',
      section: '1.10',
    });
    const fired = go(charged, fire(0, 'ow'), 5, 6, 2);
    // Resolved with the normal rules: AP5+, no modifier for Boyz in the open.
    const toHit = rollsOf(fired.events).filter((r) => r.section === '1.9.5');
    expect(toHit.every((r) => r.needed === 5 && r.modifiers.length === 0)).toBe(true);
    const saved = go(fired.state, { type: 'hits.allocate', side: 1 }, 6, 1).state;
    expect(saved.formations['ow']?.overwatch).toBe(false);
    expect(saved.turnState.overwatchWindow).toBeNull();
    // 1.12.4: "Counter charges happen after the engaging formation has finished moving and any
    // overwatch shots have been taken": now the Marines counter charge.
    expect(saved.turnState.assault).toMatchObject({ step: 'counter-charge', decidingSide: 0 });
    expect(pendingDecision(startChart(saved))).toMatchObject({ sides: [0], kind: 'assault' });
  });

  it('1.12.3 FAQ: Can a unit making a charge move claim the cover to hit modifier and receive a cover save against overwatch fire? Yes and yes', () => {
    const charged = go(charging({ terrain: [rect('wood', 'woods', 40, 31, 100, 39)] }), endCharge);
    const fired = go(charged.state, fire(0, 'ow'), 6, 6, 1);
    const toHit = rollsOf(fired.events).filter((r) => r.section === '1.9.5');
    // AP5+ with -1 for the cover of the woods the Boyz charged into: 6+.
    expect(toHit.flatMap((r) => r.results)).toEqual([6, 6, 1]);
    expect(toHit.every((r) => r.needed === 6)).toBe(true);
    expect(toHit[0]?.modifiers).toEqual([expect.objectContaining({ value: -1 })]);
    // Woods give infantry a 5+ cover save, better than the Boyz' 6+ armour.
    const saved = go(fired.state, { type: 'hits.allocate', side: 1 }, 5, 4);
    expect(rollsOf(saved.events).map((r) => r.needed)).toEqual([5, 5]);
    expect(eventsOf(saved.events, 'shooting/unit-destroyed')).toHaveLength(1);
  });

  it('1.13.3 and the 1.10 FAQ: a charging formation broken by overwatch fire makes a withdrawal and loses the rest of its action: no assault', () => {
    // Four Blast markers on six Boyz: under fire and two casualties break them.
    const charged = go(withFormation(charging(), 'orks', { blastMarkers: 3 }), endCharge).state;
    const fired = go(charged, fire(0, 'ow'), 5, 5, 5);
    const hit = go(fired.state, { type: 'hits.allocate', side: 1 }, 1, 1, 1);
    expect(hit.state.formations['orks']?.broken).toBe(true);
    // It may withdraw first (1.13.3) ...
    expect(hit.state.turnState.withdrawal).toMatchObject({ side: 1, formationIds: ['orks'] });
    expect(pendingDecision(startChart(hit.state)).kind).toBe('withdraw');
    // ... and then its action is over: the assault never takes place.
    const done = go(hit.state, { type: 'withdrawal.end', side: 1 });
    expect(eventsOf(done.events, 'assault/called-off')).toEqual([
      expect.objectContaining({ formationId: 'orks', section: '1.13.3' }),
    ]);
    expect(done.state.turnState.assault).toBeNull();
    expect(done.state.turnState.activation).toBeNull();
  });

  it('1.12.3: after the overwatch fire, the assault is called off if no charger is within 15cm of the target', () => {
    let s = go(situation(), declare(0, 'ow', 'overwatch'), 1).state;
    s = go(s, declare(1, 'orks', 'engage'), 1).state;
    s = go(s, { type: 'assault.declare', side: 1, targetFormationId: 'ow' }).state;
    // A 0cm charge is still a move for overwatch (1.10 FAQ); the Boyz stay 25cm away.
    const charged = go(s, endCharge).state;
    expect(charged.turnState.overwatchWindow).toEqual({ formationId: 'orks' });
    const passed = go(charged, { type: 'overwatch.pass', side: 0 });
    expect(eventsOf(passed.events, 'assault/called-off')).toEqual([
      expect.objectContaining({ section: '1.12.3' }),
    ]);
    expect(passed.state.formations['ow']?.overwatch).toBe(true);
  });
});

/**
 * An engaging Marine formation ('att', side 0) charges two Marine units ('def', side 1): a1 into
 * base contact with d1, a2 to 5.3cm of it; d2 stands 1cm from a1. A second Marine formation of
 * side 0 ('ow0') is on overwatch some 30cm away, out of the assault.
 */
function sideZeroAssault(): GameState {
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
      { id: 'ow0', side: 0, units: row('o', 'sm-tactical', 2, 100, 85) },
    ],
    { active: 0 },
  );
  s = withFormation(s, 'ow0', { overwatch: true, activated: true });
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
    let s = lost;
    for (const id of survivors) {
      const at = s.units[id]!.position!;
      s = goAll(
        s,
        {
          type: 'assault.withdrawMove',
          side: 1,
          unitId: id,
          path: [{ x: at.x + 15, y: at.y }],
          facing: 0,
        },
        {
          type: 'assault.withdrawMove',
          side: 1,
          unitId: id,
          path: [{ x: at.x + 30, y: at.y }],
          facing: 0,
        },
      );
    }
    const withdrawn = go(s, { type: 'assault.endWithdrawal', side: 1 }).state;
    // The window opens once the withdrawal is complete; the side that may fire is the active
    // side, whose own formation made the assault.
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

function withdrawBoyz(state: GameState, dy: number): GameState {
  let s = state;
  for (const id of BOYZ) {
    const at = s.units[id]!.position!;
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
    expect(broken.turnState.withdrawal).toMatchObject({ side: 1, then: 'close-activation' });
    const withdrawn = go(withdrawBoyz(broken, 15), { type: 'withdrawal.end', side: 1 }).state;
    expect(withdrawn.turnState.overwatchWindow).toEqual({
      formationId: 'orks',
      afterWithdrawal: 'close-activation',
    });
    expect(pendingDecision(startChart(withdrawn))).toMatchObject({
      sides: [0],
      kind: 'overwatch-fire',
    });
    // The shooting formation's action ends once the overwatch fire is over.
    expect(withdrawn.turnState.activation).toMatchObject({ formationId: 'sm' });
    const after = go(withdrawn, fire(0, 'ow'), 1, 1).state;
    expect(after.turnState.overwatchWindow).toBeNull();
    expect(after.turnState.activation).toBeNull();
    expect(after.formations['ow']?.overwatch).toBe(false);
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
    const withdrawn = go(withdrawBoyz(s, 15), { type: 'withdrawal.end', side: 1 }).state;
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
    expect(withdrawn.turnState.overwatchWindow).toEqual({
      formationId: 'orks',
      afterWithdrawal: 'rallies',
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
    const after = allocated.state;
    // The rallies are over: the turn ends.
    expect(after.turnState.overwatchWindow).toBeNull();
    expect(after.phase).not.toBe('end');
  });
});

describe('1.7.5 disembarking at the end of a charge move', () => {
  /** A Rhino carrying one Tactical unit engages the Marines on overwatch. */
  function rhinoCharged(): GameState {
    let s = battle(
      [
        { id: 'ow', side: 0, units: row('tac', 'sm-tactical', 3, 60, 20) },
        {
          id: 'mech',
          side: 1,
          units: [
            { id: 'rhino', sheet: 'sm-rhino', x: 65, y: 45 },
            { id: 'rider', sheet: 'sm-tactical', x: 0, y: 0, embarkedIn: 'rhino' },
          ],
        },
      ],
      { active: 0 },
    );
    s = go(s, declare(0, 'ow', 'overwatch'), 1).state;
    s = go(s, declare(1, 'mech', 'engage'), 1).state;
    return goAll(
      s,
      { type: 'assault.declare', side: 1, targetFormationId: 'ow' },
      { type: 'assault.chargeMove', side: 1, unitId: 'rhino', path: [{ x: 65, y: 31 }], facing: 0 },
      endCharge,
    );
  }
  const getOut = (x: number, y: number): Command => ({
    type: 'assault.disembark',
    side: 1,
    transportId: 'rhino',
    placements: [{ unitId: 'rider', position: { x, y }, facing: 0 }],
  });

  it('1.7.5: "If the formation has engage orders then they may be placed in base contact with an enemy unit", after the overwatch fire at the charge', () => {
    const charged = rhinoCharged();
    expect(charged.turnState.overwatchWindow).toEqual({ formationId: 'mech' });
    // "This happens after any overwatch shots (see 1.10)".
    expect(refusalOf(charged, getOut(65, 24))).toMatchObject({ code: 'overwatch/window-open' });
    const passed = go(charged, { type: 'overwatch.pass', side: 0 }).state;
    expect(passed.turnState.assault?.step).toBe('disembark');
    expect(pendingDecision(startChart(passed))).toMatchObject({
      sides: [1],
      kind: 'assault',
      step: 'disembark',
    });
    // Not through the move commands of an action: the assault has its own.
    expect(
      refusalOf(passed, {
        type: 'move.disembark',
        side: 1,
        transportId: 'rhino',
        placements: [{ unitId: 'rider', position: { x: 65, y: 24 }, facing: 0 }],
      }),
    ).toMatchObject({ code: 'flow/not-now' });
    // Into an enemy zone of control only in base contact with the nearest enemy unit.
    expect(refusalOf(passed, getOut(65, 25))).toMatchObject({ code: 'transport/in-zoc' });
    const out = go(passed, getOut(65, 24)).state;
    expect(out.units['rider']).toMatchObject({ status: 'deployed', position: { x: 65, y: 24 } });
    expect(out.turnState.assault?.zocLost).toEqual(expect.arrayContaining(['rider', 'tac2']));
    // 1.10: unloading troops triggers overwatch fire again, before the assault goes on.
    expect(out.turnState.overwatchWindow).toEqual({ formationId: 'mech' });
    const fired = go(out, fire(0, 'ow'), 1, 1, 1).state;
    expect(fired.turnState.assault).toMatchObject({ step: 'counter-charge', decidingSide: 0 });
  });

  it('1.7.5: units still aboard may stay there; the assault goes on', () => {
    const passed = go(rhinoCharged(), { type: 'overwatch.pass', side: 0 }).state;
    const stayed = go(passed, { type: 'assault.endDisembark', side: 1 }).state;
    expect(stayed.units['rider']?.status).toBe('embarked');
    expect(stayed.turnState.assault).toMatchObject({ step: 'counter-charge' });
  });
});

describe('1.12.9 consolidation under overwatch', () => {
  it('1.10 FAQ: consolidation moves are moves for overwatch ("optional ... thus avoiding overwatch")', () => {
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
        { id: 'ow1', side: 1, units: row('p', 'sm-tactical', 2, 40, 85) },
      ],
      { active: 0 },
    );
    s = withFormation(s, 'ow1', { overwatch: true, activated: true });
    s = go(s, declare(0, 'att', 'engage'), 1).state;
    s = goAll(
      s,
      { type: 'assault.declare', side: 0, targetFormationId: 'def' },
      { type: 'assault.chargeMove', side: 0, unitId: 'a1', path: [{ x: 70.8, y: 50 }] },
      { type: 'assault.chargeMove', side: 0, unitId: 'a2', path: [{ x: 65.5, y: 46 }] },
      { type: 'assault.endCharge', side: 0 },
    );
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

describe('1.12.4 and 1.7.5: disembarking as part of a counter charge', () => {
  function counterChargeStep(): GameState {
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
            { id: 'r1', sheet: 'sm-rhino', x: 73, y: 56 },
            { id: 'd3', sheet: 'sm-tactical', x: 80, y: 56 },
          ],
        },
      ],
      { active: 0 },
    );
    // d3 starts the assault aboard the Rhino.
    const d3 = s.units['d3']!;
    s = {
      ...s,
      units: { ...s.units, d3: { ...d3, status: 'embarked', position: null, transportedBy: 'r1' } },
    };
    s = go(s, declare(0, 'att', 'engage'), 1).state;
    return goAll(
      s,
      { type: 'assault.declare', side: 0, targetFormationId: 'def' },
      { type: 'assault.chargeMove', side: 0, unitId: 'a1', path: [{ x: 70.8, y: 50 }] },
      { type: 'assault.chargeMove', side: 0, unitId: 'a2', path: [{ x: 65.5, y: 46 }] },
      { type: 'assault.endCharge', side: 0 },
    );
  }

  it('1.7.5: "Units may embark or disembark as part of a counter-charge move"; the transport may not counter charge after unloading (FAQ)', () => {
    const s = counterChargeStep();
    expect(s.turnState.assault).toMatchObject({ step: 'counter-charge', decidingSide: 1 });
    const out = go(s, {
      type: 'assault.counterDisembark',
      side: 1,
      transportId: 'r1',
      placements: [{ unitId: 'd3', position: { x: 78, y: 56 }, facing: 0 }],
    }).state;
    expect(out.units['d3']).toMatchObject({ status: 'deployed', transportedBy: null });
    expect(
      refusalOf(out, {
        type: 'assault.counterCharge',
        side: 1,
        unitId: 'r1',
        path: [{ x: 70, y: 56 }],
      }),
    ).toMatchObject({ code: 'assault/already-counter-charged' });
    // Counter charges and the unloading in them never trigger overwatch (1.10 FAQ).
    expect(out.turnState.overwatchWindow).toBeNull();
  });

  it('1.12.4: only the counter charging side may unload, and only its own transports', () => {
    const s = counterChargeStep();
    expect(
      refusalOf(s, {
        type: 'assault.counterDisembark',
        side: 0,
        transportId: 'r1',
        placements: [{ unitId: 'd3', position: { x: 78, y: 56 }, facing: 0 }],
      }),
    ).not.toBeNull();
  });
});
