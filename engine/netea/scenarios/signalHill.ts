import type { ScenarioInput } from './schema';
import { oval, rectangle } from './shapes';
import {
  MARINE_ARMY_RULES,
  ORK_ARMY_RULES,
  ORK_GUNZMOB,
  ORK_KULT_OF_SPEED,
  orkWarband,
} from './scenarioForces';

/**
 * Seed 001 5.3.3 Unterschiedliche Siegbedingungen, as a bundled scenario: the sides want
 * different things, as in Leich'n Mühla ("die Orks müssen zwei Bunker zerstören …, während die
 * Space Marines den Garganten zerstören müssen"). An Ork warband has overrun the vox relay on
 * Signal Hill; a Space Marine strike force must retake it and hold it for a full turn (captured
 * in one end phase and still held in the next, 1.14.2) by the end of turn 5. The Warboss wants
 * the Marines' spearhead: the Orks' goal is to destroy every unit of the Assault Detachment and
 * of the Land Raider Detachment. One side achieving its goal wins; both, a draw (the text's
 * rule); neither, a draw (our choice: the relay is lost to both).
 *
 * Story, map and forces are ours in the section's spirit. Forces: the Marines the bundled
 * datasheet formations (strategy rating 5, They Shall Know No Fear, seed 001 5.5.1); the Orks
 * fixed formations from Ghazghkull's War Horde list (Mob Rule, Power of the Waaagh!). The Orks
 * set up on and around the hill (the north half, middle), the Marines within 30cm of the south
 * edge. The goals: engine/netea/rules/5.3-scenarios/opposedGoals.ts.
 */
const WIDTH = 180;
const HEIGHT = 120;

/** The game ids of the Marine spearhead (createSetup: `a-<formation>-<n>`). */
export const SIGNAL_HILL_SPEARHEAD = ['a-sm-assault-detachment-1', 'a-sm-land-raider-detachment-1'];

export const SIGNAL_HILL: ScenarioInput = {
  id: 'signal-hill',
  name: 'Signal Hill',
  section: 'seed 001 5.3.3',
  summary:
    'Different goals for each side: Space Marines must retake the vox relay on Signal Hill and hold it for a full turn by the end of turn 5; the Orks must destroy the Marines’ spearhead, the Assault and Land Raider Detachments. One side achieving its goal wins; both, or neither, is a draw.',
  table: { width: WIDTH, height: HEIGHT },
  terrain: [
    {
      id: 'signal-hill',
      name: 'Signal Hill',
      type: 'hill',
      height: 2,
      polygon: oval(90, 42, 20, 13, [0, 0.08, 0, 0.05]),
    },
    { id: 'relay-ruins', type: 'ruins', height: 1, polygon: rectangle(84, 36, 8, 6) },
    {
      id: 'gallows-wood',
      name: 'Gallows Wood',
      type: 'woods',
      height: 1,
      polygon: oval(40, 70, 12, 9, [0.1, 0, 0.05]),
    },
    {
      id: 'old-hab-block',
      name: 'Old Hab Block',
      type: 'buildings',
      height: 1,
      polygon: rectangle(132, 66, 10, 8),
    },
    { id: 'scrub-west', type: 'scrub', height: 0, polygon: oval(20, 30, 10, 7, [0, 0.1]) },
    { id: 'scrub-east', type: 'scrub', height: 0, polygon: oval(160, 30, 10, 7, [0.1, 0]) },
    { id: 'marsh', type: 'marsh', height: 0, polygon: oval(95, 85, 10, 5, [0, 0.1]) },
  ],
  objectives: [{ id: 'relay', position: { x: 90, y: 42 }, label: 'the vox relay' }],
  deploymentZones: [
    {
      id: 'south',
      label: 'within 30cm of the south table edge',
      polygon: rectangle(0, HEIGHT - 30, WIDTH, 30),
    },
    {
      id: 'hill',
      label: 'on and around Signal Hill: the middle of the north half',
      polygon: rectangle(45, 0, 90, 60),
    },
  ],
  sidesFixed: true,
  forces: [
    {
      name: 'Space Marine strike force',
      strategyRating: 5,
      specialRules: [...MARINE_ARMY_RULES],
      formations: [
        { formation: 'sm-tactical-detachment-rhinos', count: 2 },
        { formation: 'sm-assault-detachment', count: 1 },
        { formation: 'sm-land-raider-detachment', count: 1 },
        { formation: 'sm-devastator-detachment', count: 1 },
      ],
    },
    {
      name: 'Ork warband',
      strategyRating: 3,
      specialRules: [...ORK_ARMY_RULES],
      formations: [],
      listFormations: [
        orkWarband('Warband 1'),
        orkWarband('Warband 2'),
        ORK_KULT_OF_SPEED,
        ORK_GUNZMOB,
      ],
    },
  ],
  victory: {
    kind: 'per-side',
    objectives: 1,
    holdTurns: 1,
    captureRange: 15,
    maxTurns: 5,
    perSide: {
      goals: [
        { kind: 'hold', objectives: ['relay'], endPhases: 2 },
        { kind: 'destroy', formations: SIGNAL_HILL_SPEARHEAD },
      ],
      neither: 'draw',
    },
  },
  terrainNote:
    'Signal Hill in the middle of the north half with the relay in its ruins, Gallows Wood and the Old Hab Block on the approaches, scrub and a marsh. The Orks set up on and around the hill, the Space Marines within 30cm of the south edge.',
};
