import type { UnitDatasheet } from '../../data/schema/unit';
import type { Ability } from '../seam';
import type { UnitAbility } from '../../data/schema/unitAbility';
import type { WeaponAbility } from '../../data/schema/weaponAbility';

/**
 * 2.1.1 Characters: a character has no base of its own; the unit it is added to "receives any
 * weapons and abilities that the character has noted on their datasheet". The joined datasheet
 * is the unit's own with the character's weapons after its own (so the unit's weapon keys stay)
 * and the abilities of both, each once (2.1 FAQ: duplicated abilities count once). Everything
 * else (type, speed, armour, assault values, base, transport) stays the unit's: a character
 * rides along "and does not take up an extra space".
 */
export function joinedDatasheet(host: UnitDatasheet, character: UnitDatasheet): UnitDatasheet {
  return {
    ...host,
    id: `${host.id}+${character.id}`,
    name: `${host.name} with ${character.name}`,
    weapons: [...host.weapons, ...character.weapons],
    abilities: mergeAbilities(host.abilities, character.abilities),
    weaponAbilities: mergeWeaponAbilities(host.weaponAbilities, character.weaponAbilities),
  };
}

/** 2.1 FAQ: one of each ability; of two invulnerable saves the better one. */
function mergeAbilities(a: readonly UnitAbility[], b: readonly UnitAbility[]): UnitAbility[] {
  const out: UnitAbility[] = [...a];
  for (const ability of b) {
    const same = out.findIndex(
      (x) =>
        x.id === ability.id &&
        (x.id !== 'special' || (ability.id === 'special' && x.name === ability.name)),
    );
    if (same < 0) out.push(ability);
    else if (ability.id === 'invulnerable-save') {
      const kept = out[same] as Extract<UnitAbility, { id: 'invulnerable-save' }>;
      if (ability.save < kept.save) out[same] = ability;
    }
  }
  return out;
}

function mergeWeaponAbilities(
  a: readonly WeaponAbility[],
  b: readonly WeaponAbility[],
): WeaponAbility[] {
  const seen = new Set(a.map((x) => JSON.stringify(x)));
  return [...a, ...b.filter((x) => !seen.has(JSON.stringify(x)))];
}

/** 2.1.1: whether the datasheet is a character's (type CH: no base, joins another unit). */
export function isCharacter(sheet: UnitDatasheet): boolean {
  return sheet.type === 'CH';
}

/** 2.1.1: characters are a unit type (CH), not a note: a unit they join gets their weapons and
 * abilities. */
export const characters: Ability = {
  id: 'character',
  name: 'Character',
  section: '2.1.1',
  summary:
    'Has no base of its own: added to a unit of its formation, which gains its weapons and abilities.',
  kind: 'unit-type',
  changes: {
    joinedDatasheet: ({ host, character }, sheet) =>
      isCharacter(character)
        ? joinedDatasheet(sheet.id === host.id ? host : sheet, character)
        : sheet,
  },
};
