import { modify } from '../../abilities/registry';
import type { Amount } from '../../data/schema/dice';
import type { UnitDatasheet } from '../../data/schema/unit';
import type { WeaponAbilityId } from '../../data/schema/weaponAbility';

/**
 * The weapons a unit fights with in an assault (1.12.5, 2.2 and the 2.0 and 2.2.3 FAQ): its
 * assault weapons in close combat, its small arms in a firefight.
 * - The unit's own weapon abilities (on the unit) apply to all its attacks, extra ones too.
 * - A weapon line's abilities apply to that line only: with extra attacks, to the extra attacks
 *   alone (2.2.3 FAQ, 2.2.4, 2.2.6 "Assaults"); without, to all the unit's attacks of that kind
 *   (2.2.4: first strike on an assault weapon counts for all close combat attacks).
 * - Small arms' extra attacks are used in a firefight only (2.2.3 FAQ: in base contact only by
 *   war engines, which come with chapter 3).
 */
export interface AssaultAttacks {
  /** The abilities of the unit's one attack at its CC or FF value. */
  readonly base: readonly WeaponAbilityId[];
  readonly extra: readonly {
    readonly name: string;
    readonly amount: Amount;
    readonly abilities: readonly WeaponAbilityId[];
  }[];
}

export function assaultAttacks(sheet: UnitDatasheet, kind: 'cc' | 'ff'): AssaultAttacks {
  const own = sheet.weaponAbilities.map((a) => a.id);
  const type = kind === 'cc' ? 'assault-weapons' : 'small-arms';
  const base: WeaponAbilityId[] = [...own];
  const extra: { name: string; amount: Amount; abilities: WeaponAbilityId[] }[] = [];
  for (const w of sheet.weapons)
    for (const m of w.modes) {
      if (!m.firepower.some((f) => f.type === type)) continue;
      const lineAbilities = m.abilities.map((a) => a.id);
      const extras = modify('extraShots', { weaponAbilities: m.abilities }, []);
      if (extras.length === 0) {
        base.push(...lineAbilities);
        continue;
      }
      const abilities = [...own, ...lineAbilities];
      for (let c = 0; c < w.count; c++)
        for (const e of extras) extra.push({ name: w.name, amount: e.amount, abilities });
    }
  return { base: [...new Set(base)], extra };
}
