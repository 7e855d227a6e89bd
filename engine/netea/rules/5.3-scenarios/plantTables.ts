import type { Point, TableSize } from '../../../kernel/geometry/types';
import type { Side } from '../../commands/schema';
import type { GameState, UnitState } from '../../state/schema';

/**
 * Seed 001 5.3.15 Gelände: "drei unserer Standardtische mit den Maßen 180cm x 120cm … in einer
 * Art Pfeilspitzenform, wie auf der Karte gezeigt"; "alle Bereiche abseits der Tische … für alle
 * Einheiten unpassierbar".
 *
 * The map is not in the text, so the layout is our reading: an arrowhead pointing south, at the
 * plant. Tables 2 and 3 lie side by side along their short edges in the north (2 west, 3 east);
 * table 1, with the plant, lies behind them, its long north edge against the middle 180cm of
 * their south edges. The whole battlefield is then one 360 x 240 table on which the two
 * 90 x 120 corners beside table 1 are `off-table` terrain, impassable to every unit (1.8.4) and
 * no place to end a move or set up (1.15, 1.7). The two Ork commands come on at the north edges
 * of tables 2 and 3, the far side from the plant (plantOrders.ts).
 */

/** The three tables' numbers, as the text counts them. */
export type PlantTable = 1 | 2 | 3;
export const PLANT_TABLES: readonly PlantTable[] = [1, 2, 3];

/** 5.3.15: each table is a standard 180 x 120 table. */
export const TABLE_WIDTH = 180;
export const TABLE_HEIGHT = 120;

export interface TableRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Where each table lies on the battlefield (our reading of the missing map, see above). */
export const TABLE_RECTS: Readonly<Record<PlantTable, TableRect>> = {
  1: { x: TABLE_WIDTH / 2, y: TABLE_HEIGHT, width: TABLE_WIDTH, height: TABLE_HEIGHT },
  2: { x: 0, y: 0, width: TABLE_WIDTH, height: TABLE_HEIGHT },
  3: { x: TABLE_WIDTH, y: 0, width: TABLE_WIDTH, height: TABLE_HEIGHT },
};

/** The battlefield the three tables span. */
export const PLANT_BATTLEFIELD: TableSize = { width: 2 * TABLE_WIDTH, height: 2 * TABLE_HEIGHT };

export function rectPolygon(r: TableRect): Point[] {
  return [
    { x: r.x, y: r.y },
    { x: r.x + r.width, y: r.y },
    { x: r.x + r.width, y: r.y + r.height },
    { x: r.x, y: r.y + r.height },
  ];
}

/** The ground beside table 1 that no table covers, as impassable terrain features. */
export function offTableTerrain(): GameState['terrain'] {
  const t1 = TABLE_RECTS[1];
  const h = PLANT_BATTLEFIELD.height - TABLE_HEIGHT;
  return [
    {
      id: 'off-table-west',
      type: 'off-table',
      height: 0,
      polygon: rectPolygon({ x: 0, y: TABLE_HEIGHT, width: t1.x, height: h }),
    },
    {
      id: 'off-table-east',
      type: 'off-table',
      height: 0,
      polygon: rectPolygon({
        x: t1.x + t1.width,
        y: TABLE_HEIGHT,
        width: PLANT_BATTLEFIELD.width - t1.x - t1.width,
        height: h,
      }),
    },
  ];
}

function inRect(r: TableRect, p: Point): boolean {
  return p.x >= r.x && p.x <= r.x + r.width && p.y >= r.y && p.y <= r.y + r.height;
}

/**
 * Which table a point is on, or null off the tables. A point on the seam between two tables
 * counts for the lower-numbered one (our reading: the line belongs to one table, and table 1
 * before the others keeps a unit standing on its edge "on the plant's table").
 */
export function tableAt(p: Point): PlantTable | null {
  return PLANT_TABLES.find((t) => inRect(TABLE_RECTS[t], p)) ?? null;
}

/** Which table a unit on the battlefield is on: where the centre of its base is (our reading:
 * as 1.8.4 measures "on a road" by the centre). Null when it is not on the battlefield. */
export function tableOfUnit(unit: UnitState): PlantTable | null {
  return unit.status === 'deployed' && unit.position ? tableAt(unit.position) : null;
}

/** Whether the game is played on this scenario's three tables. */
export function isWaterPlant(state: GameState): boolean {
  return state.victory.kind === 'water-plant' && state.victory.waterPlant !== undefined;
}

/** Seed 001 5.3.15: the Imperial players (the defenders of the plant); every other is an Ork. */
export function isImperial(state: GameState, side: Side): boolean {
  return state.victory.waterPlant?.imperials.includes(side) ?? false;
}
