import { err, ok, type Result } from '../../kernel/result';
import { formatIssues } from '../../kernel/issues';
import type { FieldedArmy } from '../armies/field';
import { getDatasheet, getFormation, type UnitDatasheet } from '../data';
import type { GameSettings } from '../state/settings';
import { gameSetupSchema, type GameSetup } from '../state/setup';
import type { TableSize } from '../../kernel/geometry';
import type { GameState } from '../state/schema';
import { DEFAULT_TOURNAMENT_TABLE, EDGE_DEPTH } from '../rules/6.1-tournament/table';
import type { TournamentWarmUp } from '../rules/6.1-tournament/state';
import { createScenarioSetup } from './createSetup';
import type { ScenarioInput } from './schema';
import { randomListForces, type TournamentForce } from './tournamentArmies';
import { generateTerrain } from './tournamentTerrain';

/**
 * A tournament game (6.1) between two forces, of bundled formations or of army-list rosters
 * fielded by engine/netea/armies/field: the table (default
 * 120×180cm, 6.1.2), its terrain, the agreed points and each formation's points value (for
 * 6.1.7). The objectives, edges and deployment are the players' decisions in the game itself.
 */
export type { TournamentForce } from './tournamentArmies';

export interface TournamentOptions {
  readonly seed: number | string;
  readonly pointsTotal: number;
  readonly forces: readonly [TournamentForce, TournamentForce];
  readonly table?: TableSize;
  readonly terrain?: GameState['terrain'];
  readonly settings?: Partial<GameSettings>;
  readonly warmUp?: Partial<TournamentWarmUp>;
  /** 6.1.2: the player who set up the terrain, if one did. */
  readonly terrainSetUpBy?: 0 | 1;
}

export const TOURNAMENT_SCENARIO_ID = 'tournament';
/** 6.1.7 decides the game; the dice may carry it past turn 4 for as long as they tie. */
const TURN_CAP = 50;

export function createTournamentSetup(options: TournamentOptions): Result<GameSetup> {
  const table = options.table ?? DEFAULT_TOURNAMENT_TABLE;
  const { width: w, height: h } = table;
  const scenario: ScenarioInput = {
    id: TOURNAMENT_SCENARIO_ID,
    name: 'Tournament game',
    section: '6.1',
    summary: 'Two armies picked to an agreed points total fight for six objectives and five goals.',
    table,
    terrain: [...(options.terrain ?? [])],
    objectives: [],
    // The long edges' zones, for views that draw zones; the set-up uses the chosen edges (6.1.6).
    deploymentZones: [
      {
        id: 'north',
        label: 'the north edge',
        polygon: [pt(0, 0), pt(w, 0), pt(w, EDGE_DEPTH), pt(0, EDGE_DEPTH)],
      },
      {
        id: 'south',
        label: 'the south edge',
        polygon: [pt(0, h - EDGE_DEPTH), pt(w, h - EDGE_DEPTH), pt(w, h), pt(0, h)],
      },
    ],
    forces: [force(options.forces[0]), force(options.forces[1])],
    victory: {
      kind: 'tournament',
      objectives: 2,
      holdTurns: 0,
      captureRange: 15,
      maxTurns: TURN_CAP,
    },
    terrainNote: 'Generated or agreed terrain (6.1.2).',
  };
  if (options.forces.some((f) => f.army)) return fieldedSetup(options, scenario);
  const setup = createScenarioSetup(scenario, {
    seed: options.seed,
    ...(options.settings ? { settings: options.settings } : {}),
  });
  if (!setup.ok) return setup;
  // Formation ids follow createScenarioSetup: `<a|b>-<template>-<n>`.
  const formationPoints: Record<string, number> = {};
  options.forces.forEach((f, side) => {
    const seen = new Map<string, number>();
    for (const entry of f.formations)
      for (let i = 0; i < (entry.count ?? 1); i++) {
        const n = (seen.get(entry.formation) ?? 0) + 1;
        seen.set(entry.formation, n);
        formationPoints[`${side === 0 ? 'a' : 'b'}-${entry.formation}-${n}`] = entry.points;
      }
  });
  return ok({
    ...setup.value,
    tournament: {
      pointsTotal: options.pointsTotal,
      formationPoints,
      ...(options.warmUp ? { warmUp: options.warmUp } : {}),
      ...(options.terrainSetUpBy === undefined ? {} : { terrainSetUpBy: options.terrainSetUpBy }),
    },
  });
}

