import { forUnitsWith, type Ability } from '../seam';

/**
 * 2.1.17: a unit with teleport may appear at the start of a turn; a formation whose units all
 * teleport (or ride in its transports that do, 2.1.17 FAQ) may be kept off the table
 * (engine/netea/rules/2-specialists/teleport.ts).
 */
export const teleport: Ability = {
  id: 'teleport',
  name: 'Teleport',
  section: '2.1.17',
  summary:
    'Its formation may stay off the table and appear anywhere at the start of a turn; a 1 on a D6 per unit gives a Blast marker.',
  kind: 'unit',
  changes: {
    teleports: forUnitsWith('teleport', () => true),
  },
};
