import type { ScenarioInput } from './schema';
import type { TeamMode } from '../state/teams';
import { oval, rectangle } from './shapes';

/**
 * Seed 001 5.3.11.2-3 team play: "In Teamspielen werden die Spieler in zwei Seiten aufgeteilt".
 * The sections are ways to play, not scenarios: this one gives them Combined Arms' battle (1.15.5)
 * for two teams of two on a 180 x 120cm table. Four Space Marine forces (strategy rating 5,
 * They Shall Know No Fear, seed 001 5.5.1), each within 15cm of its own half of its team's long
 * table edge: players 1 and 3 (team 1) the north edge, players 2 and 4 (team 2) the south edge.
 * Each team has aircraft and flak, so aircraft meet enemy flak and a team-mate's flak that
 * never fires at them (4.2 with 5.3.11): players 1 and 4 an allied squadron of Imperial Guard
 * Thunderbolts, players 2 and 3 an allied Imperial Guard Basilisk battery with its Hydra. The
 * allies share their force's rating and special rule (a simplification of this free battle; no
 * army list applies).
 * Three objectives stand across the middle; a team wins by holding two of them for one full turn
 * (1.14.2); a game nobody has won after six turns is a draw, as in the training scenarios.
 * The mode is the scenario's: `team-battle-hierarchical` (5.3.11.2: players 1 and 2 command their
 * teams and pick who acts) or `team-battle-simultaneous` (5.3.11.3: every player of the team acts
 * in its turn). The rules of team play are engine/netea/rules/5.3-scenarios/teamPlay*.ts.
 */
const W = 180;
const H = 120;

const force = (name: string, second: string, support: readonly string[] = []) => ({
  name,
  strategyRating: 5,
  specialRules: ['they-shall-know-no-fear' as const],
  formations: [
    { formation: 'sm-tactical-detachment-rhinos', count: 1 },
    { formation: second, count: 1 },
    ...support.map((formation) => ({ formation, count: 1 })),
  ],
});

const MODE_WORDS: Readonly<Record<TeamMode, { name: string; summary: string; section: string }>> = {
  hierarchical: {
    name: 'Team Battle (hierarchical)',
    section: 'seed 001 5.3.11.2',
    summary:
      'Two teams of two; each team’s commander (players 1 and 2) decides which of its players acts. Hold two of the three objectives for a full turn.',
  },
  simultaneous: {
    name: 'Team Battle (simultaneous)',
    section: 'seed 001 5.3.11.3',
    summary:
      'Two teams of two; in its team’s turn every player with a formation left acts. Hold two of the three objectives for a full turn.',
  },
};

function teamBattle(mode: TeamMode): ScenarioInput {
  const words = MODE_WORDS[mode];
  return {
    id: `team-battle-${mode}`,
    name: words.name,
    section: words.section,
    summary: words.summary,
    table: { width: W, height: H },
    terrain: [
      { id: 'hill-west', type: 'hill', height: 2, polygon: oval(35, 60, 13, 8, [0, 0.1, 0, 0.05]) },
      { id: 'hill-east', type: 'hill', height: 2, polygon: oval(145, 60, 13, 8, [0.08, 0, 0.1]) },
      { id: 'wood-north', type: 'woods', height: 1, polygon: oval(90, 34, 9, 6, [0.1, 0, 0.05]) },
      { id: 'wood-south', type: 'woods', height: 1, polygon: oval(90, 86, 9, 6, [0, 0.1, 0.05]) },
      { id: 'ruins', type: 'ruins', height: 1, polygon: rectangle(62, 56, 8, 7) },
      { id: 'chapel', type: 'buildings', height: 1, polygon: rectangle(110, 56, 7, 6) },
    ],
    objectives: [
      { id: 'west', position: { x: 50, y: 60 }, label: 'Objective (west)' },
      { id: 'centre', position: { x: 90, y: 60 }, label: 'Objective (centre)' },
      { id: 'east', position: { x: 130, y: 60 }, label: 'Objective (east)' },
    ],
    deploymentZones: [
      {
        id: 'north-west',
        label: 'within 15cm of the north table edge, its west half',
        polygon: rectangle(0, 0, 90, 15),
      },
      {
        id: 'south-west',
        label: 'within 15cm of the south table edge, its west half',
        polygon: rectangle(0, H - 15, 90, 15),
      },
      {
        id: 'north-east',
        label: 'within 15cm of the north table edge, its east half',
        polygon: rectangle(90, 0, 90, 15),
      },
      {
        id: 'south-east',
        label: 'within 15cm of the south table edge, its east half',
        polygon: rectangle(90, H - 15, 90, 15),
      },
    ],
    sidesFixed: true,
    forces: [
      force('North Force Alpha', 'sm-assault-detachment', ['ig-thunderbolt-squadron']),
      force('South Force Beta', 'sm-devastator-detachment', ['ig-basilisk-battery-and-hydra']),
      force('North Force Gamma', 'sm-predator-destructor-detachment', [
        'ig-basilisk-battery-and-hydra',
      ]),
      force('South Force Delta', 'sm-land-speeder-detachment', ['ig-thunderbolt-squadron']),
    ],
    teams:
      mode === 'hierarchical'
        ? { mode, of: [0, 1, 0, 1], commanders: [0, 1] }
        : { mode, of: [0, 1, 0, 1] },
    victory: {
      kind: 'hold-objectives',
      objectives: 2,
      holdTurns: 1,
      captureRange: 15,
      maxTurns: 6,
    },
    terrainNote:
      'Two hills on the flanks, a wood before each team’s edge, ruins and a chapel beside the centre objective; each player sets up on his own half of his team’s edge.',
  };
}

export const TEAM_BATTLE_HIERARCHICAL = teamBattle('hierarchical');
export const TEAM_BATTLE_SIMULTANEOUS = teamBattle('simultaneous');
