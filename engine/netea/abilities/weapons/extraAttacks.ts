import type { Ability } from '../seam';

export const extraAttacks: Ability = {
  id: 'extra-attacks',
  name: 'Extra attacks',
  section: '2.2.3',
  summary: 'Fires or strikes more often: a fixed number of extra attacks, or a rolled one.',
  kind: 'weapon',
  changes: {
    extraShots: ({ weaponAbilities }, shots) => {
      const extra = weaponAbilities.find((a) => a.id === 'extra-attacks');
      return extra?.id === 'extra-attacks'
        ? [...shots, { amount: extra.attacks, section: '2.2.3' }]
        : shots;
    },
  },
};
