import type { ScenarioInput } from './schema';
import { oval, rectangle } from './shapes';

/**
 * Seed 001 5.3.11.1 Alle gegen Alle (all against all): a game of three players, each with an
 * army of his own; every other player's formations are enemy. The section is a way to play, not
 * a scenario: this one gives it Combined Arms' battle (1.15.5) for three. Each of three Space
 * Marine forces (strategy rating 5, They Shall Know No Fear, seed 001 5.5.1) sets up within 15cm
 * of its own part of the table edge: the north edge, the south-west and the south-east corners.
 * Two bring support, so aircraft and flak meet in a game of three (4.2 with 5.3.11.1): Force
 * Beta an allied Imperial Guard Basilisk battery with its Hydra (flak, 4.2.4), Force Gamma an
 * allied squadron of Imperial Guard Thunderbolts (fighter-bombers: ground attack, interception
 * and combat air patrol). The allies share their force's rating and special rule (a
 * simplification of this free battle; no army list applies).
 * Three objectives stand between them; a player wins by holding two of them for one full turn
 * (1.14.2); a game nobody has won after six turns is a draw, as in the training scenarios.
 * The rules of the method (the order of acting, one army per assault, supporting fire only from
 * the assaulted formation's side) are engine/netea/rules/5.3-scenarios/allAgainstAll.ts.
 */
const SIZE = 120;

const force = (name: string, third: string, support: readonly string[] = []) => ({
  name,
  strategyRating: 5,
  specialRules: ['they-shall-know-no-fear' as const],
  formations: [
    { formation: 'sm-tactical-detachment-rhinos', count: 1 },
    { formation: third, count: 1 },
    { formation: 'sm-predator-destructor-detachment', count: 1 },
    ...support.map((formation) => ({ formation, count: 1 })),
  ],
});

export const ALL_AGAINST_ALL: ScenarioInput = {
  id: 'all-against-all',
  name: 'All Against All',
  section: 'seed 001 5.3.11.1',
  summary:
    'Three armies, every other army an enemy; the players act in the order of their strategy rolls. Hold two of the three objectives for a full turn.',
  table: { width: SIZE, height: SIZE },
  terrain: [
    { id: 'hill-west', type: 'hill', height: 2, polygon: oval(26, 52, 11, 7, [0, 0.1, 0, 0.05]) },
    { id: 'hill-east', type: 'hill', height: 2, polygon: oval(94, 52, 11, 7, [0.08, 0, 0.1]) },
    { id: 'wood-south', type: 'woods', height: 1, polygon: oval(60, 92, 9, 6, [0.1, 0, 0.05]) },
    { id: 'chapel', type: 'buildings', height: 1, polygon: rectangle(56, 30, 7, 5) },
    { id: 'ruins', type: 'ruins', height: 1, polygon: rectangle(56, 62, 8, 6) },
  ],
  objectives: [
    { id: 'north', position: { x: 60, y: 46 }, label: 'Objective (north)' },
    { id: 'south-west', position: { x: 40, y: 78 }, label: 'Objective (south-west)' },
    { id: 'south-east', position: { x: 80, y: 78 }, label: 'Objective (south-east)' },
  ],
  deploymentZones: [
    {
      id: 'north',
      label: 'within 15cm of the north table edge, its middle',
      polygon: rectangle(30, 0, 60, 15),
    },
    {
      id: 'south-west',
      label: 'within 15cm of the south-west corner',
      polygon: [
        { x: 0, y: 75 },
        { x: 15, y: 75 },
        { x: 15, y: 105 },
        { x: 45, y: 105 },
        { x: 45, y: 120 },
        { x: 0, y: 120 },
      ],
    },
    {
      id: 'south-east',
      label: 'within 15cm of the south-east corner',
      polygon: [
        { x: 120, y: 75 },
        { x: 120, y: 120 },
        { x: 75, y: 120 },
        { x: 75, y: 105 },
        { x: 105, y: 105 },
        { x: 105, y: 75 },
      ],
    },
  ],
  sidesFixed: true,
  forces: [
    force('Force Alpha', 'sm-assault-detachment'),
    force('Force Beta', 'sm-devastator-detachment', ['ig-basilisk-battery-and-hydra']),
    force('Force Gamma', 'sm-land-speeder-detachment', ['ig-thunderbolt-squadron']),
  ],
  victory: {
    kind: 'hold-objectives',
    objectives: 2,
    holdTurns: 1,
    captureRange: 15,
    maxTurns: 6,
  },
  terrainNote:
    'Two hills on the flanks, a chapel near the north objective, ruins in the middle and a wood between the two southern zones; each army sets up on its own stretch of the edge.',
};
