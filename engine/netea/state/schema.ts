import { z } from 'zod';
import {
  commandSchema,
  declareActionCommandSchema,
  pointSchema,
  sideSchema,
} from '../commands/schema';
import { DECLARABLE_ACTIONS } from '../commands/primitives';
import { unitDatasheetSchema } from '../data/schema/unit';
import { amountSchema } from '../data/schema/dice';
import { TERRAIN_TYPES } from '../../kernel/geometry/types';
import { assaultStateSchema } from './assault';
import { gameSettingsSchema } from './settings';
import { specialRuleSchema } from './specialRules';
import { victoryConditionSchema } from './victory';
import { tournamentStateSchema } from '../rules/6.1-tournament/state';
import { plotSchema } from '../rules/2-specialists/plotState';
import { spacecraftStateSchema } from '../rules/4.3-4.4-spacecraft/spacecraftState';
import { aircraftStateSchema } from '../rules/4.1-4.2-aircraft/state';
import { MAX_SIDES, perSide } from './perSide';
import { checkTeams, teamSchema, teamsSchema } from './teams';
import { plantStateSchema } from '../rules/5.3-scenarios/plantState';

/**
 * The game state: plain, JSON-serialisable data (DESIGN: Principles). Everything a rule needs is
 * here, including the datasheets of the units in play, so that a save replays the same game even
 * after the bundled army data changes. Types are inferred from the schemas, so there is one
 * definition of the shape; the schemas also check states that come from outside (saves).
 */
export const GAME_STATE_VERSION = 1;

const id = z.string().min(1).max(200);
const u32 = z.number().int().min(0).max(0xffffffff);

export const rngStateSchema = z.tuple([u32, u32, u32, u32]).readonly();

export const tableSizeSchema = z.strictObject({
  width: z.number().positive().max(10_000),
  height: z.number().positive().max(10_000),
});

export const terrainFeatureSchema = z.strictObject({
  id,
  type: z.enum(TERRAIN_TYPES),
  polygon: z.array(pointSchema).min(3).max(1000),
  height: z.number().int().min(0).max(10),
  /** Seed 001 5.3.9: "Du kannst auch alle Geländemerkmale benennen" (Koth Ridge, the bridges
   * over the Sulphur River): the feature's name on a scenario's map, shown on the table; absent
   * on unnamed terrain, so earlier games and saves are unchanged. */
  name: z.string().min(1).max(100).optional(),
});

/** Where a unit is in the game's life. Embarked units travel with their transport (1.7.5). */
export const unitStatusSchema = z.enum(['reserve', 'deployed', 'embarked', 'destroyed']);

export const unitStateSchema = z.strictObject({
  id,
  datasheetId: id,
  formationId: id,
  side: sideSchema,
  status: unitStatusSchema,
  /** Centre of the base in table centimetres; null while the unit is not on the table. */
  position: pointSchema.nullable(),
  /** Degrees, 0 along +x, clockwise on screen (engine/kernel/geometry/types.ts). */
  facing: z.number(),
  transportedBy: id.nullable(),
  /** Damage points taken (war engines, 3.2.2); 0 for other units. */
  damage: z.number().int().min(0),
  /** 2.1.1: characters added to this unit (their former ids and own datasheets); the unit's
   * datasheet is then its own joined with theirs. Absent for units without one. */
  characters: z
    .array(z.strictObject({ id, datasheetId: id }))
    .max(10)
    .optional(),
  /** 2.1.13: a skimmer popped up for its action (or while on overwatch); absent when down. */
  poppedUp: z.literal(true).optional(),
  /** 3.2.3: fires burning on a war engine from critical hits (a datasheet's "fire" effect),
   * rolled for in each end phase; absent when none ever burned, so older saves load unchanged. */
  fires: z.number().int().min(0).max(100).optional(),
  /** 3.2.3: reactor breaches from critical hits (a datasheet's "reactor" effect), each rolled
   * for in the end phase; absent means none. */
  reactorBreaches: z.number().int().min(0).max(100).optional(),
  /** Void shields or power fields (seed 001 5.5.4) still up on a war engine; absent while all its
   * void shields are up, or before its power fields were first rolled for. */
  shields: z.number().int().min(0).max(100).optional(),
});

/** 1.6.1: the actions a formation may declare (hold is what a failed action test leaves). */
export const ACTIONS = [...DECLARABLE_ACTIONS, 'hold'] as const;
export const actionSchema = z.enum(ACTIONS);
export type Action = z.infer<typeof actionSchema>;

