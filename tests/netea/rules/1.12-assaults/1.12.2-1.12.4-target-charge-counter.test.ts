import { describe, expect, it } from 'vitest';
import {
  assaultDecision,
  assaultOf,
  withAssault,
} from '../../../../engine/netea/rules/1.12-assaults/state';
import type { GameState } from '../../../../engine/netea/state/schema';
import {
  act,
  assaultGame,
  charged,
  eventsOf,
  TAC,
  twoOnTwo,
  verdict,
} from '../../../fixtures/assaultGame';
import { rect } from '../../../fixtures/shootingGame';

const declare = { type: 'assault.declare', side: 0, targetFormationId: 'def' } as const;

describe('1.12 Assaults', () => {
  it('1.12 FAQ: Do assaults occur when neither player takes an engage action? No, never automatically', () => {
    const s = twoOnTwo();
    const advancing = {
      ...s,
      turnState: {
        ...s.turnState,
        activation: s.turnState.activation && {
          ...s.turnState.activation,
          action: 'advance' as const,
          declared: 'advance' as const,
        },
      },
    };
    expect(assaultDecision(advancing)).toBeNull();
    expect(verdict(advancing, declare)).toBe('assault/not-engaging');
  });
});

describe('1.12.2 Choose Target Formation', () => {
  it('1.12.2: any enemy formation anywhere on the table may be the target; not a friendly one', () => {
    const s = twoOnTwo([{ id: 'far', side: 1, units: [{ id: 'f1', sheet: TAC, x: 170, y: 110 }] }]);
    expect(verdict(s, { ...declare, targetFormationId: 'far' })).toBe('ok');
    expect(verdict(s, { ...declare, targetFormationId: 'att' })).toBe('assault/not-enemy');
    const o = act(s, declare);
    expect(eventsOf(o.events, 'assault/declared')[0]).toMatchObject({
      formationId: 'att',
      targetFormationIds: ['def'],
    });
    expect(verdict(o.state, declare)).toBe('assault/target-chosen');
  });
});

describe('1.12.3 Make Charge Move', () => {
  it('1.12.3: the assault does not take place unless a charger ends within 15cm of the target; the action ends', () => {
    const s = assaultGame([
      { id: 'att', side: 0, units: [{ id: 'a1', sheet: TAC, x: 20, y: 50 }] },
      { id: 'def', side: 1, units: [{ id: 'd1', sheet: TAC, x: 70, y: 50 }] },
    ]);
    let t = act(s, declare).state;
    t = act(t, {
      type: 'assault.chargeMove',
      side: 0,
      unitId: 'a1',
      path: [{ x: 35, y: 50 }],
    }).state;
    const o = act(t, { type: 'assault.endCharge', side: 0 });
    expect(eventsOf(o.events, 'assault/called-off')).toHaveLength(1);
    expect(assaultOf(o.state)).toBeNull();
    expect(o.state.turnState.activation).toBeNull();
  });

  it('1.12.3: one move only, and a unit contacted loses its zone of control for the rest of the assault', () => {
    let s = act(twoOnTwo(), declare).state;
    s = act(s, {
      type: 'assault.chargeMove',
      side: 0,
      unitId: 'a1',
      path: [{ x: 68.8, y: 50 }],
    }).state;
    expect(assaultOf(s)?.zocLost).toContain('d1');
    expect(
      verdict(s, { type: 'assault.chargeMove', side: 0, unitId: 'a1', path: [{ x: 68.8, y: 51 }] }),
    ).toBe('assault/already-charged');
  });

  it('1.12.3: charging units may not enter the zone of control of a formation that is not the target', () => {
    const s = act(
      twoOnTwo([{ id: 'other', side: 1, units: [{ id: 'o1', sheet: TAC, x: 66, y: 43 }] }]),
      declare,
    ).state;
    expect(
      verdict(s, { type: 'assault.chargeMove', side: 0, unitId: 'a1', path: [{ x: 68.8, y: 50 }] }),
    ).toBe('move/zoc-of-other-formation');
  });

  it('1.12.3 FAQ: After the charge move does the engaging formation need a line of fire to the target? Yes', () => {
    const wall = rect('wall', 'buildings', 64, 40, 66, 60);
    const s = assaultGame(
      [
        { id: 'att', side: 0, units: [{ id: 'a1', sheet: TAC, x: 60, y: 50 }] },
        { id: 'def', side: 1, units: [{ id: 'd1', sheet: TAC, x: 70, y: 50 }] },
      ],
      { terrain: [wall] },
    );
    const o = act(act(s, declare).state, { type: 'assault.endCharge', side: 0 });
    expect(eventsOf(o.events, 'assault/called-off')).toHaveLength(1);
  });
});

