import type { Point, Shape } from '../../../kernel/geometry';
import type { GameState } from '../../state/schema';

/**
 * Seed 001 5.3.7 Hinterhalt: "Eine Straße muss von einer kurzen Tischkante zur gegenüberliegenden
 * Tischkante verlaufen." The scenario lays it straight across the table from the west to the east
 * edge (engine/netea/scenarios/ambush.ts); these helpers measure against it.
 */

/** The road feature's id in the scenario's terrain. */
export const AMBUSH_ROAD_ID = 'ambush-road';
/** 5.3.7 Aufstellung: the Space Marines set up "mindestens 30 cm von der Straße" away. */
export const MARINE_ROAD_GAP = 30;
/** 5.3.7: the Scout formation may set up "innerhalb von 15 cm von der Straße". */
export const SCOUT_ROAD_GAP = 15;
/** 5.3.7 Sonderregeln: routing Orks may not end within 15cm of a Space Marine unit. */
export const WITHDRAWAL_GAP = 15;

export type RoadEnd = 'west' | 'east';

export function isAmbush(state: GameState): boolean {
  return state.victory.kind === 'ambush' && state.victory.ambush !== undefined;
}

/** The road's outline, or undefined on a table without it. */
export function roadPolygon(state: GameState): readonly Point[] | undefined {
  return state.terrain.find((t) => t.id === AMBUSH_ROAD_ID)?.polygon;
}

/** The road's extent: the straight band from the west edge to the east edge. */
export function roadBand(state: GameState): { minY: number; maxY: number } | undefined {
  const polygon = roadPolygon(state);
  if (!polygon) return undefined;
  const ys = polygon.map((p) => p.y);
  return { minY: Math.min(...ys), maxY: Math.max(...ys) };
}

/** Edge-to-edge distance from a base to the road (0 when it touches or stands on it): the road
 * spans the table's width, so the gap is the base's nearest edge to the band, across it. */
export function distanceToRoad(state: GameState, shape: Shape): number {
  const band = roadBand(state);
  if (!band) return Infinity;
  return Math.max(0, shape.minY - band.maxY, band.minY - shape.maxY);
}

/** Whether a point (a base's centre, as 1.8.4 measures "on a road") is on the road. */
export function onRoad(state: GameState, at: Point): boolean {
  const band = roadBand(state);
  return (
    band !== undefined &&
    at.x >= 0 &&
    at.x <= state.table.width &&
    at.y >= band.minY &&
    at.y <= band.maxY
  );
}

/** How far along the road a point lies from the convoy's end (the table edge it comes on at). */
export function distanceAlongRoad(state: GameState, end: RoadEnd, at: Point): number {
  return end === 'west' ? at.x : state.table.width - at.x;
}