export const formationStateSchema = z.strictObject({
  id,
  side: sideSchema,
  name: z.string().max(200),
  /** 1.2.2: the score the formation's action tests need (1 for "1+"). */
  initiative: z.number().int().min(1).max(6),
  unitIds: z.array(id).max(1000),
  /** 1.3: Blast markers on the formation. */
  blastMarkers: z.number().int().min(0),
  broken: z.boolean(),
  /** 1.6: the formation has taken its action this turn. */
  activated: z.boolean(),
  /** 1.10: the formation is on overwatch. */
  overwatch: z.boolean(),
  /** The action carried out this turn (1.6.1), if any: hold after a failed action test. */
  action: actionSchema.nullable(),
  /** 3.4.1: the scenario's areas (ids in `formationZones`) this formation may set up in, instead
   * of its side's deployment zone; absent in every other scenario. */
  zones: z.array(id).max(10).optional(),
});

export const objectiveSchema = z.strictObject({
  id,
  position: pointSchema,
  label: z.string().max(200),
});

/** Objectives each player sets up during set-up, at least `spacing` cm from any other. */
export const objectivePlacementSchema = z.strictObject({
  perPlayer: z.number().int().min(1).max(5),
  spacing: z.number().min(0).max(500),
});

export const deploymentZoneSchema = z.strictObject({
  id,
  label: z.string().max(200),
  polygon: z.array(pointSchema).min(3).max(1000),
  /** 3.4.1 ("One formation is deployed … in or touching the ruined buildings"): at most this many
   * formations set up in the area; absent: any number. */
  maxFormations: z.number().int().min(1).max(50).optional(),
});

export const playerStateSchema = z.strictObject({
  name: z.string().max(200),
  /** 1.5: the army's strategy rating. */
  strategyRating: z.number().int().min(0).max(10),
  /** Army-wide special rules of this player's force (They Shall Know No Fear). */
  specialRules: z.array(specialRuleSchema),
});

export const phaseSchema = z.enum(['setup', 'strategy', 'action', 'end', 'game-over']);

/** Set-up progress: who won the roll for the table edge (1.15.1), zones, finished players. */
export const setupStateSchema = z.strictObject({
  edgeChooser: sideSchema.nullable(),
  /** Index into `deploymentZones` for each side, once chosen. */
  zones: perSide(z.number().int().min(0).nullable()),
  finished: perSide(z.boolean()),
  /** Objectives each side has still to set up (1.15.5), and how far from any other. */
  objectivesToPlace: perSide(z.number().int().min(0)),
  objectiveSpacing: z.number().min(0),
});

/** The formation carrying out its action now (1.6): what was declared, what it may do. */
export const activationSchema = z.strictObject({
  formationId: id,
  /** The action declared before the action test. */
  declared: actionSchema,
  /** The action carried out: the declared one, or hold after a failed test (1.6.2). */
  action: actionSchema,
  passed: z.boolean(),
  /** 1.6.3: this activation retains the initiative. */
  retained: z.boolean(),
  /** Moves the action allows and moves completed (1.7.1). */
  movesAllowed: z.number().int().min(0).max(3),
  movesTaken: z.number().int().min(0).max(3),
  /** Units that have moved in the move under way. */
  movedThisMove: z.array(id),
  /** 1.7.5: units picked up by transports, with the move (0-based) they were picked up in. */
  pickedUp: z.array(z.strictObject({ unitId: id, move: z.number().int().min(0).max(3) })),
  /** 1.8.4: a road march (all units on a road, automatic pass, stay on the road). */
  roadMarch: z.boolean(),
  /** Whether the formation has shot (or given up its shooting) this action. */
  shot: z.boolean(),
  /** 2.1.2: formations a commander ordered to follow this engage action (a combined assault);
   * absent for an action taken alone. */
  followers: z.array(id).max(2).optional(),
  /** Seed 001 5.3.11.3: formations of team-mates that joined this action's combined fire or
   * assault; absent for an action taken without them (and in every other game). */
  partners: z.array(id).min(1).max(6).optional(),
  /** Seed 001 5.3.11.3: in a combined fire with an advance or double action, the partner making
   * its moves now (`movesTaken` counts its moves); absent while the acting formation makes its
   * own (and in every other action). */
  mover: id.optional(),
  /** Seed 001 5.3.11.3: the partners still to make their moves after the formation moving now,
   * in the order they were named; absent when none is. */
  moversLeft: z.array(id).min(1).max(6).optional(),
  /** 3.1.3: formations that dismounted from this formation's war engines in this action: they
   * shoot or assault with it as one formation. Absent when none did (older saves too). */
  joined: z.array(id).max(20).optional(),
  /** 2.1.21: the formation has just landed by self planetfall with units aboard these
   * transports: its player decides whether they get out now (`planetfall.disembark`). Absent
   * otherwise (older saves too). */
  landedAboard: z.array(id).min(1).max(50).optional(),
  /** 6.1.6: the formation is entering play through this portal; its units stand in it until
   * they move, those still there at the end of the move are destroyed. Absent otherwise (older
   * saves too). */
  portal: z.strictObject({ unitId: id, unitIds: z.array(id).min(1).max(100) }).optional(),
});

