import type { GameState } from '../../state/schema';

/** A unit as a player finds it: its datasheet and its place in its formation, never its id. */
export function unitLabel(state: GameState, unitId: string): string {
  const unit = state.units[unitId];
  const name = unit ? (state.datasheets[unit.datasheetId]?.name ?? 'unit') : 'unit';
  const formation = unit && state.formations[unit.formationId];
  return formation ? `${name} ${formation.unitIds.indexOf(unitId) + 1} of ${formation.name}` : name;
}
