import { forUnitsWith, type Ability } from '../seam';

export const reinforcedArmour: Ability = {
  id: 'reinforced-armour',
  name: 'Reinforced armour',
  section: '2.1.11',
  summary:
    'Re-rolls a failed armour save, and saves against macro-weapon hits without the re-roll.',
  kind: 'unit',
  changes: {
    // Titan killers allow no armour save at all (2.2.9), reinforced or not.
    armourSave: forUnitsWith('reinforced-armour', ({ hit }) => ({
      allowed: !hit.titanKiller,
      reroll: !hit.macro,
    })),
  },
};