const fireTypeSchema = z.enum(['AP', 'AT', 'MW']);

/** A shooting attack waiting for the defender to allocate its hits (1.9.6). */
/**
 * 1.13.3 / 1.14.1: broken formations withdrawing outside an assault: after the attack or test
 * that broke them (optional: `mandatory` false) or after a failed rally (mandatory).
 */
const withdrawalSchema = z.strictObject({
  side: sideSchema,
  formationIds: z.array(id).min(1),
  mandatory: z.boolean(),
  /** Which of its two moves the formation is making: overwatch may fire between them (1.10). */
  move: z.union([z.literal(1), z.literal(2)]),
  /** Withdrawal moves made so far by each unit. */
  moves: z.record(id, z.number().int().min(0).max(2)),
  /** What follows the withdrawal: the end of the action that broke the formation, the rest of
   * a marshal action, the overwatch window, or the rallies of the end phase. */
  // 'resume-charge' (2.1.2): a follower broken in a combined assault's charge has withdrawn.
  then: z.enum([
    'close-activation',
    'continue-action',
    'after-overwatch',
    'rallies',
    'resume-charge',
  ]),
});

export const attackSchema = z.strictObject({
  formationId: id,
  targetFormationId: id,
  /** Overwatch fire (1.10) carries no action modifier. */
  overwatch: z.boolean(),
  /** The shooting units (1.9.2), for measuring front to back. */
  shooters: z.array(id),
  hits: z.array(
    z.strictObject({
      type: fireTypeSchema,
      count: z.number().int().min(0),
      abilities: z.array(z.string().max(50)),
      eligible: z.array(id),
      /** 3.2.5: a titan killer's rolled damage against war engines ("D3"); absent for 1. */
      damage: amountSchema.optional(),
    }),
  ),
  /** Normal hits first, then macro-weapon hits (1.9.6). */
  stage: z.enum(['normal', 'macro']),
  /** 1.11: the attack claims a crossfire. */
  crossfire: z.boolean(),
  earlierKill: z.boolean(),
  /** 2.1.14: the attacker's choice of units for the hits it allocates (sniper), in order. */
  attackerChoice: z.array(id).optional(),
});

