import { forWeaponsWith, type Ability } from '../seam';

export const titanKillers: Ability = {
  id: 'titan-killer',
  name: 'Titan killer',
  section: '2.2.9',
  summary:
    'A macro-weapon whose hits allow no armour save, not even reinforced armour; against a war engine a hit may do rolled damage (3.2.5).',
  kind: 'weapon',
  changes: {
    hitEffect: forWeaponsWith('titan-killer', (_, effect) => ({
      ...effect,
      macro: true,
      titanKiller: true,
    })),
    // 3.2.5: "TK(D3)": the rolled damage a hit does to a war engine.
    warEngineDamage: ({ weaponAbilities }, damage) => {
      const tk = weaponAbilities.find((a) => a.id === 'titan-killer');
      return tk?.id === 'titan-killer' && tk.damage !== 1 ? tk.damage : damage;
    },
  },
};
