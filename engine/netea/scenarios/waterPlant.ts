import type { Point } from '../../kernel/geometry/types';
import type { ScenarioInput } from './schema';
import { generateTerrain } from './tournamentTerrain';
import {
  offTableTerrain,
  rectPolygon,
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
 * Players (`water-plant-10927`, the text): "Dieses Spiel ist für fünf Spieler ausgelegt und
 * nutzen die speziellen Regeln für simultanes Teamspiel" — three Imperial commands, players 1–3,
 * one per table ("Jede diesem Kommando unterstellte Streitmacht muss auf einem separaten Tisch
 * aufgestellt werden"), and two Ork commands, players 4 and 5, coming on at the north edges of
 * tables 2 and 3. The same armies split into the commands ("drei ungefähr gleich große
 * Kommandos", "zwei ungefähr gleich große Kommandos"): each Imperial player a third of the Steel
 * Legion (800 points drawn from the list), player 1 (table 1) with the plant's buildings and the
 * Warhound, player 2 (table 2) the tactical detachment, player 3 (table 3) the assault
 * detachment (about 1,050, 1,100 and 975 points); each Ork player 1,500 points of the war horde.
 * A player's command is its table (its deployment zone names it, plantCommands.ts).
 *
 * `water-plant-10927-two-players`: the two armies as two players, each commanding all its
 * commands: a formation's command is the table it sets up on (Imperials, any of the three) or
 * the table edge it comes on at (Orks: table 2's or table 3's), chosen by its player (our
 * reading; the rules of the commands ask for the command, never the player).
 *
 * Set-up: the Imperials set up the control centre's entrance on table 1 (`plant.centre`), the
 * six storage tanks and the pump station within 15cm of it, and their formations each on one
 * table, never within 45cm of the north edges of tables 2 and 3 where the Orks come on. The Ork
 * ground formations come on at those edges in the first turn (`escalation.arrive`, then their
 * action); aircraft and formations landing from orbit wait in reserve (4.2.5, 4.4).
 */

const STRIP = 45;

/** The ground the Imperials may set up on: the three tables less the 45cm along the Ork edges
 * (the two-player game's one zone). */
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

const PLANT_FORMATION = { formation: 'water-purification-plant', count: 1 };

/** The Space Marine and Titan Legion support, as fixed formations of their lists. */
const TACTICAL = {
  list: 'space-marines-ea',
  key: 'tactical',
  name: 'Space Marine Tactical Detachment',
  initiative: 1,
  units: [{ unit: 'tactical', count: 6 }],
};
const ASSAULT = {
  list: 'space-marines-ea',
  key: 'assault',
  name: 'Space Marine Assault Detachment',
  initiative: 1,
  units: [{ unit: 'assault', count: 4 }],
};
const WARHOUND = {
  list: 'adeptus-mechanicus-titan-legions-ea',
  key: 'warhound-titan',
  name: 'Legio Victorum Warhound',
  initiative: 1,
  units: [{ unit: 'warhound-titan', count: 1 }],
};

const STEEL_LEGION = 'imperial-guard-steel-legion-ea';
const ORK_HORDE = 'orks-ghazghkull-thraka-s-war-horde-ea';

/** The Orks' edge strip of a table (its north edge). */
function orkEdge(table: 2 | 3) {
  const t = TABLE_RECTS[table];
  return [
    { x: t.x, y: 0 },
    { x: t.x + t.width, y: 0 },
    { x: t.x + t.width, y: 5 },
    { x: t.x, y: 5 },
  ];
}

/** Table 2's or 3's ground less the 45cm along its Ork edge. */
function behindTheStrip(table: 2 | 3) {
  const t = TABLE_RECTS[table];
  return [
    { x: t.x, y: STRIP },
    { x: t.x + t.width, y: STRIP },
    { x: t.x + t.width, y: t.y + t.height },
    { x: t.x, y: t.y + t.height },
  ];
}

const COMMON: Pick<
  ScenarioInput,
  'section' | 'table' | 'terrain' | 'objectives' | 'sidesFixed' | 'terrainNote'
> = {
  section: 'seed 001 5.3.15',
  table: PLANT_BATTLEFIELD,
  terrain: [...offTableTerrain(), ...tableTerrain(1), ...tableTerrain(2), ...tableTerrain(3)],
  objectives: [],
  sidesFixed: true,
  terrainNote:
    'Three 180 x 120 tables: tables 2 and 3 side by side in the north, table 1 with the plant behind their middle; the ground beside table 1 is off the tables and impassable. Each table has generated tournament terrain (nothing within 15cm of its edges).',
};

const victory = (imperials: number[]): ScenarioInput['victory'] => ({
  kind: 'water-plant',
  objectives: 1,
  holdTurns: 0,
  captureRange: 15,
  maxTurns: 12,
  waterPlant: { imperials, tank: 'water-storage-tank', pump: 'water-pump-station' },
});

/** The text's game: five players, three Imperial commands and two Ork ones (5.3.11.3). */
export const WATER_PLANT: ScenarioInput = {
  ...COMMON,
  id: 'water-plant-10927',
  name: 'The Defence of Water Purification Plant 10927',
  summary:
    'Five players in two teams (simultaneous team play): three Imperial commands, one per table, and two Ork commands coming on at the edges of tables 2 and 3. The Orks must destroy the storage tanks, the pump station and the control centre within 12 turns; the Imperials of tables 2 and 3 may not leave their tables; blizzards strike at random.',
  deploymentZones: [
    { id: 'table-1', label: 'table 1, with the plant', polygon: rectPolygon(TABLE_RECTS[1]) },
    {
      id: 'table-2',
      label: 'table 2, not within 45cm of its Ork edge',
      polygon: behindTheStrip(2),
    },
    {
      id: 'table-3',
      label: 'table 3, not within 45cm of its Ork edge',
      polygon: behindTheStrip(3),
    },
    { id: 'orks-table-2', label: 'the north edge of table 2', polygon: orkEdge(2) },
    { id: 'orks-table-3', label: 'the north edge of table 3', polygon: orkEdge(3) },
  ],
  forces: [
    {
      name: 'Imperial command, table 1',
      strategyRating: 2,
      specialRules: [],
      formations: [PLANT_FORMATION],
      listFormations: [WARHOUND],
      army: { list: STEEL_LEGION, points: 800 },
    },
    {
      name: 'Imperial command, table 2',
      strategyRating: 2,
      specialRules: [],
      formations: [],
      listFormations: [TACTICAL],
      army: { list: STEEL_LEGION, points: 800 },
    },
    {
      name: 'Imperial command, table 3',
      strategyRating: 2,
      specialRules: [],
      formations: [],
      listFormations: [ASSAULT],
      army: { list: STEEL_LEGION, points: 800 },
    },
    {
      name: "Skabsnik's Blitz Brigade, table 2",
      strategyRating: 3,
      specialRules: [],
      formations: [],
      army: { list: ORK_HORDE, points: 1500 },
    },
    {
      name: "Skabsnik's Blitz Brigade, table 3",
      strategyRating: 3,
      specialRules: [],
      formations: [],
      army: { list: ORK_HORDE, points: 1500 },
    },
  ],
  teams: { mode: 'simultaneous', of: [0, 0, 0, 1, 1] },
  victory: victory([0, 1, 2]),
};

/** Our two-player reading: each army one player, commanding all its commands. */
export const WATER_PLANT_TWO_PLAYERS: ScenarioInput = {
  ...COMMON,
  id: 'water-plant-10927-two-players',
  name: 'The Defence of Water Purification Plant 10927 (two players)',
  summary:
    'Three tables in the Dead Lands: the Orks come on at two table edges and must destroy the storage tanks, the pump station and the control centre of the plant within 12 turns; blizzards strike at random.',
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
  forces: [
    {
      name: 'Imperial defenders',
      strategyRating: 2,
      specialRules: [],
      formations: [PLANT_FORMATION],
      listFormations: [TACTICAL, ASSAULT, WARHOUND],
      army: { list: STEEL_LEGION, points: 2400 },
    },
    {
      name: "Skabsnik's Blitz Brigade",
      strategyRating: 3,
      specialRules: [],
      formations: [],
      army: { list: ORK_HORDE, points: 3000 },
    },
  ],
  victory: victory([0]),
};
