import { forUnitsWith, type Ability } from '../seam';

export const walkers: Ability = {
  id: 'walker',
  name: 'Walker',
  section: '2.1.18',
  summary: 'Re-rolls a failed dangerous terrain test.',
  kind: 'unit',
  changes: {
    // Moving cautiously gives the same re-roll (1.8.1); a unit gets one re-roll, not two.
    dangerousTerrainReroll: forUnitsWith(
      'walker',
      (_, reroll) => reroll ?? { section: '2.1.18', why: 'walker' },
    ),
    // The Necron lists' Portal: armoured vehicles may use portals only if they are walkers.
    usesPortals: forUnitsWith('walker', ({ sheet }, may) => may || sheet.type === 'AV'),
  },
};
