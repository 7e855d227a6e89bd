import { forUnitsWith, type Ability } from '../seam';

/**
 * 2.1.13: skimmers move as jump packs do: over dangerous and impassable terrain and friendly
 * units, testing or refused only where they land; enemy units and zones of control affect them
 * normally. A skimmer that starts its move in dangerous terrain tests (2.1.13 FAQ).
 * Popping up and the firefight choice in assaults are procedures of their own.
 */
export const skimmers: Ability = {
  id: 'skimmer',
  name: 'Skimmer',
  section: '2.1.13',
  summary:
    'Hovers over terrain and friendly units as it moves; terrain matters where it starts and lands.',
  kind: 'unit',
  changes: {
    jumps: forUnitsWith('skimmer', () => true),
    dangerousAtStart: forUnitsWith('skimmer', () => true),
  },
};
