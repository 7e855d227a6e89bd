import { describe, expect, it } from 'vitest';
import type { GameState } from '../../engine/netea/state/schema';
import type { Side } from '../../engine/netea/commands/primitives';
import {
  createScenarioSetup,
  findScenario,
  parseScenario,
  WATER_PLANT,
  WATER_PLANT_TWO_PLAYERS,
} from '../../engine/netea/scenarios';
import { isEnemy } from '../../engine/netea/rules/1.2-formations/sides';
import { blizzardDecision } from '../../engine/netea/rules/5.3-scenarios/plantBlizzard';
import {
  commandOf,
  offItsTable,
  plantMissionRefusal,
} from '../../engine/netea/rules/5.3-scenarios/plantCommands';
import { plantDeployRefusal } from '../../engine/netea/rules/5.3-scenarios/plantSetup';
import { plantResult } from '../../engine/netea/rules/5.3-scenarios/plantVictory';
import { isImperial } from '../../engine/netea/rules/5.3-scenarios/plantTables';
import type { FormationSpec } from '../fixtures/shootingGame';
import { plantGame, PUMP, TANK, unitRow } from '../fixtures/plantGame';
import { withTeams } from '../fixtures/teams';
import { declare, eventsOf, go, refusalOf } from './helpers';

/**
 * Seed 001 5.3.15 "Dieses Spiel ist für fünf Spieler ausgelegt und nutzen die speziellen Regeln
 * für simultanes Teamspiel": three Imperial commands (players 1–3, one per table) and two Ork
 * commands (players 4 and 5, tables 2 and 3), on hand-built positions (no aircraft in play: the
 * set-up of a five-player game with aircraft waits for the aerospace rules of team play). Every
 * command here is its player's, named by his deployment zone, with nothing recorded.
 */

const FORCES: FormationSpec[] = [
  {
    id: 'works',
    side: 0,
    units: [
      ...unitRow('works', TANK, 1, 170, 170),
      { id: 'works-u2', sheet: PUMP, x: 190, y: 190 },
    ],
  },
  { id: 'first', side: 0, units: unitRow('first', 'sm-tactical', 1, 200, 150) },
  { id: 'second', side: 0, units: unitRow('second', 'sm-tactical', 1, 150, 112) },
  { id: 'third', side: 0, units: unitRow('third', 'sm-tactical', 1, 300, 80) },
  { id: 'boyz', side: 1, units: unitRow('boyz', 'test-ork-boyz', 1, 60, 40) },
  { id: 'drop', side: 1, units: unitRow('drop', 'sm-terminator', 1, 172, 60) },
  { id: 'boyz5', side: 1, units: unitRow('boyz5', 'test-ork-boyz', 1, 300, 20) },
];
const OWNERS: Record<string, Side> = { second: 1, third: 2, boyz: 3, drop: 3, boyz5: 4 };

/** The five players' game: each player in his own deployment zone of the scenario. */
function five(active: Side = 0): GameState {
  const base = plantGame(FORCES, {});
  const s = withTeams(base, OWNERS, { mode: 'simultaneous', of: [0, 0, 0, 1, 1] });
  return {
    ...s,
    deploymentZones: WATER_PLANT.deploymentZones.map((z) => ({ ...z, polygon: [...z.polygon] })),
    setup: { ...s.setup, zones: [0, 1, 2, 3, 4] },
    victory: { ...s.victory, waterPlant: { ...s.victory.waterPlant!, imperials: [0, 1, 2] } },
    turnState: { ...s.turnState, activeSide: active },
  };
}

