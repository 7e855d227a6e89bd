import type { Command, Side } from '../engine/netea/commands/schema';
import type { Point } from '../engine/kernel/geometry/types';
import type { GameState } from '../engine/netea/state/schema';
import { blizzardDecision } from '../engine/netea/rules/5.3-scenarios/plantBlizzard';
import { centreOf, centreToPlace } from '../engine/netea/rules/5.3-scenarios/plantCentre';
import { isImperial } from '../engine/netea/rules/5.3-scenarios/plantCommands';
import { isPlantFormation } from '../engine/netea/rules/5.3-scenarios/plantBuildings';
import { TABLE_RECTS, type PlantTable } from '../engine/netea/rules/5.3-scenarios/plantTables';

/**
 * Seed 001 5.3.15: the computer players' answers to the water purification plant's own
 * decisions, for the random player (any legal answer: `draw` gives its numbers) and the utility
 * player (`draw` absent: a sensible one).
 */

/** The control centre's entrance, when the Imperials still have to set it up: somewhere on
 * table 1 (random), or its middle, furthest from both Ork edges (sensible). */
export function centreCommand(
  game: GameState,
  side: Side,
  draw?: (lo: number, hi: number) => number,
): Command | null {
  if (!centreToPlace(game) || !isImperial(game, side)) return null;
  const t = TABLE_RECTS[1];
  const position = draw
    ? { x: draw(t.x + 20, t.x + t.width - 20), y: draw(t.y + 20, t.y + t.height - 20) }
    : { x: t.x + t.width / 2, y: t.y + t.height * 0.6 };
  return { type: 'plant.centre', side, position };
}

/** Where a unit of the plant's buildings goes: around the control centre's entrance. */
export function plantAnchor(game: GameState, formationId: string): Point | null {
  return isPlantFormation(game, formationId) ? (centreOf(game)?.entrance ?? null) : null;
}

/**
 * The blizzard: the roll, or the choice of table after a 4 or a 5. The random player picks any
 * table; the sensible one strikes where it hurts the enemy: the Orks the plant's table 1 (the
 * defenders' shots at them there are -1), the Imperials an Ork table (2, the first to arrive on).
 */
export function blizzardCommand(
  game: GameState,
  side: Side,
  pick?: (n: number) => number,
): Command | null {
  const due = blizzardDecision(game);
  if (!due || due.side !== side) return null;
  if (due.step === 'roll') return { type: 'plant.blizzard', side };
  const table: PlantTable = pick
    ? (([1, 2, 3] as const)[pick(3)] ?? 1)
    : isImperial(game, side)
      ? 2
      : 1;
  return { type: 'plant.blizzard', side, table };
}
