import { forUnitsWith, type Ability } from '../seam';

export const thickRearArmour: Ability = {
  id: 'thick-rear-armour',
  name: 'Thick rear armour',
  section: '2.1.16',
  summary: 'Ignores the -1 to its armour save for being caught in a crossfire.',
  kind: 'unit',
  changes: {
    crossfireSaveModifier: forUnitsWith('thick-rear-armour', () => false),
  },
};
