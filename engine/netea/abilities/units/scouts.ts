import { forUnitsWith, type Ability } from '../seam';

/** 2.1.12: a scout's zone of control reaches 10cm. */
export const SCOUT_ZOC_RANGE = 10;
/** 2.1.12: scouts stay in formation up to 20cm apart. */
export const SCOUT_COHERENCY_RANGE = 20;

export const scouts: Ability = {
  id: 'scout',
  name: 'Scouts',
  section: '2.1.12',
  summary:
    'Zone of control of 10cm; units of the formation may stand up to 20cm apart; counts towards a garrison of scouts (6.1.5).',
  kind: 'unit',
  changes: {
    zoneOfControlRange: forUnitsWith('scout', () => SCOUT_ZOC_RANGE),
    coherencyRange: forUnitsWith('scout', () => SCOUT_COHERENCY_RANGE),
    countsAsScout: forUnitsWith('scout', () => true),
  },
};
