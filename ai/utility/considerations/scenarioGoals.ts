import type { Command, Side } from '../../../engine/netea/commands/schema';
import type { FormationState, GameState } from '../../../engine/netea/state/schema';
import { arrivalCommand, edgeLength } from '../../../engine/netea/rules/5.3-scenarios/arrivalPlan';

/**
 * What seed 001's 5.3 scenarios ask of the utility player beyond the core game.
 *
 * 5.3.2 escalation: a formation arriving comes on behind the own formations already on the
 * table (the fight is there, and reinforcements then arrive where they are needed), trying
 * points further along the edge when there is no room; the middle of the edge when none stand.
 */
export function escalationArrival(
  game: GameState,
  side: Side,
  formation: FormationState,
): Command | null {
  const length = edgeLength(game, side);
  const horizontal = length === game.table.width;
  const own = Object.values(game.units).filter((u) => u.side === side && u.position);
  const mean =
    own.length > 0
      ? own.reduce((sum, u) => sum + (horizontal ? u.position!.x : u.position!.y), 0) / own.length
      : length / 2;
  for (let step = 0; step <= length; step += 10)
    for (const along of step === 0 ? [mean] : [mean + step, mean - step]) {
      if (along < 5 || along > length - 5) continue;
      const command = arrivalCommand(game, side, formation, along);
      if (command) return command;
    }
  return null;
}
