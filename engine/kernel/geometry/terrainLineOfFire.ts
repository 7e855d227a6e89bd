import type { TerrainType } from './types';
import { TERRAIN_TYPES } from './types';

/**
 * How each terrain type of the Terrain Effects table (1.8.4) acts on a line of fire (1.9.2:
 * "blocked by terrain features such as buildings, hills, woods, etc."):
 * - 'blocks': blocks lines through it, but units in it see and are seen through up to 10cm of it;
 * - 'ground': a hill blocks lines that pass through it, but never a line to or from a unit
 *   standing on it (the unit is on top of it, not inside it);
 * - 'clear': flat or low terrain that never blocks (open, roads, rivers, marsh, scrub).
 * Only features at least as high as the higher end of the line block (see lineOfFire.ts).
 */
export type LineOfFireEffect = 'blocks' | 'ground' | 'clear';

export const TERRAIN_LINE_OF_FIRE: Readonly<Record<TerrainType, LineOfFireEffect>> = {
  open: 'clear',
  hill: 'ground',
  buildings: 'blocks',
  cliffs: 'blocks',
  fortifications: 'blocks',
  jungle: 'blocks',
  marsh: 'clear',
  river: 'clear',
  road: 'clear',
  ruins: 'blocks',
  scrub: 'clear',
  woods: 'blocks',
  // Seed 001 5.3.15: sea or waste between the tables, flat: it hides nothing.
  'off-table': 'clear',
};

export function terrainBlocksLineOfFire(type: TerrainType): boolean {
  return TERRAIN_LINE_OF_FIRE[type] !== 'clear';
}

/** TERRAIN_LINE_OF_FIRE by position in TERRAIN_TYPES (0 clear, 1 blocks, 2 ground), for hot loops. */
export const LINE_OF_FIRE_CODES: Uint8Array = Uint8Array.from(TERRAIN_TYPES, (t) =>
  TERRAIN_LINE_OF_FIRE[t] === 'clear' ? 0 : TERRAIN_LINE_OF_FIRE[t] === 'blocks' ? 1 : 2,
);
