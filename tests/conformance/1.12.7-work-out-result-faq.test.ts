import { describe, expect, it } from 'vitest';
import { Dice, FixedDieSource } from '../../engine/kernel/dice';
import type { GameEvent } from '../../engine/netea/events';
import { proceed } from '../../engine/netea/flow/next';
import { resultModifiers, workOutResult } from '../../engine/netea/rules/1.12-assaults/result';
import { assaultOf } from '../../engine/netea/rules/1.12-assaults/state';
import type { GameState } from '../../engine/netea/state/schema';
import {
  act,
  assaultAt,
  assaultGame,
  eventsOf,
  TAC,
  type FormationSpec,
} from '../fixtures/assaultGame';
import { rect } from '../fixtures/shootingGame';
import { withAbilities } from '../fixtures/specialists';
import { charging, endCharge, overwatchFire } from './faqHelpers';
import { go } from './helpers';

/**
 * The FAQ answers of 1.12.7 Work Out Result (seed 000 footnote 24). Three Marines ('att', a1 in
 * base contact with d1) beat the defenders; the result dice are fixed (the attacker's two, then
 * the defender's two).
 */
const ATTACKERS: FormationSpec = {
  id: 'att',
  side: 0,
  units: [
    { id: 'a1', sheet: TAC, x: 68.8, y: 50 },
    { id: 'a2', sheet: TAC, x: 64, y: 50 },
    { id: 'a3', sheet: TAC, x: 59, y: 50 },
  ],
};

const FEARLESS_RHINO = withAbilities('sm-rhino', 'test-fearless-rhino', [{ id: 'fearless' }]);

function atResult(defenders: FormationSpec['units'], terrain = [] as ReturnType<typeof rect>[]) {
  const s = assaultGame([ATTACKERS, { id: 'def', side: 1, units: defenders }], {
    terrain,
    extraSheets: [FEARLESS_RHINO],
  });
  return assaultAt(s, { attackers: ['att'], defenders: ['def'], step: 'support' });
}

/** Works out the result with the given dice (attacker's two, then the defender's two, then
 * any saves of passengers). */
function result(state: GameState, faces: number[]) {
  const events: GameEvent[] = [];
  const source = new FixedDieSource(faces, state.rng);
  const dice = new Dice(source, events);
  const context = { dice, events };
  const next = proceed(workOutResult(state, assaultOf(state)!, dice, events), context);
  expect(source.remaining()).toBe(0);
  return { state: next, events };
}

const extraHits = (events: readonly GameEvent[]) =>
  eventsOf(events, 'assault/extra-hits')[0]?.['count'];
const destroyed = (state: GameState) =>
  Object.values(state.units)
    .filter((u) => u.side === 1 && u.status === 'destroyed')
    .map((u) => u.id)
    .sort();

