import type { AssaultState } from '../rules/1.12-assaults/state';
import type { Side } from '../commands/primitives';
import type { GameState } from '../state/schema';

/**
 * What a rule says happened, when something else may follow: the action is over, a move was
 * completed, an assault's withdrawals are done. Command handlers return the state with one of
 * these, and the flow (engine/netea/flow/next.ts) decides what comes next: who acts, which
 * overwatch window opens, which step of an assault follows. Rules never call the flow, so no
 * rule imports another in a circle.
 */
export type FlowStep =
  /** 1.6: the formation's action is over (the next side to act follows 1.6.3). */
  | { readonly kind: 'action-over' }
  /** 1.6: no formation is left to act: the end phase begins (1.14). */
  | { readonly kind: 'action-phase-over' }
  /** 1.14.1: a rally test was taken: the next, or the rest of the end phase (1.14.2). */
  | { readonly kind: 'rally-taken' }
  /** 1.7, 1.10: a move of the acting formation (or an unloading) was completed. */
  | { readonly kind: 'move-completed' }
  /** 1.10: overwatch fire was resolved (or, `passed`, declined). */
  | { readonly kind: 'overwatch-fired'; readonly passed: boolean }
  /** 1.13.3: formations broke; they may (or must) withdraw, after which `then` follows; with
   * none of them on the table, `otherwise` follows at once. */
  | {
      readonly kind: 'formations-broke';
      readonly side: Side;
      readonly formationIds: readonly string[];
      readonly mandatory: boolean;
      readonly then: AfterWithdrawal;
      readonly otherwise: FlowStep | null;
    }
  /** 1.13.3: a withdrawal outside an assault is over, with the overwatch fire at it. */
  | { readonly kind: 'withdrawal-over'; readonly then: WithdrawalSequel }
  /** 1.12.3: the charge move (or an unloading after it) is complete. */
  | { readonly kind: 'charge-completed'; readonly assault: AssaultState }
  /** 1.7.5, 1.12.3: the engaging formation's units are out (or stay aboard). */
  | { readonly kind: 'charge-units-out'; readonly assault: AssaultState }
  /** 1.12.3, 1.12.4: the assault does not take place. */
  | {
      readonly kind: 'assault-called-off';
      readonly assault: AssaultState;
      readonly reason: string;
      readonly section: string;
    }
  /** 1.12.8, 1.13.3: the loser's withdrawal is over (or there was none). */
  | { readonly kind: 'assault-withdrawals-over'; readonly assault: AssaultState }
  /** 1.12.9: the winner has consolidated: the assault, and the engage action, are over. */
  | { readonly kind: 'assault-over' }
  /** 4.2.6: an aircraft formation has disengaged: the next, or the rallies of the end phase. */
  | { readonly kind: 'aircraft-disengaged' };

/** What follows a withdrawal outside an assault, as the state records it (1.13.3). */
export type AfterWithdrawal = NonNullable<GameState['turnState']['withdrawal']>['then'];
export type WithdrawalSequel = Exclude<AfterWithdrawal, 'after-overwatch'>;

/** The state after a command, with what happened that the flow must follow up. */
export interface Continued {
  readonly state: GameState;
  readonly then: FlowStep;
}

/** What a command handler gives back: the next state, or the state and what follows. */
export type Applied = GameState | Continued;

export function continueWith(state: GameState, then: FlowStep): Continued {
  return { state, then };
}

export function isContinued(applied: Applied): applied is Continued {
  return 'then' in applied;
}
