import type { UnitDatasheet } from '../../engine/netea/data';
import type { GameState } from '../../engine/netea/state/schema';

/** A unit given a test datasheet (a variant of a bundled one, e.g. speed 0cm). */
export function withSheet(state: GameState, unitId: string, sheet: UnitDatasheet): GameState {
  const unit = state.units[unitId];
  if (!unit) throw new Error(`no unit ${unitId}`);
  return {
    ...state,
    datasheets: { ...state.datasheets, [sheet.id]: sheet },
    units: { ...state.units, [unitId]: { ...unit, datasheetId: sheet.id } },
  };
}
