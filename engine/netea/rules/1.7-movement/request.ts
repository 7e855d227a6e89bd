import type { Point } from '../../../kernel/geometry';
import type { GameState } from '../../state/schema';
import type { MoveRequest } from './types';
import { standsInPortal } from '../6.1-tournament/portals';

/** A unit's move from where it stands along the command's path. */
export function moveRequestFrom(
  state: GameState,
  command: {
    readonly unitId: string;
    readonly path: readonly Point[];
    readonly facing?: number | undefined;
    readonly orientation?: 'face-path' | 'keep-facing' | undefined;
    readonly pickUp?: readonly string[] | undefined;
  },
): MoveRequest | null {
  const unit = state.units[command.unitId];
  if (!unit?.position) return null;
  // 6.1.6: a unit comes out of a portal as it stands in it, unless told to turn (turning about
  // in the portal's middle would sweep its base over whatever stands beside the portal).
  const orientation =
    command.orientation ?? (standsInPortal(state, unit.id) ? 'keep-facing' : undefined);
  return {
    unitId: unit.id,
    path: [unit.position, ...command.path],
    ...(command.facing !== undefined ? { facing: command.facing } : {}),
    ...(orientation !== undefined ? { orientation } : {}),
    ...(command.pickUp ? { pickUp: command.pickUp } : {}),
  };
}
