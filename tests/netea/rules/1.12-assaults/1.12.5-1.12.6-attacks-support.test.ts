import { describe, expect, it } from 'vitest';
import type { UnitDatasheet } from '../../../../engine/netea/data';
import { assaultDecision, assaultOf } from '../../../../engine/netea/rules/1.12-assaults/state';
import { supportCandidates } from '../../../../engine/netea/rules/1.12-assaults/support';
import type { GameState } from '../../../../engine/netea/state/schema';
import {
  act,
  assaultAt,
  assaultGame,
  CC_ONLY,
  eventsOf,
  TAC,
  verdict,
  withFormationChange,
  type FormationSpec,
} from '../../../fixtures/assaultGame';
import { rect } from '../../../fixtures/shootingGame';
import { getDatasheet } from '../../../../engine/netea/data';

const LIGHT: UnitDatasheet = {
  ...(getDatasheet(TAC) as UnitDatasheet),
  id: 'test-light',
  armour: 6,
};

/** The assault at the defender's counter charges, ready to resolve attacks. */
function ready(
  formations: readonly FormationSpec[],
  terrain = [] as Parameters<typeof assaultGame>[1] extends infer O
    ? O extends { terrain?: infer T }
      ? T
      : never
    : never,
): GameState {
  const s = assaultGame(formations, { extraSheets: [CC_ONLY, LIGHT], terrain: terrain ?? [] });
  return assaultAt(s, {
    attackers: ['att'],
    defenders: ['def'],
    step: 'counter-charge',
    decidingSide: 1,
  });
}
const resolve = { type: 'assault.endCounterCharges', side: 1 } as const;

describe('1.12.5 Resolve Attacks', () => {
  it('1.12.5: close combat value in base contact, firefight value within 15cm; close combat weapons alone attack only in contact; Blast markers do not suppress', () => {
    let s = ready([
      {
        id: 'att',
        side: 0,
        units: [
          { id: 'a1', sheet: TAC, x: 68.8, y: 50 },
          { id: 'a2', sheet: CC_ONLY.id, x: 60, y: 56 },
          { id: 'a3', sheet: TAC, x: 60, y: 62 },
        ],
      },
      {
        id: 'def',
        side: 1,
        units: [
          { id: 'd1', sheet: TAC, x: 70, y: 50 },
          { id: 'd2', sheet: TAC, x: 70, y: 56 },
        ],
      },
    ]);
    s = withFormationChange(s, 'att', { blastMarkers: 3 });
    const o = act(s, resolve, [6, 6, 6, 6]);
    expect(o.rolls.map((r) => [r.unitId, r.purpose.split(':')[0], r.needed])).toEqual([
      ['a1', 'close combat', 4],
      ['a3', 'firefight', 4],
      ['d1', 'close combat', 4],
      ['d2', 'firefight', 4],
    ]);
    expect(eventsOf(o.events, 'assault/attacks-rolled').map((e) => e.hits)).toEqual([2, 2]);
  });

  it('1.12.5 FAQ: Do cover to hit modifiers apply in an assault? No. Can cover saves be used? By the defender, not the attacker', () => {
    const woods = rect('wood', 'woods', 55, 40, 75, 60);
    let s = ready(
      [
        { id: 'att', side: 0, units: [{ id: 'a1', sheet: LIGHT.id, x: 68.8, y: 50 }] },
        { id: 'def', side: 1, units: [{ id: 'd1', sheet: LIGHT.id, x: 70, y: 50 }] },
      ],
      [woods],
    );
    let o = act(s, resolve, [6, 6]);
    expect(o.rolls.every((r) => r.modifiers.length === 0 && r.needed === 4)).toBe(true);
    s = o.state;
    o = act(s, { type: 'assault.allocateHits', side: 1 }, [5]);
    expect(o.rolls[0]?.purpose).toMatch(/^cover save/);
    o = act(o.state, { type: 'assault.allocateHits', side: 0 }, [6, 3, 3, 3, 3]);
    expect(o.rolls[0]?.purpose).toMatch(/^armour save/);
  });

  it('1.12.5 FAQ: Does an attacking unit need a line of fire to be directly engaged? Yes; and hits go only to directly engaged units, which need a line of fire (FAQ)', () => {
    const wall = rect('wall', 'buildings', 62, 55, 68, 70);
    const s = ready(
      [
        {
          id: 'att',
          side: 0,
          units: [
            { id: 'a1', sheet: TAC, x: 60, y: 50 },
            { id: 'a2', sheet: TAC, x: 60, y: 62 },
          ],
        },
        {
          id: 'def',
          side: 1,
          units: [
            { id: 'd1', sheet: TAC, x: 70, y: 50 },
            { id: 'd2', sheet: TAC, x: 70, y: 62 },
            { id: 'd3', sheet: TAC, x: 100, y: 50 },
          ],
        },
      ],
      [wall],
    );
    const o = act(s, resolve, [6, 6]);
    const a = assaultOf(o.state)!;
    expect(a.engaged).toEqual(['a1', 'd1']);
    expect(a.pending.map((p) => p.eligible)).toEqual([['d1'], ['a1']]);
  });

  it('1.12.5 FAQ: Can the crossfire bonus be used in an assault? No: saves carry no modifier', () => {
    const s = ready([
      { id: 'att', side: 0, units: [{ id: 'a1', sheet: TAC, x: 68.8, y: 50 }] },
      { id: 'def', side: 1, units: [{ id: 'd1', sheet: TAC, x: 70, y: 50 }] },
    ]);
    const o = act(
      act(s, resolve, [6, 1]).state,
      { type: 'assault.allocateHits', side: 1 },
      [4, 3, 3, 3, 3],
    );
    expect(o.rolls[0]).toMatchObject({ needed: 4, modifiers: [] });
  });

  it('1.12.5: the defender wiped out with an attacker left: the attacker wins at once (no support, no result roll); kills place no Blast markers until then', () => {
    const s = ready([
      { id: 'att', side: 0, units: [{ id: 'a1', sheet: TAC, x: 68.8, y: 50 }] },
      { id: 'def', side: 1, units: [{ id: 'd1', sheet: TAC, x: 70, y: 50 }] },
    ]);
    const t = act(s, resolve, [6, 6]).state;
    const o = act(t, { type: 'assault.allocateHits', side: 1 }, [1]);
    expect(o.state.formations.def?.blastMarkers).toBe(0);
    expect(assaultDecision(o.state)?.kind).toBe('allocate-attacker-hits');
    const p = act(o.state, { type: 'assault.allocateHits', side: 0 }, [1]);
    // a1 died too, but the defender was wiped out first with an attacker... none left: stalled.
    expect(eventsOf(p.events, 'assault/winner')[0]).toMatchObject({ reason: 'attack-stalled' });
    const q = act(o.state, { type: 'assault.allocateHits', side: 0 }, [6]);
    expect(eventsOf(q.events, 'assault/winner')[0]).toMatchObject({
      side: 0,
      reason: 'defender-wiped-out',
    });
    expect(q.rolls).toHaveLength(1);
  });

  it('1.12.5: every directly engaged attacker killed: the attack has stalled and the defender wins', () => {
    const s = ready([
      {
        id: 'att',
        side: 0,
        units: [
          { id: 'a1', sheet: TAC, x: 68.8, y: 50 },
          { id: 'a2', sheet: TAC, x: 40, y: 50 },
        ],
      },
      {
        id: 'def',
        side: 1,
        units: [
          { id: 'd1', sheet: TAC, x: 70, y: 50 },
          { id: 'd2', sheet: TAC, x: 70, y: 56 },
        ],
      },
    ]);
    const t = act(s, resolve, [1, 6, 1]).state;
    const o = act(t, { type: 'assault.allocateHits', side: 0 }, [1]);
    expect(eventsOf(o.events, 'assault/winner')[0]).toMatchObject({
      side: 1,
      reason: 'attack-stalled',
    });
    expect(o.state.formations.att?.broken).toBe(true);
  });
});