/** Where the turn is: strategy results and the activation under way (1.4–1.6). */
export const turnStateSchema = z.strictObject({
  /** 1.5: the strategy roll totals of this turn, per side. */
  strategyTotals: perSide(z.number().int()).nullable(),
  strategyWinner: sideSchema.nullable(),
  /** 1.5: "the side that failed to win the initiative last turn gets it" on a tie. */
  lastStrategyWinner: sideSchema.nullable(),
  /** The side that acts first in this action phase. */
  firstSide: sideSchema.nullable(),
  /** Seed 001 5.3.11.1: with more than two players, the order they act in this turn, from the
   * strategy rolls and the highest roller's choice; absent in a two-player game. */
  actingOrder: z.array(sideSchema).min(3).max(4).optional(),
  /** The side whose formation acts now, or acts next. */
  activeSide: sideSchema.nullable(),
  /** Seed 001 5.3.11.2: in hierarchical team play, the active side is a team's commander who
   * must first pick which of its players acts (team.pick); absent otherwise. */
  teamPick: z.literal(true).optional(),
  /** Seed 001 5.3.11.3: in simultaneous team play, the players of the active team who have taken
   * their action in this turn of the team; absent when none has (and in every other game). */
  teamActed: z.array(sideSchema).max(MAX_SIDES).optional(),
  /** Seed 001 5.3.11.3: a declaration with team-mates' formations as partners waits for their
   * players' answers (team.join): those who have answered, and the partners agreed so far.
   * Absent otherwise. */
  teamJoin: z
    .strictObject({
      declaration: declareActionCommandSchema,
      answered: z.array(sideSchema).max(MAX_SIDES),
      accepted: z.array(id).max(6),
    })
    .optional(),
  activation: activationSchema.nullable(),
  /** A shooting attack under way, waiting for hit allocation. */
  attack: attackSchema.nullable(),
  /** 1.13.3 / 1.14.1: broken formations withdrawing outside an assault (withdrawalSchema). */
  withdrawal: withdrawalSchema.nullable(),
  /** 1.12: the assault under way (assault.ts). */
  assault: assaultStateSchema.nullable(),
  /** 1.10: a formation has just completed a move; enemy formations on overwatch may shoot. */
  overwatchWindow: z
    .strictObject({
      formationId: id,
      /** Seed 001 5.3.11.1: with more than two players, the players who have passed this
       * window (each enemy with an overwatcher is asked in turn); absent with two. */
      passed: z
        .array(sideSchema)
        .max(MAX_SIDES - 1)
        .optional(),
      /** 1.13.3: formations that withdrew with it, whose windows follow (engine/netea/rules/1.10-overwatch/afterMove). */
      queue: z.array(id).optional(),
      /** 1.13.3: after a withdrawal outside an assault, what follows once the windows close. */
      afterWithdrawal: z
        .enum(['close-activation', 'continue-action', 'rallies', 'resume-charge'])
        .optional(),
      /** 1.10, 1.13.3: the window falls between the two withdrawal moves; the withdrawal waits
       * here and resumes with its second move once the windows close. */
      resumeWithdrawal: withdrawalSchema.optional(),
      /** The same for the loser of an assault: its second withdrawal move follows. */
      secondAssaultWithdrawal: z.literal(true).optional(),
    })
    .nullable(),
  /** The activation finished last this turn, for retaining the initiative (1.6.3). */
  lastActivation: z
    .strictObject({ side: sideSchema, formationId: id, passed: z.boolean(), retained: z.boolean() })
    .nullable(),
  /** 1.14.1: formations that have taken (or were spared) their rally test this end phase. */
  rallied: z.array(id),
  /** 2.1.15: initiative-test re-rolls each side has used this turn; absent until one is. */
  rerollsUsed: perSide(z.number().int().min(0)).optional(),
  /** 1.4.2: start-of-turn abilities being resolved in turn (absent when none are waiting, and
   * cleared by the strategy roll): who chooses the order, who resolves next, who is done. */
  startOfTurn: z
    .strictObject({
      chooser: sideSchema.nullable(),
      next: sideSchema.nullable(),
      passed: perSide(z.boolean()),
    })
    .optional(),
  /** 1.14.1, 6.1.4: broken formations that rallied in this end phase; absent until one does. */
  ralliedFromBroken: z.array(id).optional(),
});

/** 1.14.2: who held each objective at the end of each turn so far (index = turn - 1). */
export const objectiveHistorySchema = z.array(z.array(sideSchema.nullable()));

export const gameResultSchema = z.strictObject({
  winner: sideSchema.nullable(),
  /** Seed 001 5.3.11.2-3: in team play, the team that won (`winner` is its lead); absent
   * otherwise. */
  winningTeam: teamSchema.optional(),
  turn: z.number().int().min(0),
  reason: z.string().max(500),
});

