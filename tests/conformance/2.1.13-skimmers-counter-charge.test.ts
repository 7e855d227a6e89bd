import { describe, expect, it } from 'vitest';
import { popDownAfterAction } from '../../engine/netea/rules/2-specialists/popUp';
import type { GameState } from '../../engine/netea/state/schema';
import { act, assaultAt, assaultGame, check, TAC } from '../fixtures/assaultGame';
import { rect } from '../fixtures/shootingGame';

const SPEEDER = 'sm-land-speeder';

/**
 * The Marines `t1` (side 0) charged into base contact with `d1` (`d2` beside it); the defender's
 * Land Speeder `ls` (a scout: in formation within 20cm)
 * stands 25cm from `t1` behind a strip of woods 2cm in front of it. Its counter charge (10cm:
 * speed 35) cannot reach `t1`; the woods are far nearer to it than to `t1`.
 */
function counterChargeStep(): GameState {
  const s = assaultGame(
    [
      { id: 'att', side: 0, units: [{ id: 't1', sheet: TAC, x: 60, y: 50 }] },
      {
        id: 'def',
        side: 1,
        units: [
          { id: 'd1', sheet: TAC, x: 61.2, y: 50 },
          { id: 'd2', sheet: TAC, x: 61.2, y: 54.5 },
          { id: 'ls', sheet: SPEEDER, x: 60, y: 75 },
        ],
      },
    ],
    { terrain: [rect('wood', 'woods', 50, 60, 70, 63)] },
  );
  return assaultAt(s, {
    attackers: ['att'],
    defenders: ['def'],
    step: 'counter-charge',
    decidingSide: 1,
  });
}

/** The Speeder counter charges 10cm towards t1 (popping up or not); the attacks are rolled. */
function fought(popUp: boolean) {
  const moved = act(counterChargeStep(), {
    type: 'assault.counterCharge',
    side: 1,
    unitId: 'ls',
    path: [{ x: 60, y: 65 }],
    ...(popUp ? { popUp: true } : {}),
  });
  const attacks = act(
    moved.state,
    { type: 'assault.endCounterCharges', side: 1 },
    Array<number>(20).fill(1),
  );
  return { moved: moved.state, attacks: attacks.rolls.map((r) => r.purpose) };
}

describe('2.1.13 Skimmers popping up in a counter charge', () => {
  it('2.1.13 FAQ: Can a skimmer pop up as part of a counter charge? Yes, if the unit can move it can pop up: it then fires over the woods beside it', () => {
    const up = fought(true);
    expect(up.moved.units['ls']).toMatchObject({ poppedUp: true, position: { x: 60, y: 65 } });
    expect(up.attacks.some((p) => p.startsWith('firefight: ls'))).toBe(true);
    // Down, the woods block its line of fire to t1: it does not attack.
    const down = fought(false);
    expect(down.moved.units['ls']?.poppedUp).toBeUndefined();
    expect(down.attacks.some((p) => p.includes('ls'))).toBe(false);
    expect(down.attacks.some((p) => p.startsWith('close combat: d1'))).toBe(true);
  });

  it('2.1.13 FAQ: … only a skimmer pops up in its counter charge', () => {
    const s = counterChargeStep();
    const notSkimmer = {
      ...s,
      units: { ...s.units, ls: { ...s.units['ls']!, datasheetId: TAC } },
    };
    expect(
      check(notSkimmer, {
        type: 'assault.counterCharge',
        side: 1,
        unitId: 'ls',
        path: [{ x: 60, y: 70 }],
        popUp: true,
      }),
    ).toMatchObject({ code: 'skimmer/not-a-skimmer', section: '2.1.13' });
  });

  it('2.1.13: … and pops down at the conclusion of the action, unless its formation is on overwatch', () => {
    const { moved } = fought(true);
    expect(popDownAfterAction(moved).units['ls']?.poppedUp).toBeUndefined();
    const watching = {
      ...moved,
      formations: { ...moved.formations, def: { ...moved.formations['def']!, overwatch: true } },
    };
    expect(popDownAfterAction(watching).units['ls']?.poppedUp).toBe(true);
  });
});
