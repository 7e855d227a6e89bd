import type { Dice } from '../../../kernel/dice';
import type { GameState } from '../../state/schema';
import type { AssaultSink } from '../../events';
import { placedOf } from './geometry';
import { DISTANCE_TIE, nearestDistance, type Placed } from '../1.9-shooting/geometry';
import { resolvePassengers } from '../1.7-movement/transportLoss';
import { passengersOf } from '../1.7-movement/transports';
import { DESTROYED, withUnits } from '../1.2-formations/unitUpdates';
import { suffersBreakDamage } from '../1.3-blast-markers/blastMarkers';
import { isWarEngine, startingCapacity } from '../3-war-engines/capacity';
import { damageWarEngine } from '../3-war-engines/damage';
import { explodeAround } from '../3-war-engines/blastLosses';

/**
 * 1.12.7: the loser's extra hits, with no saves, on any units of the losing formation (FAQ: not
 * only those directly involved, no line of fire needed), removed "as you would hits inflicted in
 * the assault phase (i.e., units in base contact first, then those closest to the enemy)". FAQ:
 * once a hit goes to a transport, every unit it carries takes a hit (while any remain) before the
 * next unit; the passengers left over save as 1.7.5 says, with no Blast marker for failures.
 * 3.2.4: "Additional hits caused by losing an assault ... cause one point of damage each" on a
 * war engine, each with its critical check (3.2.3); it takes hits up to the capacity it has left
 * (3.2.2) before the next unit, and stays on the table if that does not destroy it.
 */
export function removeExtraHits(
  state: GameState,
  losing: readonly string[],
  winners: readonly Placed[],
  count: number,
  dice: Dice,
  events: AssaultSink,
): GameState {
  const order = placedOf(state, losing)
    .map((p, i) => ({ p, i, d: nearestDistance(p.shape, winners) }))
    .sort((a, b) => (Math.abs(a.d - b.d) > DISTANCE_TIE ? a.d - b.d : a.i - b.i))
    .map((x) => x.p);
  let next = state;
  let left = count;
  const destroy = (unitId: string, formationId: string) => {
    next = withUnits(next, { [unitId]: DESTROYED });
    left--;
    events.push({
      type: 'shooting/unit-destroyed',
      unitId,
      formationId,
      cause: 'no-save',
      section: '1.12.7',
    });
  };
  for (const target of order) {
    if (left <= 0) break;
    const at = target.unit.position;
    if (!at) continue;
    // 2.1.3: units immune to the damage (fearless) take none; the hits go to the others. FAQ:
    // a fearless transport is skipped over, but the units it carries still take their hits.
    const immune = !suffersBreakDamage(next, target.unit);
    const sheet = next.datasheets[target.unit.datasheetId];
    let forfeit = false;
    if (!immune && sheet && isWarEngine(sheet)) {
      const points = Math.min(left, startingCapacity(sheet) - target.unit.damage);
      left -= points;
      const d = damageWarEngine(next, dice, target.unit.id, points, {
        cause: 'losing the assault',
        section: '3.2.4',
      });
      events.push(...d.events);
      next = explodeAround(d.state, dice, d, events);
      // 3.2.3: a critical that destroys it with all aboard leaves its passengers no save.
      forfeit = d.passengersDestroyed;
    } else if (!immune) destroy(target.unit.id, target.unit.formationId);
    for (const p of passengersOf(next, target.unit.id)) {
      if (left <= 0) break;
      if (suffersBreakDamage(next, p)) destroy(p.id, p.formationId);
    }
    if (immune || next.units[target.unit.id]?.status !== 'destroyed') continue;
    next = resolvePassengers(next, target.unit.id, at, target.unit.facing, dice, events, {
      assault: true,
      forfeit,
    }).state;
  }
  return next;
}
