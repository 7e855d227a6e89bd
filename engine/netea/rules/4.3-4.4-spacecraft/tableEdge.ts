import type { Point } from '../../../kernel/geometry';
import type { Side } from '../../commands/schema';
import type { GameState } from '../../state/schema';

/**
 * 4.3.1: "Spacecraft are set up touching their own side's table edge". In a tournament game the
 * side's edge is the one it chose (6.1.2; a corner's two half edges); elsewhere the table edge
 * nearest the side's deployment zone. Without either the side has no edge of its own, and any
 * table edge is accepted (the rule's random edge is not rolled for yet).
 */
export type TableSideName = 'north' | 'south' | 'east' | 'west';

/** How close to the edge "touching" is, in centimetres. */
export const EDGE_TOLERANCE = 0.5;

export function ownTableEdges(state: GameState, side: Side): readonly TableSideName[] {
  const edge = state.tournament?.edges[side];
  if (edge) {
    const parts = edge.split('-') as TableSideName[];
    return parts;
  }
  const index = state.setup.zones[side];
  const zone = index === null || index === undefined ? undefined : state.deploymentZones[index];
  if (!zone) return ['north', 'south', 'east', 'west'];
  const n = zone.polygon.length;
  const c = {
    x: zone.polygon.reduce((s, p) => s + p.x, 0) / n,
    y: zone.polygon.reduce((s, p) => s + p.y, 0) / n,
  };
  const { width, height } = state.table;
  const gaps: [TableSideName, number][] = [
    ['north', c.y],
    ['south', height - c.y],
    ['west', c.x],
    ['east', width - c.x],
  ];
  const least = Math.min(...gaps.map(([, g]) => g));
  return gaps.filter(([, g]) => g === least).map(([name]) => name);
}

/** Whether the point touches the named table edge (north is y = 0, as in 6.1.2). */
export function touchesEdge(state: GameState, at: Point, edge: TableSideName): boolean {
  const { width, height } = state.table;
  const onTable = at.x >= -EDGE_TOLERANCE && at.x <= width + EDGE_TOLERANCE;
  const along = at.y >= -EDGE_TOLERANCE && at.y <= height + EDGE_TOLERANCE;
  switch (edge) {
    case 'north':
      return onTable && Math.abs(at.y) <= EDGE_TOLERANCE;
    case 'south':
      return onTable && Math.abs(at.y - height) <= EDGE_TOLERANCE;
    case 'west':
      return along && Math.abs(at.x) <= EDGE_TOLERANCE;
    case 'east':
      return along && Math.abs(at.x - width) <= EDGE_TOLERANCE;
  }
}

export function touchesOwnEdge(state: GameState, side: Side, at: Point): boolean {
  return ownTableEdges(state, side).some((e) => touchesEdge(state, at, e));
}
