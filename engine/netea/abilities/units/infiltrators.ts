import { forUnitsWith, type Ability } from '../seam';

/**
 * 2.1.4: infiltrators double their speed when they charge (only then: not a counter charge nor
 * the distance they are placed when disembarking, 2.1.4 FAQ) and ignore the zones of control of
 * the formation they charge. They may not move over enemy units (2.1.4 FAQ) and keep coherency.
 */
export const infiltrators: Ability = {
  id: 'infiltrator',
  name: 'Infiltrator',
  section: '2.1.4',
  summary: 'Charges at double speed, ignoring the zones of control of the formation it charges.',
  kind: 'unit',
  changes: {
    chargeSpeed: forUnitsWith('infiltrator', (_, speed) => speed * 2),
    ignoresTargetZonesOfControl: forUnitsWith('infiltrator', () => true),
  },
};
