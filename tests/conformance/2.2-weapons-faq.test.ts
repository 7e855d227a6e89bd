import { describe, expect, it } from 'vitest';
import { resolveSupport } from '../../engine/netea/rules/1.12-assaults/support';
import { assaultOf, newAssault } from '../../engine/netea/rules/1.12-assaults/state';
import type { GameEvent } from '../../engine/netea/events';
import { act, assaultAt, assaultGame } from '../fixtures/assaultGame';
import { fixedDice, ORK_BOYZ, row } from '../fixtures/shootingGame';
import {
  DISRUPT_TANK,
  FIRST_STRIKE_POWER_WEAPON,
  POWER_WEAPON_TACTICAL,
} from '../fixtures/specialists';
import { battle, declare, go } from './helpers';

describe('2.2.2 Disrupt: a transport destroyed by a disrupt hit', () => {
  /** The disrupt tank (AT4+, 3+ on sustained fire) hits a Rhino carrying two Tactical units
   * (the rest of the formation out of range); the Rhino fails its 5+ save and the passengers
   * roll `saves` (armour 4+). The Blast markers placed, in all. */
  function rhinoLost(...saves: number[]) {
    const s = battle([
      { id: 'tank', side: 0, units: [{ id: 'gun', sheet: DISRUPT_TANK.id, x: 65, y: 20 }] },
      {
        id: 'mech',
        side: 1,
        units: [
          { id: 'rh', sheet: 'sm-rhino', x: 65, y: 40 },
          { id: 'p1', sheet: 'sm-tactical', x: 65, y: 40, embarkedIn: 'rh' },
          { id: 'p2', sheet: 'sm-tactical', x: 65, y: 40, embarkedIn: 'rh' },
          ...row('t', 'sm-tactical', 5, 55, 75),
        ],
      },
    ]);
    const declared = go(s, declare(0, 'tank', 'sustained-fire'), 1).state;
    const shot = go(declared, { type: 'shoot.declare', side: 0, targetFormationId: 'mech' }, 6);
    const allocated = go(shot.state, { type: 'hits.allocate', side: 1 }, 1, ...saves).state;
    return { state: allocated, blastMarkers: allocated.formations['mech']?.blastMarkers };
  }

  it('2.2.2 FAQ: A disrupt hit destroys a transport unit carrying other units. Do these units count as being hit by the disrupt hit? No; Blast markers are still placed for those destroyed', () => {
    // Both passengers save: the Blast markers of coming under fire and of the disrupt hit only.
    const saved = rhinoLost(6, 6);
    expect(saved.state.units['rh']?.status).toBe('destroyed');
    expect(saved.blastMarkers).toBe(2);
    // Both fail: one more Blast marker for each passenger destroyed.
    const lost = rhinoLost(1, 1);
    expect(['p1', 'p2'].map((id) => lost.state.units[id]?.status)).toEqual([
      'destroyed',
      'destroyed',
    ]);
    expect(lost.blastMarkers).toBe(4);
  });
});

describe('2.2.4 First Strike and supporting fire', () => {
  it('2.2.4 FAQ: How does first strike work with supporting fire? It gives no benefit: the supporting fire of both sides is rolled together and all of it hits', () => {
    // a1 and d1 fight in base contact; `fs` (first strike on the unit) supports a1 and an Ork
    // Boy supports d1, each within 15cm of the enemy unit that fought.
    const s = battle([
      { id: 'att', side: 0, units: [{ id: 'a1', sheet: 'sm-tactical', x: 60, y: 50 }] },
      { id: 'def', side: 1, units: [{ id: 'd1', sheet: 'sm-tactical', x: 61.2, y: 50 }] },
      {
        id: 'help-a',
        side: 0,
        units: [{ id: 'fs', sheet: FIRST_STRIKE_POWER_WEAPON.id, x: 50, y: 50 }],
      },
      { id: 'help-d', side: 1, units: [{ id: 'ob', sheet: ORK_BOYZ.id, x: 71, y: 50 }] },
    ]);
    const assault = { ...newAssault(s, 0, 'att', ['att'], ['def']), attacked: ['a1', 'd1'] };
    const dice = fixedDice(6, 6, 6);
    const events: GameEvent[] = [];
    const after = resolveSupport(
      s,
      assault,
      { 0: ['help-a'], 1: ['help-d'], 2: [], 3: [], 4: [], 5: [] },
      dice.dice,
      events,
    );
    // fs: its firefight attack and its hand flamer's extra attack; then the Ork's.
    expect(dice.rolls.map((r) => r.unitId)).toEqual(['fs', 'fs', 'ob']);
    expect(after.firstStrike).toBeUndefined();
    // Every hit counts, the Ork's too, though the first strike hits might have killed it.
    expect(after.pending.map((p) => [p.side, p.count])).toEqual([
      [1, 1],
      [1, 1],
      [0, 1],
    ]);
  });
});

describe('2.2.6 Macro-weapons in assaults', () => {
  it('2.2.6 FAQ: If a unit in an assault with an macro-weapon attack is destroyed by a regular hit before macro-weapon hits are allocated is its macro-weapon attack disregarded? No', () => {
    // Ork Boyz charged a Marine with a power weapon (its extra attack a macro-weapon).
    const s = assaultAt(
      assaultGame(
        [
          { id: 'orks', side: 0, units: [{ id: 'o1', sheet: ORK_BOYZ.id, x: 60, y: 50 }] },
          {
            id: 'sm',
            side: 1,
            units: [{ id: 'pw', sheet: POWER_WEAPON_TACTICAL.id, x: 61.2, y: 50 }],
          },
        ],
        { extraSheets: [POWER_WEAPON_TACTICAL] },
      ),
      { attackers: ['orks'], defenders: ['sm'], step: 'counter-charge', decidingSide: 1 },
    );
    // Every attack hits: the Ork's one, the Marine's close combat and macro-weapon attacks.
    const fought = act(s, { type: 'assault.endCounterCharges', side: 1 }, [6, 6, 6]);
    // The Marine takes the Ork's hit first and fails its save.
    const killed = act(
      fought.state,
      { type: 'assault.allocateHits', side: 1, allocation: ['pw'] },
      [1],
    );
    expect(killed.state.units['pw']?.status).toBe('destroyed');
    // Its hits, the macro-weapon one included, still wait for the Ork.
    const pending = assaultOf(killed.state)?.pending ?? [];
    expect(
      pending.map((p) => [p.side, p.count, p.abilities?.includes('macro-weapon') ?? false]),
    ).toEqual([
      [0, 1, false],
      [0, 1, true],
    ]);
  });
});
