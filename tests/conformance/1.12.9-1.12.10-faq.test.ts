import { describe, expect, it } from 'vitest';
import { Dice, FixedDieSource } from '../../engine/kernel/dice';
import type { GameEvent } from '../../engine/netea/events';
import { proceed } from '../../engine/netea/flow/next';
import { workOutResult } from '../../engine/netea/rules/1.12-assaults/result';
import { assaultDecision, assaultOf } from '../../engine/netea/rules/1.12-assaults/state';
import type { GameState } from '../../engine/netea/state/schema';
import { DEFAULT_SETTINGS } from '../../engine/netea/state/settings';
import {
  act,
  assaultAt,
  assaultGame,
  check,
  eventsOf,
  TAC,
  withFormationChange,
} from '../fixtures/assaultGame';

/** The FAQ answers of 1.12.9 and 1.12.10 (seed 000 footnotes 25 and 26). */

/** Works out the assault's result with the given dice (attacker's two, defender's two). */
function result(state: GameState, faces: number[]) {
  const events: GameEvent[] = [];
  const dice = new Dice(new FixedDieSource(faces, state.rng), events);
  const context = { dice, events };
  return {
    state: proceed(workOutResult(state, assaultOf(state)!, dice, events), context),
    events,
  };
}

describe('1.12.9 Winner Consolidates: FAQ', () => {
  it('1.12.9 FAQ: Can a transport unit pick up another unit as part of its consolidation move? What if the unit being picked up disembarked at the end of the charge move? Yes, but the unit picked up makes no consolidation move', () => {
    // Three Marines and a Rhino beat a lone Tactical unit, which is wiped out by the extra hits.
    let s = assaultGame([
      {
        id: 'att',
        side: 0,
        units: [
          { id: 'a1', sheet: TAC, x: 68.8, y: 50 },
          { id: 'a2', sheet: TAC, x: 64, y: 56 },
          { id: 'a3', sheet: TAC, x: 59, y: 50 },
          { id: 'rhino', sheet: 'sm-rhino', x: 62.2, y: 50 },
        ],
      },
      { id: 'def', side: 1, units: [{ id: 'd1', sheet: TAC, x: 70, y: 50 }] },
    ]);
    s = assaultAt(s, { attackers: ['att'], defenders: ['def'], step: 'support' });
    const won = result(s, [6, 5, 1, 1]).state;
    expect(won.units['d1']?.status).toBe('destroyed');
    expect(assaultDecision(won)).toMatchObject({ side: 0, kind: 'consolidate' });
    // The Rhino moves 5cm into contact with a1 and picks it up.
    const picked = act(won, {
      type: 'assault.consolidateMove',
      side: 0,
      unitId: 'rhino',
      path: [{ x: 67.2, y: 50 }],
      pickUp: ['a1'],
    });
    expect(picked.state.units['a1']).toMatchObject({ status: 'embarked', transportedBy: 'rhino' });
    expect(picked.state.units['rhino']?.position).toEqual({ x: 67.2, y: 50 });
    // a1 rides along: it makes no consolidation move of its own.
    expect(
      check(picked.state, {
        type: 'assault.consolidateMove',
        side: 0,
        unitId: 'a1',
        path: [{ x: 70, y: 50 }],
      }),
    ).not.toBeNull();
  });
});

