import { forWeaponsWith, type Ability } from '../seam';

export const ignoreCover: Ability = {
  id: 'ignore-cover',
  name: 'Ignore cover',
  section: '2.2.5',
  summary: 'No -1 to hit for cover, and no cover save against its hits.',
  kind: 'weapon',
  changes: {
    hitEffect: forWeaponsWith('ignore-cover', (_, effect) => ({ ...effect, ignoreCover: true })),
  },
};
