import { forUnitsWith, type Ability } from '../seam';

export const mounted: Ability = {
  id: 'mounted',
  name: 'Mounted',
  section: '2.1.10',
  summary: 'Infantry that moves through terrain as a vehicle and takes no infantry cover save.',
  kind: 'unit',
  changes: {
    terrainMover: forUnitsWith('mounted', (_, mover) => (mover === 'infantry' ? 'vehicle' : mover)),
    footInfantry: forUnitsWith('mounted', () => false),
  },
};
