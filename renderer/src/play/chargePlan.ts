import { assaultOdds } from '../../../ai/utility/considerations/assault';
import { shapeDistance } from '../../../engine/kernel/geometry';
import { ASSAULT_RANGE } from '../../../engine/netea/rules/1.12-assaults/geometry';
import { placedUnits } from '../../../engine/netea/rules/1.9-shooting/geometry';
import type { GameState } from '../../../engine/netea/state/schema';

/**
 * A charge as the person weighs it before choosing the target (1.12.2, 1.12.3): which units of
 * the engaging formation can reach base contact with a unit of the target in their charge move
 * (their speed), which only get within firefight range (15cm beyond it, 1.12.5), and the odds
 * of winning the result as the computer's own player estimates them (ai/utility).
 */
export interface ChargeOutlook {
  readonly contact: readonly string[];
  readonly firefight: readonly string[];
  readonly outOfReach: readonly string[];
  /** The computer's estimate of the chance to win the assault's result (1.12.7), 0 to 1. */
  readonly win: number;
}

export function chargeOutlook(
  game: GameState,
  attackerFormationId: string,
  targetFormationId: string,
): ChargeOutlook {
  const targets = placedUnits(game, targetFormationId);
  const contact: string[] = [];
  const firefight: string[] = [];
  const outOfReach: string[] = [];
  for (const a of placedUnits(game, attackerFormationId)) {
    const speed = typeof a.sheet.speed === 'number' ? a.sheet.speed : 0;
    const nearest = Math.min(...targets.map((t) => shapeDistance(a.shape, t.shape)));
    if (nearest <= speed) contact.push(a.unit.id);
    else if (nearest <= speed + ASSAULT_RANGE) firefight.push(a.unit.id);
    else outOfReach.push(a.unit.id);
  }
  const { win } = assaultOdds(game, attackerFormationId, targetFormationId);
  return { contact, firefight, outOfReach, win };
}
