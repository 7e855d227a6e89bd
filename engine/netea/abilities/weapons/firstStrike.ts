import { forWeaponsWith, type Ability } from '../seam';

/**
 * 2.2.4: first strike attacks are resolved, and their damage inflicted, before the enemy's
 * other attacks; both sides' first strike attacks at once. On a weapon with extra attacks only
 * the extra attacks strike first (2.2.3 FAQ). No benefit in supporting fire (2.2.4 FAQ).
 */
export const firstStrike: Ability = {
  id: 'first-strike',
  name: 'First strike',
  section: '2.2.4',
  summary: 'Its assault attacks are resolved before the enemy’s other attacks.',
  kind: 'weapon',
  changes: {
    strikesFirst: forWeaponsWith('first-strike', () => true),
  },
};
