import type { ScenarioInput } from './schema';
import { rectangle } from './shapes';
import { generateTerrain } from './tournamentTerrain';
import { BREAKTHROUGH_LAST_TURN } from '../rules/5.3-scenarios/breakthrough';

/**
 * Seed 001 5.3.5 Durchbruch (breakthrough): the 10th Minervan Tank Legion, surrounded, breaks
 * out through the Ork lines along the short table edges.
 *
 * Forces: "Armeen bis zu einer vereinbarten Punktzahl zwischen 1.500 und 5.000 Punkten aus den
 * Armeeorganisationsplänen der Stahl Legion und Waaagh Ghazkhull": each side an army drawn at
 * random from its bundled list (the Steel Legion list stands for the Minervans, as the design
 * note allows) to 2,000 points, a new army for each game's seed; titans, gargants and spacecraft
 * may be drawn. The Orks get their army rules (Mob Rule, Power of the Waaagh!).
 *
 * Battlefield: the map is not in the text, so the sizes are ours: a 180 x 120cm table, the Ork
 * deployment areas the 30cm along each short (west and east) edge, the Minervans' central area
 * the middle 60cm, 30cm of open ground between them on either side. Terrain: "in einer
 * gegenseitig vereinbarten Weise": the tournament generator's layout at a fixed seed.
 *
 * Set-up: the Orks split their force between the two areas, whole formations each (every unit of
 * a formation in the same area: the 3.4.1 area rule), then the Minervans set up in the centre.
 * Leaving the table: engine/netea/rules/5.3-scenarios/leaveTable.ts. The text names no last
 * turn; the game lasts four turns (the tournament game's length) or ends sooner once half the
 * Minervan formations are off the table, or none is left on it.
 */

const WIDTH = 180;
const HEIGHT = 120;
const ORK_DEPTH = 30;
const CENTRE = 60;
const POINTS = 2000;

const west = rectangle(0, 0, ORK_DEPTH, HEIGHT);
const east = rectangle(WIDTH - ORK_DEPTH, 0, ORK_DEPTH, HEIGHT);

export const BREAKTHROUGH: ScenarioInput = {
  id: 'breakthrough',
  name: 'Breakthrough',
  section: 'seed 001 5.3.5',
  summary:
    'A Minervan tank legion, surrounded by Orks at both short table edges, must break out: it wins if half or more of its formations leave the table along a short edge (those at half strength or less count half) within four turns.',
  table: { width: WIDTH, height: HEIGHT },
  terrain: generateTerrain({ seed: 'breakthrough', table: { width: WIDTH, height: HEIGHT } }),
  objectives: [],
  deploymentZones: [
    { id: 'ork-west', label: 'the Ork deployment area along the west edge', polygon: west },
    {
      id: 'centre',
      label: 'the central deployment area',
      polygon: rectangle((WIDTH - CENTRE) / 2, 0, CENTRE, HEIGHT),
    },
  ],
  formationZones: [
    { id: 'west', label: 'in the Ork deployment area along the west edge', polygon: west },
    { id: 'east', label: 'in the Ork deployment area along the east edge', polygon: east },
  ],
  sidesFixed: true,
  forces: [
    {
      name: 'Orks',
      strategyRating: 3,
      specialRules: ['mob-rule', 'power-of-the-waaagh'],
      formations: [],
      army: {
        list: 'orks-ghazghkull-thraka-s-war-horde-ea',
        points: POINTS,
        zones: ['west', 'east'],
      },
    },
    {
      name: '10th Minervan Tank Legion',
      strategyRating: 2,
      specialRules: [],
      formations: [],
      army: { list: 'imperial-guard-steel-legion-ea', points: POINTS },
    },
  ],
  victory: {
    kind: 'breakthrough',
    objectives: 1,
    holdTurns: 0,
    captureRange: 15,
    maxTurns: BREAKTHROUGH_LAST_TURN,
    breakthrough: { leaver: 1 },
  },
  terrainNote:
    'Generated tournament terrain (seed "breakthrough"), nothing within 15cm of a table edge. The Orks set up first, each formation wholly in the 30cm along the west or the east edge; the Minervans then set up in the middle 60cm of the table.',
};
