import { forUnitsWith, type Ability } from '../seam';

/**
 * 2.1.13: skimmers move as jump packs do: over dangerous and impassable terrain and friendly
 * units, testing or refused only where they land; enemy units and zones of control affect them
 * normally. A skimmer that starts its move in dangerous terrain tests (2.1.13 FAQ).
 * In assaults a skimmer may choose to fight with its firefight value even in base contact
 * (engine/netea/rules/1.12-assaults/skimmerFirefight.ts).
 * Pop-up block: a skimmer may pop up at the start of an action; popped up, it sees and is seen
 * over terrain nearer to it (engine/netea/rules/2-specialists/popUp.ts).
 */
export const skimmers: Ability = {
  id: 'skimmer',
  name: 'Skimmer',
  section: '2.1.13',
  summary:
    'Hovers over terrain and friendly units as it moves; may pop up to fire over nearby terrain.',
  kind: 'unit',
  changes: {
    jumps: forUnitsWith('skimmer', () => true),
    dangerousAtStart: forUnitsWith('skimmer', () => true),
    // --- Assaults (2.1.13 last paragraph and its FAQ): the firefight choice. ---
    firefightInContact: forUnitsWith('skimmer', () => true),
    // --- Pop-up (2.1.13). ---
    popsUp: forUnitsWith('skimmer', () => true),
    seesOverTerrain: forUnitsWith('skimmer', ({ unit }, up) => up || unit.poppedUp === true),
  },
};
