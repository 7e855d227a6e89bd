import type { ScenarioInput } from './schema';
import { oval, rectangle } from './shapes';

/**
 * 4.5.1 Death From The Skies! (seed 000; seed 001 5.3.13 Tod von oben!), the first aerospace
 * training scenario: two squadrons of Ork Fighta-Bombers strike at Imperial Command Bunker
 * Complex 17c, defended by Hydras and a squadron of Thunderbolts.
 *
 * The table is 120cm square ("approximately 90–120cm square") with two hills, a wood and a
 * small built-up area ("at least a couple of hills and either a built-up area or some woods").
 * The Imperial player "must set up all of the ground formations in his force anywhere he likes":
 * anywhere but the 15cm strip along the Ork edge, which stands for the Orks' own table edge
 * (north; 4.2.1: aircraft set up touching their own table edge). Both sides' aircraft start off
 * the table (4.2). The Orks have three turns to destroy both Command Bunkers and all three
 * Basilisks; if not, the Imperial player wins.
 */

const SIZE = 120;
const ORK_EDGE = 15;

export const DEATH_FROM_THE_SKIES: ScenarioInput = {
  id: 'death-from-the-skies',
  name: 'Death From The Skies!',
  section: '4.5.1',
  summary:
    'Eight Ork Fighta-Bombers against a bunker complex guarded by Hydras and three Thunderbolts: the Orks win by destroying both Command Bunkers and all three Basilisks within three turns.',
  table: { width: SIZE, height: SIZE },
  terrain: [
    { id: 'hill-west', type: 'hill', height: 2, polygon: oval(28, 70, 11, 8, [0, 0.1, 0, 0.05]) },
    { id: 'hill-east', type: 'hill', height: 2, polygon: oval(92, 52, 10, 7, [0.05, 0, 0.1]) },
    { id: 'wood-south', type: 'woods', height: 1, polygon: oval(70, 96, 9, 6, [0.1, 0, 0.08]) },
    { id: 'town', type: 'ruins', height: 1, polygon: rectangle(52, 60, 12, 9) },
  ],
  objectives: [],
  deploymentZones: [
    {
      id: 'imperial',
      label: 'anywhere but along the Ork table edge',
      polygon: rectangle(0, ORK_EDGE, SIZE, SIZE - ORK_EDGE),
    },
    {
      id: 'ork-edge',
      label: 'the Ork table edge (north): the Fighta-Bombers fly in from here',
      polygon: rectangle(0, 0, SIZE, ORK_EDGE),
    },
  ],
  sidesFixed: true,
  forces: [
    {
      name: 'Imperial Guard',
      strategyRating: 2,
      specialRules: [],
      formations: [
        { formation: 'ig-thunderbolt-squadron', count: 1, initiative: 2 },
        { formation: 'ig-command-bunker-and-hydra', count: 2, initiative: 2 },
        { formation: 'ig-basilisk-battery-and-hydra', count: 1, initiative: 2 },
      ],
    },
    {
      name: 'Orks',
      strategyRating: 3,
      specialRules: ['power-of-the-waaagh'],
      formations: [{ formation: 'ork-fighta-bomber-squadron-4', count: 2, initiative: 3 }],
    },
  ],
  victory: {
    kind: 'strike',
    objectives: 1,
    holdTurns: 0,
    captureRange: 15,
    maxTurns: 3,
    strike: { attacker: 1, targets: ['command-bunker', 'ig-basilisk'] },
  },
  terrainNote:
    'Two hills, a wood and a small built-up area on a 120cm square table. The Imperial ground formations set up anywhere but the 15cm along the Ork (north) edge; every aircraft starts off the table.',
};
