import type { Side } from './commands/schema';
import type { RollEvent } from './dice/roller';
import type { Point } from './geometry/types';

/**
 * What happened when a command was applied, in order: every die rolled and every change a player
 * would notice. The renderer draws them, the dice log lists them, tests assert them.
 */
export type GameEvent =
  | RollEvent
  | { readonly type: 'setup/roll-off-won'; readonly side: Side; readonly section: string }
  | { readonly type: 'setup/zone-chosen'; readonly side: Side; readonly zone: number }
  | {
      readonly type: 'setup/unit-deployed';
      readonly unitId: string;
      readonly position: Point;
      readonly facing: number;
    }
  | { readonly type: 'setup/deployment-finished'; readonly side: Side }
  | { readonly type: 'game/turn-begins'; readonly turn: number };
