import { describe, expect, it } from 'vitest';
import type { AssaultCommandOf } from '../../engine/netea/rules/1.12-assaults/commandSchemas';
import { assaultOf } from '../../engine/netea/rules/1.12-assaults/state';
import { supportCandidates } from '../../engine/netea/rules/1.12-assaults/support';
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

/**
 * FAQ answers of 1.12.4 and 1.12.6 (seed 000 footnotes 21 and 23) on what is checked again
 * after counter charges and in later rounds of an assault.
 */
const endCounterCharges = (side: 0 | 1) => ({ type: 'assault.endCounterCharges', side }) as const;

describe('1.12.4 Counter Charges: FAQ on later rounds', () => {
  /** a1 10cm from d1 with a tall wall between them; the assault at its counter charges. */
  const walled = (round: number) =>
    assaultAt(
      assaultGame(
        [
          { id: 'att', side: 0, units: [{ id: 'a1', sheet: TAC, x: 60, y: 50 }] },
          { id: 'def', side: 1, units: [{ id: 'd1', sheet: TAC, x: 70, y: 50 }] },
        ],
        { terrain: [rect('wall', 'buildings', 63, 40, 67, 60, 5)] },
      ),
      {
        attackers: ['att'],
        defenders: ['def'],
        step: 'counter-charge',
        round,
        decidingSide: round === 1 ? 1 : 0,
      },
    );

  it('1.12.4 FAQ: After counter charges are made does the engaging formation need to have at least one unit with a line of fire to a unit in the target formation in order for the assault to take place? In the first round yes; in later rounds the result is worked out', () => {
    // Round 1: no Marine sees an enemy once the counter charges are made: no assault.
    const first = act(walled(1), endCounterCharges(1));
    expect(eventsOf(first.events, 'assault/called-off')).toMatchObject([{ section: '1.12.4' }]);
    expect(assaultOf(first.state)).toBeNull();
    // Round 2: the assault is already taking place; no attacks, but a result (6 and 6 against
    // 1 and 1: the Marines win).
    const later = act(walled(2), endCounterCharges(0)).state;
    const o = act(later, endCounterCharges(1), [6, 6, 1, 1]);
    expect(eventsOf(o.events, 'assault/called-off')).toEqual([]);
    expect(eventsOf(o.events, 'assault/result')[0]).toMatchObject({ winner: 0 });
  });

  it('1.12.4 FAQ: What happens when an assault goes into a second round and no units are within 15cm of each other after both sides counter charge? Work out the result again', () => {
    // Round 2: the two sides stand 40cm apart; each counter charges 5cm towards the other.
    const s = assaultAt(
      assaultGame([
        { id: 'att', side: 0, units: [{ id: 'a1', sheet: TAC, x: 40, y: 50 }] },
        { id: 'def', side: 1, units: [{ id: 'd1', sheet: TAC, x: 81.2, y: 50 }] },
      ]),
      { attackers: ['att'], defenders: ['def'], step: 'counter-charge', round: 2, decidingSide: 0 },
    );
    const move = (
      side: 0 | 1,
      unitId: string,
      x: number,
    ): AssaultCommandOf<'assault.counterCharge'> => ({
      type: 'assault.counterCharge',
      side,
      unitId,
      path: [{ x, y: 50 }],
    });
    let t = act(s, move(0, 'a1', 45)).state;
    t = act(t, endCounterCharges(0)).state;
    t = act(t, move(1, 'd1', 76.2)).state;
    expect(t.units['a1']?.position).toEqual({ x: 45, y: 50 });
    expect(t.units['d1']?.position).toEqual({ x: 76.2, y: 50 });
    // 30cm apart: no attacks; the result dice decide (1 and 1 against 6 and 6: the defender).
    const o = act(t, endCounterCharges(1), [1, 1, 6, 6]);
    expect(o.rolls.filter((r) => r.purpose.startsWith('close combat'))).toEqual([]);
    expect(eventsOf(o.events, 'assault/called-off')).toEqual([]);
    expect(eventsOf(o.events, 'assault/result')[0]).toMatchObject({ winner: 1 });
  });
});

describe('1.12.6 Supporting Fire: FAQ on later rounds', () => {
  it('1.12.6 FAQ: How is “directly involved” evaluated in assaults that go on for multiple rounds? Checked again every round: a unit involved in the first round may not be in the second', () => {
    // Round 2: d2, which attacked in round 1, now stands 20cm from a1 and does not attack; s1 is
    // near d2 only.
    const formations: FormationSpec[] = [
      { id: 'att', side: 0, units: [{ id: 'a1', sheet: TAC, x: 68.8, y: 50 }] },
      {
        id: 'def',
        side: 1,
        units: [
          { id: 'd1', sheet: TAC, x: 70, y: 50 },
          { id: 'd2', sheet: TAC, x: 70, y: 72 },
        ],
      },
      { id: 'sup', side: 0, units: [{ id: 's1', sheet: TAC, x: 80, y: 82 }] },
    ];
    const round2 = (s: GameState) =>
      assaultAt(s, {
        attackers: ['att'],
        defenders: ['def'],
        step: 'counter-charge',
        round: 2,
        decidingSide: 0,
        attacked: ['a1', 'd1', 'd2'],
      });
    const s = round2(assaultGame(formations));
    // As the first round left it, s1 could support (d2 had attacked).
    expect(supportCandidates(s, assaultOf(s)!, 0)).toEqual({ sup: ['s1'] });
    let t = act(s, endCounterCharges(0)).state;
    // The round's attacks: a1 and d1 in base contact (a1 misses, d1 hits); d2 is too far.
    const o = act(t, endCounterCharges(1), [1, 6]);
    expect(o.rolls.map((r) => r.unitId)).toEqual(['a1', 'd1']);
    t = o.state;
    expect(assaultOf(t)?.attacked).not.toContain('d2');
    expect(supportCandidates(t, assaultOf(t)!, 0)).toEqual({});
  });
});
