import { forUnitsWith, type Ability } from '../seam';

/**
 * 2.1.23: a unit with tunneler may start off the table and surface at a secretly plotted point
 * and turn; a formation whose units all tunnel (or ride in units that do) may be kept off the
 * table (engine/netea/rules/2-specialists/tunneler.ts).
 */
export const tunneler: Ability = {
  id: 'tunneler',
  name: 'Tunneler',
  section: '2.1.23',
  summary:
    'Its formation may stay off the table and surface at a secretly plotted point at the start of a plotted turn (own half from turn 2, the enemy half from turn 3).',
  kind: 'unit',
  changes: {
    tunnels: forUnitsWith('tunneler', () => true),
  },
};
