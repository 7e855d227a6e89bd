import {
  buildTerrainIndex,
  footprintShape,
  ringFromPoints,
  type Ring,
  type Shape,
} from '../../../kernel/geometry';
import type { TerrainIndex } from '../../../kernel/geometry';
import type { Point, TerrainFeature } from '../../../kernel/geometry/types';
import type { UnitDatasheet } from '../../data/schema/unit';
import type { GameState, UnitState } from '../../state/schema';
import type { TerrainMover } from '../1.8-terrain/effects';

/**
 * Derived geometry of a battlefield, built once and reused: the terrain never changes during a
 * game and states share its array, so the index is cached on that array.
 */
const terrainIndexes = new WeakMap<readonly TerrainFeature[], TerrainIndex>();

export function terrainIndexOf(state: GameState): TerrainIndex {
  let index = terrainIndexes.get(state.terrain);
  if (!index) {
    index = buildTerrainIndex(state.terrain);
    terrainIndexes.set(state.terrain, index);
  }
  return index;
}

const rings = new WeakMap<readonly Point[], Ring>();

/** A polygon of the state (a deployment zone) as a ring, cached on its point array. */
export function ringOf(points: readonly Point[]): Ring {
  let ring = rings.get(points);
  if (!ring) {
    ring = ringFromPoints(points);
    rings.set(points, ring);
  }
  return ring;
}

export function datasheetOf(state: GameState, unit: UnitState): UnitDatasheet {
  const sheet = state.datasheets[unit.datasheetId];
  // createGame checks every unit's datasheet, so a miss is a programmer's mistake.
  if (!sheet) throw new Error(`unit ${unit.id} has no datasheet ${unit.datasheetId}`);
  return sheet;
}

/** Which column of the Terrain Effects table (1.8.4) a unit moves by; null for units that do
 * not stand on terrain (characters ride with another unit, aircraft and spacecraft fly). */
export function moverOf(sheet: UnitDatasheet): TerrainMover | null {
  switch (sheet.type) {
    case 'INF':
      return 'infantry';
    case 'LV':
    case 'AV':
      return 'vehicle';
    case 'WE':
      return 'war-engine';
    default:
      return null;
  }
}

/** The base of a unit standing at `position` with `facing`; null if it has no base. */
export function unitShapeAt(sheet: UnitDatasheet, position: Point, facing: number): Shape | null {
  return sheet.footprint ? footprintShape(sheet.footprint, position, facing) : null;
}

/**
 * Shapes of units on the table, cached on the unit's state object: states are immutable, so a
 * unit that has not changed keeps its object and its shape, and the thousands of distance
 * questions of one decision do not rebuild every base.
 */
const shapes = new WeakMap<UnitState, Shape | null>();

/** The base of a unit on the table, or null when it is not on the table. */
export function unitShape(state: GameState, unit: UnitState): Shape | null {
  if (unit.position === null || unit.status !== 'deployed') return null;
  const known = shapes.get(unit);
  if (known !== undefined) return known;
  const shape = unitShapeAt(datasheetOf(state, unit), unit.position, unit.facing);
  shapes.set(unit, shape);
  return shape;
}
