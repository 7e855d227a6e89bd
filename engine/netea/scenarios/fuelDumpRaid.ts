import type { ScenarioInput } from './schema';
import { rectangle } from './shapes';
import { generateTerrain } from './tournamentTerrain';
import { MARINE_ARMY_RULES, ORK_ARMY_RULES, ORK_LIST } from './scenarioForces';

/**
 * Seed 001 5.3.4 Ungleiche Streitmächte, as a bundled scenario: "eine kleinere Streitmacht einen
 * größeren Feind überfällt". A Space Marine raiding force strikes at the fuel dumps of an Ork
 * horde's camp.
 *
 * Forces: both drawn from the army lists, to different points: the Space Marines (Codex
 * Astartes list) 1,750, the Orks (Ghazghkull's War Horde) 3,000, short of the double advantage
 * the text warns against ("mehr als einen doppelten Vorteil"); the raiders take "die
 * Turnier-Armeeorganisationspläne, aber keine Antigrav Einheiten": no formation with a skimmer
 * (`army.exclude`), so the raid cannot simply fly in and out.
 *
 * The smaller side's chance ("spezielle Regeln oder Aufstellungsbeschränkungen … der kleineren
 * Streitmacht genügend Vorteile"), ours: the horde is camped along the far edge (set up within
 * 15cm of the north edge, its dumps 45cm out in front of it, 30cm from the raiders' zone), and the
 * raiders need only hold two of the three dumps at one end phase, in four turns; the Orks have no
 * goal of their own but to stop it (5.3.3's opposed conditions: any other result is theirs).
 */
const WIDTH = 180;
const HEIGHT = 120;
const ORK_DEPTH = 15;
const RAIDER_DEPTH = 30;
const DUMPS_Y = 60;

export const FUEL_DUMP_RAID: ScenarioInput = {
  id: 'fuel-dump-raid',
  name: 'The Fuel Dump Raid',
  section: 'seed 001 5.3.4',
  summary:
    'Unequal forces: 1,750 points of Space Marine raiders, without skimmers, against a 3,000-point Ork horde camped along the far edge. The raiders win by holding two of the three fuel dumps in front of the camp at the end of any turn up to the fourth; anything else is the Orks’ win.',
  table: { width: WIDTH, height: HEIGHT },
  terrain: generateTerrain({ seed: 'fuel-dump-raid', table: { width: WIDTH, height: HEIGHT } }),
  objectives: [
    { id: 'dump-west', position: { x: 45, y: DUMPS_Y }, label: 'Objective (west)' },
    { id: 'dump-centre', position: { x: 90, y: DUMPS_Y }, label: 'Objective (centre)' },
    { id: 'dump-east', position: { x: 135, y: DUMPS_Y }, label: 'Objective (east)' },
  ],
  deploymentZones: [
    {
      id: 'south',
      label: 'within 30cm of the south table edge',
      polygon: rectangle(0, HEIGHT - RAIDER_DEPTH, WIDTH, RAIDER_DEPTH),
    },
    {
      id: 'north',
      label: 'within 15cm of the north table edge',
      polygon: rectangle(0, 0, WIDTH, ORK_DEPTH),
    },
  ],
  sidesFixed: true,
  forces: [
    {
      name: 'Space Marine raiders',
      strategyRating: 5,
      specialRules: [...MARINE_ARMY_RULES],
      formations: [],
      army: { list: 'space-marines-ea', points: 1750, exclude: { abilities: ['skimmer'] } },
    },
    {
      name: 'Ork horde',
      strategyRating: 3,
      specialRules: [...ORK_ARMY_RULES],
      formations: [],
      army: { list: ORK_LIST, points: 3000 },
    },
  ],
  victory: {
    kind: 'per-side',
    objectives: 2,
    holdTurns: 0,
    captureRange: 15,
    maxTurns: 4,
    perSide: {
      goals: [
        {
          kind: 'hold',
          objectives: ['dump-west', 'dump-centre', 'dump-east'],
          count: 2,
          endPhases: 1,
        },
        null,
      ],
      neither: 1,
    },
  },
  terrainNote:
    'Generated tournament terrain (seed "fuel-dump-raid"), nothing within 15cm of a table edge. The Orks set up within 15cm of the north edge, the raiders within 30cm of the south edge; the three fuel dumps stand 60cm from the north edge, across the middle of the table.',
};
