import type { TerrainType } from '../../../engine/kernel/geometry/types';

/** Colours of the table: terrain by type (1.8.4's table), armies by side. */
export const TERRAIN_FILL: Record<TerrainType, string> = {
  open: '#8fa86a',
  hill: '#b59b64',
  buildings: '#8a8580',
  cliffs: '#6d5d4b',
  fortifications: '#7d7466',
  jungle: '#2f6b34',
  marsh: '#5f7a6a',
  river: '#4a7fb0',
  road: '#a89f8c',
  ruins: '#9a8d7d',
  scrub: '#7a8f4f',
  woods: '#3f7a3a',
};

export const TABLE_FILL = '#a3b97c';
export const SIDE_FILL = ['#2f5fb3', '#b8322c'] as const;
export const SIDE_LIGHT = ['#8fb0ee', '#f0938e'] as const;
export const SIDE_NAME_COLOUR = ['#1d3f80', '#7d1d19'] as const;
