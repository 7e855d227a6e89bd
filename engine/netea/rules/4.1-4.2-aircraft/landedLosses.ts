import type { Dice } from '../../../kernel/dice';
import type { GameState } from '../../state/schema';
import type { AssaultSink } from '../../events';
import { liveUnits } from '../1.2-formations/formations';
import { DESTROYED, withUnits } from '../1.2-formations/unitUpdates';
import { suffersBreakDamage } from '../1.3-blast-markers/blastMarkers';
import { resolvePassengers } from '../1.7-movement/transportLoss';

/**
 * 4.2.5: "If it is involved in an assault and loses then it is automatically destroyed" (a
 * landed aircraft, attacking or attacked). 4.2.5 FAQ: "Is a fearless aircraft that loses an
 * assault automatically destroyed? No" (2.1.3, the `suffersBreakDamage` step). 4.2.5 FAQ: units
 * aboard a landed aircraft that is destroyed are resolved as per 1.7.5 (a save each).
 */
export function destroyLandedLosers(
  state: GameState,
  losing: readonly string[],
  dice: Dice,
  events: AssaultSink,
): GameState {
  let next = state;
  for (const fid of losing) {
    if (!next.aircraft?.landed?.includes(fid)) continue;
    const f = next.formations[fid];
    if (!f) continue;
    for (const u of liveUnits(next, f)) {
      if (!suffersBreakDamage(next, u)) continue;
      const at = u.position;
      next = withUnits(next, { [u.id]: DESTROYED });
      events.push({ type: 'aircraft/lost-in-assault', unitId: u.id, section: '4.2.5' });
      if (at) next = resolvePassengers(next, u.id, at, u.facing, dice, events).state;
    }
  }
  return next;
}
