import { GEOMETRY_EPSILON } from './constants';
import type { Shape } from './shapes';
import type { TableSize } from './types';

/**
 * 1.7 FAQ: "Can units move off the gaming table? Only if specifically allowed to do so by a
 * special rule." Whether the whole base lies on the table, edges included.
 */
export function isWhollyOnTable(shape: Shape, table: TableSize): boolean {
  return (
    shape.minX >= -GEOMETRY_EPSILON &&
    shape.minY >= -GEOMETRY_EPSILON &&
    shape.maxX <= table.width + GEOMETRY_EPSILON &&
    shape.maxY <= table.height + GEOMETRY_EPSILON
  );
}
