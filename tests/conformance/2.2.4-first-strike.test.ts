import { describe, expect, it } from 'vitest';
import {
  resolveAfterFirstStrike,
  resolveAttacks,
} from '../../engine/netea/rules/1.12-assaults/attacks';
import { newAssault } from '../../engine/netea/rules/1.12-assaults/state';
import type { GameEvent } from '../../engine/netea/events';
import type { GameState } from '../../engine/netea/state/schema';
import { fixedDice, ORK_BOYZ } from '../fixtures/shootingGame';
import { FIRST_STRIKE_EXTRA, FIRST_STRIKE_POWER_WEAPON } from '../fixtures/specialists';
import { battle } from './helpers';

/** A Marine ('m', of `sheet`) in base contact with Ork Boy b1; b2 stands 10cm off. */
function fight(sheet: string): GameState {
  return battle([
    { id: 'sm', side: 0, units: [{ id: 'm', sheet, x: 60, y: 50 }] },
    {
      id: 'orks',
      side: 1,
      units: [
        { id: 'b1', sheet: ORK_BOYZ.id, x: 60, y: 51.2 },
        { id: 'b2', sheet: ORK_BOYZ.id, x: 66, y: 60 },
      ],
    },
  ]);
}

const killed = (s: GameState, id: string): GameState => ({
  ...s,
  units: { ...s.units, [id]: { ...s.units[id]!, status: 'destroyed', position: null } },
});

describe('2.2.4 First Strike', () => {
  it('2.2.4: first strike attacks are resolved before any enemy unit attacks; a unit destroyed by them does not attack', () => {
    const s = fight(FIRST_STRIKE_POWER_WEAPON.id);
    const assault = newAssault(s, 0, 'sm', ['sm'], ['orks']);
    const first = fixedDice(6, 6);
    const struck = resolveAttacks(s, assault, first.dice, []);
    // Only the Marine's attacks (its close combat attack and the extra one, all first strike).
    expect(first.rolls.map((r) => r.unitId)).toEqual(['m', 'm']);
    expect(struck.firstStrike).toBe(true);
    expect(struck.pending.map((p) => p.side)).toEqual([1, 1]);
    // Both Boyz die to those hits: nobody is left to strike back.
    const after = killed(killed(s, 'b1'), 'b2');
    const rest = fixedDice();
    const events: GameEvent[] = [];
    const next = resolveAfterFirstStrike(after, { ...struck, pending: [] }, rest.dice, events);
    expect(rest.rolls).toEqual([]);
    expect(next.firstStrike).toBeUndefined();
  });

  it('2.2.4: on a weapon with extra attacks only the extra attacks strike first', () => {
    const s = fight(FIRST_STRIKE_EXTRA.id);
    const first = fixedDice(1);
    resolveAttacks(s, newAssault(s, 0, 'sm', ['sm'], ['orks']), first.dice, []);
    expect(first.rolls.map((r) => [r.unitId, r.section])).toEqual([['m', '2.2.3']]);
  });

  it('2.2.4 FAQ: A unit in base contact uses a first strike extra attack and the enemy unit is removed. Can the unit still use its CC value for its regular attack? Only if in base contact with another enemy unit, otherwise its FF value', () => {
    const s = fight(FIRST_STRIKE_EXTRA.id);
    const struck = resolveAttacks(
      s,
      newAssault(s, 0, 'sm', ['sm'], ['orks']),
      fixedDice(6).dice,
      [],
    );
    const rest = fixedDice(1, 1);
    resolveAfterFirstStrike(killed(s, 'b1'), { ...struck, pending: [] }, rest.dice, []);
    // The Marine fights b2 in a firefight (FF 4+); b2 fires back (FF 6+).
    expect(rest.rolls.map((r) => [r.unitId, r.purpose.split(':')[0]])).toEqual([
      ['m', 'firefight'],
      ['b2', 'firefight'],
    ]);
  });
});
