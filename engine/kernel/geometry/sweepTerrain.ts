import type { Sweep } from './sweep';
import { sweepRingDistance } from './sweepDistance';
import type { IndexedFeature, TerrainIndex } from './terrainIndex';
import { featuresInBox } from './terrainIndex';

/**
 * The features a moving base touches or enters, in ascending index order (1.8: impassable
 * terrain may not be moved through; 1.8.1: dangerous terrain tests on entering). Touching the
 * outline counts, so build the sweep from an inset footprint (insetFootprint) to let a base
 * slide along or leave a feature it stands against.
 */
export function featuresTouchedBySweep(terrain: TerrainIndex, sweep: Sweep): number[] {
  return featuresInBox(terrain, sweep).filter(
    (i) => sweepRingDistance(sweep, terrain.features[i] as IndexedFeature) === 0,
  );
}
