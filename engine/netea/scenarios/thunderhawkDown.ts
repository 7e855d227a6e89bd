import type { ScenarioInput } from './schema';
import { DEATH_FROM_THE_SKIES } from './deathFromTheSkies';
import { rectangle } from './shapes';

/**
 * 4.5.2 Thunderhawk Down (seed 000; seed 001 5.3.14 Thunderhawk Down!), the second aerospace
 * training scenario: Salamanders Terminators come by Thunderhawk (or teleport, 2.1.17) to storm
 * two command bunkers held by traitor Guard, and must be flown out again under the guns of Ork
 * Fighta-Bombers, with three Thunderbolts to cover them.
 *
 * Gaming area "Same as 4.5.1": the 120cm square table of Death From The Skies! with its hills,
 * wood and ruins. "The Ork player sets up first, and must set up all of the ground formations in
 * his force anywhere he likes on the table": anywhere but the 15cm strip along the Imperial edge
 * (south), which stands for the Imperial side's own table edge (4.2.1). "All remaining formations
 * are off the table at the start of the battle": the aircraft (4.2), and the Terminators either
 * aboard the Thunderhawk (4.2.5) or waiting to teleport in. The rules name no last turn; the game
 * ends after turn 4 (or sooner once the Imperial player can no longer win) with the result the
 * victory conditions give at that point.
 */

const SIZE = 120;
const IMPERIAL_EDGE = 15;

export const THUNDERHAWK_DOWN: ScenarioInput = {
  id: 'thunderhawk-down',
  name: 'Thunderhawk Down',
  section: '4.5.2',
  summary:
    'Terminators flown in by Thunderhawk must storm two traitor-held Command Bunkers in close combat and be flown out again, past six Ork Fighta-Bombers: both bunkers and an extraction win, the bunkers alone draw.',
  table: { width: SIZE, height: SIZE },
  // "Gaming Area: Same as 4.5.1."
  terrain: DEATH_FROM_THE_SKIES.terrain,
  objectives: [],
  deploymentZones: [
    {
      id: 'ork',
      label: 'anywhere but along the Imperial table edge',
      polygon: rectangle(0, 0, SIZE, SIZE - IMPERIAL_EDGE),
    },
    {
      id: 'imperial-edge',
      label: 'the Imperial table edge (south): the Thunderhawk and Thunderbolts fly in from here',
      polygon: rectangle(0, SIZE - IMPERIAL_EDGE, SIZE, IMPERIAL_EDGE),
    },
  ],
  sidesFixed: true,
  forces: [
    {
      name: 'Orks and traitor Guard',
      strategyRating: 2,
      specialRules: ['power-of-the-waaagh'],
      formations: [
        { formation: 'ig-command-bunker-and-hydra', count: 2, initiative: 2 },
        { formation: 'ork-fighta-bomber-squadron-3', count: 2, initiative: 3 },
      ],
    },
    {
      name: 'Space Marines and Imperial Navy',
      strategyRating: 5,
      specialRules: ['they-shall-know-no-fear'],
      formations: [
        { formation: 'sm-thunderhawk-gunship', count: 1, initiative: 1 },
        { formation: 'sm-terminator-detachment', count: 1, initiative: 1 },
        { formation: 'ig-thunderbolt-squadron', count: 1, initiative: 2 },
      ],
    },
  ],
  victory: {
    kind: 'extraction',
    objectives: 1,
    holdTurns: 0,
    captureRange: 15,
    maxTurns: 4,
    extraction: {
      attacker: 1,
      targets: 'command-bunker',
      extract: 'sm-terminator',
      carrier: 'sm-thunderhawk',
    },
  },
  terrainNote:
    'The table of Death From The Skies!: two hills, a wood and a small built-up area on a 120cm square table. The Ork ground formations set up anywhere but the 15cm along the Imperial (south) edge; every aircraft starts off the table, the Terminators aboard the Thunderhawk or ready to teleport.',
};