function force(f: TournamentForce): ScenarioInput['forces'][number] {
  const counts = new Map<string, number>();
  for (const e of f.formations)
    counts.set(e.formation, (counts.get(e.formation) ?? 0) + (e.count ?? 1));
  return {
    name: f.name,
    strategyRating: f.strategyRating,
    specialRules: [],
    formations: [...counts].map(([formation, count]) => ({ formation, count })),
  };
}

/**
 * The set-up when a force is an army-list roster: each side's formations expanded into units with
 * the same stable ids as createScenarioSetup (`a-<formation>-<n>-u<k>`), the fielded datasheets
 * copied in, every formation valued at its roster points (6.1.7).
 */
function fieldedSetup(options: TournamentOptions, scenario: ScenarioInput): Result<GameSetup> {
  const datasheets: Record<string, UnitDatasheet> = {};
  const formationPoints: Record<string, number> = {};
  const problems: string[] = [];
  const players = options.forces.map((f, side) => {
    const prefix = side === 0 ? 'a' : 'b';
    const army = f.army ?? bundledArmy(f, problems);
    Object.assign(datasheets, army.datasheets);
    const seen = new Map<string, number>();
    const formations = army.formations.map((formation) => {
      const n = (seen.get(formation.key) ?? 0) + 1;
      seen.set(formation.key, n);
      const id = `${prefix}-${formation.key}-${n}`;
      formationPoints[id] = formation.points;
      let u = 0;
      return {
        id,
        name: `${formation.name} ${n}`,
        initiative: formation.initiative,
        units: formation.units.flatMap((slot) =>
          Array.from({ length: slot.count }, () => ({
            id: `${id}-u${++u}`,
            datasheetId: slot.datasheetId,
          })),
        ),
      };
    });
    return {
      name: f.name,
      strategyRating: f.army?.strategyRating ?? f.strategyRating,
      specialRules: [...(f.army?.specialRules ?? [])],
      formations,
    };
  });
  if (problems.length > 0) return err(problems);
  const setup: GameSetup = {
    scenarioId: scenario.id,
    seed: options.seed,
    table: scenario.table,
    ...(options.settings ? { settings: options.settings } : {}),
    players: [players[0]!, players[1]!],
    datasheets,
    terrain: scenario.terrain,
    objectives: [],
    deploymentZones: scenario.deploymentZones,
    victory: scenario.victory,
    tournament: {
      pointsTotal: options.pointsTotal,
      formationPoints,
      ...(options.warmUp ? { warmUp: options.warmUp } : {}),
      ...(options.terrainSetUpBy === undefined ? {} : { terrainSetUpBy: options.terrainSetUpBy }),
    },
  };
  const parsed = gameSetupSchema.safeParse(setup);
  return parsed.success ? ok(setup) : err(formatIssues('tournament set-up', parsed.error.issues));
}

/** A force of bundled formations in the fielded shape, for a game against an army-list roster. */
function bundledArmy(
  f: TournamentForce,
  problems: string[],
): Pick<FieldedArmy, 'formations' | 'datasheets'> {
  const datasheets: Record<string, UnitDatasheet> = {};
  const formations = f.formations.flatMap((entry) => {
    const template = getFormation(entry.formation);
    if (!template) {
      problems.push(`${f.name}: there is no bundled formation "${entry.formation}".`);
      return [];
    }
    const units = template.units.map((slot) => {
      const sheet = getDatasheet(slot.datasheet);
      if (sheet) datasheets[sheet.id] = sheet;
      return { datasheetId: slot.datasheet, count: slot.count };
    });
    return Array.from({ length: entry.count ?? 1 }, () => ({
      key: template.id,
      name: template.name,
      initiative: template.initiative,
      points: entry.points,
      units,
    }));
  });
  return { formations, datasheets };
}

function pt(x: number, y: number) {
  return { x, y };
}

/**
 * A random tournament game for sweeps and benchmarks (6.1): two seeded random rosters of any two
 * bundled army lists, fielded, to `points` (engine/netea/scenarios/tournamentArmies.ts; the
 * bundled Space Marine formations stand in for a list that cannot field a roster) on a 120×180cm
 * table (or another: 6.1.2 designs for 90–150 by 150–240cm, and allows larger) with generated
 * terrain.
 */
export function randomTournamentSetup(
  seed: number,
  points = 3000,
  table: TableSize = DEFAULT_TOURNAMENT_TABLE,
): Result<GameSetup> {
  return createTournamentSetup({
    seed,
    pointsTotal: points,
    table,
    terrain: generateTerrain({ seed: `terrain-${seed}`, table }),
    forces: randomListForces(points, seed),
  });
}
