import { z } from 'zod';
import type { Side } from '../commands/primitives';
import { perSide } from './perSide';
import { teamsProblems, teamsSchema } from './teams';
import { createRngState } from '../../kernel/dice/rng';
import { unitDatasheetSchema } from '../data/schema/unit';
import { err, ok, type Result } from '../../kernel/result';
import {
  deploymentZoneSchema,
  GAME_STATE_VERSION,
  objectivePlacementSchema,
  objectiveSchema,
  tableSizeSchema,
  terrainFeatureSchema,
  type FormationState,
  type GameState,
  type UnitState,
} from './schema';
import { DEFAULT_SETTINGS, gameSettingsSchema } from './settings';
import { formatIssues } from '../../kernel/issues';
import { specialRuleSchema } from './specialRules';
import { victoryConditionSchema } from './victory';
import { initialTournamentState, tournamentSetupSchema } from '../rules/6.1-tournament/state';

/**
 * A game's set-up: everything needed to start it. A game is its set-up, its seed and its command
 * log (DESIGN: Determinism), so `createGame(setup)` followed by the log reproduces it exactly.
 */
const id = z.string().min(1).max(200);

export const setupFormationSchema = z.strictObject({
  id,
  name: z.string().max(200),
  initiative: z.number().int().min(1).max(6),
  /** 3.4.1: ids of `formationZones` the formation may set up in instead of its side's zone. */
  zones: z.array(id).min(1).max(10).optional(),
  units: z
    .array(z.strictObject({ id, datasheetId: id }))
    .min(1)
    .max(1000),
});

export const setupPlayerSchema = z.strictObject({
  name: z.string().max(200),
  strategyRating: z.number().int().min(0).max(10),
  specialRules: z.array(specialRuleSchema).default([]),
  formations: z.array(setupFormationSchema).max(500),
});

export const gameSetupSchema = z.strictObject({
  scenarioId: id,
  seed: z.union([z.number().int().min(0).max(Number.MAX_SAFE_INTEGER), z.string().max(200)]),
  table: tableSizeSchema,
  settings: gameSettingsSchema.partial().optional(),
  players: perSide(setupPlayerSchema),
  datasheets: z.record(id, unitDatasheetSchema),
  terrain: z.array(terrainFeatureSchema).max(2000),
  objectives: z.array(objectiveSchema).max(100),
  deploymentZones: z.array(deploymentZoneSchema).max(10),
  objectivePlacement: objectivePlacementSchema.optional(),
  /** 3.4.1: areas where particular formations set up (see `zones` of a formation). */
  formationZones: z.array(deploymentZoneSchema).max(20).optional(),
  /** 3.4.1: the scenario gives each side its table edge (deployment zone 0 to the first player,
   * 1 to the second): no roll for the choice of edge (1.15.1). */
  sidesFixed: z.boolean().optional(),
  victory: victoryConditionSchema,
  /** 6.1: a tournament game (its points and formations' values); absent otherwise. */
  tournament: tournamentSetupSchema.optional(),
  /** Seed 001 5.3.11.2-3: the players' two teams in a team game; absent otherwise. */
  teams: teamsSchema.optional(),
});

export type GameSetup = z.input<typeof gameSetupSchema>;

/** Parse, then validate: unchecked data in, a started game or every problem found out. */
export function createGame(input: unknown): Result<GameState> {
  const parsed = gameSetupSchema.safeParse(input);
  if (!parsed.success) return err(formatIssues('set-up', parsed.error.issues));
  const setup = parsed.data;

  const problems: string[] = [];
  // Seed 001 5.3.11: the roll for table edges (1.15.1) is between two players; a game of more
  // gives each player its own deployment zone.
  if (setup.players.length > 2 && !setup.sidesFixed)
    problems.push(
      `set-up: a game of ${setup.players.length} players needs a deployment zone fixed for each (sidesFixed)`,
    );
  for (const p of teamsProblems(setup.teams, setup.players.length))
    problems.push(`set-up: ${p.message}`);
  if (setup.sidesFixed && setup.deploymentZones.length < setup.players.length)
    problems.push(
      `set-up: ${setup.players.length} players need ${setup.players.length} deployment zones; the set-up has ${setup.deploymentZones.length}`,
    );
  const formations: Record<string, FormationState> = {};
  const units: Record<string, UnitState> = {};
  setup.players.forEach((player, side) => {
    for (const f of player.formations) {
      if (formations[f.id]) problems.push(`set-up: formation id "${f.id}" is used twice`);
      formations[f.id] = {
        id: f.id,
        side: side as Side,
        name: f.name,
        initiative: f.initiative,
        unitIds: f.units.map((u) => u.id),
        blastMarkers: 0,
        broken: false,
        activated: false,
        overwatch: false,
        action: null,
        ...(f.zones ? { zones: f.zones } : {}),
      };
      for (const zone of f.zones ?? [])
        if (!setup.formationZones?.some((z) => z.id === zone))
          problems.push(
            `set-up: formation "${f.id}" names deployment area "${zone}", which the set-up does not include`,
          );
      for (const u of f.units) {
        if (units[u.id]) problems.push(`set-up: unit id "${u.id}" is used twice`);
        if (!setup.datasheets[u.datasheetId]) {
          problems.push(
            `set-up: unit "${u.id}" of formation "${f.id}" names datasheet "${u.datasheetId}", which the set-up does not include`,
          );
        }
        units[u.id] = {
          id: u.id,
          datasheetId: u.datasheetId,
          formationId: f.id,
          side: side as Side,
          status: 'reserve',
          position: null,
          facing: side === 0 ? 270 : 90,
          transportedBy: null,
          damage: 0,
        };
      }
    }
  });
  const ids = new Set<string>();
  for (const t of setup.terrain) {
    if (ids.has(t.id)) problems.push(`set-up: terrain id "${t.id}" is used twice`);
    ids.add(t.id);
  }
  if (problems.length > 0) return err(problems);

  return ok({
    version: GAME_STATE_VERSION,
    scenarioId: setup.scenarioId,
    table: setup.table,
    settings: { ...DEFAULT_SETTINGS, ...setup.settings },
    players: setup.players.map((p) => ({
      name: p.name,
      strategyRating: p.strategyRating,
      specialRules: p.specialRules,
    })),
    datasheets: setup.datasheets,
    formations,
    units,
    terrain: setup.terrain,
    objectives: setup.objectives,
    deploymentZones: setup.deploymentZones,
    ...(setup.formationZones ? { formationZones: setup.formationZones } : {}),
    turn: 0,
    phase: 'setup',
    setup: {
      edgeChooser: setup.sidesFixed ? 0 : null,
      zones: setup.players.map((_, side) => (setup.sidesFixed ? side : null)),
      finished: setup.players.map(() => false),
      objectivesToPlace: setup.players.map(() => setup.objectivePlacement?.perPlayer ?? 0),
      objectiveSpacing: setup.objectivePlacement?.spacing ?? 0,
    },
    turnState: {
      strategyTotals: null,
      strategyWinner: null,
      lastStrategyWinner: null,
      firstSide: null,
      activeSide: null,
      activation: null,
      attack: null,
      withdrawal: null,
      assault: null,
      overwatchWindow: null,
      lastActivation: null,
      rallied: [],
    },
    victory: setup.victory,
    ...(setup.tournament ? { tournament: initialTournamentState(setup.tournament) } : {}),
    ...(setup.teams ? { teams: setup.teams } : {}),
    objectiveHistory: [],
    result: null,
    rng: createRngState(setup.seed),
    log: [],
  });
}
