export * from './schema';
export * from './createSetup';
export {
  TRAINING_SCENARIOS,
  BASIC_TRAINING,
  FAST_ATTACK,
  ARMOURED,
  ADVANCED,
  COMBINED_ARMS,
  SPECIALIST,
  SPECIALIST_DEFAULTS,
  specialistScenario,
  type SpecialistOptions,
} from './training';

import { TRAINING_SCENARIOS } from './training';

export function findScenario(id: string) {
  return TRAINING_SCENARIOS.find((s) => s.id === id);
}
