import { describe, expect, it } from 'vitest';
import { assaultOf, sideToDecide } from '../../engine/netea/rules/1.12-assaults/state';
import type { GameState } from '../../engine/netea/state/schema';
import { act, assaultAt, assaultGame, check, TAC } from '../fixtures/assaultGame';
import { SNIPER_TACTICAL, withAbilities } from '../fixtures/specialists';

/** A Tactical unit whose close combat weapon line carries sniper (as Lictor Talons do). */
const SNIPER_TALONS = withAbilities('sm-tactical', 'test-sniper-talons', [], {
  weapons: [
    {
      name: 'Sniper talons',
      count: 1,
      modes: [
        {
          range: { kind: 'base-contact' },
          arc: 'all',
          firepower: [{ type: 'assault-weapons' }],
          abilities: [{ id: 'sniper' }],
        },
      ],
    },
  ],
});

/** `sn` (of the given datasheet) and a plain Tactical `tc` charge; `e1` touches `sn`, `e4` touches
 * `tc`, `e2` stands 8cm off, `e3` 30cm off. The defender ends its counter charges and the
 * attacks are rolled with the given faces (attacker's first, then the defender's, all 1s). */
function fought(sheet: string, faces: number[]): GameState {
  const s = assaultGame(
    [
      {
        id: 'att',
        side: 0,
        units: [
          { id: 'sn', sheet, x: 60, y: 50 },
          { id: 'tc', sheet: TAC, x: 60, y: 56 },
        ],
      },
      {
        id: 'def',
        side: 1,
        units: [
          { id: 'e1', sheet: TAC, x: 61.2, y: 50 },
          { id: 'e4', sheet: TAC, x: 61.2, y: 56 },
          { id: 'e2', sheet: TAC, x: 70, y: 50 },
          { id: 'e3', sheet: TAC, x: 92, y: 50 },
        ],
      },
    ],
    { extraSheets: [SNIPER_TALONS] },
  );
  const at = assaultAt(s, {
    attackers: ['att'],
    defenders: ['def'],
    step: 'counter-charge',
    decidingSide: 1,
  });
  return act(at, { type: 'assault.endCounterCharges', side: 1 }, faces).state;
}

describe('2.1.14 Sniper in assaults', () => {
  it('2.0 FAQ: a sniper unit\u2019s close combat attacks are not sniper attacks: the defender allocates them and saves without the -1', () => {
    const s = fought(SNIPER_TACTICAL.id, [6, 1, 1, 1, 1]);
    const assault = assaultOf(s)!;
    expect(assault.pending).toHaveLength(1);
    expect(assault.pending[0]).toMatchObject({ side: 1, count: 1 });
    expect(assault.pending[0]?.allocatedBy).toBeUndefined();
    expect(sideToDecide(assault)).toBe(1);
    const saved = act(
      s,
      { type: 'assault.allocateHits', side: 1, allocation: ['e1'] },
      [4, 1, 1, 1, 1, 1, 1],
    );
    const save = saved.rolls.find((r) => r.purpose.includes('save'));
    expect(save?.needed).toBe(4);
  });

  it('2.1.14 FAQ: Can the sniper ability be used in an assault? Only if it is on an assault weapon or small arms weapon: the attacker allocates the hit and the save is at -1', () => {
    const s = fought(SNIPER_TALONS.id, [6, 1, 1, 1, 1]);
    const assault = assaultOf(s)!;
    expect(assault.pending[0]).toMatchObject({
      side: 1,
      count: 1,
      allocatedBy: 0,
      abilities: ['sniper'],
    });
    expect(sideToDecide(assault)).toBe(0);
    expect(check(s, { type: 'assault.allocateHits', side: 1, allocation: ['e1'] })?.code).toBe(
      'assault/not-your-decision',
    );
    const hit = act(
      s,
      { type: 'assault.allocateHits', side: 0, allocation: ['e2'] },
      [4, 1, 1, 1, 1, 1, 1],
    );
    const save = hit.rolls.find((r) => r.purpose.includes('save'));
    expect(save?.needed).toBe(5);
    expect(hit.state.units['e2']?.status).toBe('destroyed');
  });

  it('2.1.14 FAQ: What units may an attacker choose to hit with sniper hits in an assault? Any enemy unit within 15cm and in the line of fire of the sniper', () => {
    const s = fought(SNIPER_TALONS.id, [6, 1, 1, 1, 1]);
    expect(assaultOf(s)?.pending[0]?.eligible.sort()).toEqual(['e1', 'e2', 'e4']);
    expect(check(s, { type: 'assault.allocateHits', side: 0, allocation: ['e3'] })).toMatchObject({
      code: 'assault/not-eligible',
      section: '2.1.14',
    });
  });

  it('2.1.14 FAQ: When are sniper hits allocated? Before the regular hits, and before their saving throws', () => {
    const s = fought(SNIPER_TALONS.id, [6, 6, 1, 1, 1]);
    const pending = assaultOf(s)!.pending;
    expect(pending.map((p) => [p.side, p.count, p.allocatedBy ?? null])).toEqual([
      [1, 1, 0],
      [1, 1, null],
    ]);
  });

  it('2.1.14 FAQ: Can a sniper hit be allocated to a unit that has already been allocated a regular hit? Yes: both may go to the same unit', () => {
    const s = fought(SNIPER_TALONS.id, [6, 6, 1, 1, 1]);
    // The sniper hit on e4 is saved (a 6); the regular hit may then go to e4 as well.
    const sniped = act(s, { type: 'assault.allocateHits', side: 0, allocation: ['e4'] }, [6]);
    expect(sniped.state.units['e4']?.status).toBe('deployed');
    expect(
      check(sniped.state, { type: 'assault.allocateHits', side: 1, allocation: ['e4'] }),
    ).toBeNull();
  });
});
