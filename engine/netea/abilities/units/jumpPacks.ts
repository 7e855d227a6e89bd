import { forUnitsWith, type Ability } from '../seam';

export const jumpPacks: Ability = {
  id: 'jump-packs',
  name: 'Jump packs',
  section: '2.1.7',
  summary:
    'Moves over terrain and other units; impassable and dangerous terrain matter only where it lands.',
  kind: 'unit',
  changes: {
    jumps: forUnitsWith('jump-packs', () => true),
  },
};
