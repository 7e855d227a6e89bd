import type { GameState, UnitState } from '../../state/schema';
import { datasheetOf } from '../1.2-formations/battlefield';
import { isWarEngine, startingCapacity } from './capacity';

/**
 * 3.3.1 FAQ: "Can a war engine counter charge if it has enemy units in base contact?" Nothing in
 * 3.3 overrides 1.12.4, but war engines barge as part of a counter charge, so the FAQ leaves it
 * to the warm-up and suggests mirroring the zone of control (3.1.2): a war engine may counter
 * charge while fewer enemy units than its starting damage capacity touch it. That compromise is
 * the default (`warEngineCounterCharge` absent or 'fewer-than-dc'); 'never' keeps 1.12.4 as
 * written.
 */
export function mayCounterChargeInContact(
  state: GameState,
  unit: UnitState,
  contacts: number,
): boolean {
  const sheet = datasheetOf(state, unit);
  if (!isWarEngine(sheet) || state.settings.warEngineCounterCharge === 'never') return false;
  return contacts < startingCapacity(sheet);
}
