import type { Point } from '../../../kernel/geometry';
import type { Side } from '../../commands/schema';
import type { GameState } from '../../state/schema';
import {
  ownEdgeSides,
  touchesOwnEdge as touchesOwnTableEdge,
  type TableEdge,
} from '../4.1-4.2-aircraft/aerospace';

/**
 * 4.3.1: "Spacecraft are set up touching their own side's table edge": the same own edge as the
 * aircraft's (4.2.1, one rule in aerospace.ts: a tournament corner is its two half edges).
 */
export type TableSideName = TableEdge;

/** How close to the edge "touching" is, in centimetres. */
export const EDGE_TOLERANCE = 0.5;

/** The whole table edges the side's own edge lies along (a corner's two), for placing on it. */
export function ownTableEdges(state: GameState, side: Side): readonly TableSideName[] {
  return ownEdgeSides(state, side);
}

export function touchesOwnEdge(state: GameState, side: Side, at: Point): boolean {
  return touchesOwnTableEdge(state, side, at, EDGE_TOLERANCE);
}
