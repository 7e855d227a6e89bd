import type { Action } from '../../../engine/netea/state/schema';
import { t } from '../i18n';

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

/** An action's name in the page's language (German names from the glossary, 6.1). */
export function actionName(action: Action): string {
  return t(ACTION_NAMES[action]);
}
