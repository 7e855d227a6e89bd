import { forWeaponsWith, type Ability } from '../seam';

export const disrupt: Ability = {
  id: 'disrupt',
  name: 'Disrupt',
  section: '2.2.2',
  summary: 'Each hit places a Blast marker, whether or not it kills.',
  kind: 'weapon',
  changes: {
    hitEffect: forWeaponsWith('disrupt', (_, effect) => ({ ...effect, disrupt: true })),
  },
};
