import { forWeaponsWith, type Ability } from '../seam';

/**
 * 2.2.8: a slow firing weapon that fires in one turn may not fire in the next. Each copy of a
 * "2x" weapon reloads on its own, so shots not fired may be used the following turn (2.2.8
 * FAQ); a weapon reloading still counts for suppression (2.2.8 FAQ).
 */
export const slowFiring: Ability = {
  id: 'slow-firing',
  name: 'Slow firing',
  section: '2.2.8',
  summary: 'After it fires it must reload: it may not fire in the following turn.',
  kind: 'weapon',
  changes: {
    weaponTracksFiring: forWeaponsWith('slow-firing', () => true),
    weaponReady: forWeaponsWith(
      'slow-firing',
      ({ firedTurn, turn }, ready) => ready && turn !== firedTurn + 1 && turn !== firedTurn,
    ),
  },
};
