import type { Action } from '../../../engine/netea/state/schema';
import { t, w } from '../i18n';

/** The actions by the names the rulebook gives them (1.6.1). */
export const ACTION_NAMES: Readonly<Record<Action, string>> = {
  advance: w('Advance'),
  engage: w('Engage'),
  double: w('Double'),
  march: w('March'),
  marshal: w('Marshal'),
  overwatch: w('Overwatch'),
  'sustained-fire': w('Sustained Fire'),
  hold: w('Hold'),
};

/** An action's name in the page's language (German names from the glossary, 6.1). */
export function actionName(action: Action): string {
  return t(ACTION_NAMES[action]);
}
