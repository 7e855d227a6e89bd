import { forWeaponsWith, type Ability } from '../seam';

/**
 * 2.2.7: a single shot weapon fires once per battle. Once fired it still counts for
 * suppression (2.2.7 FAQ).
 */
export const singleShot: Ability = {
  id: 'single-shot',
  name: 'Single shot',
  section: '2.2.7',
  summary: 'May be fired once per battle.',
  kind: 'weapon',
  changes: {
    weaponTracksFiring: forWeaponsWith('single-shot', () => true),
    weaponReady: forWeaponsWith('single-shot', () => false),
  },
};
