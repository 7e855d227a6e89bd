import { forWeaponsWith, type Ability } from '../seam';

export const titanKillers: Ability = {
  id: 'titan-killer',
  name: 'Titan killer',
  section: '2.2.9',
  summary: 'A macro-weapon whose hits allow no armour save, not even reinforced armour.',
  kind: 'weapon',
  changes: {
    hitEffect: forWeaponsWith('titan-killer', (_, effect) => ({
      ...effect,
      macro: true,
      titanKiller: true,
    })),
  },
};
