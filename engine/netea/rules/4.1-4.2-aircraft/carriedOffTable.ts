import type { GameState, UnitState } from '../../state/schema';
import { datasheetOf } from '../1.2-formations/battlefield';
import { isAircraft } from './aerospace';

/** 4.2.5: troops aboard a transport aircraft that is off the table are kept off-board with it
 * ("Formations that are in reserve may not carry out any game functions", 6.1.6). */
export function carriedOffTable(state: GameState, unit: UnitState): boolean {
  if (unit.status !== 'embarked' || !unit.transportedBy) return false;
  const t = state.units[unit.transportedBy];
  return t !== undefined && t.status !== 'deployed' && isAircraft(datasheetOf(state, t));
}
