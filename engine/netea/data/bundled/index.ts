import type { DataFileSource } from '../registry';
import imperialGuard from './imperial-guard.json';
import orks from './orks.json';
import spaceMarines from './space-marines.json';
import structures from './structures.json';
import trainingScenarioForces from './training-scenario-forces.json';

/**
 * The data files shipped with the program: one per force (its datasheets, formations and
 * single-force armies, each file loadable on its own), plus the scenario forces that mix files
 * (a Command Bunker with a Hydra, Space Marines with Imperial Navy Thunderbolts). Together they
 * hold every unit of the training scenarios (seed 000 1.15, 2.3, 3.4, 4.5; seed 001 5.2,
 * 5.3.12–5.3.14, 5.5). Unchecked here: `bundledRegistry()` validates them once.
 */
export const BUNDLED_DATA_FILES: readonly DataFileSource[] = Object.freeze([
  { fileName: 'space-marines.json', data: spaceMarines },
  { fileName: 'orks.json', data: orks },
  { fileName: 'imperial-guard.json', data: imperialGuard },
  { fileName: 'structures.json', data: structures },
  { fileName: 'training-scenario-forces.json', data: trainingScenarioForces },
]);
