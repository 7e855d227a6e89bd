import { validateMove } from '../../../../engine/netea/rules/1.7-movement/movement';
import type { MoveContext, MoveRequest } from '../../../../engine/netea/rules/1.7-movement/types';
import type { GameState } from '../../../../engine/netea/state/schema';

export const NORMAL: MoveContext = { kind: 'normal' };

/** A move of unit `id` from where it stands through the given points. */
export function path(state: GameState, id: string, ...to: (readonly [number, number])[]) {
  const at = state.units[id]?.position;
  if (!at) throw new Error(`${id} is not on the table`);
  return [at, ...to.map(([x, y]) => ({ x, y }))];
}

export function request(
  state: GameState,
  id: string,
  to: (readonly [number, number])[],
  extra: Partial<MoveRequest> = {},
): MoveRequest {
  return { unitId: id, path: path(state, id, ...to), ...extra };
}

/** The refusal code for the move, or 'ok'. */
export function verdict(
  state: GameState,
  id: string,
  to: (readonly [number, number])[],
  context: MoveContext = NORMAL,
  extra: Partial<MoveRequest> = {},
): string {
  return validateMove(state, request(state, id, to, extra), context)?.code ?? 'ok';
}
