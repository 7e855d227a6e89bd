import type { Ability } from '../seam';
import { hasRule } from './mobRule';

/**
 * Power of the Waaagh! (seed 001 5.5.3 Macht des Waaagh), for Ork forces the scenario grants it
 * to: +2 to the action test of a double (Eilschritt) or engage (Offensive) action. (The bonus of
 * Ork aircraft to interception and ground attack actions waits for aerospace operations, 4.0.)
 */
export const powerOfTheWaaagh: Ability = {
  id: 'power-of-the-waaagh',
  name: 'Power of the Waaagh!',
  section: 'seed 001 5.5.3',
  summary: '+2 to the action test of a double or engage action.',
  kind: 'army',
  changes: {
    actionTestModifiers: ({ state, formation, action }, modifiers) =>
      hasRule(state, formation.side, 'power-of-the-waaagh') &&
      (action === 'double' || action === 'engage')
        ? [...modifiers, { value: 2, reason: 'Power of the Waaagh!', section: 'seed 001 5.5.3' }]
        : modifiers,
  },
};
