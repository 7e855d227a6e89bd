import { ofSide } from '../../state/perSide';
import type { Side } from '../../commands/primitives';
import type { GameState } from '../../state/schema';
import { liveUnits } from '../../rules/1.2-formations/formations';
import { formationWorth } from '../../rules/3-war-engines/capacity';
import type { Ability } from '../seam';

/**
 * Mob Rule (seed 001 5.5.2 Köppe zählen), for Ork forces the scenario grants it to: a formation
 * of more than five units adds +1 to its rally roll, of more than ten +2; a war engine counts each
 * point of its starting damage capacity as a unit. (Grots and big gun batteries do not count;
 * no bundled Ork formation has any.)
 */
export const mobRule: Ability = {
  id: 'mob-rule',
  name: 'Mob Rule',
  section: 'seed 001 5.5.2',
  summary: 'More than five units: +1 to rally; more than ten: +2 (a war engine counts its DC).',
  kind: 'army',
  changes: {
    rallyTestModifiers: ({ state, formation }, modifiers) => {
      if (!hasRule(state, formation.side, 'mob-rule')) return modifiers;
      const units = formationWorth(
        state,
        liveUnits(state, formation).map((u) => u.id),
      );
      const value = units > 10 ? 2 : units > 5 ? 1 : 0;
      if (value === 0) return modifiers;
      return [
        ...modifiers,
        { value, reason: `Mob Rule: ${units} units`, section: 'seed 001 5.5.2' },
      ];
    },
  },
};

export function hasRule(state: GameState, side: Side, rule: 'mob-rule' | 'power-of-the-waaagh') {
  return ofSide(state.players, side).specialRules.includes(rule);
}
