import { forUnitsWith, type Ability } from '../seam';

/** 2.1.3: a fearless unit that withdraws is destroyed only if it ends within 5cm of the enemy. */
export const FEARLESS_DANGER = 5;

/**
 * 2.1.3: a fearless unit is immune to the extra hits of a lost assault (1.12.7), to being wiped
 * out when its broken formation loses one (1.12.8) and to the hits of Blast markers on a broken
 * formation (1.13.4); those hits go to the formation's other units. It need not withdraw.
 */
export const fearless: Ability = {
  id: 'fearless',
  name: 'Fearless',
  section: '2.1.3',
  summary:
    'Immune to the extra hits of a lost assault and to Blast-marker hits while broken; never wiped out by losing.',
  kind: 'unit',
  changes: {
    suffersBreakDamage: forUnitsWith('fearless', () => false),
    // It may stay put (and is then safe), or withdraw and be lost only within 5cm of the enemy.
    withdrawalDangerRange: forUnitsWith('fearless', ({ moved }) => (moved ? FEARLESS_DANGER : 0)),
  },
};
