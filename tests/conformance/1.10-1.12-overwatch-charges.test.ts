import { describe, expect, it } from 'vitest';
import type { Command } from '../../engine/netea/commands/schema';
import { pendingDecision, startChart } from '../../engine/netea/flow/game';
import type { GameState } from '../../engine/netea/state/schema';
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