describe('1.12.7 Work Out Result: FAQ', () => {
  it('1.12.7 FAQ: Are the extra hits the losing formation suffers only applied to units that were “directly involved”? No, they are applied to any units in the losing formation', () => {
    // d2 stands 40cm away, out of the fight.
    const s = atResult([
      { id: 'd1', sheet: TAC, x: 70, y: 50 },
      { id: 'd2', sheet: TAC, x: 110, y: 50 },
    ]);
    const o = result(s, [6, 5, 1, 1]);
    expect(extraHits(o.events)).toBeGreaterThanOrEqual(2);
    expect(destroyed(o.state)).toEqual(['d1', 'd2']);
  });

  it('1.12.7 FAQ: Do the extra hits the losing formation suffers require a line of fire? No', () => {
    // d2 stands behind a tall building no Marine can see through.
    const wall = rect('wall', 'buildings', 72, 40, 76, 60, 5);
    const s = atResult(
      [
        { id: 'd1', sheet: TAC, x: 70, y: 50 },
        { id: 'd2', sheet: TAC, x: 78, y: 50 },
      ],
      [wall],
    );
    const o = result(s, [6, 5, 1, 1]);
    expect(destroyed(o.state)).toEqual(['d1', 'd2']);
  });

  it('1.12.7 FAQ: How are the extra hits the losing formation suffers allocated to a formation with units being transported? Once a transport takes one, each unit it carries takes one before the next unit; those left over save (armour or 6+ cover)', () => {
    // d1 in contact, the Rhino (carrying two) next, d2 furthest.
    const s = atResult([
      { id: 'd1', sheet: TAC, x: 70, y: 50 },
      { id: 'rhino', sheet: 'sm-rhino', x: 76, y: 50 },
      { id: 'p1', sheet: TAC, x: 0, y: 0, embarkedIn: 'rhino' },
      { id: 'p2', sheet: TAC, x: 0, y: 0, embarkedIn: 'rhino' },
      { id: 'd2', sheet: TAC, x: 84, y: 50 },
    ]);
    // The defender's 2s: three extra hits; p2's save (4+) fails on a 1.
    const o = result(s, [6, 5, 2, 2, 1]);
    const count = extraHits(o.events);
    expect(count).toBe(3);
    // d1, the Rhino and p1 take the three hits; p2, left over, fails its save (a 1); d2 is
    // untouched by the hits (the loser's withdrawal is not made yet).
    expect(destroyed(o.state)).toEqual(['d1', 'p1', 'p2', 'rhino']);
    expect(o.state.units['d2']?.status).toBe('deployed');
  });

  it('1.12.7 FAQ: Can the extra hits the losing formation suffers be allocated to units being transported in a fearless transport? Yes: the fearless transport is skipped, the units it carries are not', () => {
    const s = atResult([
      { id: 'd1', sheet: TAC, x: 70, y: 50 },
      { id: 'rhino', sheet: FEARLESS_RHINO.id, x: 76, y: 50 },
      { id: 'p1', sheet: TAC, x: 0, y: 0, embarkedIn: 'rhino' },
      { id: 'p2', sheet: TAC, x: 0, y: 0, embarkedIn: 'rhino' },
      { id: 'd2', sheet: TAC, x: 84, y: 50 },
    ]);
    const o = result(s, [6, 5, 2, 2]);
    expect(extraHits(o.events)).toBe(3);
    expect(destroyed(o.state)).toEqual(['d1', 'p1', 'p2']);
    expect(o.state.units['rhino']?.status).toBe('deployed');
    expect(o.state.units['d2']?.status).toBe('deployed');
  });

  it('1.12.7 FAQ: Are units lost due to failed dangerous terrain tests counted when working out the result? No, they are not kills you have inflicted', () => {
    // a2 charges into a marsh and fails its dangerous terrain test (a 1).
    const marsh = rect('marsh', 'marsh', 66, 54, 70, 60);
    let s = assaultGame(
      [
        {
          id: 'att',
          side: 0,
          units: [
            { id: 'a1', sheet: TAC, x: 60, y: 50 },
            { id: 'a2', sheet: TAC, x: 60, y: 56 },
          ],
        },
        {
          id: 'def',
          side: 1,
          units: [
            { id: 'd1', sheet: TAC, x: 70, y: 50 },
            { id: 'd2', sheet: TAC, x: 75, y: 56 },
          ],
        },
      ],
      { terrain: [marsh] },
    );
    s = act(s, { type: 'assault.declare', side: 0, targetFormationId: 'def' }).state;
    s = act(s, {
      type: 'assault.chargeMove',
      side: 0,
      unitId: 'a1',
      path: [{ x: 68.8, y: 50 }],
    }).state;
    const lost = act(
      s,
      { type: 'assault.chargeMove', side: 0, unitId: 'a2', path: [{ x: 68, y: 56 }] },
      [1],
    );
    expect(lost.state.units['a2']?.status).toBe('destroyed');
    const a = assaultOf(lost.state)!;
    expect(a.kills).toEqual([0, 0]);
    expect(resultModifiers(lost.state, a, 1).some((m) => m.reason.includes('kill'))).toBe(false);
  });

  it('1.12.7 FAQ: Are units lost due to overwatch fire on the attacking formation counted when working out the result? No', () => {
    // Six Boyz charge three Marines on overwatch; one hit (a 5) and a failed save (a 1).
    const charged = go(charging(), endCharge).state;
    const fired = go(charged, overwatchFire, 5, 1, 1).state;
    const saved = go(fired, { type: 'hits.allocate', side: 1 }, 1).state;
    const lostBoyz = Object.values(saved.units).filter(
      (u) => u.formationId === 'orks' && u.status === 'destroyed',
    );
    expect(lostBoyz).toHaveLength(1);
    const a = saved.turnState.assault as NonNullable<ReturnType<typeof assaultOf>>;
    expect(a.kills).toEqual([0, 0]);
    expect(resultModifiers(saved, a, 0).some((m) => m.reason.includes('kill'))).toBe(false);
  });
});
