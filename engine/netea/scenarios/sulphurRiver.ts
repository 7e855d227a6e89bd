import type { ScenarioInput } from './schema';
import { oval, rectangle } from './shapes';
import {
  marineDetachments,
  MARINE_ARMY_RULES,
  ORK_ARMY_RULES,
  ORK_GUNZMOB,
  ORK_KULT_OF_SPEED,
  orkFormation,
  orkWarband,
} from './scenarioForces';

/**
 * Seed 001 5.3.9 Kartenbasierte Aufstellung, as a bundled scenario with a proper map: "Du kannst
 * auch alle Geländemerkmale benennen … dass du gerade eine der Brücken über den Schwefel-Fluss
 * auf Rynn’s Welt erobert hast". The Crimson Fists hold the west bank of the Sulphur River on
 * Rynn's World; Warlord Snagrod's Orks come from the east to seize its two bridges.
 *
 * The map (ours, after the text's example): the river runs north to south through the middle of
 * a 180 x 120cm table, 10cm wide; the Iron Bridge and the Pilgrims’ Bridge cross it 32cm from
 * the north and the south edges, roads leading to them. The river is 1.8.4's: dangerous terrain
 * infantry may cross, impassable to vehicles, so armour must take a bridge. Every feature that
 * matters has its name (`name` on the terrain, drawn on the table). Deployment areas are the
 * map's banks: the Crimson Fists within 40cm of the west edge, the Orks within 40cm of the east.
 * Victory: both bridges held for a full turn (1.14.2; an objective on each), a draw after six.
 * Forces: the Crimson Fists the bundled datasheet formations (They Shall Know No Fear, seed 001
 * 5.5.1), the Orks fixed formations from Ghazghkull's War Horde list, standing in for
 * Snagrod's (Mob Rule, Power of the Waaagh!).
 */
const WIDTH = 180;
const HEIGHT = 120;
const RIVER_X = 86;
const RIVER_WIDTH = 10;
const BRIDGE_WIDTH = 8;
const NORTH_BRIDGE_Y = 28;
const SOUTH_BRIDGE_Y = HEIGHT - 28 - BRIDGE_WIDTH;
const BANK_DEPTH = 40;

const river = (id: string, y0: number, y1: number, name?: string) => ({
  id,
  ...(name ? { name } : {}),
  type: 'river' as const,
  height: 0,
  polygon: rectangle(RIVER_X, y0, RIVER_WIDTH, y1 - y0),
});

const bridge = (id: string, name: string, y: number) => ({
  id,
  name,
  type: 'road' as const,
  height: 0,
  polygon: rectangle(RIVER_X, y, RIVER_WIDTH, BRIDGE_WIDTH),
});

/** A road up to a bridge, 4cm wide, along its middle. */
const road = (id: string, x0: number, x1: number, y: number) => ({
  id,
  type: 'road' as const,
  height: 0,
  polygon: rectangle(x0, y + BRIDGE_WIDTH / 2 - 2, x1 - x0, 4),
});

