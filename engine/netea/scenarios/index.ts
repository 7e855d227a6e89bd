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
export { KORPS_GRINDA } from './korpsGrinda';
export { GOGARDS_LAST_STAND } from './gogardsLastStand';
export { DEATH_FROM_THE_SKIES } from './deathFromTheSkies';
export { THUNDERHAWK_DOWN } from './thunderhawkDown';
export { ESCALATION } from './escalation';
export { BREAKTHROUGH } from './breakthrough';
export { AMBUSH } from './ambush';
export { ALL_AGAINST_ALL } from './allAgainstAll';
export { WATER_PLANT, WATER_PLANT_TWO_PLAYERS } from './waterPlant';
export { TEAM_BATTLE_HIERARCHICAL, TEAM_BATTLE_SIMULTANEOUS } from './teamBattle';
export { SIGNAL_HILL } from './signalHill';
export { FUEL_DUMP_RAID } from './fuelDumpRaid';
export { COMPANY_AGAINST_HORDE } from './companyAgainstHorde';
export { SULPHUR_RIVER } from './sulphurRiver';

import { TRAINING_SCENARIOS } from './training';
import { KORPS_GRINDA } from './korpsGrinda';
import { GOGARDS_LAST_STAND } from './gogardsLastStand';
import { DEATH_FROM_THE_SKIES } from './deathFromTheSkies';
import { THUNDERHAWK_DOWN } from './thunderhawkDown';
import { ESCALATION } from './escalation';
import { BREAKTHROUGH } from './breakthrough';
import { AMBUSH } from './ambush';
import { ALL_AGAINST_ALL } from './allAgainstAll';
import { WATER_PLANT, WATER_PLANT_TWO_PLAYERS } from './waterPlant';
import { TEAM_BATTLE_HIERARCHICAL, TEAM_BATTLE_SIMULTANEOUS } from './teamBattle';
import { SIGNAL_HILL } from './signalHill';
import { FUEL_DUMP_RAID } from './fuelDumpRaid';
import { COMPANY_AGAINST_HORDE } from './companyAgainstHorde';
import { SULPHUR_RIVER } from './sulphurRiver';
import type { ScenarioInput } from './schema';

/** 3.4 War Engine Training Scenario, and seed 001's version of it (5.3.12.4). */
export const WAR_ENGINE_SCENARIOS: readonly ScenarioInput[] = [KORPS_GRINDA, GOGARDS_LAST_STAND];

/** 4.5 Aerospace Training Scenarios. */
export const AEROSPACE_SCENARIOS: readonly ScenarioInput[] = [
  DEATH_FROM_THE_SKIES,
  THUNDERHAWK_DOWN,
];

/** Seed 001 5.3: the scenarios with rules of their own (5.3.2 escalation, 5.3.3 different
 * victory conditions, 5.3.4 unequal forces, 5.3.5 breakthrough, 5.3.6 fixed forces against a
 * list, 5.3.7 ambush, 5.3.9 map-based deployment, 5.3.11.1 all against all, 5.3.11.2-3 team
 * play, 5.3.15 the water purification plant). */
export const SCENARIOS_5_3: readonly ScenarioInput[] = [
  ESCALATION,
  SIGNAL_HILL,
  FUEL_DUMP_RAID,
  BREAKTHROUGH,
  COMPANY_AGAINST_HORDE,
  AMBUSH,
  SULPHUR_RIVER,
  ALL_AGAINST_ALL,
  TEAM_BATTLE_HIERARCHICAL,
  TEAM_BATTLE_SIMULTANEOUS,
  WATER_PLANT,
  WATER_PLANT_TWO_PLAYERS,
];

/** Every bundled scenario: the core and specialist training (1.15, 2.3.1), the war engine
 * training (3.4.1), the aerospace training (4.5.1, 4.5.2) and seed 001's 5.3 scenarios. */
export const ALL_SCENARIOS: readonly ScenarioInput[] = [
  ...TRAINING_SCENARIOS,
  ...WAR_ENGINE_SCENARIOS,
  ...AEROSPACE_SCENARIOS,
  ...SCENARIOS_5_3,
];

export function findScenario(id: string) {
  return ALL_SCENARIOS.find((s) => s.id === id);
}
