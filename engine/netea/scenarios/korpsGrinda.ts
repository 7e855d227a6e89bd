import type { Point } from '../../kernel/geometry/types';
import type { ScenarioInput } from './schema';
import { oval, rectangle } from './shapes';

/**
 * 3.4.1 Korps Grinda Returns! (seed 000; seed 001 5.3.12.4 Gogards letztes Gefecht), the war
 * engine training scenario: a Great Gargant, cut off behind the Imperial lines, tries to demolish
 * the Space Marines' two command bunkers before they bring it down.
 *
 * The rulebook's map is not in the text; this battlefield keeps what the text names: a road "Y"
 * junction with ruined buildings beside it, roads running to the Space Marine table edge, and a
 * few more features "in a mutually agreeable manner". The table is 120cm square (the text:
 * "approximately 90–120cm square"). The text sets no turn limit ("The game carries on until
 * Korps Grinda II is destroyed or both objectives have been demolished"), so the limit here is
 * only a guard against a game that can no longer end (every Space Marine dead and a Gargant that
 * will not walk to the bunkers): after thirty turns it is a draw. An earlier limit of eight turns
 * turned most games into draws the text does not have: a Great Gargant behind D6+6 power fields
 * usually takes nine or more turns of Space Marine fire to bring down.
 *
 * Entering play on turn 1: the two formations that enter "anywhere along the Space Marine table
 * edge" set up on that edge, within 4cm of it, and make their first move from there; their units
 * stand on the table from the start instead of coming on from one marked point.
 */

const SIZE = 120;
const TURN_LIMIT = 30;
/** The Space Marines hold the south edge, the Gargant stands by the north edge. */
const SM_EDGE_DEPTH = 4;
const JUNCTION: Point = { x: 60, y: 66 };

/** A straight road piece `width` wide from a to b. */
function road(a: Point, b: Point, width: number): Point[] {
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  const nx = (-(b.y - a.y) / len) * (width / 2);
  const ny = ((b.x - a.x) / len) * (width / 2);
  const r = (v: number) => Math.round(v * 10) / 10;
  return [
    { x: r(a.x + nx), y: r(a.y + ny) },
    { x: r(b.x + nx), y: r(b.y + ny) },
    { x: r(b.x - nx), y: r(b.y - ny) },
    { x: r(a.x - nx), y: r(a.y - ny) },
  ];
}

/** The ruined buildings by the junction, east of the road's stem. */
const RUINS = { x: 64, y: 68, w: 12, h: 9 };
/** "In or touching" the ruins: their outline grown by the depth of a base or two. */
const TOUCHING = 3;

export const KORPS_GRINDA: ScenarioInput = {
  id: 'korps-grinda',
  name: 'Korps Grinda Returns!',
  section: '3.4.1',
  summary:
    'An Ork Great Gargant against three Space Marine formations: the Orks win by demolishing both command bunkers, the Space Marines by destroying the Gargant without losing one.',
  table: { width: SIZE, height: SIZE },
  terrain: [
    { id: 'road-stem', type: 'road', height: 0, polygon: road(JUNCTION, { x: 60, y: SIZE }, 5) },
    { id: 'road-west', type: 'road', height: 0, polygon: road(JUNCTION, { x: 18, y: 0 }, 5) },
    { id: 'road-east', type: 'road', height: 0, polygon: road(JUNCTION, { x: 102, y: 0 }, 5) },
    {
      id: 'ruins-junction',
      type: 'ruins',
      height: 1,
      polygon: rectangle(RUINS.x, RUINS.y, RUINS.w, RUINS.h),
    },
    { id: 'ruins-west', type: 'ruins', height: 1, polygon: rectangle(46, 74, 7, 6) },
    { id: 'hill-west', type: 'hill', height: 2, polygon: oval(24, 88, 12, 8, [0, 0.1, 0, 0.05]) },
    { id: 'wood-east', type: 'woods', height: 1, polygon: oval(98, 84, 9, 7, [0.1, 0, 0.08]) },
    { id: 'wood-north', type: 'woods', height: 1, polygon: oval(30, 36, 8, 6, [0, 0.12]) },
    { id: 'hill-east', type: 'hill', height: 2, polygon: oval(92, 40, 10, 7, [0.05, 0, 0.1]) },
  ],
  objectives: [],
  deploymentZones: [
    {
      id: 'south',
      label: 'the Space Marine table edge (south)',
      polygon: rectangle(0, SIZE - 15, SIZE, 15),
    },
    {
      id: 'gargant',
      label: 'the Gargant’s place by the north edge',
      polygon: rectangle(40, 0, 40, 15),
    },
  ],
  formationZones: [
    {
      id: 'ruins',
      label: 'in or touching the ruined buildings by the “Y” junction',
      polygon: rectangle(
        RUINS.x - TOUCHING,
        RUINS.y - TOUCHING,
        RUINS.w + 2 * TOUCHING,
        RUINS.h + 2 * TOUCHING,
      ),
      maxFormations: 1,
    },
    {
      id: 'sm-edge',
      label: 'on the Space Marine table edge, to enter play on turn 1',
      polygon: rectangle(0, SIZE - SM_EDGE_DEPTH, SIZE, SM_EDGE_DEPTH),
      maxFormations: 2,
    },
    {
      id: 'bunkers',
      label: 'at least 15cm from every table edge',
      polygon: rectangle(15, 15, SIZE - 30, SIZE - 30),
    },
  ],
  sidesFixed: true,
  forces: [
    {
      name: 'Space Marines',
      strategyRating: 5,
      specialRules: ['they-shall-know-no-fear'],
      formations: [
        { formation: 'sm-tactical-detachment-commander', count: 1, zones: ['ruins', 'sm-edge'] },
        {
          formation: 'sm-devastator-detachment-commander',
          count: 1,
          zones: ['ruins', 'sm-edge'],
        },
        { formation: 'sm-land-raider-detachment', count: 1, zones: ['ruins', 'sm-edge'] },
        { formation: 'command-bunker-objective', count: 2, zones: ['bunkers'] },
      ],
    },
    {
      name: 'Orks',
      strategyRating: 3,
      specialRules: ['mob-rule', 'power-of-the-waaagh'],
      formations: [{ formation: 'ork-great-gargant-formation', count: 1, initiative: 3 }],
    },
  ],
  victory: {
    kind: 'demolition',
    objectives: 1,
    holdTurns: 0,
    captureRange: 15,
    maxTurns: TURN_LIMIT,
    demolition: { attacker: 1, targets: 'command-bunker', spearhead: 'ork-great-gargant' },
  },
  terrainNote:
    'A road “Y” junction south of the centre with ruined buildings beside it, roads to the north corners and the Space Marine (south) edge, two hills and two woods. The command bunkers go anywhere at least 15cm from a table edge; one Space Marine formation in or touching the ruins, the other two on their table edge.',
};
