import { describe, expect, it } from 'vitest';
import { pendingAllocation } from '../../engine/netea/rules/1.9-shooting/commands';
import { assaultOf } from '../../engine/netea/rules/1.12-assaults/state';
import { act, assaultAt, assaultGame, TAC } from '../fixtures/assaultGame';
import { battle, declare, go } from './helpers';

describe('2.2.6 Macro-Weapons: passengers of a destroyed transport', () => {
  it('2.2.6 FAQ: A transport unit is destroyed but the units being transported survive and are placed in base contact with an AV, may Macro-weapon hits be allocated to them? Yes', () => {
    // A Land Raider (lascannons AT4+) and a Land Speeder (multi-melta MW5+, 15cm) shoot at a
    // lone Rhino carrying Tactical Marines: one AT hit and one MW hit.
    const s = battle([
      {
        id: 'guns',
        side: 0,
        units: [
          { id: 'lr', sheet: 'sm-land-raider', x: 65, y: 20 },
          { id: 'ls', sheet: 'sm-land-speeder', x: 65, y: 26 },
        ],
      },
      {
        id: 'mech',
        side: 1,
        units: [
          { id: 'rh', sheet: 'sm-rhino', x: 65, y: 40 },
          { id: 'p1', sheet: 'sm-tactical', x: 65, y: 40, embarkedIn: 'rh' },
        ],
      },
    ]);
    const declared = go(s, declare(0, 'guns', 'sustained-fire'), 1).state;
    // Lascannons 6, 1; heavy bolter 1; multi-melta 6.
    const shot = go(
      declared,
      { type: 'shoot.declare', side: 0, targetFormationId: 'mech' },
      6,
      1,
      1,
      6,
    );
    expect(pendingAllocation(shot.state)?.groups.map((g) => g.eligible)).toEqual([['rh']]);
    // The normal hit first: the Rhino fails its 5+ save (1); the Marines make their 4+ (6) and
    // are placed where the Rhino stood.
    const normal = go(shot.state, { type: 'hits.allocate', side: 1 }, 1, 6);
    expect(normal.state.units['rh']?.status).toBe('destroyed');
    expect(normal.state.units['p1']).toMatchObject({
      status: 'deployed',
      position: { x: 65, y: 40 },
    });
    // Then the macro-weapon hit: the Marines may take it, and do (no save against it).
    const macro = pendingAllocation(normal.state);
    expect(macro?.stage).toBe('macro');
    expect(macro?.groups.map((g) => g.eligible)).toEqual([['p1']]);
    const after = go(normal.state, { type: 'hits.allocate', side: 1, allocation: [['p1']] });
    expect(after.state.units['p1']?.status).toBe('destroyed');
    expect(after.state.turnState.attack).toBeNull();
  });

  it('2.2.6 FAQ: … in an assault too: the macro-weapon hits still to allocate may go to the passengers of a transport the normal hits destroyed', () => {
    // Marines in base contact with a Rhino carrying Tactical Marines: the defender allocates a
    // plain hit, then a power weapon's macro-weapon hit (2.2.6 "Assaults").
    const s = assaultGame([
      { id: 'att', side: 0, units: [{ id: 'a1', sheet: TAC, x: 58.8, y: 50 }] },
      {
        id: 'mech',
        side: 1,
        units: [
          { id: 'rh', sheet: 'sm-rhino', x: 61, y: 50 },
          { id: 'p1', sheet: TAC, x: 61, y: 50, embarkedIn: 'rh' },
        ],
      },
    ]);
    const hits = { side: 1 as const, eligible: ['rh'], from: ['a1'], source: 'attacks' as const };
    const pending = assaultAt(s, {
      attackers: ['att'],
      defenders: ['mech'],
      engaged: ['a1', 'rh'],
      step: 'allocate-defender-hits',
      decidingSide: 1,
      pending: [
        { ...hits, count: 1 },
        { ...hits, count: 1, abilities: ['macro-weapon'] },
      ],
    });
    // The Rhino fails its 5+ save (1); the Marines save (6) and are placed where it stood.
    const normal = act(pending, { type: 'assault.allocateHits', side: 1 }, [1, 6]);
    expect(normal.state.units['rh']?.status).toBe('destroyed');
    expect(normal.state.units['p1']?.status).toBe('deployed');
    expect(assaultOf(normal.state)?.pending).toMatchObject([
      { count: 1, abilities: ['macro-weapon'], eligible: ['rh', 'p1'] },
    ]);
    const macro = act(normal.state, {
      type: 'assault.allocateHits',
      side: 1,
      allocation: ['p1'],
    });
    expect(macro.state.units['p1']?.status).toBe('destroyed');
  });
});
