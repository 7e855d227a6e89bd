import type { Action } from '../../../engine/netea/state/schema';

/** The actions by the names the rulebook gives them (1.6.1). */
export const ACTION_NAMES: Readonly<Record<Action, string>> = {
  advance: 'Advance',
  engage: 'Engage',
  double: 'Double',
  march: 'March',
  marshal: 'Marshal',
  overwatch: 'Overwatch',
  'sustained-fire': 'Sustained Fire',
  hold: 'Hold',
};
