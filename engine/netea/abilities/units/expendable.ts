import { forUnitsWith, hasUnitAbility, type Ability } from '../seam';
import type { FormationState, GameState } from '../../state/schema';

/** 2.1.22: a formation made up wholly of expendable units gets none of the rule's benefit. */
function allExpendable(state: GameState, formation: FormationState): boolean {
  return formation.unitIds.every((id) => {
    const unit = state.units[id];
    const sheet = unit ? state.datasheets[unit.datasheetId] : undefined;
    return sheet !== undefined && hasUnitAbility(sheet, 'expendable');
  });
}

/**
 * 2.1.22: losing an expendable unit places no Blast marker (the crossfire's extra marker for the
 * first loss and the loss of units out of formation included), nor does a disrupt hit on one
 * (2.2.2 FAQ). It still counts as a kill in an assault's result (1.12.7).
 */
export const expendable: Ability = {
  id: 'expendable',
  name: 'Expendable',
  section: '2.1.22',
  summary:
    'Its loss, or a disrupt hit on it, places no Blast marker, unless its whole formation is expendable.',
  kind: 'unit',
  changes: {
    lossPlacesBlastMarker: forUnitsWith('expendable', (context, places) =>
      allExpendable(context.state, context.formation) ? places : false,
    ),
  },
};
