import { describe, expect, it } from 'vitest';
import { rollSideAttacks } from '../../engine/netea/rules/1.12-assaults/attacks';
import { placedOf } from '../../engine/netea/rules/1.12-assaults/geometry';
import { fixedDice, ORK_BOYZ } from '../fixtures/shootingGame';
import {
  FIRST_STRIKE_POWER_WEAPON,
  POWER_WEAPON_TACTICAL,
  SNIPER_TACTICAL,
} from '../fixtures/specialists';
import { battle } from './helpers';

/** The abilities of each group of hits a Marine of `sheet` scores in base contact with an Ork
 * Boy (every die a 6). */
function closeCombatHits(sheet: string, faces: number) {
  const s = battle([
    { id: 'sm', side: 0, units: [{ id: 'm', sheet, x: 60, y: 50 }] },
    { id: 'orks', side: 1, units: [{ id: 'boy1', sheet: ORK_BOYZ.id, x: 60, y: 51.2 }] },
  ]);
  const dice = fixedDice(...Array<number>(faces).fill(6));
  const r = rollSideAttacks(s, dice.dice, placedOf(s, ['sm']), placedOf(s, ['orks']), '1.12.5');
  return r.groups.map((g) => [...g.abilities].sort());
}

describe('2.0 Specialist Units & Weapons: weapon and unit abilities', () => {
  it('2.0 FAQ: Some special abilities can apply to both units and weapons. Are there any differences? On a weapon they apply to its own line; weapon abilities on the unit to all its attacks; unit abilities on the unit not to its close combat or firefight attacks', () => {
    // The power weapon's macro-weapon is its extra attack's only (its datasheet line).
    expect(closeCombatHits(POWER_WEAPON_TACTICAL.id, 2)).toEqual([
      [],
      ['extra-attacks', 'macro-weapon'],
    ]);
    // First strike noted on the unit: every attack has it, the extra one too.
    expect(closeCombatHits(FIRST_STRIKE_POWER_WEAPON.id, 2)).toEqual([
      ['first-strike'],
      ['extra-attacks', 'first-strike', 'macro-weapon'],
    ]);
    // Sniper is a unit ability: the unit's close combat attack is no sniper attack.
    expect(closeCombatHits(SNIPER_TACTICAL.id, 1)).toEqual([[]]);
  });
});
