import type { Point } from '../../kernel/geometry/types';
import type { ScenarioInput } from './schema';
import { generateTerrain } from './tournamentTerrain';
import {
  offTableTerrain,
  PLANT_BATTLEFIELD,
  TABLE_HEIGHT,
  TABLE_RECTS,
  TABLE_WIDTH,
  type PlantTable,
} from '../rules/5.3-scenarios/plantTables';

/**
 * Seed 001 5.3.15 Die Verteidigung der Wasser-Aufbereitungs-Anlage 10927: Skabsnik's Blitz
 * Brigade against the defenders of a water purification plant in the Dead Lands, on three
 * tables laid as an arrowhead (plantTables.ts has our layout), the ground between them
 * impassable.
 *
 * Forces: the text's are "as many models as you have", points kept roughly even with the
 * tournament lists, the Imperials a few units more for their split command. Our reading, as
 * bundled: the Orks a Ghazghkull war horde of 3,000 points; the Imperials a Steel Legion army of
 * 2,400 points with Space Marine support (a tactical and an assault detachment) and a Titan
 * Legion Warhound, about 3,300 points in all, plus the plant's buildings.
 *
 * Players: the text is for five players in simultaneous team play (5.3.11.3), three Imperial
 * commands and two Ork ones. Here the two armies are two players, each commanding all its
 * commands: a formation's command is the table it sets up on (Imperials, any of the three) or
 * the table edge it comes on at (Orks: table 2's or table 3's), chosen by its player (our
 * reading; the rules of the commands, plantCommands.ts, ask for the command, never the player).
 *
 * Set-up: the Imperials set up the control centre's entrance on table 1 (`plant.centre`), the
 * six storage tanks and the pump station within 15cm of it, and their formations each on one
 * table, never within 45cm of the north edges of tables 2 and 3 where the Orks come on. The Ork
 * ground formations come on at those edges in the first turn (`escalation.arrive`, then their
 * action); aircraft and formations landing from orbit wait in reserve (4.2.5, 4.4).
 */

const STRIP = 45;

/** The ground the Imperials may set up on: the three tables less the 45cm along the Ork edges. */
const IMPERIAL_GROUND: Point[] = [
  { x: 0, y: STRIP },
  { x: PLANT_BATTLEFIELD.width, y: STRIP },
  { x: PLANT_BATTLEFIELD.width, y: TABLE_HEIGHT },
  { x: TABLE_RECTS[1].x + TABLE_RECTS[1].width, y: TABLE_HEIGHT },
  { x: TABLE_RECTS[1].x + TABLE_RECTS[1].width, y: PLANT_BATTLEFIELD.height },
  { x: TABLE_RECTS[1].x, y: PLANT_BATTLEFIELD.height },
  { x: TABLE_RECTS[1].x, y: TABLE_HEIGHT },
  { x: 0, y: TABLE_HEIGHT },
];

/** Each table's terrain, generated as the tournament's (the text: "wie auf der Karte"; no map),
 * each at a seed of its own, moved onto its place on the battlefield. */
function tableTerrain(table: PlantTable) {
  const { x, y } = TABLE_RECTS[table];
  return generateTerrain({
    seed: `water-plant-10927-table-${table}`,
    table: { width: TABLE_WIDTH, height: TABLE_HEIGHT },
  }).map((f) => ({
    ...f,
    id: `t${table}-${f.id}`,
    polygon: f.polygon.map((p) => ({ x: p.x + x, y: p.y + y })),
  }));
}

export const WATER_PLANT: ScenarioInput = {
  id: 'water-plant-10927',
  name: 'The Defence of Water Purification Plant 10927',
  section: 'seed 001 5.3.15',
  summary:
    'Three tables in the Dead Lands: the Orks come on at two table edges and must destroy the storage tanks, the pump station and the control centre of the plant within 12 turns; blizzards strike at random.',
  table: PLANT_BATTLEFIELD,
  terrain: [...offTableTerrain(), ...tableTerrain(1), ...tableTerrain(2), ...tableTerrain(3)],
  objectives: [],
  deploymentZones: [
    {
      id: 'imperials',
      label: 'any of the three tables, not within 45cm of the Ork table edges',
      polygon: IMPERIAL_GROUND,
    },
    {
      id: 'orks',
      label: 'the north edges of tables 2 and 3',
      polygon: [
        { x: 0, y: 0 },
        { x: PLANT_BATTLEFIELD.width, y: 0 },
        { x: PLANT_BATTLEFIELD.width, y: 5 },
        { x: 0, y: 5 },
      ],
    },
  ],
  sidesFixed: true,
  forces: [
    {
      name: 'Imperial defenders',
      strategyRating: 2,
      specialRules: [],
      formations: [{ formation: 'water-purification-plant', count: 1 }],
      listFormations: [
        {
          list: 'space-marines-ea',
          key: 'tactical',
          name: 'Space Marine Tactical Detachment',
          initiative: 1,
          units: [{ unit: 'tactical', count: 6 }],
        },
        {
          list: 'space-marines-ea',
          key: 'assault',
          name: 'Space Marine Assault Detachment',
          initiative: 1,
          units: [{ unit: 'assault', count: 4 }],
        },
        {
          list: 'adeptus-mechanicus-titan-legions-ea',
          key: 'warhound-titan',
          name: 'Legio Victorum Warhound',
          initiative: 1,
          units: [{ unit: 'warhound-titan', count: 1 }],
        },
      ],
      army: { list: 'imperial-guard-steel-legion-ea', points: 2400 },
    },
    {
      name: "Skabsnik's Blitz Brigade",
      strategyRating: 3,
      specialRules: [],
      formations: [],
      army: { list: 'orks-ghazghkull-thraka-s-war-horde-ea', points: 3000 },
    },
  ],
  victory: {
    kind: 'water-plant',
    objectives: 1,
    holdTurns: 0,
    captureRange: 15,
    maxTurns: 12,
    waterPlant: { imperials: [0], tank: 'water-storage-tank', pump: 'water-pump-station' },
  },
  terrainNote:
    'Three 180 x 120 tables: tables 2 and 3 side by side in the north, table 1 with the plant behind their middle; the ground beside table 1 is off the tables and impassable. Each table has generated tournament terrain (nothing within 15cm of its edges).',
};
