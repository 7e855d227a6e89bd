import type { Point } from '../../../kernel/geometry';
import type { Side } from '../../commands/schema';

/** What the start of the turn's abilities report (1.4.2, 2.1.17). */
export type TurnStartEvent =
  | { readonly type: 'turn-start/roll-off-won'; readonly side: Side; readonly section: string }
  | { readonly type: 'turn-start/first-side'; readonly side: Side; readonly section: string }
  | { readonly type: 'turn-start/passed'; readonly side: Side; readonly section: string }
  | {
      readonly type: 'skimmer/popped-up';
      readonly unitIds: readonly string[];
      readonly section: string;
    }
  | {
      readonly type: 'teleport/left-behind';
      readonly unitId: string;
      readonly formationId: string;
      readonly section: string;
    }
  /** 2.1.23: a secret was written down; what it says stays out of the event (view.ts). */
  | {
      readonly type: 'plot/recorded';
      readonly side: Side;
      readonly formationId: string;
      readonly section: string;
    }
  /** 2.1.21: the self planetfall's action test failed: it lands on the next turn instead. */
  | {
      readonly type: 'self-planetfall/delayed';
      readonly formationId: string;
      readonly turn: number;
      readonly section: string;
    }
  /** 2.1.23: a tunneler surfaced: its secret plot revealed, and where it was diverted to. */
  | {
      readonly type: 'tunnel/surfaced';
      readonly side: Side;
      readonly formationId: string;
      readonly plotted: Point;
      readonly turn: number;
      readonly divertedTo: Point | null;
      readonly section: string;
    };
