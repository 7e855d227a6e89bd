import { forWeaponsWith, type Ability } from '../seam';

export const macroWeapons: Ability = {
  id: 'macro-weapon',
  name: 'Macro-weapon',
  section: '2.2.6',
  summary: 'Its hits allow no armour or cover save (reinforced armour still saves).',
  kind: 'weapon',
  changes: {
    hitEffect: forWeaponsWith('macro-weapon', (_, effect) => ({ ...effect, macro: true })),
  },
};