/** The game state's fields; `gameStateSchema` adds the check that they agree on its players. */
export const gameStateFieldsSchema = z.strictObject({
  version: z.literal(GAME_STATE_VERSION),
  scenarioId: id,
  table: tableSizeSchema,
  settings: gameSettingsSchema,
  players: perSide(playerStateSchema),
  datasheets: z.record(id, unitDatasheetSchema),
  formations: z.record(id, formationStateSchema),
  units: z.record(id, unitStateSchema),
  terrain: z.array(terrainFeatureSchema).max(2000),
  objectives: z.array(objectiveSchema).max(100),
  deploymentZones: z.array(deploymentZoneSchema).max(10),
  /** 3.4.1: areas where particular formations set up (formations' `zones`); absent in every
   * other scenario. */
  formationZones: z.array(deploymentZoneSchema).max(20).optional(),
  turn: z.number().int().min(0),
  phase: phaseSchema,
  /** 2.2.7, 2.2.8: the turn each weapon that must reload or fires once last fired, by weapon key
   * (`unit#weapon#copy`, so each copy of a "2x" weapon keeps its own: 2.2.8 FAQ). Absent until
   * such a weapon fires, so games (and saves) without one are unchanged. */
  weaponsFired: z.record(z.string().min(1).max(300), z.number().int().min(0)).optional(),
  setup: setupStateSchema,
  turnState: turnStateSchema,
  /** The scenario's victory conditions (1.14.2), carried with the game. */
  victory: victoryConditionSchema,
  /** 6.1: the tournament game's set-up and goals; absent from every other game. */
  tournament: tournamentStateSchema.optional(),
  /** 2.1.23, 4.3.1: secrets the players plotted before the battle and that have not yet taken
   * effect (a tunneler's surfacing point and turn), each with its side; absent when none, so
   * older saves load unchanged. A side's view (view.ts) keeps only its own. */
  plots: z.array(plotSchema).max(500).optional(),
  /** 4.3.1: the spacecraft set up before the battle, with their declared turns; absent when
   * none, so older saves load unchanged. */
  spacecraft: z.array(spacecraftStateSchema).max(10).optional(),
  /** 4.2: aircraft in the air this turn, flak fired, the mission step under way; absent in
   * games without aircraft, so older saves load unchanged. */
  aircraft: aircraftStateSchema.optional(),
  /** Seed 001 5.3.5: formations that left the table (their units are out of play), the turn
   * they left and whether they were at half strength or less then; absent when none has, so
   * older saves load unchanged. */
  leftTable: z
    .array(
      z.strictObject({ formationId: id, turn: z.number().int().min(1), halfOrLess: z.boolean() }),
    )
    .max(500)
    .optional(),
  /** Seed 001 5.3.7 Hinterhalt: the Ork convoy's road end and order of arrival (set up by the
   * Orks first) and the formations that have come on in the first turn; absent in every other
   * game, so older saves load unchanged. */
  ambush: z
    .strictObject({
      end: z.enum(['west', 'east']),
      order: z.array(id).max(50),
      entered: z.array(id).max(50),
    })
    .optional(),
  /** Seed 001 5.3.11.2-3: the two teams of a team game and how they act (state/teams.ts);
   * absent in every other game, so older saves load unchanged. */
  teams: teamsSchema.optional(),
  /** Seed 001 5.3.15: the water purification plant's commands, control centre and blizzards
   * (rules/5.3-scenarios/plantState.ts); absent in every other game, so older saves load
   * unchanged. */
  plant: plantStateSchema.optional(),
  objectiveHistory: objectiveHistorySchema,
  result: gameResultSchema.nullable(),
  rng: rngStateSchema,
  log: z.array(commandSchema),
});

type PlayersOf = Pick<
  z.infer<typeof gameStateFieldsSchema>,
  'players' | 'formations' | 'units' | 'setup' | 'turnState' | 'teams'
>;

/** Every side named in a state is one of the game's players (two, or up to six in the
 * multiplayer games of seed 001 5.3.11), every per-player list has one entry each, and a team
 * game's teams are two, with every player in one. */
export function checkPlayers(state: PlayersOf, ctx: z.RefinementCtx): void {
  const players = state.players.length;
  const side = (value: number, path: (string | number)[]) => {
    if (value >= players)
      ctx.addIssue({ code: 'custom', path, message: `this game has no player ${value + 1}` });
  };
  for (const [id, f] of Object.entries(state.formations)) side(f.side, ['formations', id, 'side']);
  for (const [id, u] of Object.entries(state.units)) side(u.side, ['units', id, 'side']);
  const each = (list: readonly unknown[] | null | undefined, path: (string | number)[]) => {
    if (list && list.length !== players)
      ctx.addIssue({
        code: 'custom',
        path,
        message: `${list.length} entries for ${players} players`,
      });
  };
  each(state.setup.zones, ['setup', 'zones']);
  each(state.setup.finished, ['setup', 'finished']);
  each(state.setup.objectivesToPlace, ['setup', 'objectivesToPlace']);
  each(state.turnState.strategyTotals, ['turnState', 'strategyTotals']);
  each(state.turnState.rerollsUsed, ['turnState', 'rerollsUsed']);
  each(state.turnState.startOfTurn?.passed, ['turnState', 'startOfTurn', 'passed']);
  // Seed 001 5.3.11.2-3: a team for each player, two teams; more than four players only in teams.
  checkTeams(state.teams, players, ctx);
}

export const gameStateSchema = gameStateFieldsSchema.superRefine(checkPlayers);

export type GameState = z.infer<typeof gameStateSchema>;
export type UnitState = z.infer<typeof unitStateSchema>;
export type FormationState = z.infer<typeof formationStateSchema>;
export type Objective = z.infer<typeof objectiveSchema>;
export type DeploymentZone = z.infer<typeof deploymentZoneSchema>;
export type Phase = z.infer<typeof phaseSchema>;
export type Activation = z.infer<typeof activationSchema>;
export type TurnState = z.infer<typeof turnStateSchema>;
export type GameResult = z.infer<typeof gameResultSchema>;
export type Attack = z.infer<typeof attackSchema>;
