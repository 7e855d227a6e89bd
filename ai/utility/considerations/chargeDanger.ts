import { shapeDistance } from '../../../engine/kernel/geometry';
import { isWarEngine } from '../../../engine/netea/rules/3-war-engines/capacity';
import { ASSAULT_RANGE } from '../../../engine/netea/rules/1.12-assaults/geometry';
import { placedUnits, type Placed } from '../../../engine/netea/rules/1.9-shooting/geometry';
import type { GameState } from '../../../engine/netea/state/schema';
import { floor, inverse, linear } from '../curves';
import type { Situation } from '../situation';
import { assaultOdds } from './assault';
import { chargeSpeedOf } from './specialists';

/** Room beyond the charge move: the assault takes place with one attacker within 15cm of the
 * target after it (1.12.3), and a little more for a better path than a straight line (cm). */
const CHARGE_SLACK = ASSAULT_RANGE + 1;
/** An enemy that has acted this turn may still charge first next turn (1.5: the strategy roll). */
const NEXT_TURN = 0.5;

const oddsCache = new WeakMap<GameState, Map<string, number>>();

/** The enemy's assault odds against my formation, worked out once per state: a move changes
 * little of them (the same units, Blast markers and modifiers), and the what-if for every
 * destination weighed made whole games ten times slower. */
function oddsAsTheyStand(game: GameState, attackerId: string, defenderId: string): number {
  let known = oddsCache.get(game);
  if (!known) oddsCache.set(game, (known = new Map()));
  const key = `${attackerId}>${defenderId}`;
  let odds = known.get(key);
  if (odds === undefined) known.set(key, (odds = assaultOdds(game, attackerId, defenderId).win));
  return odds;
}

/**
 * chargeDanger (1.12.2, 1.12.7): the chance that an enemy formation able to charge my formation,
 * its units still to move standing at `placed`, would win the assault, as the engine's own
 * assault odds put it. A charge needs only one attacker within 15cm of the target after its one
 * move (1.12.3), so enemy units within their charge move and 15cm of one of mine count. An enemy
 * yet to act this turn counts in full; one that has acted may still win next turn's strategy
 * roll and charge first, so it counts half. Only enemy formations with a war engine count: its
 * dice in an assault (3.3.2: one per point of starting damage capacity) can wipe out a formation
 * that sits still within its reach. Against formations of ordinary units the risk of an assault
 * is part of holding ground (weighed by assaultRisk): kept out of every charge, the computer left
 * the objectives of Specialist Training to greedy and won 50 of 60 instead of 55.
 */
export function chargeDanger(game: GameState, s: Situation, placed: readonly Placed[]): number {
  const formationId = placed[0]?.unit.formationId;
  if (!formationId) return 0;
  // The whole formation is the target (1.12.2): its units already moved stand where they are.
  const moving = new Set(placed.map((p) => p.unit.id));
  const formation = [
    ...placed,
    ...placedUnits(game, formationId).filter((u) => !moving.has(u.unit.id)),
  ];
  let worst = 0;
  for (const v of s.theirs) {
    if (v.formation.broken || !v.units.some((e) => isWarEngine(e.sheet))) continue;
    const weight = v.formation.activated ? NEXT_TURN : 1;
    if (weight <= worst) continue;
    const reaches = v.units.some((e) => {
      const reach = chargeSpeedOf(e.sheet) + CHARGE_SLACK;
      return (
        reach > CHARGE_SLACK && formation.some((p) => shapeDistance(e.shape, p.shape) <= reach)
      );
    });
    if (!reaches) continue;
    worst = Math.max(worst, weight * oddsAsTheyStand(game, v.formation.id, formationId));
  }
  return worst;
}

/**
 * Whether chargeDanger is weighed at all: only facing a war engine. A consideration always 1
 * still shifts every score through the make-up factor (score.ts), so weighed in games without
 * war engines it changed their play (Specialist Training: 53 of 60 won against greedy, not 55).
 */
export function facesWarEngine(s: Situation): boolean {
  return s.theirs.some((v) => v.units.some((e) => isWarEngine(e.sheet)));
}

/** chargeDanger as a utility: a charge the enemy would likely win is to be kept out of; not a
 * veto, so that where every spot is in reach the least bad one wins. */
export const chargeDangerCurve = floor(inverse(linear(0.25, 0, 0.9, 1)), 0.1);