describe('1.12.4 Counter Charges', () => {
  // a2 stays behind and is lost out of formation (1.7.4); a3 keeps the formation from breaking
  // on that Blast marker (1.13.3: broken part way through, it would lose the assault).
  const lone = () =>
    assaultGame([
      {
        id: 'att',
        side: 0,
        units: [
          { id: 'a1', sheet: TAC, x: 60, y: 50 },
          { id: 'a2', sheet: TAC, x: 60, y: 56 },
          { id: 'a3', sheet: TAC, x: 64, y: 44 },
        ],
      },
      {
        id: 'def',
        side: 1,
        units: [
          { id: 'd1', sheet: TAC, x: 70, y: 50 },
          { id: 'd2', sheet: TAC, x: 70, y: 62, facing: 90 },
        ],
      },
    ]);

  it('1.12.4: defending units not in base contact may counter charge 5cm (speed 25cm or less) directly towards the closest enemy', () => {
    let s = act(lone(), declare).state;
    s = act(s, {
      type: 'assault.chargeMove',
      side: 0,
      unitId: 'a1',
      path: [{ x: 68.8, y: 50 }],
    }).state;
    s = act(s, { type: 'assault.endCharge', side: 0 }).state;
    expect(assaultDecision(s)).toMatchObject({ side: 1, kind: 'counter-charge' });
    const cc = (unitId: string, x: number, y: number) => ({
      type: 'assault.counterCharge' as const,
      side: 1 as const,
      unitId,
      path: [{ x, y }],
    });
    expect(verdict(s, cc('d1', 71, 50))).toBe('move/counter-charge-in-contact');
    expect(verdict(s, cc('d2', 75, 62))).toBe('move/counter-charge-direction');
    expect(verdict(s, cc('d2', 70, 55))).toBe('move/too-far');
    s = act(s, cc('d2', 70, 57)).state;
    expect(verdict(s, cc('d2', 70, 56.5))).toBe('assault/already-counter-charged');
    expect(
      verdict(s, {
        type: 'assault.counterCharge',
        side: 0,
        unitId: 'a2',
        path: [{ x: 61, y: 56 }],
      }),
    ).toBe('assault/not-your-decision');
  });

  it('1.12.4: a counter charger that contacts another enemy formation draws it into the assault', () => {
    let s = assaultGame([
      { id: 'att', side: 0, units: [{ id: 'a1', sheet: TAC, x: 60, y: 50 }] },
      { id: 'att2', side: 0, units: [{ id: 'b1', sheet: TAC, x: 70, y: 62, facing: 90 }] },
      {
        id: 'def',
        side: 1,
        units: [
          { id: 'd1', sheet: TAC, x: 70, y: 50 },
          { id: 'd2', sheet: TAC, x: 70, y: 56, facing: 90 },
        ],
      },
    ]);
    s = act(s, declare).state;
    s = act(s, { type: 'assault.endCharge', side: 0 }).state;
    // d2's closest enemy is b1 (of att2), 4.8cm away.
    const o = act(s, {
      type: 'assault.counterCharge',
      side: 1,
      unitId: 'd2',
      path: [{ x: 70, y: 60.8 }],
    });
    expect(eventsOf(o.events, 'assault/joined')[0]).toMatchObject({
      formationId: 'att2',
      role: 'attacker',
    });
    expect(assaultOf(o.state)?.attackers).toEqual(['att', 'att2']);
  });

  it('1.12.4 FAQ: Can a formation that used its overwatch fire still counter-charge? Yes: nothing but base contact stops a counter charge', () => {
    let s = charged();
    s = { ...s, formations: { ...s.formations, def: { ...s.formations.def!, overwatch: true } } };
    expect(assaultDecision(s)).toMatchObject({ side: 1, kind: 'counter-charge' });
  });

  it('1.12.4 FAQ: no units within 15cm after both sides counter charge in a later round: work out the result again', () => {
    const s = charged();
    const a = assaultOf(s)!;
    // Round 2, the attacker's counter charges first; the units have drawn apart.
    const far = {
      ...s,
      units: {
        ...s.units,
        a1: { ...s.units.a1!, position: { x: 20, y: 50 } },
        a2: { ...s.units.a2!, position: { x: 20, y: 56 } },
      },
    };
    let t: GameState = withAssault(far, { ...a, round: 2, decidingSide: 0 });
    expect(assaultDecision(t)).toMatchObject({ side: 0, kind: 'counter-charge' });
    t = act(t, { type: 'assault.endCounterCharges', side: 0 }).state;
    expect(assaultDecision(t)).toMatchObject({ side: 1, kind: 'counter-charge' });
    const o = act(t, { type: 'assault.endCounterCharges', side: 1 }, [6, 6, 1, 1]);
    expect(eventsOf(o.events, 'assault/called-off')).toHaveLength(0);
    expect(eventsOf(o.events, 'assault/result')[0]).toMatchObject({ winner: 0 });
  });
});
