import { z } from 'zod';
import { sideSchema, type Side } from '../../commands/primitives';
import type { GameState } from '../../state/schema';
import type { AssaultCommandType } from './commandSchemas';

/**
 * The assault under way (1.12): who fights on which side, the step it is at and what the rules
 * need to remember between the players' decisions. Plain JSON; the lead adds
 * `assault: assaultStateSchema.nullable()` to turnState. Until then it is carried on the state
 * by `withAssault` / read by `assaultOf` under the same key.
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
});
export type PendingHits = z.infer<typeof pendingHitsSchema>;

export const assaultStateSchema = z.strictObject({
  attackerSide: sideSchema,
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
  kills: z.tuple([z.number().int().min(0), z.number().int().min(0)]),
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
  /** Units that have made their consolidation move (1.12.9). */
  consolidated: z.array(id),
});
export type AssaultState = z.infer<typeof assaultStateSchema>;

/** The assault under way, or null. */
/** 1.12.2: an assault just declared, at its charge step: nothing moved, fought or lost yet. */
export function newAssault(
  state: GameState,
  side: Side,
  engagingFormationId: string,
  attackers: readonly string[],
  defenders: readonly string[],
): AssaultState {
  return {
    attackerSide: side,
    engagingFormationId,
    targetFormationId: defenders[0]!,
    attackers: [...attackers],
    defenders: [...defenders],
    step: 'charge',
    round: 1,
    decidingSide: side,
    counterCharged: [],
    zocLost: [],
    engaged: [],
    attacked: [],
    pending: [],
    supporters: [],
    kills: [0, 0],
    losses: {},
    brokenAtStart: [...attackers, ...defenders].filter((f) => state.formations[f]?.broken),
    winner: null,
    withdrawMoves: {},
    consolidated: [],
  };
}

export function assaultOf(state: GameState): AssaultState | null {
  const ts = state.turnState as GameState['turnState'] & { assault?: AssaultState | null };
  return ts.assault ?? null;
}

/** The state with the assault replaced (null: no assault under way). */
export function withAssault(state: GameState, assault: AssaultState | null): GameState {
  return { ...state, turnState: { ...state.turnState, assault } as GameState['turnState'] };
}

export function defenderSide(assault: AssaultState): Side {
  return assault.attackerSide === 0 ? 1 : 0;
}

/** The formations fighting for a side in the assault. */
export function assaultFormations(assault: AssaultState, side: Side): readonly string[] {
  return side === assault.attackerSide ? assault.attackers : assault.defenders;
}

/** The assault commands each step waits for. */
const STEP_COMMANDS: Readonly<Record<AssaultStep, readonly AssaultCommandType[]>> = {
  charge: ['assault.chargeMove', 'assault.endCharge'],
  disembark: ['assault.disembark', 'assault.endDisembark'],
  'counter-charge': [
    'assault.counterCharge',
    'assault.counterDisembark',
    'assault.endCounterCharges',
  ],
  'allocate-defender-hits': ['assault.allocateHits'],
  'allocate-attacker-hits': ['assault.allocateHits'],
  support: ['assault.support'],
  withdraw: ['assault.withdrawMove', 'assault.endWithdrawal'],
  consolidate: ['assault.consolidateMove', 'assault.endConsolidation'],
};

export interface AssaultDecision {
  readonly side: Side;
  readonly kind: AssaultStep | 'target';
  readonly commands: readonly AssaultCommandType[];
}

/** Who decides next in the assault and with which commands; null when no assault decision is
 * due (the engage action has not passed its test, or the assault is over). */
export function assaultDecision(state: GameState): AssaultDecision | null {
  const assault = assaultOf(state);
  if (!assault) {
    const activation = state.turnState.activation;
    if (!activation || activation.action !== 'engage' || activation.movesTaken > 0) return null;
    const side = state.formations[activation.formationId]?.side;
    if (side === undefined) return null;
    return { side, kind: 'target', commands: ['assault.declare'] };
  }
  return { side: sideToDecide(assault), kind: assault.step, commands: STEP_COMMANDS[assault.step] };
}

/** The side that makes the decision the assault's step waits for. */
export function sideToDecide(assault: AssaultState): Side {
  const defender = defenderSide(assault);
  switch (assault.step) {
    case 'charge':
    case 'disembark':
      return assault.attackerSide;
    case 'counter-charge':
    case 'support':
      return assault.decidingSide;
    case 'allocate-defender-hits':
      return defender;
    case 'allocate-attacker-hits':
      return assault.attackerSide;
    case 'withdraw':
      return assault.winner === assault.attackerSide ? defender : assault.attackerSide;
    case 'consolidate':
      return assault.winner ?? assault.attackerSide;
  }
}
