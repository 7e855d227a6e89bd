import { describe, expect, it } from 'vitest';
import { modify } from '../../engine/netea/abilities/registry';
import { assaultOf } from '../../engine/netea/rules/1.12-assaults/state';
import type { GameState } from '../../engine/netea/state/schema';
import { act, assaultAt, assaultGame, check, TAC } from '../fixtures/assaultGame';
import { ORK_BOYZ } from '../fixtures/shootingGame';
import { withAbilities } from '../fixtures/specialists';

const SPEEDER = 'sm-land-speeder';

/** A Land Speeder (CC 6+, FF 5+) of side 0 in base contact with Ork Boyz (CC 4+, FF 6+); `more`
 * adds units. The assault is at its charge step. */
function contact(more: { id: string; side: 0 | 1; sheet: string; x: number; y: number }[] = []) {
  const s = assaultGame([
    {
      id: 'att',
      side: 0,
      units: [{ id: 's1', sheet: SPEEDER, x: 60, y: 50 }, ...more.filter((u) => u.side === 0)],
    },
    {
      id: 'def',
      side: 1,
      units: [
        { id: 'o1', sheet: ORK_BOYZ.id, x: 61.35, y: 50 },
        ...more.filter((u) => u.side === 1),
      ],
    },
  ]);
  return assaultAt(s, { attackers: ['att'], defenders: ['def'], step: 'charge' });
}

/** The attacker ends its charge with its choice, the defender its counter charges; the dice
 * rolled for the attacks, by their purpose. */
function fight(
  s: GameState,
  attacker?: string[],
  defender?: string[],
  faces: number[] = Array<number>(40).fill(1),
) {
  const charged = act(s, {
    type: 'assault.endCharge',
    side: 0,
    ...(attacker ? { firefight: attacker } : {}),
  });
  const fought = act(
    charged.state,
    {
      type: 'assault.endCounterCharges',
      side: 1,
      ...(defender ? { firefight: defender } : {}),
    },
    faces,
  );
  // The attacks of the round (the result roll and what follows are not the point here).
  const purposes = fought.rolls
    .map((r) => r.purpose)
    .filter((p) => p.startsWith('close combat') || p.startsWith('firefight'));
  return { state: fought.state, purposes };
}

describe('2.1.13 Skimmers in assaults', () => {
  it('2.1.13: in base contact a skimmer fights in close combat unless it chooses its firefight value', () => {
    expect(fight(contact()).purposes).toEqual(['close combat: s1 (6+)', 'close combat: o1 (4+)']);
  });

  it('2.1.13: a skimmer may choose its firefight value in base contact; the enemy must use its firefight value also', () => {
    const { state, purposes } = fight(contact(), ['s1']);
    expect(purposes).toEqual(['firefight: s1 (5+)', 'firefight: o1 (6+)']);
    expect(assaultOf(state)?.firefight).toEqual(['s1']);
  });

  it('2.1.13: only skimmers may choose; the choice is the owning side\u2019s', () => {
    const s = contact([{ id: 't1', side: 0, sheet: TAC, x: 60, y: 56 }]);
    expect(check(s, { type: 'assault.endCharge', side: 0, firefight: ['t1'] })).toMatchObject({
      code: 'assault/not-a-skimmer',
      section: '2.1.13',
    });
    expect(check(s, { type: 'assault.endCharge', side: 0, firefight: ['o1'] })?.code).toBe(
      'assault/not-in-assault',
    );
  });

  it('2.1.13 FAQ: If a skimmer chooses to use its firefight value in an assault when in base contact with an enemy unit are both units still considered to be in base-to-base contact? Yes', () => {
    // The Orks touching the Speeder are still in base contact: they may not counter charge
    // (1.12.4), and fight as units in contact (their firefight value, not a 15cm firefight).
    const charged = act(contact(), { type: 'assault.endCharge', side: 0, firefight: ['s1'] });
    const counter = check(charged.state, {
      type: 'assault.counterCharge',
      side: 1,
      unitId: 'o1',
      path: [{ x: 64, y: 50 }],
    });
    expect(counter?.code).toBe('move/counter-charge-in-contact');
  });

  it('2.1.13 FAQ: What happens if two skimmers are in base contact? If either player chooses firefight both use it', () => {
    const s = contact();
    const two = {
      ...s,
      units: { ...s.units, o1: { ...s.units['o1']!, datasheetId: SPEEDER } },
      datasheets: { ...s.datasheets, [SPEEDER]: s.datasheets[SPEEDER]! },
    };
    expect(fight(two).purposes).toEqual(['close combat: s1 (6+)', 'close combat: o1 (6+)']);
    expect(fight(two, undefined, ['o1']).purposes).toEqual([
      'firefight: s1 (5+)',
      'firefight: o1 (5+)',
    ]);
  });

  it('2.1.13 FAQ: If a unit is in base contact with a skimmer that chooses to use its firefight value and another non-skimmer unit can it still use its close combat value? Yes', () => {
    // t1 also touches the Orks, on their other side.
    const s = contact([{ id: 't1', side: 0, sheet: TAC, x: 62.55, y: 50 }]);
    const { purposes } = fight(s, ['s1']);
    expect(purposes).toEqual([
      'firefight: s1 (5+)',
      'close combat: t1 (4+)',
      'close combat: o1 (4+)',
    ]);
  });

  it('2.1.13 FAQ: Can a war engine skimmer choose to use its firefight against units in base contact? Yes', () => {
    const sheet = withAbilities('sm-thunderhawk', 'test-we-skimmer', [{ id: 'skimmer' }]);
    expect(sheet.type).toBe('WE');
    expect(modify('firefightInContact', { sheet }, false)).toBe(true);
  });

  it('2.1.13 FAQ: Two skimmers in an assault are in base contact with enemy units. One uses its close combat and the other its firefight. The enemy inflicts one hit on them, can the skimmer in firefight be allocated the hit? Rules as written, yes', () => {
    const { state } = fight(
      contact([{ id: 's2', side: 0, sheet: SPEEDER, x: 60, y: 52 }]),
      ['s1'],
      undefined,
      [1, 1, 6],
    );
    const pending = assaultOf(state)?.pending[0];
    expect(pending).toMatchObject({ side: 0, count: 1 });
    expect(pending?.eligible).toContain('s1');
  });
});
