import { forUnitsWith, type Ability } from '../seam';

/** 2.1.19: "They may not be used on the first two turns of a battle". */
export const SLOW_AND_STEADY_FIRST_TURN = 3;

/**
 * 2.1.19: a slow and steady spacecraft may not be used on the first two turns of a battle; it
 * is declared to arrive on the third turn or later (engine/netea/rules/4.3-4.4-spacecraft).
 * The scenario exception ("unless the scenario specifically says otherwise") has no scenario
 * that uses it yet.
 */
export const slowAndSteady: Ability = {
  id: 'slow-and-steady',
  name: 'Slow and Steady',
  section: '2.1.19',
  summary: 'A spacecraft that may not be used on the first two turns of a battle.',
  kind: 'unit',
  changes: {
    earliestSpacecraftTurn: forUnitsWith('slow-and-steady', (_c, turn) =>
      Math.max(turn, SLOW_AND_STEADY_FIRST_TURN),
    ),
  },
};