export const SULPHUR_RIVER: ScenarioInput = {
  id: 'sulphur-river',
  name: 'The Bridges over the Sulphur River',
  section: 'seed 001 5.3.9',
  summary:
    'A battle on a map of its own: the Crimson Fists hold the west bank of the Sulphur River on Rynn’s World against Snagrod’s Orks. Vehicles cross only by the Iron Bridge or the Pilgrims’ Bridge; hold both bridges for a full turn to win, a draw after six turns.',
  table: { width: WIDTH, height: HEIGHT },
  terrain: [
    river('sulphur-river-north', 0, NORTH_BRIDGE_Y),
    river('sulphur-river', NORTH_BRIDGE_Y + BRIDGE_WIDTH, SOUTH_BRIDGE_Y, 'Sulphur River'),
    river('sulphur-river-south', SOUTH_BRIDGE_Y + BRIDGE_WIDTH, HEIGHT),
    bridge('iron-bridge', 'Iron Bridge', NORTH_BRIDGE_Y),
    bridge('pilgrims-bridge', 'Pilgrims’ Bridge', SOUTH_BRIDGE_Y),
    road('iron-road-west', 20, RIVER_X, NORTH_BRIDGE_Y),
    road('iron-road-east', RIVER_X + RIVER_WIDTH, 160, NORTH_BRIDGE_Y),
    road('pilgrims-road-west', 20, RIVER_X, SOUTH_BRIDGE_Y),
    road('pilgrims-road-east', RIVER_X + RIVER_WIDTH, 160, SOUTH_BRIDGE_Y),
    {
      id: 'tollhouse',
      name: 'The Tollhouse',
      type: 'buildings',
      height: 1,
      polygon: rectangle(72, 16, 8, 8),
    },
    {
      id: 'cinder-hill',
      name: 'Cinder Hill',
      type: 'hill',
      height: 2,
      polygon: oval(58, 60, 13, 10, [0, 0.08, 0, 0.05]),
    },
    {
      id: 'brimstone-woods',
      name: 'Brimstone Woods',
      type: 'woods',
      height: 1,
      polygon: oval(122, 56, 12, 10, [0.1, 0, 0.05]),
    },
    {
      id: 'sulphur-marsh',
      name: 'Sulphur Marsh',
      type: 'marsh',
      height: 0,
      polygon: oval(112, 102, 10, 6, [0, 0.1]),
    },
    {
      id: 'chapel-ruins',
      name: 'Chapel of the Fists',
      type: 'ruins',
      height: 1,
      polygon: rectangle(70, 96, 8, 7),
    },
  ],
  objectives: [
    {
      id: 'iron-bridge',
      position: { x: RIVER_X + RIVER_WIDTH / 2, y: NORTH_BRIDGE_Y + BRIDGE_WIDTH / 2 },
      label: 'the Iron Bridge',
    },
    {
      id: 'pilgrims-bridge',
      position: { x: RIVER_X + RIVER_WIDTH / 2, y: SOUTH_BRIDGE_Y + BRIDGE_WIDTH / 2 },
      label: 'the Pilgrims’ Bridge',
    },
  ],
  deploymentZones: [
    {
      id: 'west-bank',
      label: 'the west bank, within 40cm of the west table edge',
      polygon: rectangle(0, 0, BANK_DEPTH, HEIGHT),
    },
    {
      id: 'east-bank',
      label: 'the east bank, within 40cm of the east table edge',
      polygon: rectangle(WIDTH - BANK_DEPTH, 0, BANK_DEPTH, HEIGHT),
    },
  ],
  sidesFixed: true,
  forces: [
    {
      name: 'Crimson Fists',
      strategyRating: 5,
      specialRules: [...MARINE_ARMY_RULES],
      formations: marineDetachments(),
    },
    {
      name: 'Snagrod’s Orks',
      strategyRating: 3,
      specialRules: [...ORK_ARMY_RULES],
      formations: [],
      listFormations: [
        orkWarband('Warband 1'),
        orkWarband('Warband 2'),
        ORK_KULT_OF_SPEED,
        orkFormation('warband', 'Battlewagon Mob', [
          ['battlewagonz', 3],
          ['boyz', 4],
        ]),
        ORK_GUNZMOB,
      ],
    },
  ],
  victory: {
    kind: 'hold-objectives',
    objectives: 2,
    holdTurns: 1,
    captureRange: 15,
    maxTurns: 6,
  },
  terrainNote:
    'A map of its own: the Sulphur River north to south through the middle, crossed by the Iron Bridge and the Pilgrims’ Bridge, the Tollhouse and Cinder Hill on the west bank, Brimstone Woods and the Sulphur Marsh on the east, the ruined Chapel of the Fists by the southern road. Each side sets up on its own bank, within 40cm of its short edge.',
};
