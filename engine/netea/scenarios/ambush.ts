import type { ScenarioInput } from './schema';
import { rectangle } from './shapes';
import { generateTerrain } from './tournamentTerrain';
import { AMBUSH_ROAD_ID } from '../rules/5.3-scenarios/ambushRoad';

/**
 * Seed 001 5.3.7 Hinterhalt (the ambush): the 3rd company of the Angels of Fire, behind the Ork
 * lines, ambushes a convoy of Warlord Morbad's Kanonän marching along a road.
 *
 * Forces: the text's fixed forces (5.3.6: "das Hinterhalt Szenario … verwendet sorgfältig
 * ausgewählte Kräfte"), every unit fielded from the bundled army lists' datasheets (Space
 * Marines: Codex Astartes; Orks: Ghazghkull's War Horde), the glossary (6.1) giving the English
 * names. Two readings: the text's "Cybots" name no pattern and the list has two (Tactical and
 * Hellfire): the Tactical Dreadnought is fielded; "Blitz Brigade" names a formation of five Deth
 * Koptas, not the list's Blitz Brigade of gunfortresses. Initiative and strategy ratings are the
 * lists' (Orks 3+ and 3, Space Marines 1+ and 5).
 *
 * Battlefield: the map is not in the text; a 180 x 120cm table with the road the text requires
 * straight across it from the west to the east short edge, 5cm wide (as Korps Grinda's), and the
 * tournament generator's terrain (seed "ambush") around it, nothing on the road.
 *
 * Set-up, first turn and victory: engine/netea/rules/5.3-scenarios/ambush*.ts.
 */

const WIDTH = 180;
const HEIGHT = 120;
const ROAD_WIDTH = 5;
const ROAD_Y = HEIGHT / 2;
const ORKS = 'orks-ghazghkull-thraka-s-war-horde-ea';
const MARINES = 'space-marines-ea';

/** The last turn: "drei Runden (einschließlich der ersten)". */
export const AMBUSH_LAST_TURN = 3;

const road = {
  id: AMBUSH_ROAD_ID,
  type: 'road' as const,
  height: 0,
  polygon: rectangle(0, ROAD_Y - ROAD_WIDTH / 2, WIDTH, ROAD_WIDTH),
};

/** Generated features clear of the road by a base's width, so the convoy's road is open. */
const CLEARANCE = 5;
const terrain = [
  road,
  ...generateTerrain({ seed: 'ambush', table: { width: WIDTH, height: HEIGHT } }).filter((f) => {
    const ys = f.polygon.map((p) => p.y);
    return (
      Math.min(...ys) > ROAD_Y + ROAD_WIDTH / 2 + CLEARANCE ||
      Math.max(...ys) < ROAD_Y - ROAD_WIDTH / 2 - CLEARANCE
    );
  }),
];

const ork = (key: string, name: string, units: [string, number][]) => ({
  list: ORKS,
  key,
  name,
  initiative: 3,
  units: units.map(([unit, count]) => ({ unit, count })),
});
const marine = (key: string, name: string, units: [string, number][]) => ({
  list: MARINES,
  key,
  name,
  initiative: 1,
  units: units.map(([unit, count]) => ({ unit, count })),
});

export const AMBUSH: ScenarioInput = {
  id: 'ambush',
  name: 'The Ambush',
  section: 'seed 001 5.3.7',
  summary:
    'Space Marines behind the Ork lines ambush a convoy of Morbad’s Kanonän on a road: the convoy marches on in the order the Orks choose, the Marines fire, and within three turns the Marines must bring every Ork formation to half strength, destroy a Mekboy Gunzmob and keep fewer than four of their own formations at half strength. (The text’s Cybots are fielded as the army list’s Tactical Dreadnoughts.)',
  table: { width: WIDTH, height: HEIGHT },
  terrain,
  objectives: [],
  deploymentZones: [
    {
      id: 'road',
      label: 'the road: the convoy comes on at one end of it in the first turn',
      polygon: road.polygon,
    },
    {
      id: 'anywhere',
      label: 'anywhere at least 30cm from the road (the Scouts may come within 15cm of it)',
      polygon: rectangle(0, 0, WIDTH, HEIGHT),
    },
  ],
  sidesFixed: true,
  forces: [
    {
      name: 'Elements of Morbad’s Kanonän',
      strategyRating: 3,
      specialRules: ['mob-rule', 'power-of-the-waaagh'],
      formations: [],
      listFormations: [
        ork('blitz-brigade', 'Blitz Brigade (Deth Koptas)', [['deth-kopta', 5]]),
        ork('kult-of-speed', 'Kult of Speed (Buggies and Warbikes)', [
          ['buggies-wartraks', 5],
          ['warbikes', 4],
          ['skorcha', 1],
        ]),
        ork('mekboy-gunzmob', 'Mekboy Gunzmob 1', [['big-gunz', 6]]),
        ork('mekboy-gunzmob', 'Mekboy Gunzmob 2', [['big-gunz', 6]]),
        ork('mekboy-gunzmob', 'Mekboy Gunzmob 3', [['big-gunz', 6]]),
        ork('kult-of-speed', 'Kult of Speed (Gunwagonz and Boyz)', [
          ['buggies-wartraks', 3],
          ['gunwagonz', 4],
          ['boyz', 8],
          ['grotz', 4],
        ]),
      ],
    },
    {
      name: 'Angels of Fire, 3rd Company',
      strategyRating: 5,
      specialRules: ['they-shall-know-no-fear'],
      formations: [],
      listFormations: [
        marine('assault', 'Assault Detachment', [
          ['assault', 3],
          ['chaplain', 1],
        ]),
        // "zwei Cybots": the list's Tactical Dreadnought (it has a Hellfire pattern too).
        marine('devastator', 'Devastator Detachment', [
          ['devastator', 4],
          ['dreadnought-tactical', 2],
        ]),
        marine('tactical', 'Tactical Detachment (Captain)', [
          ['tactical', 4],
          ['captain', 1],
        ]),
        marine('tactical', 'Tactical Detachment (Librarian)', [
          ['tactical', 5],
          ['librarian', 1],
        ]),
        marine('scout', 'Scout Detachment (10th Company)', [
          ['scout', 4],
          ['scout-sniper', 1],
        ]),
        marine('land-speeders', 'Land Speeder Detachment', [['land-speeder', 4]]),
        marine('land-speeders', 'Land Speeder Detachment (Typhoons and Tornados)', [
          ['land-speeder-typhoon', 2],
          ['land-speeder-tornado', 3],
        ]),
        marine('bikes', 'Bike Detachment', [
          ['bike', 4],
          ['attack-bike', 4],
        ]),
      ],
    },
  ],
  victory: {
    kind: 'ambush',
    objectives: 1,
    holdTurns: 0,
    captureRange: 15,
    maxTurns: AMBUSH_LAST_TURN,
    ambush: {
      marines: 1,
      mobs: ['a-mekboy-gunzmob-1', 'a-mekboy-gunzmob-2', 'a-mekboy-gunzmob-3'],
      scouts: ['b-scout-1'],
    },
  },
  terrainNote:
    'A 5cm road straight across the table from the west to the east short edge; generated tournament terrain (seed "ambush") elsewhere, none on or beside the road. The Orks choose the road end and the order of their convoy; the Space Marines then set up at least 30cm from the road (their Scouts may come within 15cm of it).',
};
