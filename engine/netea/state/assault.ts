import { z } from 'zod';
import { perSide } from './perSide';
import { sideSchema } from '../commands/primitives';

/**
 * The assault under way (1.12), as the game state keeps it: who fights on which side, the step
 * it is at and what the rules need to remember between the players' decisions. Plain JSON; the
 * assault rules (engine/netea/rules/1.12-assaults/state.ts) read and change it.
 */

const id = z.string().min(1).max(200);

/** 1.12.1 steps that wait for a player's decision (the dice steps are resolved in between). */
export const ASSAULT_STEPS = [
  'charge',
  /** The charge move is complete: overwatch fire (1.10), then units aboard may get out (1.7.5). */
  'disembark',
  'counter-charge',
  'allocate-defender-hits',
  'allocate-attacker-hits',
  'support',
  'withdraw',
  'consolidate',
] as const;
export const assaultStepSchema = z.enum(ASSAULT_STEPS);
export type AssaultStep = z.infer<typeof assaultStepSchema>;

/** Hits waiting to be allocated by the side that takes them (1.12.5, 1.12.6). */
export const pendingHitsSchema = z.strictObject({
  /** The side whose units take the hits (and which allocates them). */
  side: sideSchema,
  count: z.number().int().min(0),
  /** Units that may take them: directly engaged (1.12.5) or directly involved (1.12.6). */
  eligible: z.array(id),
  /** The enemy units the hits come from, for front to back (1.9.6). */
  from: z.array(id),
  source: z.enum(['attacks', 'support']),
  /** The weapon abilities of these hits (2.2: extra attacks of a power weapon are macro-weapon
   * hits, for instance); absent for plain hits. */
  abilities: z.array(z.string().max(50)).max(20).optional(),
  /** 2.1.14: the side that allocates them when it is not the side hit (sniper hits: the
   * attacker chooses among the enemy units within 15cm and in the line of fire of its snipers). */
  allocatedBy: sideSchema.optional(),
});
export type PendingHits = z.infer<typeof pendingHitsSchema>;

export const assaultStateSchema = z.strictObject({
  attackerSide: sideSchema,
  /** Seed 001 5.3.11.1: the defending player where more than two play; absent with two (the
   * attacker's opponent). */
  defenderSide: sideSchema.optional(),
  /** The formation that took the engage action (1.12.2). */
  engagingFormationId: id,
  /** 1.12.2 target first, then the intermingled formations (1.12.10). */
  targetFormationId: id,
  /** Formations fighting on the attacker's side: the engaging one and those drawn in by
   * counter charges (1.12.4 combined assault). */
  attackers: z.array(id).min(1),
  /** The target and the intermingled formations included (1.12.10), and those drawn in. */
  defenders: z.array(id).min(1),
  step: assaultStepSchema,
  /** 1.12.7: a tie fights another round. */
  round: z.number().int().min(1),
  /** Who decides at the counter-charge and support steps (attacker first in later rounds). */
  decidingSide: sideSchema,
  /** Units that have counter charged in this round (1.12.4: one counter charge each). */
  counterCharged: z.array(id),
  /** 1.12.3: units contacted by chargers lose their zone of control for the rest of the assault. */
  zocLost: z.array(id),
  /** Units directly engaged this round (1.12.5: within 15cm of the enemy with a line of fire). */
  engaged: z.array(id),
  /** Units that attacked this round, "directly involved" for supporting fire (1.12.6 FAQ). */
  attacked: z.array(id),
  /** Hits waiting for allocation; the first is being allocated now. */
  pending: z.array(pendingHitsSchema),
  /** Formations each side chose to lend supporting fire this round (1.12.6). */
  supporters: z.array(id),
  /** 1.12.7: kills inflicted by each side during the assault (all rounds). */
  kills: perSide(z.number().int().min(0)),
  /** Units each formation lost to the enemy in the assault, for Blast markers (1.12.9, 1.12.10). */
  losses: z.record(id, z.number().int().min(0)),
  /** Formations already broken when the assault began for them (1.12.8, 1.12.9). */
  brokenAtStart: z.array(id),
  /** The winner once worked out (1.12.7), for withdrawal and consolidation. */
  winner: sideSchema.nullable(),
  /** 1.13.3: withdrawal moves made per unit (two each). */
  withdrawMoves: z.record(id, z.number().int().min(0).max(2)),
  /** 1.13.3: which of the two withdrawal moves the loser is making (absent: the first). */
  withdrawMove: z.literal(2).optional(),
  /** 2.2.4: the round's first strike attacks are being resolved; the others follow. */
  firstStrike: z.literal(true).optional(),
  /** 2.1.13: skimmers that chose to fight with their firefight value though in base contact
   * (their enemies in contact with nothing else must then use theirs too); absent: none. */
  firefight: z.array(id).max(1000).optional(),
  /** 3.3.2: how many of each war engine's dice are close combat rolls, as its side chose;
   * absent: the default split. */
  warEngineDice: z.record(id, z.number().int().min(0).max(100)).optional(),
  /** Units that have made their consolidation move (1.12.9). */
  consolidated: z.array(id),
});
export type AssaultState = z.infer<typeof assaultStateSchema>;
