import { describe, expect, it } from 'vitest';
import type { AssaultCommandOf } from '../../engine/netea/rules/1.12-assaults/commandSchemas';
import type { GameState } from '../../engine/netea/state/schema';
import {
  act,
  assaultAt,
  assaultGame,
  check,
  eventsOf,
  TAC,
  type FormationSpec,
} from '../fixtures/assaultGame';
import { rect } from '../fixtures/shootingGame';

/**
 * The FAQ answers of 1.12.4 Counter Charges (seed 000 footnote 21): the assault 'att' on 'def'
 * at the defender's counter charges. A Tactical stand facing 0 is 1.2cm along x (+-0.6) and 4cm
 * across (+-2); a Rhino is 2cm along x (+-1) and 1.3cm across.
 */
function atCounterCharges(formations: readonly FormationSpec[]): GameState {
  return assaultAt(assaultGame(formations), {
    attackers: ['att'],
    defenders: ['def'],
    step: 'counter-charge',
    decidingSide: 1,
  });
}

const counter = (
  unitId: string,
  x: number,
  y: number,
): AssaultCommandOf<'assault.counterCharge'> => ({
  type: 'assault.counterCharge',
  side: 1,
  unitId,
  path: [{ x, y }],
  orientation: 'keep-facing',
});

describe('1.12.4 Counter Charges: FAQ', () => {
  it('1.12.4 FAQ: When a unit uses its counter-charge is it towards the closest enemy unit in the attacking formation or just the closest enemy unit? The closest enemy unit, which may be of another formation', () => {
    const s = atCounterCharges([
      { id: 'att', side: 0, units: [{ id: 'a1', sheet: TAC, x: 68.8, y: 50 }] },
      // Another Marine formation, not in the assault, 2.2cm from d2.
      { id: 'other', side: 0, units: [{ id: 'b1', sheet: TAC, x: 79, y: 56 }] },
      {
        id: 'def',
        side: 1,
        units: [
          { id: 'd1', sheet: TAC, x: 70, y: 50 },
          { id: 'd2', sheet: TAC, x: 75, y: 56 },
        ],
      },
    ]);
    // Towards a1 of the attacking formation (further away) is not allowed ...
    expect(check(s, counter('d2', 72, 52))).toMatchObject({
      code: 'move/counter-charge-direction',
      section: '1.12.4',
    });
    // ... towards b1, the closest enemy unit, is; b1's formation is drawn into the assault.
    const o = act(s, counter('d2', 77.8, 56));
    expect(o.state.units['d2']?.position).toEqual({ x: 77.8, y: 56 });
    expect(eventsOf(o.events, 'assault/joined')[0]).toMatchObject({
      formationId: 'other',
      role: 'attacker',
    });
  });

  it('1.12.4 FAQ: If the closest enemy unit is in contact with two defending units can a unit counter-charge the next closest instead? Yes', () => {
    // a1 has d1 and d3 in contact on either side; d2 is 2cm from a1 and 2.8cm from a2.
    const s = atCounterCharges([
      {
        id: 'att',
        side: 0,
        units: [
          { id: 'a1', sheet: TAC, x: 68.8, y: 50 },
          { id: 'a2', sheet: TAC, x: 74, y: 60 },
        ],
      },
      {
        id: 'def',
        side: 1,
        units: [
          { id: 'd1', sheet: TAC, x: 70, y: 50 },
          { id: 'd3', sheet: TAC, x: 67.6, y: 50 },
          { id: 'd2', sheet: TAC, x: 70, y: 56 },
        ],
      },
    ]);
    // a1 may take no third defender ...
    expect(check(s, counter('d2', 70, 54))).toMatchObject({ code: 'move/defender-full' });
    // ... so d2 counter charges a2, the next closest.
    const o = act(s, counter('d2', 72.8, 56));
    expect(o.state.units['d2']?.position).toEqual({ x: 72.8, y: 56 });
  });

  it('1.12.4 FAQ: Can units counter-charge over friendly units? Follow the normal movement rules (1.7.2): over friendly infantry, not over a friendly vehicle', () => {
    // d2 counter charges 5cm along y = 50 towards a1 (touching d1); a friendly unit of its
    // formation stands in the way at x 81.
    const situation = (sheet: string) =>
      atCounterCharges([
        { id: 'att', side: 0, units: [{ id: 'a1', sheet: TAC, x: 68.8, y: 50 }] },
        {
          id: 'def',
          side: 1,
          units: [
            { id: 'd1', sheet: TAC, x: 70, y: 50 },
            { id: 'd2', sheet: TAC, x: 84, y: 50 },
            { id: 'in-the-way', sheet, x: 81, y: 50 },
          ],
        },
      ]);
    expect(check(situation('sm-rhino'), counter('d2', 79, 50))).toMatchObject({
      code: 'move/over-friendly',
      section: '1.7.2',
    });
    const o = act(situation(TAC), counter('d2', 79, 50));
    expect(o.state.units['d2']?.position).toEqual({ x: 79, y: 50 });
    // 1.12.4 FAQ: blocked by the friendly Rhino, it takes the shortest way round it instead.
    const round = act(situation('sm-rhino'), {
      ...counter('d2', 0, 0),
      path: [
        { x: 83.2, y: 47.3 },
        { x: 81.1, y: 47.3 },
      ],
    });
    expect(round.state.units['d2']?.position).toEqual({ x: 81.1, y: 47.3 });
  });

  it('1.12.4 FAQ: What happens when the closest enemy unit cannot be reached due to impassable terrain or friendly units? The counter-charge would follow the shortest path to get to the closest enemy unit', () => {
    // The Rhino d2 (10cm counter charge) has a2 6.4cm away beyond a cliff running from y 54 to
    // y 66 at x 75.5-76.5: the short way round is over the cliff's top end, the long one under.
    const s = assaultAt(
      assaultGame(
        [
          {
            id: 'att',
            side: 0,
            units: [
              { id: 'a1', sheet: TAC, x: 68.8, y: 50 },
              { id: 'a2', sheet: TAC, x: 72, y: 58 },
            ],
          },
          {
            id: 'def',
            side: 1,
            units: [
              { id: 'd1', sheet: TAC, x: 70, y: 50 },
              { id: 'd2', sheet: 'sm-rhino', x: 80, y: 58 },
            ],
          },
        ],
        { terrain: [rect('cliff', 'cliffs', 75.5, 54, 76.5, 66)] },
      ),
      { attackers: ['att'], defenders: ['def'], step: 'counter-charge', decidingSide: 1 },
    );
    const along = (...path: { x: number; y: number }[]) => ({ ...counter('d2', 0, 0), path });
    // Straight at a2 runs into the cliff.
    expect(check(s, counter('d2', 74, 58))).toMatchObject({ section: '1.8.4' });
    // Round the top end, the shortest way, the whole 10cm: allowed.
    const round = along({ x: 77.6, y: 53 }, { x: 74.6, y: 53 }, { x: 73.8, y: 54.21 });
    const o = act(s, round);
    expect(o.state.units['d2']?.position).toEqual({ x: 73.8, y: 54.21 });
    // Round the bottom end, the long way: not towards a2 by the shortest path.
    expect(check(s, along({ x: 79.5, y: 67.4 }, { x: 79, y: 67.4 }))).toMatchObject({
      code: 'move/counter-charge-direction',
      section: '1.12.4',
    });
    // Without the cliff, a bent move is no counter charge: it must go straight at a2.
    const open = assaultAt(
      assaultGame([
        { id: 'att', side: 0, units: [{ id: 'a2', sheet: TAC, x: 72, y: 58 }] },
        { id: 'def', side: 1, units: [{ id: 'd2', sheet: 'sm-rhino', x: 80, y: 58 }] },
      ]),
      { attackers: ['att'], defenders: ['def'], step: 'counter-charge', decidingSide: 1 },
    );
    expect(check(open, along({ x: 80, y: 56.5 }, { x: 79, y: 58 }))).toMatchObject({
      code: 'move/counter-charge-direction',
    });
  });

  /** A Rhino of 'def' carrying a Tactical unit, 2cm from the charger a1. */
  const rhinoSituation = () =>
    atCounterCharges([
      {
        id: 'att',
        side: 0,
        units: [
          { id: 'a1', sheet: TAC, x: 68.8, y: 50 },
          { id: 'a2', sheet: TAC, x: 68.8, y: 56 },
        ],
      },
      {
        id: 'def',
        side: 1,
        units: [
          { id: 'd1', sheet: TAC, x: 70, y: 50 },
          { id: 'rhino', sheet: 'sm-rhino', x: 72.4, y: 56 },
          { id: 'rider', sheet: TAC, x: 0, y: 0, embarkedIn: 'rhino' },
        ],
      },
    ]);
  const getOut = (x: number, y: number): AssaultCommandOf<'assault.counterDisembark'> => ({
    type: 'assault.counterDisembark',
    side: 1,
    transportId: 'rhino',
    placements: [{ unitId: 'rider', position: { x, y }, facing: 0 }],
  });

  it('1.12.4 FAQ: Can units disembark from a unit that has already counter-charged? Yes, so long as the transport unit is not in base contact with two enemy units', () => {
    // The Rhino counter charges into contact with a2, then its passenger gets out.
    const charged = act(rhinoSituation(), counter('rhino', 70.4, 56)).state;
    const o = act(charged, getOut(75.5, 58));
    expect(o.state.units['rider']).toMatchObject({
      status: 'deployed',
      position: { x: 75.5, y: 58 },
      transportedBy: null,
    });
    // With two enemy units touching the Rhino, the passenger is trapped inside.
    const trapped = {
      ...charged,
      units: {
        ...charged.units,
        // Turned across the Rhino's flank, touching it.
        a1: { ...charged.units['a1']!, position: { x: 71, y: 54.75 }, facing: 90 },
      },
    };
    expect(check(trapped, getOut(75.5, 58))).toMatchObject({ code: 'transport/trapped' });
  });

  it('1.12.4 FAQ: Can a unit that disembarked other units still counter-charge? No, disembarking happens at the end of a move', () => {
    const out = act(rhinoSituation(), getOut(77, 56)).state;
    expect(check(out, counter('rhino', 70.4, 56))).toMatchObject({
      code: 'assault/already-counter-charged',
    });
  });
});