describe('1.12.10 Intermingled Formations: FAQ', () => {
  /** a1 charges from (100, 60) to (106, 60) at the target 'def', with 'mix' intermingled. */
  function charge(
    def: { id: string; x: number }[],
    mix: { id: string; x: number }[],
    settings: object = {},
  ) {
    const at = (u: { id: string; x: number }) => ({ id: u.id, sheet: TAC, x: u.x, y: 60 });
    let s = assaultGame([
      { id: 'att', side: 0, units: [{ id: 'a1', sheet: TAC, x: 100, y: 60 }] },
      { id: 'def', side: 1, units: def.map(at) },
      { id: 'mix', side: 1, units: mix.map(at) },
    ]);
    s = { ...s, settings: { ...s.settings, ...settings } };
    s = act(s, {
      type: 'assault.declare',
      side: 0,
      targetFormationId: 'def',
      intermingled: ['mix'],
    }).state;
    s = act(s, {
      type: 'assault.chargeMove',
      side: 0,
      unitId: 'a1',
      path: [{ x: 106, y: 60 }],
    }).state;
    return act(s, { type: 'assault.endCharge', side: 0 });
  }

  it('1.12.10 FAQ: Does the charging formation need to get within 15cm of all intermingled formations? No', () => {
    // a1 ends 12.8cm from d1, 20.8cm from m1 (2.8cm from d2).
    const o = charge(
      [
        { id: 'd1', x: 120 },
        { id: 'd2', x: 124 },
      ],
      [{ id: 'm1', x: 128 }],
    );
    expect(eventsOf(o.events, 'assault/called-off')).toEqual([]);
    expect(assaultOf(o.state)?.defenders).toEqual(['def', 'mix']);
  });

  it('1.12.10 FAQ: Does the charging formation need to get within 15cm of the original target or can it get within 15cm of any intermingled formation? A warm-up question (assaultIntermingledReach): any by default, or the original target', () => {
    expect(DEFAULT_SETTINGS.assaultIntermingledReach).toBe('any');
    // a1 ends 10.8cm from m1 of the intermingled formation, 19.3cm from d1 of the target.
    const mix = [
      { id: 'm1', x: 118 },
      { id: 'm2', x: 122 },
    ];
    const any = charge([{ id: 'd1', x: 126.5 }], mix);
    expect(eventsOf(any.events, 'assault/called-off')).toEqual([]);
    const strict = charge([{ id: 'd1', x: 126.5 }], mix, {
      assaultIntermingledReach: 'original-target',
    });
    expect(eventsOf(strict.events, 'assault/called-off')).toMatchObject([
      { formationId: 'att', section: '1.12.3' },
    ]);
  });

  it('1.12.10 FAQ: If a formation is intermingled with a broken formation, can the extra hits from loosing the assault be taken on the broken formation? Yes, on its units closer to the attackers; then the broken formation is destroyed', () => {
    // The broken 'mix' has m1 in front, touching a1; the target's d1 and d2 stand behind it.
    let s = assaultGame([
      {
        id: 'att',
        side: 0,
        units: [
          { id: 'a1', sheet: TAC, x: 68.8, y: 50 },
          { id: 'a2', sheet: TAC, x: 64, y: 50 },
          { id: 'a3', sheet: TAC, x: 59, y: 50 },
        ],
      },
      {
        id: 'def',
        side: 1,
        units: [
          { id: 'd1', sheet: TAC, x: 75, y: 50 },
          { id: 'd2', sheet: TAC, x: 80, y: 50 },
        ],
      },
      { id: 'mix', side: 1, units: [{ id: 'm1', sheet: TAC, x: 70, y: 50 }] },
    ]);
    s = withFormationChange(s, 'mix', { broken: true });
    s = assaultAt(s, {
      attackers: ['att'],
      defenders: ['def', 'mix'],
      step: 'support',
      brokenAtStart: ['mix'],
    });
    // 5 + 2 (no Blast markers; the broken formation counts as having more) against 6.
    const o = result(s, [5, 1, 6, 6]);
    const extra = eventsOf(o.events, 'assault/extra-hits')[0];
    expect(extra).toMatchObject({ count: 1 });
    // The one extra hit removes m1, the closest unit; d1 and d2 are untouched by it.
    const removed = eventsOf(o.events, 'shooting/unit-destroyed').filter(
      (e) => e['section'] === '1.12.7',
    );
    expect(removed.map((e) => e['unitId'])).toEqual(['m1']);
    expect(o.state.units['d1']?.status).toBe('deployed');
    expect(
      o.state.formations['mix']?.unitIds.every((id) => o.state.units[id]?.status === 'destroyed'),
    ).toBe(true);
  });
});
