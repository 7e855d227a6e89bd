import type { GameState, UnitState } from '../../state/schema';

/** A new state with some units changed (structural sharing: the rest is reused). */
export function withUnits(
  state: GameState,
  changes: Readonly<Record<string, Partial<UnitState>>>,
): GameState {
  const ids = Object.keys(changes);
  if (ids.length === 0) return state;
  const units = { ...state.units };
  for (const id of ids) {
    const unit = units[id];
    if (!unit) throw new Error(`no unit ${id}`);
    units[id] = { ...unit, ...changes[id] };
  }
  return { ...state, units };
}

/** The changes that take a unit off the table as destroyed. */
export const DESTROYED: Partial<UnitState> = {
  status: 'destroyed',
  position: null,
  transportedBy: null,
};
