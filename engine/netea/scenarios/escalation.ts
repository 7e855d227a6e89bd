import type { ScenarioInput } from './schema';
import { rectangle } from './shapes';
import { fieldableFormations } from './tournamentArmies';
import { generateTerrain } from './tournamentTerrain';
import { ESCALATION_LAST_TURN, ESCALATION_START_DEPTH } from '../rules/5.3-scenarios/escalation';

/**
 * Seed 001 5.3.2 Eskalationsgefecht (escalation): two patrols clash and both sides call in more.
 *
 * Forces: the text has each player pick an army of 2,000–5,000 points from the army lists; as
 * a bundled scenario (5.3.6: a fixed force in place of a list) each side is the same 2,100
 * points of Space Marines, every formation valued at the Space Marine list's points (the
 * values the victory points count). Terrain: "set up in a mutually agreeable manner": the
 * tournament generator's layout at a fixed seed, nothing within 15cm of an edge. The players
 * roll for the long edge as in the training scenarios (equal strategy ratings: "würfle");
 * corners, which the text also allows, are not offered here.
 *
 * Set-up and arrivals: engine/netea/rules/5.3-scenarios (the assault detachment, the cheapest
 * formation without war engines, aircraft or supreme commander, starts within 45cm of its
 * edge; land speeders arrive on turn 1; predators, land raiders and whirlwinds on turn 2;
 * tactical and devastator detachments on turn 3; terminators teleport in as 2.1.17 allows).
 * Victory points at the end of turn 5.
 */

const WIDTH = 180;
const HEIGHT = 120;
const START_DEPTH = ESCALATION_START_DEPTH;

const FORMATIONS = [
  'sm-assault-detachment',
  'sm-land-speeder-detachment',
  'sm-predator-destructor-detachment',
  'sm-land-raider-detachment',
  'sm-whirlwind-detachment',
  'sm-tactical-detachment',
  'sm-devastator-detachment',
  'sm-terminator-detachment',
] as const;

/** A campaign may add formations to a side (seed 001 5.4.2 reinforcements): values are listed
 * for up to this many of each kind. */
const MOST_OF_A_KIND = 5;

/** Each formation's value from the Space Marine army list, by its id in the game (createSetup
 * names the n-th of a kind `a-<formation>-<n>` for the first force, `b-…` for the second). */
function formationPoints(): Record<string, number> {
  const out: Record<string, number> = {};
  for (const prefix of ['a', 'b'])
    for (const { formation, points } of fieldableFormations())
      for (let n = 1; n <= MOST_OF_A_KIND; n++) out[`${prefix}-${formation}-${n}`] = points;
  return out;
}

const force = (name: string) => ({
  name,
  strategyRating: 5,
  specialRules: ['they-shall-know-no-fear' as const],
  formations: FORMATIONS.map((formation) => ({ formation, count: 1 })),
});

export const ESCALATION: ScenarioInput = {
  id: 'escalation',
  name: 'Escalation',
  section: 'seed 001 5.3.2',
  summary:
    'Two patrols clash: each side starts with one formation on the table and the rest arrive from its edge, the fastest first; victory points at the end of turn 5.',
  table: { width: WIDTH, height: HEIGHT },
  terrain: generateTerrain({ seed: 'escalation', table: { width: WIDTH, height: HEIGHT } }),
  objectives: [],
  deploymentZones: [
    {
      id: 'north',
      label: 'within 45cm of the north table edge',
      polygon: rectangle(0, 0, WIDTH, START_DEPTH),
    },
    {
      id: 'south',
      label: 'within 45cm of the south table edge',
      polygon: rectangle(0, HEIGHT - START_DEPTH, WIDTH, START_DEPTH),
    },
  ],
  forces: [force('Patrol Alpha'), force('Patrol Beta')],
  victory: {
    kind: 'escalation',
    objectives: 1,
    holdTurns: 0,
    captureRange: 15,
    maxTurns: ESCALATION_LAST_TURN,
    escalation: { formationPoints: formationPoints() },
  },
  terrainNote:
    'Generated tournament terrain (seed "escalation"): hills, woods, buildings, ruins, scrub and marsh, nothing within 15cm of a table edge. Each side starts in the 45cm along its long edge.',
};