describe('5.3.15 the five-player game: the bundled scenario', () => {
  it('5.3.15 "für fünf Spieler … simultanes Teamspiel": five forces, two teams, three Imperial players', () => {
    const parsed = parseScenario(WATER_PLANT);
    if (!parsed.ok) throw new Error(parsed.error.join('\n'));
    expect(findScenario('water-plant-10927')?.forces).toHaveLength(5);
    expect(parsed.value.teams).toEqual({ mode: 'simultaneous', of: [0, 0, 0, 1, 1] });
    expect(parsed.value.victory.waterPlant?.imperials).toEqual([0, 1, 2]);
    expect(parsed.value.deploymentZones.map((z) => z.id)).toEqual([
      'table-1',
      'table-2',
      'table-3',
      'orks-table-2',
      'orks-table-3',
    ]);
  });

  it('5.3.15 "drei ungefähr gleich große Kommandos": the Imperial army split three ways from the same lists, the plant with table 1, the Orks 1,500 points each', () => {
    const setup = createScenarioSetup(WATER_PLANT, { seed: 1 });
    if (!setup.ok) throw new Error(setup.error.join('\n'));
    const [p1, p2, p3, p4, p5] = setup.value.players;
    const ids = (p: typeof p1) => p!.formations.map((f) => f.id);
    expect(ids(p1)).toEqual(
      expect.arrayContaining(['a-water-purification-plant-1', 'a-warhound-titan-1']),
    );
    expect(ids(p2)).toContain('b-tactical-1');
    expect(ids(p3)).toContain('c-assault-1');
    for (const p of [p4, p5]) expect(p!.formations.length).toBeGreaterThan(3);
    // Nobody but player 1 has the plant.
    expect([p2, p3, p4, p5].flatMap((p) => ids(p)).some((id) => id.includes('purification'))).toBe(
      false,
    );
  });

  it('5.3.15: the two-player reading stays bundled as water-plant-10927-two-players', () => {
    const parsed = parseScenario(WATER_PLANT_TWO_PLAYERS);
    if (!parsed.ok) throw new Error(parsed.error.join('\n'));
    expect(findScenario('water-plant-10927-two-players')?.forces).toHaveLength(2);
    expect(parsed.value.teams).toBeUndefined();
    expect(parsed.value.victory.waterPlant?.imperials).toEqual([0]);
  });
});

describe('5.3.15 the five-player game: the commands follow the player', () => {
  it('5.3.11.3: the three Imperial players are one team, the two Ork players the other', () => {
    const s = five();
    expect(([0, 1, 2] as const).map((p) => isImperial(s, p))).toEqual([true, true, true]);
    expect(([3, 4] as const).map((p) => isImperial(s, p))).toEqual([false, false]);
    expect(isEnemy(s, 1, 2)).toBe(false);
    expect(isEnemy(s, 1, 3)).toBe(true);
    expect(isEnemy(s, 3, 4)).toBe(false);
  });

  it('5.3.15 "auf einem separaten Tisch": each formation belongs to its player\u2019s table, nothing recorded', () => {
    const s = five();
    expect(s.plant?.commands).toEqual({});
    expect(['first', 'second', 'third', 'boyz', 'boyz5'].map((f) => commandOf(s, f))).toEqual([
      1, 2, 3, 2, 3,
    ]);
  });

  it('5.3.15 Aufstellung: player 2 sets up on table 2 only, player 3 on table 3 only', () => {
    const s = { ...five(), phase: 'setup' as const };
    const unit = (id: string) => s.units[id]!;
    expect(plantDeployRefusal(s, unit('second-u1'), { x: 100, y: 80 }, 0)).toBeNull();
    expect(plantDeployRefusal(s, unit('second-u1'), { x: 300, y: 80 }, 0)?.code).toBe(
      'plant/own-table',
    );
    expect(plantDeployRefusal(s, unit('third-u1'), { x: 100, y: 80 }, 0)?.code).toBe(
      'plant/own-table',
    );
  });

  it('5.3.15 "vom imperialen Spieler auf Tisch Eins aufgestellt": the control centre is set up by player 1, whose force holds the plant', () => {
    const s = { ...five(), phase: 'setup' as const };
    const at = { x: 180, y: 180 };
    expect(refusalOf(s, { type: 'plant.centre', side: 1, position: at })?.code).toBe(
      'plant/imperials-set-up',
    );
    expect(refusalOf(s, { type: 'plant.centre', side: 0, position: at })).toBeNull();
  });

  it('5.3.15 "dürfen die Tische … nicht verlassen": player 2\u2019s unit moving onto table 1 is destroyed; player 1\u2019s may go onto table 2', () => {
    const acting = go(five(1), declare(1, 'second', 'advance'), 6).state;
    const moved = go(acting, {
      type: 'move.unit',
      side: 1,
      unitId: 'second-u1',
      path: [{ x: 150, y: 126 }],
    });
    expect(
      eventsOf(moved.events, 'move/unit-destroyed').map((e) => ('reason' in e ? e.reason : '')),
    ).toEqual(['left-its-table']);
    const s = five();
    const first = { ...s.units['first-u1']!, position: { x: 200, y: 110 } };
    expect(offItsTable(s, first)).toBe(false);
  });

  it('5.3.15: Ork player 4\u2019s formation from above moves on table 2 and table 1, never table 3; its aircraft never fly a mission over table 3', () => {
    const acting = go(five(3), declare(3, 'drop', 'advance'), 6).state;
    const refused = refusalOf(acting, {
      type: 'move.unit',
      side: 3,
      unitId: 'drop-u1',
      path: [{ x: 186, y: 60 }],
    });
    expect([refused?.code, refused?.section]).toEqual(['plant/other-ork-table', 'seed 001 5.3.15']);
    expect(
      refusalOf(acting, {
        type: 'move.unit',
        side: 3,
        unitId: 'drop-u1',
        path: [{ x: 172, y: 72 }],
      }),
    ).toBeNull();
    const s = five();
    const boyz = s.formations['boyz']!;
    expect(plantMissionRefusal(s, boyz, { x: 100, y: 60 })).toBeNull();
    expect(plantMissionRefusal(s, boyz, { x: 180, y: 200 })).toBeNull();
    expect(plantMissionRefusal(s, boyz, { x: 250, y: 60 })?.code).toBe('plant/other-ork-table');
    // Player 3's Imperial aircraft over table 3 only.
    const third = s.formations['third']!;
    expect(plantMissionRefusal(s, third, { x: 250, y: 60 })).toBeNull();
    expect(plantMissionRefusal(s, third, { x: 180, y: 200 })?.code).toBe(
      'plant/mission-off-own-table',
    );
  });
});

