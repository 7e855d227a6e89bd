import type { Orientation, Point } from '../../../kernel/geometry';
import type { GameState } from '../../state/schema';

/**
 * The vocabulary of a move (1.7): what kind of move it is, what the player asks for and the
 * events a move reports. Command handlers build these; the rule files read them.
 */

/** Moves in actions (1.7), the charge move (1.12.3), counter charges (1.12.4), withdrawals
 * (1.13.3) and consolidation (1.12.9). */
export type MoveKind = 'normal' | 'charge' | 'counter-charge' | 'withdrawal' | 'consolidation';

export interface MoveContext {
  readonly kind: MoveKind;
  /** 1.8.1: moving cautiously (speed 5cm, failed dangerous terrain tests re-rolled). */
  readonly cautious?: boolean;
  /** 1.8.4: the player claims the road bonus (the whole move on a road), or a road march. */
  readonly road?: boolean;
  /** 1.12.2, 1.12.10: the formations a charge targets; counter charges may contact any. */
  readonly targetFormationIds?: readonly string[];
  /** 1.7.3, 1.12.3, 3.1.2: enemy units contacted by engaging units, which lost their ZoC. */
  readonly zocLost?: readonly string[];
  /**
   * 1.7.3 FAQ: a unit that starts in an enemy ZoC need only leave it "before the end of the
   * action". False for the first moves of a double or march action; default true.
   */
  readonly lastMoveOfAction?: boolean;
  /** 1.7.5: units of the formation that have moved in this move (they may not be picked up). */
  readonly movedThisMove?: readonly string[];
}

export interface MoveRequest {
  readonly unitId: string;
  /** The centre's path: starts at the unit's position (1.7: "they may turn freely"). */
  readonly path: readonly Point[];
  /** How the base turns along the path (default 'face-path'). */
  readonly orientation?: Orientation;
  /** The facing at the end; default: as the orientation leaves it. */
  readonly facing?: number;
  /** 1.7.5: units of its formation a transport picks up during this move. */
  readonly pickUp?: readonly string[];
}

export type UnitLoss =
  | 'dangerous-terrain'
  | 'out-of-formation'
  | 'transport-destroyed'
  // Seed 001 5.3.15: an Imperial unit of table 2 or 3 that left its table.
  | 'left-its-table';

export type MoveEvent =
  | {
      readonly type: 'move/unit-moved';
      readonly unitId: string;
      readonly kind: MoveKind;
      readonly from: Point;
      readonly to: Point;
      readonly facing: number;
      readonly path: readonly Point[];
      readonly distance: number;
      readonly section: string;
    }
  | {
      readonly type: 'move/unit-destroyed';
      readonly unitId: string;
      readonly reason: UnitLoss;
      /** Where it was when destroyed (its passengers are placed there, 1.7.5 FAQ). */
      readonly at: Point | null;
      readonly section: string;
    }
  | {
      readonly type: 'move/unit-embarked';
      readonly unitId: string;
      readonly transportId: string;
      readonly section: string;
    }
  | {
      readonly type: 'move/unit-disembarked';
      readonly unitId: string;
      readonly transportId: string;
      readonly position: Point;
      readonly facing: number;
      readonly section: string;
    }
  | {
      readonly type: 'move/passenger-survived';
      readonly unitId: string;
      readonly transportId: string;
      readonly position: Point;
      readonly section: string;
    };

/** What a carried-out move leaves (moveUnit.ts `applyMove`); here so that rules called from the
 * move (seed 001 5.3.15's tables) can name it without importing the move. */
export interface MoveOutcome {
  readonly state: GameState;
  /** Units lost in the move: the mover (dangerous terrain) and passengers that failed saves. */
  readonly destroyed: readonly string[];
}
