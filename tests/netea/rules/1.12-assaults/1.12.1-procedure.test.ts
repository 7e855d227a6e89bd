import { describe, expect, it } from 'vitest';
import { assaultDecision, assaultOf } from '../../../../engine/netea/rules/1.12-assaults/state';
import { act, eventsOf, twoOnTwo, verdict } from '../../../fixtures/assaultGame';

describe('1.12.1 Assault Procedure', () => {
  it('1.12.1: target, charge, counter charges, attacks, result, withdrawal and consolidation, each decision with its player', () => {
    let s = twoOnTwo();
    expect(assaultDecision(s)).toEqual({ side: 0, kind: 'target', commands: ['assault.declare'] });
    s = act(s, { type: 'assault.declare', side: 0, targetFormationId: 'def' }).state;
    expect(assaultDecision(s)?.kind).toBe('charge');
    s = act(s, {
      type: 'assault.chargeMove',
      side: 0,
      unitId: 'a1',
      path: [{ x: 68.8, y: 50 }],
    }).state;
    s = act(s, {
      type: 'assault.chargeMove',
      side: 0,
      unitId: 'a2',
      path: [{ x: 68.8, y: 56 }],
    }).state;
    expect([...(assaultOf(s)?.zocLost ?? [])].sort()).toEqual(['a1', 'a2', 'd1', 'd2']);
    s = act(s, { type: 'assault.endCharge', side: 0 }).state;
    expect(assaultDecision(s)).toMatchObject({ side: 1, kind: 'counter-charge' });
    // Attacks: a1 4 (hit), a2 1; d1 6, d2 6.
    let o = act(s, { type: 'assault.endCounterCharges', side: 1 }, [4, 1, 6, 6]);
    s = o.state;
    expect(o.rolls.map((r) => [r.unitId, r.needed, r.modifiers.length])).toEqual([
      ['a1', 4, 0],
      ['a2', 4, 0],
      ['d1', 4, 0],
      ['d2', 4, 0],
    ]);
    expect(assaultDecision(s)).toMatchObject({ side: 1, kind: 'allocate-defender-hits' });
    // The defender's save fails: d1 is destroyed.
    s = act(s, { type: 'assault.allocateHits', side: 1 }, [1]).state;
    expect(s.units.d1?.status).toBe('destroyed');
    expect(assaultDecision(s)).toMatchObject({ side: 0, kind: 'allocate-attacker-hits' });
    // Both attackers save; no one can support; result 2D6: attacker 3,5; defender 6,2.
    o = act(s, { type: 'assault.allocateHits', side: 0 }, [5, 5, 3, 5, 6, 2]);
    s = o.state;
    const [result] = eventsOf(o.events, 'assault/result');
    // Attacker: 5 + 1 kill + more units + no Blast markers = 8; defender: 6 + no Blast markers = 7.
    expect(result).toMatchObject({ winner: 0 });
    expect((result?.scores as { total: number }[]).map((x) => x.total)).toEqual([8, 7]);
    // One extra hit (8 - 7) destroys d2; the defender breaks; nothing is left to withdraw.
    expect(s.units.d2?.status).toBe('destroyed');
    expect(s.formations.def?.broken).toBe(true);
    expect(assaultDecision(s)).toMatchObject({ side: 0, kind: 'consolidate' });
    o = act(s, { type: 'assault.endConsolidation', side: 0 });
    expect(assaultOf(o.state)).toBeNull();
    expect(o.state.turnState.activation).toBeNull();
    expect(eventsOf(o.events, 'assault/ended')).toHaveLength(1);
    expect(verdict(o.state, { type: 'assault.endConsolidation', side: 0 })).toBe('assault/not-now');
  });
});
