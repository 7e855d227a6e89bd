import { forUnitsWith, type Ability } from '../seam';

/**
 * 2.1.21: a unit with self planetfall lands without a spacecraft: its formation stays off the
 * table with a landing point and turn plotted at set-up, is activated in that turn's action
 * phase and, passing its action test, lands as by planetfall (4.4) before its action
 * (engine/netea/rules/2-specialists/selfPlanetfall.ts).
 */
export const selfPlanetfall: Ability = {
  id: 'self-planetfall',
  name: 'Self Planetfall',
  section: '2.1.21',
  summary:
    'Its formation stays off the table and lands at a secretly plotted point and turn, scattering 2D6cm, then takes its action.',
  kind: 'unit',
  changes: {
    selfPlanetfalls: forUnitsWith('self-planetfall', () => true),
  },
};