describe('5.3.15 the five-player game: who rolls, who chooses, who wins', () => {
  const strategy = (s: GameState): GameState => ({
    ...s,
    phase: 'strategy',
    turnState: { ...s.turnState, strategyTotals: null, strategyWinner: null, activeSide: null },
  });

  it('5.3.15 Schneestürme "muss der Imperiale Spieler … einen W6 werfen": player 1 rolls; on a 4 the Ork team (player 4) chooses, on a 5 the Imperial team (player 1)', () => {
    const s = strategy(five());
    expect(blizzardDecision(s)).toEqual({ side: 0, step: 'roll' });
    expect(refusalOf(s, { type: 'plant.blizzard', side: 1 })?.code).toBe('plant/not-your-blizzard');
    const four = go(s, { type: 'plant.blizzard', side: 0 }, 4).state;
    expect(blizzardDecision(four)).toEqual({ side: 3, step: 'choose' });
    expect(refusalOf(four, { type: 'plant.blizzard', side: 4, table: 1 })?.code).toBe(
      'plant/not-your-blizzard',
    );
    expect(
      go(four, { type: 'plant.blizzard', side: 3, table: 1 }).state.plant?.blizzard?.tables,
    ).toEqual([1]);
    const fiveRoll = go(s, { type: 'plant.blizzard', side: 0 }, 5).state;
    expect(blizzardDecision(fiveRoll)).toEqual({ side: 0, step: 'choose' });
  });

  it('5.3.15 Siegbedingungen: the Ork team\u2019s win is recorded under player 4, the Imperials\u2019 under player 1', () => {
    const s = five();
    expect(plantResult({ ...s, turn: 12 })?.winner).toBe(0);
    const razed: GameState = {
      ...s,
      plant: { commands: {}, centre: { entrance: { x: 180, y: 180 }, hits: 6, inside: [] } },
      units: {
        ...s.units,
        'works-u1': { ...s.units['works-u1']!, status: 'destroyed', position: null },
        'works-u2': { ...s.units['works-u2']!, status: 'destroyed', position: null },
      },
    };
    expect(plantResult(razed)?.winner).toBe(3);
  });
});
