import type { Side } from '../../commands/primitives';
import type { GameState } from '../../state/schema';
import type { AssaultCommandType } from './commandSchemas';
import type { AssaultState, AssaultStep } from '../../state/assault';

/**
 * The assault under way (1.12): reading it from the state, changing it, and whose decision the
 * step waits for. Its schema is part of the game state's (engine/netea/state/assault.ts).
 */
export * from '../../state/assault';

/** The assault under way, or null. */
/** 1.12.2: an assault just declared, at its charge step: nothing moved, fought or lost yet. */
export function newAssault(
  state: GameState,
  side: Side,
  engagingFormationId: string,
  attackers: readonly string[],
  defenders: readonly string[],
): AssaultState {
  const defender = state.formations[defenders[0]!]?.side;
  return {
    attackerSide: side,
    // Seed 001 5.3.11.1: with more than two players the defender is whoever owns the target
    // (an assault is always between two armies); with two it is the other player.
    ...(state.players.length > 2 && defender !== undefined ? { defenderSide: defender } : {}),
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
    kills: state.players.map(() => 0),
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

/** The side of the formations assaulted. Two-sided for now: seed 001 5.3.11.1 lets an assault
 * attack one enemy army only, so with more sides this becomes the target formation's side. */
export function defenderSide(assault: AssaultState): Side {
  return assault.defenderSide ?? (assault.attackerSide === 0 ? 1 : 0);
}

/** The side `side` fights in the assault: an assault is always between two armies (5.3.11.1). */
export function assaultOpponent(assault: AssaultState, side: Side): Side {
  return side === assault.attackerSide ? defenderSide(assault) : assault.attackerSide;
}

/** The formations fighting for a side in the assault. */
export function assaultFormations(assault: AssaultState, side: Side): readonly string[] {
  if (side === assault.attackerSide) return assault.attackers;
  // A third player's formations never fight in it (5.3.11.1: one enemy army per assault).
  return side === defenderSide(assault) ? assault.defenders : [];
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
    // 2.1.14: sniper hits are allocated by the side that scored them.
    case 'allocate-defender-hits':
      return assault.pending[0]?.allocatedBy ?? defender;
    case 'allocate-attacker-hits':
      return assault.pending[0]?.allocatedBy ?? assault.attackerSide;
    case 'withdraw':
      return assault.winner === assault.attackerSide ? defender : assault.attackerSide;
    case 'consolidate':
      return assault.winner ?? assault.attackerSide;
  }
}
