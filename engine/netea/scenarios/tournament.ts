import { ok, type Result } from '../../kernel/result';
import type { GameSettings } from '../state/settings';
import type { GameSetup } from '../state/setup';
import type { TableSize } from '../../kernel/geometry';
import type { GameState } from '../state/schema';
import { DEFAULT_TOURNAMENT_TABLE, EDGE_DEPTH } from '../rules/6.1-tournament/table';
import type { TournamentWarmUp } from '../rules/6.1-tournament/state';
import { createScenarioSetup } from './createSetup';
import type { ScenarioInput } from './schema';
import { fieldableForce, type TournamentForce } from './tournamentArmies';
import { generateTerrain } from './tournamentTerrain';

/**
 * A tournament game (6.1) between two forces of bundled formations: the table (default
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

function pt(x: number, y: number) {
  return { x, y };
}

/**
 * A random tournament game for sweeps and benchmarks (6.1): two seeded forces of fieldable
 * bundled formations to `points` (engine/netea/scenarios/tournamentArmies.ts) on a 120×180cm
 * table with generated terrain.
 */
export function randomTournamentSetup(seed: number, points = 3000): Result<GameSetup> {
  const table = DEFAULT_TOURNAMENT_TABLE;
  return createTournamentSetup({
    seed,
    pointsTotal: points,
    table,
    terrain: generateTerrain({ seed: `terrain-${seed}`, table }),
    forces: [
      fieldableForce('Player 1', 5, points, `army-a-${seed}`),
      fieldableForce('Player 2', 5, points, `army-b-${seed}`),
    ],
  });
}
