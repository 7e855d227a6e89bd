import { z } from 'zod';
import { pointSchema, sideSchema, twoSidesSchema } from '../../commands/primitives';
import { reserveMeansSchema, tournamentEdgeSchema } from './state';

/**
 * The tournament game's commands (6.1): every set-up choice the rules leave to a player, and the
 * dice of 6.1.7. Spread into the command union (engine/netea/commands/schema.ts).
 */
const id = z.string().min(1).max(200);

const unitsField = z
  .array(z.strictObject({ unitId: id, position: pointSchema, facing: z.number() }))
  .max(200);
/** 1.7.5, 6.1.6: units starting the game aboard a transport of their formation. */
const embarkedField = z
  .array(z.strictObject({ unitId: id, transportId: id }))
  .max(200)
  .optional();

/** 6.1.2, 6.1.4: equal strategy ratings: dice to see who chooses the edge or places first. */
export const tournamentRollOffSchema = z.strictObject({
  type: z.literal('tournament.rollOff'),
  side: twoSidesSchema,
});

/** 6.1.2: the chooser picks a long edge or a corner; the opponent takes the opposite one. */
export const tournamentChooseEdgeSchema = z.strictObject({
  type: z.literal('tournament.chooseEdge'),
  side: twoSidesSchema,
  edge: tournamentEdgeSchema,
});

/** 6.1.4: one objective marker, the players taking turns. */
export const tournamentPlaceObjectiveSchema = z.strictObject({
  type: z.literal('tournament.placeObjective'),
  side: twoSidesSchema,
  position: pointSchema,
});

/** 6.1.5: one garrison formation set up whole, optionally on overwatch (at most two). */
export const tournamentGarrisonSchema = z.strictObject({
  type: z.literal('tournament.garrison'),
  side: twoSidesSchema,
  formationId: id,
  units: unitsField,
  embarked: embarkedField,
  overwatch: z.boolean(),
});

/** 6.1.5: the player sets up no more garrisons. */
export const tournamentEndGarrisonsSchema = z.strictObject({
  type: z.literal('tournament.endGarrisons'),
  side: twoSidesSchema,
});

/** 6.1.6 FAQ: the formations kept in reserve, each with its means of entering play; one
 * entering in a transport aircraft names the aircraft formation it starts aboard (`carrier`,
 * 6.1.6: "already loaded into the transport vehicle that will bring them into play"). Aircraft
 * formations are kept in reserve whether named or not (they have no other way to set up). */
export const tournamentDeclareReservesSchema = z.strictObject({
  type: z.literal('tournament.declareReserves'),
  side: twoSidesSchema,
  reserves: z
    .array(z.strictObject({ formationId: id, means: reserveMeansSchema, carrier: id.optional() }))
    .max(200),
});

/** 6.1.6: one remaining formation set up whole within 15cm of its own table edge. */
export const tournamentDeployFormationSchema = z.strictObject({
  type: z.literal('tournament.deployFormation'),
  side: twoSidesSchema,
  formationId: id,
  units: unitsField,
  embarked: embarkedField,
});

/** 6.1.7: after turn 4 with no winner, both players roll a D6 (one command rolls both). */
export const tournamentRollOnSchema = z.strictObject({
  type: z.literal('tournament.rollOn'),
  side: twoSidesSchema,
});

/** 6.1.6 FAQ: pass on activating, when all the formations left to activate are in reserve. */
export const actionPassSchema = z.strictObject({
  type: z.literal('action.pass'),
  side: sideSchema,
});

export const TOURNAMENT_COMMAND_SCHEMAS = [
  tournamentRollOffSchema,
  tournamentChooseEdgeSchema,
  tournamentPlaceObjectiveSchema,
  tournamentGarrisonSchema,
  tournamentEndGarrisonsSchema,
  tournamentDeclareReservesSchema,
  tournamentDeployFormationSchema,
  tournamentRollOnSchema,
  actionPassSchema,
] as const;

/** The set-up commands, for the phase chart's tournament set-up state. */
export const TOURNAMENT_SETUP_COMMAND_TYPES = [
  'tournament.rollOff',
  'tournament.chooseEdge',
  'tournament.placeObjective',
  'tournament.garrison',
  'tournament.endGarrisons',
  'tournament.declareReserves',
  'tournament.deployFormation',
  // 6.1.5: spacecraft are set up before the garrisons.
  'setup.spacecraft',
  // 6.1.6 FAQ, 2.1.21, 2.1.23: a self planetfall's or a tunneller's plot, before its reserve.
  'setup.plot',
] as const;
