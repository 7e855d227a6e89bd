import { forUnitsWith, type Ability } from '../seam';

/**
 * 2.1.20: support craft "function identically to a skimmer unit that is always popped up": they
 * move as skimmers do (2.1.13) and see, and are seen, over terrain nearer to them. They fire
 * and are fired at normally, and their transports embark and disembark as normal.
 */
export const supportCraft: Ability = {
  id: 'support-craft',
  name: 'Support craft',
  section: '2.1.20',
  summary: 'A skimmer that is always popped up: it fires, and is fired at, over nearby terrain.',
  kind: 'unit',
  changes: {
    jumps: forUnitsWith('support-craft', () => true),
    dangerousAtStart: forUnitsWith('support-craft', () => true),
    seesOverTerrain: forUnitsWith('support-craft', () => true),
  },
};
