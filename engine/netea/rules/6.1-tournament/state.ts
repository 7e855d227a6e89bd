import { z } from 'zod';
import { twoSidesSchema } from '../../commands/primitives';

/**
 * The tournament game's own state (6.1): the agreed points, the table edges, who placed which
 * objective, the order of the set-up steps and the reserves. It lives under `GameState.tournament`
 * and is absent from every other game, so older saves load unchanged.
 */
const id = z.string().min(1).max(200);

/** 6.1.2: a long edge, or a corner ("half way up each long and short edge"). The table's
 * long side runs along x, so north and south are the long edges. */
export const TOURNAMENT_EDGES = [
  'north',
  'south',
  'north-west',
  'north-east',
  'south-west',
  'south-east',
] as const;
export const tournamentEdgeSchema = z.enum(TOURNAMENT_EDGES);
export type TournamentEdge = z.infer<typeof tournamentEdgeSchema>;

/** 6.1.6 FAQ: the means by which a reserve formation enters play, declared with the reserve:
 * teleport (2.1.17), its own aircraft actions (4.2), aboard a transport aircraft (4.2.5),
 * planetfall from its side's spacecraft or by itself (4.4, 2.1.21), or tunnelling (2.1.23). New
 * means go at the end, so older saves still parse. */
export const RESERVE_MEANS = [
  'teleportation',
  'aircraft',
  'transport-aircraft',
  'planetfall',
  'tunnelling',
  // The Necron lists' Portal (the 6.1.6 FAQ's example).
  'portal',
] as const;
export const reserveMeansSchema = z.enum(RESERVE_MEANS);
export type ReserveMeans = z.infer<typeof reserveMeansSchema>;
/** The reserve means through a portal (named here once: the ability is named alike). */
export const BY_PORTAL: ReserveMeans = 'portal';

/** The set-up steps in their order (6.1.2, 6.1.4, 6.1.5, 6.1.6 and its first FAQ answer). */
export const TOURNAMENT_STEPS = [
  'edge',
  'objectives',
  'garrisons',
  'reserves',
  'deploy',
  'battle',
] as const;
export type TournamentStep = (typeof TOURNAMENT_STEPS)[number];

export const tournamentObjectiveSchema = z.strictObject({
  objectiveId: id,
  placedBy: twoSidesSchema,
  /** The side whose half of the table it stands in (6.1.4: the first on the placer's own
   * edge, the others in the opponent's half). */
  half: twoSidesSchema,
  /** 6.1.4, 6.1.7 Blitzkrieg: the first objective a player sets up, on his own table edge. */
  onEdge: z.boolean(),
});
export type TournamentObjective = z.infer<typeof tournamentObjectiveSchema>;

/**
 * The warm-up questions the tournament game raises (6.1.3 and its FAQ), with the author's
 * defaults. Where capturing and contesting an objective is measured from (6.1.4 FAQ): the
 * marker's point (the author's: its centre, or for a marker on the table edge the middle of
 * where it touches the edge, which is where its point stands), or the rim of a marker
 * `objectiveMarkerDiameter` across. Kept with the tournament game until the start screen offers
 * it beside the other warm-up settings (engine/netea/state/settings.ts).
 */
export const tournamentWarmUpSchema = z.strictObject({
  objectiveMeasuredFrom: z.enum(['point', 'marker-rim']),
  objectiveMarkerDiameter: z.number().min(0).max(100),
});
export type TournamentWarmUp = z.infer<typeof tournamentWarmUpSchema>;
export const DEFAULT_TOURNAMENT_WARM_UP: TournamentWarmUp = {
  objectiveMeasuredFrom: 'point',
  objectiveMarkerDiameter: 0,
};

export const tournamentStateSchema = z.strictObject({
  /** 6.1.1: the agreed points total. */
  pointsTotal: z.number().int().min(0).max(100_000),
  /** 6.1.7: each formation's full points value (Break Their Spirit, the tiebreak). */
  formationPoints: z.record(id, z.number().int().min(0).max(100_000)),
  step: z.enum(TOURNAMENT_STEPS),
  /** 6.1.2, 6.1.4: winners of the dice when the strategy ratings are equal (null: not rolled). */
  edgeRoll: twoSidesSchema.nullable(),
  objectiveRoll: twoSidesSchema.nullable(),
  edges: z.tuple([tournamentEdgeSchema.nullable(), tournamentEdgeSchema.nullable()]),
  objectives: z.array(tournamentObjectiveSchema).max(6),
  /** The side whose turn it is in the alternating steps (objectives, garrisons, deployment). */
  next: twoSidesSchema,
  /** Garrisons step: a side has set up every garrison it wants. */
  done: z.tuple([z.boolean(), z.boolean()]),
  /** 6.1.5: formations set up as garrisons. */
  garrisons: z.array(id),
  /** 6.1.6: formations kept in reserve and how each enters play. */
  reserves: z.record(id, reserveMeansSchema),
  reservesDeclared: z.tuple([z.boolean(), z.boolean()]),
  /** The portals used this turn (each once per turn, 6.1.6 Portal); absent until one is. */
  portalsUsed: z
    .strictObject({ turn: z.number().int().min(0).max(100), unitIds: z.array(id).max(100) })
    .optional(),
  /** 6.1.7: no side won at the end of turn 4 or later; both players roll a D6 to carry on. */
  rollOn: z.boolean(),
  /** 6.1.7: the goals each side achieved at the last check (for the view and the log). */
  goals: z.tuple([z.array(z.string().max(50)), z.array(z.string().max(50))]),
  warmUp: tournamentWarmUpSchema,
  terrainSetUpBy: twoSidesSchema.optional(),
});
export type TournamentState = z.infer<typeof tournamentStateSchema>;

/** What a tournament game's set-up brings (state/setup.ts copies it into the state). */
export const tournamentSetupSchema = z.strictObject({
  pointsTotal: z.number().int().min(0).max(100_000),
  formationPoints: z.record(id, z.number().int().min(0).max(100_000)),
  warmUp: tournamentWarmUpSchema.partial().optional(),
  /** 6.1.2: the player who set up the terrain, if one did (his opponent then chooses where to
   * deploy); absent when it was a joint effort, an organiser's or generated. */
  terrainSetUpBy: twoSidesSchema.optional(),
});
export type TournamentSetup = z.infer<typeof tournamentSetupSchema>;

export function initialTournamentState(setup: TournamentSetup): TournamentState {
  return {
    pointsTotal: setup.pointsTotal,
    formationPoints: setup.formationPoints,
    step: 'edge',
    edgeRoll: null,
    objectiveRoll: null,
    edges: [null, null],
    objectives: [],
    next: 0,
    done: [false, false],
    garrisons: [],
    reserves: {},
    reservesDeclared: [false, false],
    rollOn: false,
    goals: [[], []],
    warmUp: { ...DEFAULT_TOURNAMENT_WARM_UP, ...setup.warmUp },
    ...(setup.terrainSetUpBy === undefined ? {} : { terrainSetUpBy: setup.terrainSetUpBy }),
  };
}