describe('1.12.6 Supporting Fire', () => {
  const withSupport = (change: Partial<GameState['formations'][string]> = {}) => {
    const s = ready([
      { id: 'att', side: 0, units: [{ id: 'a1', sheet: TAC, x: 68.8, y: 50 }] },
      {
        id: 'def',
        side: 1,
        units: [
          { id: 'd1', sheet: TAC, x: 70, y: 50 },
          { id: 'd2', sheet: TAC, x: 70, y: 56 },
        ],
      },
      {
        id: 'sup',
        side: 0,
        units: [
          { id: 's1', sheet: TAC, x: 58, y: 40 },
          { id: 's2', sheet: TAC, x: 56, y: 34 },
        ],
      },
      { id: 'far', side: 1, units: [{ id: 'f1', sheet: TAC, x: 150, y: 100 }] },
    ]);
    return withFormationChange(s, 'sup', change);
  };

  it('1.12.6: units of other formations within 15cm with a line of fire to an enemy unit that attacked lend support with their firefight value', () => {
    // a1 misses; d1 in contact hits, d2 firefights and misses; the attacker saves.
    let s = act(withSupport(), resolve, [1, 6, 1]).state;
    s = act(s, { type: 'assault.allocateHits', side: 0 }, [6]).state;
    expect(assaultDecision(s)).toMatchObject({ side: 0, kind: 'support' });
    expect(Object.keys(supportCandidates(s, assaultOf(s)!, 0))).toEqual(['sup']);
    expect(verdict(s, { type: 'assault.support', side: 0, formationIds: ['far'] })).toBe(
      'assault/cannot-support',
    );
    // s1 (within 15cm of d1) supports; s2 is 16cm away. Then the result dice.
    const o = act(s, { type: 'assault.support', side: 0 }, [6, 6, 6, 6, 6]);
    expect(o.rolls[0]).toMatchObject({ unitId: 's1', needed: 4, modifiers: [] });
    const pending = assaultOf(o.state)!.pending;
    // FAQ: hits from supporting fire go only to directly involved units (d1 and d2 attacked).
    expect(pending).toMatchObject([{ side: 1, count: 1, source: 'support' }]);
  });

  it('1.12.6 FAQ: Is supporting fire affected by suppression? No', () => {
    const s = act(withSupport({ blastMarkers: 2 }), resolve, [1, 6, 1]).state;
    expect(supportCandidates(s, assaultOf(s)!, 0).sup).toEqual(['s1']);
  });

  it('1.12.6: broken formations and formations that marched this turn cannot lend support', () => {
    for (const change of [{ broken: true }, { action: 'march' as const, activated: true }]) {
      const s = act(withSupport(change), resolve, [1, 6, 1]).state;
      expect(supportCandidates(s, assaultOf(s)!, 0)).toEqual({});
    }
  });

  it('1.12.6 FAQ: What does "directly involved" mean? A line of fire to an enemy unit that attacked; re-evaluated every round', () => {
    const s = act(withSupport(), resolve, [1, 1, 1]).state;
    const a = assaultOf(s)!;
    expect(supportCandidates(s, { ...a, attacked: ['a1', 'd2'] }, 0)).toEqual({});
    expect(supportCandidates(s, { ...a, attacked: ['a1', 'd1'] }, 0)).toEqual({ sup: ['s1'] });
  });
});
