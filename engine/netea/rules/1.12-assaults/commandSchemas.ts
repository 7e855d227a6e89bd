import { z } from 'zod';
import {
  disembarkFields,
  outOfFormationField,
  sideSchema,
  unitMoveFields,
} from '../../commands/primitives';

/**
 * The assault commands (1.12, 1.13.3): every choice the assault rules leave to a player. The
 * lead adds these to the command union (engine/netea/commands/schema.ts).
 */

const id = z.string().min(1).max(200);

/** 1.12.2 / 1.12.10: the engaging formation (its engage action passed) names its target and,
 * if it wishes, formations intermingled with it. */
export const declareAssaultCommandSchema = z.strictObject({
  type: z.literal('assault.declare'),
  side: sideSchema,
  targetFormationId: id,
  intermingled: z.array(id).max(20).optional(),
});

/** 1.12.3: one unit of the engaging formation makes its charge move. */
export const chargeMoveCommandSchema = z.strictObject({
  type: z.literal('assault.chargeMove'),
  ...unitMoveFields,
  cautious: z.boolean().optional(),
  road: z.boolean().optional(),
  pickUp: z.array(id).max(20).optional(),
});

/** 1.12.3, 1.7.4: the charge move is complete; out-of-formation units are destroyed. */
export const endChargeCommandSchema = z.strictObject({
  type: z.literal('assault.endCharge'),
  side: sideSchema,
  ...outOfFormationField,
  /** 2.1.13: the side's skimmers that fight with their firefight value though in base contact
   * (replaces the side's earlier choice; absent keeps it: none at first). */
  firefight: z.array(id).max(100).optional(),
  /** 3.3.2: how many of each of the side's war engines' dice (its starting DC) are close combat
   * rolls, the rest firefight rolls (replaces the side's earlier split; absent keeps it). */
  closeCombatDice: z.record(id, z.number().int().min(0).max(100)).optional(),
});

/** 1.7.5: at the end of the charge move (after any overwatch fire) troops get out of one
 * transport; with engage orders they may be placed in base contact with an enemy unit. */
export const assaultDisembarkCommandSchema = z.strictObject({
  type: z.literal('assault.disembark'),
  ...disembarkFields,
});

/**
 * 1.12.4 and 1.7.5: "Units may embark or disembark as part of a counter-charge move, unless the
 * transport vehicle carrying them is already in base contact with two enemy units".
 */
export const counterDisembarkCommandSchema = z.strictObject({
  type: z.literal('assault.counterDisembark'),
  ...disembarkFields,
});

/** 1.7.5: the units still aboard stay there; the assault goes on (1.12.3's 15cm check). */
export const endDisembarkCommandSchema = z.strictObject({
  type: z.literal('assault.endDisembark'),
  side: sideSchema,
});

/** 1.12.4: one unit makes its counter charge. */
export const counterChargeCommandSchema = z.strictObject({
  type: z.literal('assault.counterCharge'),
  ...unitMoveFields,
  /** 2.1.13 FAQ: a skimmer may pop up as part of its counter charge ("if the unit can move it
   * can pop up"); absent, it stays down. */
  popUp: z.boolean().optional(),
});

/** 1.12.4: the side's counter charges are complete. */
export const endCounterChargesCommandSchema = z.strictObject({
  type: z.literal('assault.endCounterCharges'),
  side: sideSchema,
  ...outOfFormationField,
  /** 2.1.13: the side's skimmers that fight with their firefight value though in base contact
   * (replaces the side's earlier choice; absent keeps it: none at first). */
  firefight: z.array(id).max(100).optional(),
  /** 3.3.2: how many of each of the side's war engines' dice (its starting DC) are close combat
   * rolls, the rest firefight rolls (replaces the side's earlier split; absent keeps it). */
  closeCombatDice: z.record(id, z.number().int().min(0).max(100)).optional(),
});

/** 1.12.5 / 1.12.6: allocate the hits one's units took (one unit id per hit); without an
 * allocation the default front-to-back allocation is used. */
export const allocateAssaultHitsCommandSchema = z.strictObject({
  type: z.literal('assault.allocateHits'),
  side: sideSchema,
  allocation: z.array(id).max(1000).optional(),
});

/** 1.12.6: call on support: the formations that lend supporting fire (default: all that can). */
export const supportCommandSchema = z.strictObject({
  type: z.literal('assault.support'),
  side: sideSchema,
  formationIds: z.array(id).max(100).optional(),
});

/** 1.13.3: one unit of the loser makes one of its two withdrawal moves. */
export const withdrawMoveCommandSchema = z.strictObject({
  type: z.literal('assault.withdrawMove'),
  ...unitMoveFields,
  road: z.boolean().optional(),
});

/** 1.13.3: the withdrawal is over; units within 15cm of the enemy are destroyed. */
export const endWithdrawalCommandSchema = z.strictObject({
  type: z.literal('assault.endWithdrawal'),
  side: sideSchema,
  ...outOfFormationField,
});

/** 1.12.9: one unit of the winning side makes its 5cm consolidation move. */
export const consolidateMoveCommandSchema = z.strictObject({
  type: z.literal('assault.consolidateMove'),
  ...unitMoveFields,
  pickUp: z.array(id).max(20).optional(),
  /** FAQ 3.3: the war engine of its side the unit gets into at the end of this move. */
  board: id.optional(),
});

/** 1.12.9: consolidation is over; the assault (and the engage action) ends. */
export const endConsolidationCommandSchema = z.strictObject({
  type: z.literal('assault.endConsolidation'),
  side: sideSchema,
  ...outOfFormationField,
});

export const ASSAULT_COMMAND_SCHEMAS = [
  declareAssaultCommandSchema,
  chargeMoveCommandSchema,
  endChargeCommandSchema,
  assaultDisembarkCommandSchema,
  endDisembarkCommandSchema,
  counterChargeCommandSchema,
  counterDisembarkCommandSchema,
  endCounterChargesCommandSchema,
  allocateAssaultHitsCommandSchema,
  supportCommandSchema,
  withdrawMoveCommandSchema,
  endWithdrawalCommandSchema,
  consolidateMoveCommandSchema,
  endConsolidationCommandSchema,
] as const;

export const assaultCommandSchema = z.discriminatedUnion('type', ASSAULT_COMMAND_SCHEMAS);
export type AssaultCommand = z.infer<typeof assaultCommandSchema>;
export type AssaultCommandType = AssaultCommand['type'];
export type AssaultCommandOf<T extends AssaultCommandType> = Extract<AssaultCommand, { type: T }>;

/** The assault commands' type names, for the phase chart. */
export const ASSAULT_COMMAND_TYPES = ASSAULT_COMMAND_SCHEMAS.map(
  (schema) => schema.shape.type.value,
);
