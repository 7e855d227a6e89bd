import type { TerrainType } from '../../../kernel/geometry/types';

/**
 * 1.8.4 Terrain Effects table. Columns are the three classes of mover the table knows:
 * infantry, vehicles (armoured and light vehicles) and war engines.
 */
export type TerrainMover = 'infantry' | 'vehicle' | 'war-engine';
export type MoveEffect = 'none' | 'impassable' | 'dangerous';

export interface TerrainEffect {
  readonly move: MoveEffect;
  /** 1.8.3: the infantry cover save the terrain gives (3 for 3+), infantry only. */
  readonly coverSave: number | null;
}

type Row = Readonly<Record<TerrainMover, TerrainEffect>>;

const none: TerrainEffect = { move: 'none', coverSave: null };
const impassable: TerrainEffect = { move: 'impassable', coverSave: null };
const dangerous: TerrainEffect = { move: 'dangerous', coverSave: null };
const cover = (save: number, move: MoveEffect = 'none'): TerrainEffect => ({
  move,
  coverSave: save,
});

export const TERRAIN_EFFECTS: Readonly<Record<TerrainType, Row>> = {
  buildings: { infantry: cover(4), vehicle: impassable, 'war-engine': impassable },
  cliffs: { infantry: impassable, vehicle: impassable, 'war-engine': impassable },
  // Fortifications are "normally impassable terrain for vehicles unless they are specifically
  // designed to hold them"; a tank emplacement is a scenario's special rule.
  fortifications: { infantry: cover(3), vehicle: impassable, 'war-engine': impassable },
  jungle: { infantry: cover(4), vehicle: impassable, 'war-engine': dangerous },
  marsh: { infantry: cover(6, 'dangerous'), vehicle: dangerous, 'war-engine': dangerous },
  open: { infantry: none, vehicle: none, 'war-engine': none },
  hill: { infantry: none, vehicle: none, 'war-engine': none },
  river: { infantry: cover(6, 'dangerous'), vehicle: impassable, 'war-engine': none },
  road: { infantry: none, vehicle: none, 'war-engine': none },
  ruins: { infantry: cover(4), vehicle: dangerous, 'war-engine': dangerous },
  scrub: { infantry: cover(6), vehicle: none, 'war-engine': none },
  woods: { infantry: cover(5), vehicle: dangerous, 'war-engine': dangerous },
  // Seed 001 5.3.15: "alle Bereiche abseits der Tische … für alle Einheiten unpassierbar".
  'off-table': { infantry: impassable, vehicle: impassable, 'war-engine': impassable },
};

export function terrainEffect(type: TerrainType, mover: TerrainMover): TerrainEffect {
  return TERRAIN_EFFECTS[type][mover];
}
