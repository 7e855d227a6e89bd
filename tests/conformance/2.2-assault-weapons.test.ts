import { describe, expect, it } from 'vitest';
import { rollSideAttacks } from '../../engine/netea/rules/1.12-assaults/attacks';
import { placedOf } from '../../engine/netea/rules/1.12-assaults/geometry';
import type { GameState } from '../../engine/netea/state/schema';
import { fixedDice, ORK_BOYZ } from '../fixtures/shootingGame';
import { FIRST_STRIKE_POWER_WEAPON, POWER_WEAPON_TACTICAL } from '../fixtures/specialists';
import { battle } from './helpers';

/**
 * A Marine with a power weapon (assault weapon: macro-weapon, extra attack +1) and a hand flamer
 * (small arms: ignore cover, extra attack +1), CC 4+, FF 4+, against an Ork Boy in base contact
 * or 10cm away.
 */
function facing(sheet: string, contact: boolean): GameState {
  return battle([
    { id: 'sm', side: 0, units: [{ id: 'pw', sheet, x: 60, y: 50 }] },
    {
      id: 'orks',
      side: 1,
      units: [{ id: 'boy1', sheet: ORK_BOYZ.id, x: 60, y: contact ? 51.2 : 60 }],
    },
  ]);
}

function attacks(sheet: string, contact: boolean, ...faces: number[]) {
  const s = facing(sheet, contact);
  const dice = fixedDice(...faces);
  const r = rollSideAttacks(s, dice.dice, placedOf(s, ['sm']), placedOf(s, ['orks']), '1.12.5');
  return { r, rolls: dice.rolls };
}

describe('2.2 Specialist weapons in assaults (1.12.5)', () => {
  it('2.2.3: an assault weapon with extra attacks (+1) gives one more close combat attack in base contact', () => {
    const { r, rolls } = attacks(POWER_WEAPON_TACTICAL.id, true, 6, 6);
    expect(rolls.map((x) => [x.section, x.needed])).toEqual([
      ['1.12.5', 4],
      ['2.2.3', 4],
    ]);
    expect(r.hits).toBe(2);
  });

  it('2.2.6: in an assault the macro-weapon ability applies only to the extra attacks, and those hits are allocated after the others', () => {
    const { r } = attacks(POWER_WEAPON_TACTICAL.id, true, 6, 6);
    expect(r.groups.map((g) => [g.abilities.includes('macro-weapon'), g.hits])).toEqual([
      [false, 1],
      [true, 1],
    ]);
  });

  it('2.2.3 FAQ: If a unit has an extra attack on a Small Arms weapon, can it be used if the unit is in base contact with an enemy unit? Only if the unit is a war engine', () => {
    // In base contact: the power weapon's extra attack, not the hand flamer's.
    const contact = attacks(POWER_WEAPON_TACTICAL.id, true, 1, 1);
    expect(contact.rolls.filter((x) => x.section === '2.2.3')).toHaveLength(1);
    expect(contact.r.closeCombat).toBe(1);
    // In a firefight: the hand flamer's extra attack (ignore cover), not the power weapon's.
    const firefight = attacks(POWER_WEAPON_TACTICAL.id, false, 6, 6);
    expect(firefight.r.firefight).toBe(1);
    expect(firefight.r.groups.map((g) => g.abilities.includes('ignore-cover'))).toEqual([
      false,
      true,
    ]);
    expect(firefight.r.groups.some((g) => g.abilities.includes('macro-weapon'))).toBe(false);
  });

  it('2.2.3 FAQ: How do special abilities apply to a weapon with extra attacks? Its own only to the extra attacks; the unit’s weapon abilities to all of them', () => {
    const { r } = attacks(FIRST_STRIKE_POWER_WEAPON.id, true, 6, 6);
    // Both attacks have first strike (noted on the unit); only the extra one is a macro-weapon.
    expect(
      r.groups.map((g) => [
        g.abilities.includes('first-strike'),
        g.abilities.includes('macro-weapon'),
      ]),
    ).toEqual([
      [true, false],
      [true, true],
    ]);
  });
});
