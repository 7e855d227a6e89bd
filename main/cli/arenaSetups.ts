import type { Result } from '../../engine/kernel/result';
import { ALL_SCENARIOS, createScenarioSetup } from '../../engine/netea/scenarios';
import {
  randomTournamentSetup,
  TOURNAMENT_SCENARIO_ID,
} from '../../engine/netea/scenarios/tournament';
import type { GameSetup } from '../../engine/netea/state/setup';

/** The tournament's points total in the arena (6.1.1: the usual 3,000 points). */
export const ARENA_TOURNAMENT_POINTS = 3000;

/** Every scenario id the arena plays: the bundled scenarios and the tournament game (6.1). */
export function arenaScenarioIds(): string[] {
  return [...ALL_SCENARIOS.map((s) => s.id), TOURNAMENT_SCENARIO_ID];
}

export function arenaScenarioName(id: string): string {
  if (id === TOURNAMENT_SCENARIO_ID) return `Tournament game (${ARENA_TOURNAMENT_POINTS} points)`;
  return ALL_SCENARIOS.find((s) => s.id === id)?.name ?? id;
}

/**
 * The set-up of arena game `index`. A tournament game has random armies and terrain (6.1), so
 * one player could be dealt the stronger army: each seed is played twice, the players swapping
 * sides and with them armies (the arena swaps sides every other game). Other scenarios have
 * fixed forces and take a fresh seed per game.
 */
export function arenaSetup(
  scenarioId: string,
  baseSeed: number,
  index: number,
): { seed: number; setup: Result<GameSetup> } {
  if (scenarioId === TOURNAMENT_SCENARIO_ID) {
    const seed = baseSeed + Math.floor(index / 2);
    return { seed, setup: randomTournamentSetup(seed, ARENA_TOURNAMENT_POINTS) };
  }
  const scenario = ALL_SCENARIOS.find((s) => s.id === scenarioId);
  const seed = baseSeed + index;
  if (!scenario) throw new Error(`unknown scenario "${scenarioId}"`);
  return { seed, setup: createScenarioSetup(scenario, { seed }) };
}
