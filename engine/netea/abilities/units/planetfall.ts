import { forUnitsWith, type Ability } from '../seam';

/**
 * 4.4: a unit with planetfall lands from its spacecraft at the drop zone plotted at set-up,
 * scattering 2D6cm, with any units it carries (engine/netea/rules/4.3-4.4-spacecraft).
 */
export const planetfall: Ability = {
  id: 'planetfall',
  name: 'Planetfall',
  section: '4.4',
  summary:
    'Lands from its spacecraft within 15cm of a secretly plotted drop zone and scatters 2D6cm, carrying its cargo.',
  kind: 'unit',
  changes: {
    landsByPlanetfall: forUnitsWith('planetfall', () => true),
  },
};
