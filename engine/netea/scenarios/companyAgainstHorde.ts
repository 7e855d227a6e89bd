import type { ScenarioInput } from './schema';
import { rectangle } from './shapes';
import { generateTerrain } from './tournamentTerrain';
import { marineDetachments, MARINE_ARMY_RULES, ORK_ARMY_RULES, ORK_LIST } from './scenarioForces';

/**
 * Seed 001 5.3.6 Feste Streitkräfte vs. Armeeorganisationspläne, as a bundled scenario: one side
 * is a fixed force ("eine Auflistung welche Verbände im Szenario verwendet werden sollen"), the
 * other picks from its army list ("den Leuten, die das Szenario spielen, ermöglicht, die
 * Streitmächte … auszuwählen"). A Space Marine company of the scenario's own make-up, eight
 * bundled detachments (2,025 points by the Codex Astartes list: two Tactical, Assault,
 * Devastator, Predator, Land Raider, Whirlwind and Land Speeder), meets an Ork army drawn from
 * Ghazghkull's War Horde list to 2,000 points, a new one for each game's seed.
 *
 * The battle is 5.3.1's advice for a fair game, mirrored conditions: three objectives across the
 * middle of the table; a side holding two of them for a full turn (1.14.2) wins; a game nobody
 * has won after six turns is a draw, as in the training scenarios. The players roll for the long
 * edges (1.15.1), each setting up within 30cm of its own.
 */
const WIDTH = 180;
const HEIGHT = 120;
const DEPTH = 30;

export const COMPANY_AGAINST_HORDE: ScenarioInput = {
  id: 'company-against-horde',
  name: 'Company Against Horde',
  section: 'seed 001 5.3.6',
  summary:
    'A fixed force against an army list: a Space Marine company of eight set detachments against an Ork army picked from its list to 2,000 points. Hold two of the three objectives across the middle for a full turn; after six turns it is a draw.',
  table: { width: WIDTH, height: HEIGHT },
  terrain: generateTerrain({
    seed: 'company-against-horde',
    table: { width: WIDTH, height: HEIGHT },
  }),
  objectives: [
    { id: 'west', position: { x: 45, y: HEIGHT / 2 }, label: 'Objective (west)' },
    { id: 'centre', position: { x: 90, y: HEIGHT / 2 }, label: 'Objective (centre)' },
    { id: 'east', position: { x: 135, y: HEIGHT / 2 }, label: 'Objective (east)' },
  ],
  deploymentZones: [
    {
      id: 'north',
      label: 'within 30cm of the north table edge',
      polygon: rectangle(0, 0, WIDTH, DEPTH),
    },
    {
      id: 'south',
      label: 'within 30cm of the south table edge',
      polygon: rectangle(0, HEIGHT - DEPTH, WIDTH, DEPTH),
    },
  ],
  forces: [
    {
      name: 'Space Marine company',
      strategyRating: 5,
      specialRules: [...MARINE_ARMY_RULES],
      formations: marineDetachments('sm-whirlwind-detachment', 'sm-land-speeder-detachment'),
    },
    {
      name: 'Ork army',
      strategyRating: 3,
      specialRules: [...ORK_ARMY_RULES],
      formations: [],
      army: { list: ORK_LIST, points: 2000 },
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
    'Generated tournament terrain (seed "company-against-horde"), nothing within 15cm of a table edge; three objectives across the middle. Each side sets up within 30cm of its long edge.',
};
