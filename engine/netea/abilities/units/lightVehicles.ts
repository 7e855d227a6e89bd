import type { Ability } from '../seam';

/** Light vehicles are a unit type (LV), not a note: the rule follows the type. */
export const lightVehicles: Ability = {
  id: 'light-vehicle',
  name: 'Light vehicles',
  section: '2.1.9',
  summary: 'May be hit by AP or AT fire, and by barrages on their AP value.',
  kind: 'unit-type',
  changes: {
    hittable: ({ unitType }, hittable) => (unitType === 'LV' ? true : hittable),
    barrageColumn: ({ unitType }, column) => (unitType === 'LV' ? 'ap' : column),
  },
};
