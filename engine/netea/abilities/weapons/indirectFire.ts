import { forWeaponsWith, type Ability } from '../seam';

export const indirectFire: Ability = {
  id: 'indirect-fire',
  name: 'Indirect fire',
  section: '2.2.10',
  summary: 'With a sustained fire action, may fire indirectly, needing no line of fire.',
  kind: 'weapon',
  changes: {
    firesIndirectly: forWeaponsWith('indirect-fire', ({ declared }) => declared),
  },
};
