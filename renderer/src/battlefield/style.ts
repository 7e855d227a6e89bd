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
/**
 * Each player's colour, by side: blue and red as ever for players 1 and 2; ochre and purple for
 * the third and fourth of seed 001 5.3.11's multiplayer games. Ochre is far lighter and purple
 * far darker than the blue and red, so the four stay apart by lightness as well as hue for eyes
 * that confuse red and green; formation labels add the player's number (UnitsLayer) then. Team
 * play (5.3.11.2-3) holds up to six: teal and slate grey for the fifth and sixth.
 */
export const SIDE_FILL = [
  '#2f5fb3',
  '#b8322c',
  '#c08a00',
  '#4e2272',
  '#1f8a7a',
  '#5c6670',
] as const;
export const SIDE_LIGHT = [
  '#8fb0ee',
  '#f0938e',
  '#f3d27a',
  '#b99ad6',
  '#8fd6c9',
  '#c3cad1',
] as const;
export const SIDE_NAME_COLOUR = [
  '#1d3f80',
  '#7d1d19',
  '#6b4a00',
  '#3a1458',
  '#0e4a41',
  '#2c3338',
] as const;
/** A side's fill, faint, for the areas it holds (objectives, 1.14.2). */
export const SIDE_AREA = [
  'rgba(47,95,179,0.12)',
  'rgba(184,50,44,0.12)',
  'rgba(192,138,0,0.14)',
  'rgba(78,34,114,0.14)',
  'rgba(31,138,122,0.14)',
  'rgba(92,102,112,0.14)',
] as const;
